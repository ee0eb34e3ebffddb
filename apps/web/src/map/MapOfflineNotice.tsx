import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import './map-offline-notice.css';

/**
 * Says that the chosen provider's tiles cannot be reached and the offline world map shows
 * instead (ConvoyMap's onOfflineChange). A page places it above its map, not over it.
 */
export function MapOfflineNotice() {
  const { t } = useTranslation('monitor');
  return (
    <Alert
      className="map-offline-notice"
      type="info"
      showIcon
      banner
      title={t('map.offlineNotice')}
      data-testid="offline-notice"
    />
  );
}
