import { useState } from 'react';
import {
  App,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Space,
  Switch,
  Table,
  Tag,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ALARM_HANDLING_STATES, ALARM_TYPES, type AlarmHandlingState } from '@convoy/domain';
import {
  ALARMS_KEY,
  fetchAlarms,
  handleAlarms,
  type AlarmItem,
  type AlarmQuery,
} from '../../api/alarms';
import { describeError } from '../../app/describe-error';
import { AlarmSettingsDrawer } from './components/AlarmSettingsDrawer';
import { alarmTypeLabel } from './alarm-labels';

const PAGE_SIZES = [10, 20, 30, 50];
const STATE_COLORS: Record<AlarmHandlingState, string> = {
  unprocessed: 'red',
  processed: 'green',
  paused: 'gold',
};

interface Filters {
  types: AlarmQuery['types'];
  states: AlarmQuery['states'];
  imeis: string[];
  range: [Dayjs, Dayjs] | null;
  recentMinutes: 0 | 1 | 5;
}

/** The alarm centre (/alarmView): query, handle one or a batch, alarm settings. */
export function AlarmViewPage() {
  const { t, i18n } = useTranslation('alarm');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Filters>({
    types: [],
    states: [],
    imeis: [],
    range: null,
    recentMinutes: 0,
  });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [selected, setSelected] = useState<string[]>([]);
  const [handling, setHandling] = useState<string[] | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [handleForm] = Form.useForm<{
    state: 'processed' | 'paused';
    description: string;
    falseAlarm: boolean;
  }>();

  const query: AlarmQuery = {
    page,
    pageSize,
    ...(filters.types?.length ? { types: filters.types } : {}),
    ...(filters.states?.length ? { states: filters.states } : {}),
    ...(filters.imeis.length ? { imeis: filters.imeis } : {}),
    ...(filters.range
      ? { from: filters.range[0].toISOString(), to: filters.range[1].toISOString() }
      : {}),
    ...(filters.recentMinutes ? { recentMinutes: filters.recentMinutes } : {}),
  };
  const alarms = useQuery({
    queryKey: [...ALARMS_KEY, query],
    queryFn: ({ signal }) => fetchAlarms(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
  const handle = useMutation({
    mutationFn: handleAlarms,
    onSuccess: () => client.invalidateQueries({ queryKey: ALARMS_KEY }),
  });

  const update = (patch: Partial<Filters>) => {
    setFilters({ ...filters, ...patch });
    setPage(1);
  };

  const openHandle = (ids: string[]) => {
    handleForm.setFieldsValue({ state: 'processed', description: '', falseAlarm: false });
    setHandling(ids);
  };

  const submitHandle = async () => {
    const values = await handleForm.validateFields();
    try {
      await handle.mutateAsync({ ids: handling ?? [], ...values });
      void message.success(t('handled'));
      setHandling(null);
      setSelected([]);
    } catch (error) {
      void message.error(describeError(error, i18n));
    }
  };

  const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '');
  const columns: TableColumnsType<AlarmItem> = [
    {
      title: t('type'),
      dataIndex: 'type',
      render: (_v, a) => (
        <Space size={4}>
          {alarmTypeLabel(t, a)}
          {a.fenceName && <Tag>{a.fenceName}</Tag>}
        </Space>
      ),
    },
    {
      title: t('source'),
      dataIndex: 'source',
      width: 90,
      render: (s: string) => t(`sources.${s}`),
    },
    { title: t('vehicle'), key: 'vehicle', render: (_v, a) => `${a.vehicle} (${a.imei})` },
    { title: t('driver'), dataIndex: 'driver', width: 100, render: (d: string) => d || '—' },
    {
      title: t('speed'),
      dataIndex: 'speed',
      width: 90,
      render: (s: number) => `${Math.round(s)} km/h`,
    },
    { title: t('gpsTime'), dataIndex: 'gpsTime', width: 165, render: time },
    { title: t('receivedTime'), dataIndex: 'receivedTime', width: 165, render: time },
    {
      title: t('state'),
      dataIndex: 'state',
      width: 120,
      render: (state: AlarmHandlingState, a) => (
        <Space size={2} direction="vertical">
          <Tag color={STATE_COLORS[state]}>{t(`states.${state}`)}</Tag>
          {a.falseAlarm && <Tag>{t('falseAlarm')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('handling'),
      key: 'handling',
      render: (_v, a) =>
        a.handledAt ? (
          <span className="alarm-handling">
            {a.handler} · {time(a.handledAt)}
            {a.description && <div>{a.description}</div>}
          </span>
        ) : null,
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 90,
      render: (_v, a) =>
        a.state !== 'processed' && (
          <Button size="small" onClick={() => openHandle([a.id])}>
            {t('handle')}
          </Button>
        ),
    },
  ];

  return (
    <Card
      size="small"
      title={t('title')}
      extra={
        <Space>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void alarms.refetch()}
            aria-label={t('refresh')}
          />
          <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
            {t('settings')}
          </Button>
        </Space>
      }
    >
      <Space wrap className="alarm-filters" style={{ marginBottom: 12 }}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          style={{ width: 260 }}
          placeholder={t('allTypes')}
          value={filters.types}
          onChange={(types) => update({ types })}
          options={ALARM_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          optionFilterProp="label"
        />
        <Select
          mode="multiple"
          allowClear
          style={{ width: 220 }}
          placeholder={t('allStates')}
          value={filters.states}
          onChange={(states) => update({ states })}
          options={ALARM_HANDLING_STATES.map((state) => ({
            value: state,
            label: t(`states.${state}`),
          }))}
        />
        <Select
          mode="tags"
          allowClear
          style={{ width: 220 }}
          placeholder={t('devices')}
          value={filters.imeis}
          onChange={(imeis: string[]) => update({ imeis })}
          tokenSeparators={[',', ' ']}
          open={false}
        />
        <DatePicker.RangePicker
          showTime
          value={filters.range}
          onChange={(range) =>
            update({ range: range?.[0] && range[1] ? [range[0], range[1]] : null })
          }
        />
        <Radio.Group
          optionType="button"
          value={filters.recentMinutes}
          onChange={(e) => update({ recentMinutes: e.target.value as Filters['recentMinutes'] })}
          options={[
            { value: 0, label: t('anyTime') },
            { value: 1, label: t('lastMinute') },
            { value: 5, label: t('last5Minutes') },
          ]}
        />
        <Button
          type="primary"
          disabled={selected.length === 0}
          onClick={() => openHandle(selected)}
        >
          {t('batchHandle', { count: selected.length })}
        </Button>
      </Space>
      <Table<AlarmItem>
        rowKey="id"
        size="small"
        loading={alarms.isFetching && !alarms.data}
        dataSource={alarms.data?.items ?? []}
        columns={columns}
        scroll={{ x: 1200 }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (a) => ({ disabled: a.state === 'processed' }),
        }}
        pagination={{
          current: page,
          pageSize,
          total: alarms.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => t('total', { total }),
          onChange: (p, size) => {
            setPage(p);
            setPageSize(size);
          },
        }}
      />
      <Modal
        open={handling !== null}
        title={t('handleTitle', { count: handling?.length ?? 0 })}
        onCancel={() => setHandling(null)}
        onOk={() => void submitHandle()}
        confirmLoading={handle.isPending}
        destroyOnHidden
      >
        <Form form={handleForm} layout="vertical">
          <Form.Item name="state" label={t('result')}>
            <Radio.Group
              options={[
                { value: 'processed', label: t('states.processed') },
                { value: 'paused', label: t('states.paused') },
              ]}
            />
          </Form.Item>
          <Form.Item name="description" label={t('description')} rules={[{ max: 200 }]}>
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
          <Form.Item name="falseAlarm" label={t('falseAlarm')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
      <AlarmSettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Card>
  );
}
