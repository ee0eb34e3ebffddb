import { App, Button, Card, Table, Tag } from 'antd';
import { LogoutOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { endSession, fetchOnlineUsers, type OnlineUser } from '../../api/accounts';
import { describeError } from '../../app/describe-error';

const format = (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss');

/** /onlineUser: open sessions of the account's tree; a parent can end a sub-account's. */
export function OnlineUserPage() {
  const { t, i18n } = useTranslation('account');
  const { message, modal } = App.useApp();
  const query = useQuery({
    queryKey: ['online-users'],
    queryFn: fetchOnlineUsers,
    refetchInterval: 30_000,
  });
  const end = useMutation({
    mutationFn: (sessionId: string) => endSession(sessionId),
    onSuccess: () => {
      void message.success(t('online.ended'));
      void query.refetch();
    },
    onError: (error) => void message.error(describeError(error, i18n)),
  });
  const rows = query.data ?? [];
  return (
    <Card
      size="small"
      title={<Tag color="green">{t('online.count', { count: rows.length })}</Tag>}
      extra={
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void query.refetch()}
          aria-label={t('actions.refresh')}
        />
      }
    >
      <Table<OnlineUser>
        rowKey="sessionId"
        size="small"
        loading={query.isLoading}
        dataSource={rows}
        scroll={{ x: 900 }}
        pagination={{
          defaultPageSize: 20,
          pageSizeOptions: [10, 20, 30, 50],
          showSizeChanger: true,
        }}
        columns={[
          { title: t('online.account'), dataIndex: 'userAccount' },
          { title: t('online.nickName'), dataIndex: 'nickName' },
          { title: t('online.loginTime'), dataIndex: 'loginTime', render: format },
          { title: t('online.lastSeen'), dataIndex: 'lastSeen', render: format },
          { title: t('online.address'), dataIndex: 'address' },
          { title: t('online.client'), dataIndex: 'userAgent', ellipsis: true },
          {
            title: t('columns.actions'),
            render: (_v, row) =>
              row.current ? (
                <Tag color="blue">{t('online.current')}</Tag>
              ) : (
                <Button
                  type="link"
                  danger
                  size="small"
                  icon={<LogoutOutlined />}
                  onClick={() => {
                    modal.confirm({
                      title: t('online.end'),
                      content: t('online.confirmEnd', { account: row.userAccount }),
                      okText: t('online.end'),
                      cancelText: t('actions.cancel'),
                      okButtonProps: { danger: true },
                      onOk: () => end.mutateAsync(row.sessionId),
                    });
                  }}
                >
                  {t('online.end')}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
