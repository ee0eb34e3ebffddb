import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './NotFoundPage';
import { chunkErrorKey, classifyChunkError } from './load-errors';

/**
 * Shown when a page cannot load, most often because a new release replaced the script
 * chunks this tab still refers to; reloading fetches the current ones.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunkKey = chunkErrorKey(classifyChunkError(error));
  return (
    <div className="full-page-center">
      <Result
        status="warning"
        title={t('routeError.title')}
        subTitle={chunkKey ? t(`errors:${chunkKey}`) : t('routeError.description')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>
        }
      />
    </div>
  );
}
