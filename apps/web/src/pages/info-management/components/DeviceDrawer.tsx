import { Drawer, Space, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ManagedDevice } from '../api/device-management';
import { CommandPanel } from './CommandPanel';
import { ExpiryCell } from './ExpiryCell';
import { ParameterPanel } from './ParameterPanel';

export type DeviceDrawerTab = 'commands' | 'parameters';

/** One device's command panel and parameter panel (SPEC.md §2). */
export function DeviceDrawer({
  device,
  tab,
  onTabChange,
  onClose,
}: {
  device: ManagedDevice;
  tab: DeviceDrawerTab;
  onTabChange: (tab: DeviceDrawerTab) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('device');
  return (
    <Drawer
      open
      size={720}
      onClose={onClose}
      destroyOnHidden
      title={
        <Space orientation="vertical" size={0}>
          <span>{device.name}</span>
          <Space size={8} wrap className="device-drawer__meta">
            <Typography.Text type="secondary" className="device-mono">
              {device.imei}
            </Typography.Text>
            <Tag>{t(`deviceTypes.${device.deviceType}`)}</Tag>
            <ExpiryCell device={device} />
          </Space>
        </Space>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => onTabChange(key as DeviceDrawerTab)}
        items={[
          {
            key: 'commands',
            label: t('drawer.commands'),
            children: <CommandPanel device={device} />,
          },
          {
            key: 'parameters',
            label: t('drawer.parameters'),
            children: <ParameterPanel device={device} />,
          },
        ]}
      />
    </Drawer>
  );
}
