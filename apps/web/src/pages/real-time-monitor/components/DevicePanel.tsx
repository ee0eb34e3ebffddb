import { useState } from 'react';
import { Button, Card, Descriptions, Modal, Space, Tag, Tooltip, message } from 'antd';
import {
  AudioOutlined,
  CloseOutlined,
  CustomerServiceOutlined,
  FileSearchOutlined,
  HistoryOutlined,
  InfoCircleOutlined,
  NodeIndexOutlined,
  PlaySquareOutlined,
  SendOutlined,
  SettingOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchDevices } from '../../../api/devices';
import { describeError } from '../../../app/describe-error';
import type { ManagedDevice } from '../../info-management/api/device-management';
import { DeviceDrawer, type DeviceDrawerTab } from '../../info-management/components/DeviceDrawer';
import '../../info-management/device-management.css';
import type { MonitorRecord } from '../api/monitor-api';
import { StatusIcon } from './StatusIcon';

/** The per-device controls of SPEC.md §2, in the order the monitor shows them. */
export const DEVICE_CONTROLS = [
  'command',
  'configuration',
  'track',
  'properties',
  'intercom',
  'monitor',
  'liveVideo',
  'playback',
  'eventReport',
] as const;
export type DeviceControl = (typeof DEVICE_CONTROLS)[number];

const CONTROL_ICONS: Record<DeviceControl, React.ReactNode> = {
  command: <SendOutlined />,
  configuration: <SettingOutlined />,
  track: <NodeIndexOutlined />,
  properties: <InfoCircleOutlined />,
  intercom: <AudioOutlined />,
  monitor: <CustomerServiceOutlined />,
  liveVideo: <VideoCameraOutlined />,
  playback: <PlaySquareOutlined />,
  eventReport: <FileSearchOutlined />,
};

/** Where the controls that open another screen go; the screen reads the device from ?imei=. */
export function controlPath(control: DeviceControl, imei: string): string | null {
  const q = `imei=${encodeURIComponent(imei)}`;
  switch (control) {
    case 'track':
      return `/trackPlayback?${q}`;
    case 'intercom':
      return `/videoMonitor?${q}&mode=intercom`;
    case 'monitor':
      return `/videoMonitor?${q}&mode=monitor`;
    case 'liveVideo':
      return `/videoMonitor?${q}`;
    case 'playback':
      return `/videoPlayback?${q}`;
    case 'eventReport':
      return `/statisticalReport?report=event&${q}`;
    case 'command':
    case 'configuration':
    case 'properties':
      return null;
  }
}

const formatTime = (iso: string | null | undefined) =>
  iso ? iso.slice(0, 19).replace('T', ' ') : '—';

/** The selected device on the map: where it is, how it is, and what can be done with it. */
export function DevicePanel({ record, onClose }: { record: MonitorRecord; onClose: () => void }) {
  const { t, i18n } = useTranslation('monitor');
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState<{ device: ManagedDevice; tab: DeviceDrawerTab } | null>(
    null,
  );
  const [properties, setProperties] = useState(false);
  const [opening, setOpening] = useState<DeviceControl | null>(null);
  const { tracker, lastLoc } = record;
  const isVideo = tracker.deviceType === 'dvr' || tracker.channels > 0;

  const openDrawer = async (control: DeviceControl, tab: DeviceDrawerTab) => {
    setOpening(control);
    try {
      const found = await searchDevices(tracker.imei);
      const device = found.find((d) => d.id === tracker.id);
      if (device) setDrawer({ device, tab });
    } catch (error) {
      void message.error(describeError(error, i18n));
    } finally {
      setOpening(null);
    }
  };

  const run = (control: DeviceControl) => {
    if (control === 'command') return void openDrawer(control, 'commands');
    if (control === 'configuration') return void openDrawer(control, 'parameters');
    if (control === 'properties') return setProperties(true);
    const path = controlPath(control, tracker.imei);
    if (path) void navigate(path);
  };

  return (
    <Card
      className="device-panel"
      size="small"
      data-testid="device-panel"
      title={
        <Space size={6}>
          <StatusIcon status={record.status} />
          <span className="device-panel__name">{tracker.name}</span>
        </Space>
      }
      extra={
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('controls.close')}
          onClick={onClose}
        />
      }
    >
      <div className="device-panel__status">
        <Tag>{t(`status.${record.status}`)}</Tag>
        {record.lastAlarm && <Tag color="red">{t('detail.lastAlarm')}</Tag>}
      </div>
      <dl className="device-panel__facts">
        <dt>IMEI</dt>
        <dd>{tracker.imei}</dd>
        <dt>{t('columns.speed')}</dt>
        <dd>{lastLoc ? Math.round(lastLoc.speed) : '—'}</dd>
        <dt>{t('columns.gpsTime')}</dt>
        <dd>{formatTime(lastLoc?.gpsTime)}</dd>
        <dt>{t('detail.position')}</dt>
        <dd>
          {lastLoc
            ? `${lastLoc.lat.toFixed(5)}, ${lastLoc.lng.toFixed(5)}`
            : t('detail.noPosition')}
        </dd>
      </dl>
      <div className="device-panel__controls" role="toolbar" aria-label={t('controls.title')}>
        {DEVICE_CONTROLS.map((control) => {
          const videoOnly =
            control === 'intercom' ||
            control === 'monitor' ||
            control === 'liveVideo' ||
            control === 'playback';
          return (
            <Tooltip key={control} title={t(`controls.${control}`)}>
              <Button
                size="small"
                icon={CONTROL_ICONS[control]}
                loading={opening === control}
                disabled={videoOnly && !isVideo}
                data-control={control}
                aria-label={t(`controls.${control}`)}
                onClick={() => run(control)}
              >
                {t(`controls.${control}`)}
              </Button>
            </Tooltip>
          );
        })}
      </div>
      {drawer && (
        <DeviceDrawer
          device={drawer.device}
          tab={drawer.tab}
          onTabChange={(tab) => setDrawer({ ...drawer, tab })}
          onClose={() => setDrawer(null)}
        />
      )}
      <Modal
        open={properties}
        title={tracker.name}
        footer={null}
        onCancel={() => setProperties(false)}
        destroyOnHidden
      >
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'imei', label: 'IMEI', children: tracker.imei },
            { key: 'model', label: t('detail.model'), children: tracker.typeName || '—' },
            { key: 'protocol', label: t('detail.protocol'), children: tracker.protocol },
            { key: 'objectType', label: t('detail.objectType'), children: tracker.objectTypeId },
            {
              key: 'group',
              label: t('detail.group'),
              children: tracker.groupName ?? t('ungrouped'),
            },
            { key: 'channels', label: t('detail.channels'), children: tracker.channels },
            { key: 'expiry', label: t('detail.expiry'), children: formatTime(tracker.expiry) },
            { key: 'gpsTime', label: t('columns.gpsTime'), children: formatTime(lastLoc?.gpsTime) },
            {
              key: 'received',
              label: t('columns.receivedTime'),
              children: formatTime(lastLoc?.receivedTime),
            },
            {
              key: 'odometer',
              label: t('columns.journeyStr'),
              children: lastLoc?.journeyStr || '—',
            },
            {
              key: 'satellites',
              label: t('columns.satellites'),
              children: lastLoc?.satellites ?? '—',
            },
          ]}
        />
        <p className="device-panel__history">
          <HistoryOutlined /> {t('controls.track')}:{' '}
          <a onClick={() => run('track')}>{controlPath('track', tracker.imei)}</a>
        </p>
      </Modal>
    </Card>
  );
}
