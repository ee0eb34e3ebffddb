import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FALLBACK_HOME_PATH } from './session-guard';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="full-page-center">
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.description')}
        extra={
          <Button type="primary" onClick={() => void navigate(FALLBACK_HOME_PATH)}>
            {t('actions.backHome')}
          </Button>
        }
      />
    </div>
  );
}

export default NotFoundPage;
