import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="full-page-center" role="status">
      <Spin size="large" description={t('loading')} />
    </div>
  );
}
