import { Alert, Descriptions, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CommandOutcome as Outcome } from '../api/device-management';
import { describeReply, formatCoordinate } from '../utils/command-reply';

/** Catalogue keys of the command results (SPEC.md §4, §8 Commands). */
export const RESULT_KEYS = {
  success: 'errors:command.sendSuccess',
  fail: 'errors:command.sendFailure',
  timeout: 'errors:command.timeout',
} as const;

const RESULT_ALERT = { success: 'success', fail: 'error', timeout: 'warning' } as const;

/** A device's reply in one line: a position, its text, or what its result code means. */
export function ReplyText({ reply }: { reply: unknown }) {
  const { t } = useTranslation('device');
  const view = describeReply(reply);
  switch (view.kind) {
    case 'none':
      return <Typography.Text type="secondary">{t('reply.none')}</Typography.Text>;
    case 'position':
      return (
        <span>
          {t('reply.position', {
            latitude: formatCoordinate(view.latitude),
            longitude: formatCoordinate(view.longitude),
          })}
          {view.speed !== undefined && ` · ${view.speed} ${t('units.kmh')}`}
          {view.gpsTime && ` · ${dayjs(view.gpsTime).format('YYYY-MM-DD HH:mm:ss')}`}
        </span>
      );
    case 'text':
      return <Typography.Text className="device-mono">{view.text}</Typography.Text>;
    case 'parameters':
      return <span>{t('reply.parameters', { total: view.count })}</span>;
    case 'code':
      return (
        <span>
          {t(`reply.codes.${view.code}`, { defaultValue: t('reply.code', { code: view.code }) })}
        </span>
      );
    case 'reason':
      return <span>{t(`errors:device.${view.reason}`, { defaultValue: view.reason })}</span>;
    case 'other':
      return <Typography.Text className="device-mono">{view.text}</Typography.Text>;
  }
}

/**
 * Where a command stands: waiting for the device (the server waits up to 30 s), its result
 * with the device's reply, or the server's reason for refusing it (offline, expired…).
 */
export function CommandOutcomeView({
  pending,
  outcome,
  failure,
}: {
  pending: boolean;
  outcome: Outcome | undefined;
  failure: string | null;
}) {
  const { t } = useTranslation('device');
  if (pending) {
    return (
      <div className="device-outcome device-outcome--pending" role="status">
        <Spin />
        <span>{t('command.waiting')}</span>
      </div>
    );
  }
  if (failure) {
    return <Alert className="device-outcome" type="error" showIcon title={failure} />;
  }
  if (!outcome) return null;
  return (
    <Alert
      className="device-outcome"
      type={RESULT_ALERT[outcome.result]}
      showIcon
      title={t(RESULT_KEYS[outcome.result])}
      description={
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('reply.label')}>
            <ReplyText reply={outcome.reply} />
          </Descriptions.Item>
        </Descriptions>
      }
    />
  );
}
