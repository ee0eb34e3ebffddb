import { useMemo, useState } from 'react';
import { App, Button, Card, Input, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  ControlOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  ReloadOutlined,
  SendOutlined,
} from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describe-error';
import type { DeviceProtocol, ManagedDevice } from './api/device-management';
import { DeviceDrawer, type DeviceDrawerTab } from './components/DeviceDrawer';
import { DeviceFormModal } from './components/DeviceFormModal';
import { ExpiryCell } from './components/ExpiryCell';
import { useDeviceMutations, useDevices } from './hooks/use-devices';
import { PROTOCOL_NAMES } from './utils/device-form';
import './device-management.css';

/** Page sizes of SPEC.md §9. */
const PAGE_SIZES = [10, 20, 30, 50];
const DEFAULT_PAGE_SIZE = 20;

type FormState = { mode: 'add' } | { mode: 'edit'; device: ManagedDevice } | null;

/** Device management: the devices of the account tree, their service and their commands. */
export function DeviceManagementPage() {
  const { t, i18n } = useTranslation('device');
  const { message } = App.useApp();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [form, setForm] = useState<FormState>(null);
  const [drawer, setDrawer] = useState<{ deviceId: string; tab: DeviceDrawerTab } | null>(null);
  const devices = useDevices(search);
  const { remove } = useDeviceMutations();

  const rows = useMemo(() => devices.data ?? [], [devices.data]);
  // The drawer follows the table, so an edit made meanwhile shows in its title.
  const drawerDevice = drawer ? rows.find((device) => device.id === drawer.deviceId) : undefined;

  const onDelete = async (device: ManagedDevice) => {
    try {
      await remove.mutateAsync(device.id);
      void message.success(t('messages.deleted', { name: device.name }));
    } catch (error) {
      void message.error(describeError(error, i18n));
    }
  };

  const columns: TableColumnsType<ManagedDevice> = [
    {
      title: t('fields.name'),
      dataIndex: 'name',
      fixed: 'left',
      width: 180,
      ellipsis: true,
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: t('fields.imei'),
      dataIndex: 'imei',
      width: 180,
      render: (imei: string) => (
        <Typography.Text className="device-mono" copyable={{ text: imei }}>
          {imei}
        </Typography.Text>
      ),
    },
    {
      title: t('fields.sim'),
      dataIndex: 'sim',
      width: 150,
      render: (sim: string) => <span className="device-mono">{sim || '—'}</span>,
    },
    { title: t('fields.model'), dataIndex: 'model', width: 120, render: (m: string) => m || '—' },
    {
      title: t('fields.protocol'),
      dataIndex: 'protocol',
      width: 110,
      render: (protocol: string) => PROTOCOL_NAMES[protocol as DeviceProtocol] ?? protocol,
    },
    {
      title: t('fields.deviceType'),
      dataIndex: 'deviceType',
      width: 110,
      render: (type: ManagedDevice['deviceType']) => (
        <Tag color={type === 'dvr' ? 'purple' : 'blue'}>{t(`deviceTypes.${type}`)}</Tag>
      ),
    },
    {
      title: t('fields.objectType'),
      dataIndex: 'objectType',
      width: 110,
      render: (type: string) => t(`objectTypes.${type}`, { defaultValue: type }),
    },
    {
      title: t('fields.expiry'),
      dataIndex: 'remainingDays',
      width: 210,
      sorter: (a, b) =>
        (a.remainingDays ?? Number.MAX_SAFE_INTEGER) - (b.remainingDays ?? Number.MAX_SAFE_INTEGER),
      render: (_: unknown, device) => <ExpiryCell device={device} />,
    },
    {
      title: t('fields.createdAt'),
      dataIndex: 'createdAt',
      width: 160,
      sorter: (a, b) => a.createdAt.localeCompare(b.createdAt),
      render: (createdAt: string) => dayjs(createdAt).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('table.actions'),
      key: 'actions',
      fixed: 'right',
      width: 176,
      render: (_: unknown, device) => (
        <Space size={0}>
          <Tooltip title={t('actions.commands')}>
            <Button
              type="text"
              icon={<SendOutlined />}
              aria-label={t('actions.commandsOf', { name: device.name })}
              onClick={() => setDrawer({ deviceId: device.id, tab: 'commands' })}
            />
          </Tooltip>
          <Tooltip title={t('actions.parameters')}>
            <Button
              type="text"
              icon={<ControlOutlined />}
              aria-label={t('actions.parametersOf', { name: device.name })}
              onClick={() => setDrawer({ deviceId: device.id, tab: 'parameters' })}
            />
          </Tooltip>
          <Tooltip title={t('actions.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('actions.editOf', { name: device.name })}
              onClick={() => setForm({ mode: 'edit', device })}
            />
          </Tooltip>
          <Popconfirm
            title={t('delete.title', { name: device.name })}
            description={t('delete.description')}
            okText={t('delete.confirm')}
            cancelText={t('actions.cancel')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() => void onDelete(device)}
          >
            <Tooltip title={t('actions.delete')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('actions.deleteOf', { name: device.name })}
              />
            </Tooltip>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card className="device-page" variant="borderless">
      <div className="device-toolbar">
        <Input.Search
          className="device-toolbar__search"
          allowClear
          maxLength={50}
          placeholder={t('toolbar.searchPlaceholder')}
          aria-label={t('toolbar.searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          enterButton
        />
        <Space wrap>
          <Button
            icon={<ReloadOutlined />}
            loading={devices.isFetching}
            onClick={() => void devices.refetch()}
          >
            {t('toolbar.refresh')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ mode: 'add' })}>
            {t('toolbar.add')}
          </Button>
        </Space>
      </div>

      <Table<ManagedDevice>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={devices.isLoading}
        scroll={{ x: 1420 }}
        locale={{
          emptyText: devices.isError ? describeError(devices.error, i18n) : t('table.empty'),
        }}
        pagination={{
          current: page,
          pageSize,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => t('table.total', { total }),
          onChange: (nextPage, nextSize) => {
            setPage(nextSize === pageSize ? nextPage : 1);
            setPageSize(nextSize);
          },
        }}
      />

      {form && (
        <DeviceFormModal
          device={form.mode === 'edit' ? form.device : undefined}
          onClose={() => setForm(null)}
        />
      )}
      {drawer && drawerDevice && (
        <DeviceDrawer
          device={drawerDevice}
          tab={drawer.tab}
          onTabChange={(tab) => setDrawer({ ...drawer, tab })}
          onClose={() => setDrawer(null)}
        />
      )}
    </Card>
  );
}
