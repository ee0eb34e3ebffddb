import { Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ManagedDevice } from '../api/device-management';
import { EXPIRY_COLORS, expiryState } from '../utils/expiry';

/** The expiry date and what is left of it: normal, due soon (≤ 30 days) or expired. */
export function ExpiryCell({ device }: { device: ManagedDevice }) {
  const { t } = useTranslation('device');
  const state = expiryState(device.remainingDays);
  const days = device.remainingDays ?? 0;
  const label =
    state === 'unlimited'
      ? t('expiry.unlimited')
      : state === 'expired'
        ? t('expiry.expiredDaysAgo', { days: -days })
        : t('expiry.daysLeft', { days });
  return (
    <Space size={6} wrap>
      {device.expiry && <span>{dayjs(device.expiry).format('YYYY-MM-DD')}</span>}
      <Tag color={EXPIRY_COLORS[state]} className="device-expiry-tag">
        {label}
      </Tag>
    </Space>
  );
}
