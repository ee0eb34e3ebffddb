import { Button, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/describe-error';
import type { CommandLogEntry } from '../api/device-management';
import { useCommandLog } from '../hooks/use-devices';
import { RESULT_KEYS, ReplyText } from './CommandOutcome';

const RESULT_COLORS: Record<CommandLogEntry['result'], string> = {
  success: 'success',
  fail: 'error',
  timeout: 'warning',
  pending: 'processing',
};

/** The commands sent to one device, newest first (SPEC.md §3 Log). */
export function CommandLog({ imei }: { imei: string }) {
  const { t, i18n } = useTranslation('device');
  const log = useCommandLog(imei);

  const columns: TableColumnsType<CommandLogEntry> = [
    {
      title: t('log.time'),
      dataIndex: 'sentAt',
      width: 150,
      render: (sentAt: string) => dayjs(sentAt).format('YYYY-MM-DD HH:mm:ss'),
    },
    { title: t('log.operator'), dataIndex: 'operator', width: 100, ellipsis: true },
    {
      title: t('log.type'),
      dataIndex: 'type',
      width: 140,
      render: (type: string) => t(`command.types.${type}`, { defaultValue: type }),
    },
    {
      title: t('log.result'),
      dataIndex: 'result',
      width: 190,
      render: (result: CommandLogEntry['result']) => (
        <Tag color={RESULT_COLORS[result]}>
          {result === 'pending' ? t('log.pending') : t(RESULT_KEYS[result])}
        </Tag>
      ),
    },
    {
      title: t('log.reply'),
      dataIndex: 'reply',
      ellipsis: true,
      render: (reply: unknown) => <ReplyText reply={reply} />,
    },
  ];

  return (
    <section className="device-log" aria-label={t('log.title')}>
      <div className="device-log__header">
        <Typography.Title level={5}>{t('log.title')}</Typography.Title>
        <Button
          size="small"
          icon={<ReloadOutlined />}
          loading={log.isFetching}
          onClick={() => void log.refetch()}
        >
          {t('toolbar.refresh')}
        </Button>
      </div>
      <Table<CommandLogEntry>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={log.data ?? []}
        loading={log.isLoading}
        scroll={{ x: 760 }}
        locale={{ emptyText: log.isError ? describeError(log.error, i18n) : t('log.empty') }}
        pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small' }}
      />
    </section>
  );
}
