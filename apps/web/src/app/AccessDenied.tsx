import { useEffect } from 'react';
import { App, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** A page whose menu code the account lacks: refused with 'permission denied' (SPEC.md §6). */
export function AccessDenied() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    void message.warning({ content: t('errors:generic.permissionDenied'), key: 'access-denied' });
  }, [message, t]);
  return (
    <div className="access-denied">
      <Result
        status="403"
        title={t('errors:generic.permissionDenied')}
        subTitle={t('accessDenied.description')}
        extra={
          <Button type="primary" onClick={() => void navigate('/home')}>
            {t('actions.backHome')}
          </Button>
        }
      />
    </div>
  );
}
