import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isPollingPage } from '@convoy/domain';
import { usePollingStore } from '../state/polling-store';

/** On the pages that reload positions, the seconds until the next reload. */
export function RefreshCountdown({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const remaining = usePollingStore((s) => s.countdown.remainingSeconds);
  if (!isPollingPage(pathname)) return null;
  return (
    <span className={`refresh-countdown ${className ?? ''}`} aria-live="off">
      <SyncOutlined /> {t('header.refreshIn', { seconds: remaining })}
    </span>
  );
}
