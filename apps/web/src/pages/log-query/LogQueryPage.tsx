import { useState } from 'react';
import { Button, Card, DatePicker, Form, Select, Table } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { fetchOperationLogs, fetchSubUsers } from '../../api/accounts';

/** Actions the operation log records for accounts. */
const ACTIONS = [
  'addUser',
  'updateUser',
  'updatePassword',
  'setTransferPassword',
  'transferCredit',
  'deleteUser',
  'recoverUser',
  'purgeUser',
  'updatePermissions',
  'addRole',
  'deleteRole',
  'endSession',
  'recoverPassword',
  'resetPassword',
] as const;

interface Filter {
  userId?: string;
  action?: string;
  range?: [Dayjs, Dayjs] | null;
}

/** /logQuery: the operation log of the account's tree: who did what to which object, when. */
export function LogQueryPage() {
  const { t, i18n } = useTranslation('account');
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const accounts = useQuery({ queryKey: ['sub-users', true], queryFn: () => fetchSubUsers(true) });
  const logs = useQuery({
    queryKey: ['operation-log', filter, page, pageSize],
    queryFn: () =>
      fetchOperationLogs({
        page,
        pageSize,
        ...(filter.userId ? { userId: filter.userId } : {}),
        ...(filter.action ? { action: filter.action } : {}),
        ...(filter.range
          ? {
              startTime: filter.range[0].startOf('day').toISOString(),
              endTime: filter.range[1].endOf('day').toISOString(),
            }
          : {}),
      }),
  });
  const actionName = (action: string) =>
    i18n.exists(`account:actionNames.${action}`) ? t(`actionNames.${action}`) : action;
  return (
    <Card size="small" title={t('log.operation')}>
      <Form<Filter>
        layout="inline"
        className="log-query__filters"
        onFinish={(values) => {
          setPage(1);
          setFilter(values);
        }}
      >
        <Form.Item name="userId" label={t('log.operator')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            className="log-query__select"
            options={(accounts.data ?? []).map((a) => ({
              value: a.id,
              label: `${a.nickName} (${a.userAccount})`,
            }))}
          />
        </Form.Item>
        <Form.Item name="action" label={t('log.action')}>
          <Select
            allowClear
            placeholder={t('log.allActions')}
            className="log-query__select"
            options={ACTIONS.map((value) => ({ value, label: actionName(value) }))}
          />
        </Form.Item>
        <Form.Item name="range" label={t('log.time')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('log.search')}
          </Button>
        </Form.Item>
      </Form>
      <Table
        rowKey="id"
        size="small"
        loading={logs.isLoading}
        dataSource={logs.data?.rows ?? []}
        scroll={{ x: 900 }}
        pagination={{
          current: page,
          pageSize,
          total: logs.data?.total ?? 0,
          pageSizeOptions: [10, 20, 30, 50],
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => total,
          onChange: (next, size) => {
            setPage(next);
            setPageSize(size);
          },
        }}
        columns={[
          {
            title: t('log.time'),
            dataIndex: 'at',
            render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
          },
          { title: t('log.operator'), dataIndex: 'actorAccount' },
          { title: t('log.action'), dataIndex: 'action', render: actionName },
          { title: t('log.object'), dataIndex: 'objectName' },
          { title: t('log.address'), dataIndex: 'address' },
          {
            title: t('log.detail'),
            dataIndex: 'detail',
            ellipsis: true,
            render: (detail: Record<string, unknown>) =>
              Object.entries(detail)
                .map(([key, value]) => `${key}: ${String(value)}`)
                .join(', '),
          },
        ]}
      />
    </Card>
  );
}
