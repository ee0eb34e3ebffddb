import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { VideoGrid } from '../../video/VideoGrid';
import { useEmbedLanguage } from '../../video/use-embed-language';
import { parseLiveParams } from './live-params';

/**
 * Embeddable live video of one device (SPEC.md §2 Embeddable pages): `imei`, `chnum`, `ch`,
 * `lang`, `streamtype`, `hidetoolbar`. It plays with the browser's session, or `token`.
 */
export function LivePage() {
  const { t } = useTranslation('video');
  const [query] = useSearchParams();
  const params = useMemo(() => parseLiveParams(query), [query]);
  useEmbedLanguage(params.language);
  const token = query.get('token');

  useEffect(() => {
    document.title = `${t('title')} · ${params.imei}`;
  }, [t, params.imei]);

  const windows = params.channels.map((channel) => ({
    imei: params.imei,
    channel,
    streamType: params.streamType,
  }));
  return (
    <div className="embed">
      <div className="embed-body">
        {params.imei ? (
          <VideoGrid
            layout={params.layout}
            windows={windows}
            hideToolbar={params.hideToolbar}
            {...(token ? { token } : {})}
          />
        ) : (
          <div className="video-grid__empty">{t('noDevice')}</div>
        )}
      </div>
    </div>
  );
}
