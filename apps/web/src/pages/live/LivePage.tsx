import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChannelGrid } from '../../video/ChannelGrid';
import { useEmbedLanguage } from '../../video/use-embed-language';
import { parseLiveParams } from './live-params';

/** Embeddable live video of one device (SPEC.md §2 Embeddable pages); needs no login. */
export function LivePage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const params = useMemo(() => parseLiveParams(query), [query]);
  useEmbedLanguage(params.language);

  useEffect(() => {
    document.title = `${t('pages.live')} · ${params.imei || t('appName')}`;
  }, [t, params.imei]);

  return (
    <div className="embed">
      {!params.hideToolbar && (
        <div className="embed-toolbar">
          <span className="embed-toolbar__title">{t('pages.live')}</span>
          <span className="embed-toolbar__item">
            {t('video.device')}
            <b>{params.imei || t('video.noDevice')}</b>
          </span>
          <span className="embed-toolbar__item">
            {t('video.channels')}
            <b>{params.channels.join(', ') || '—'}</b>
          </span>
          <span className="embed-toolbar__item">
            {t('video.layout')}
            <b>{params.layout}</b>
          </span>
          <span className="embed-toolbar__item">
            {t('video.streamType')}
            <b>{params.streamType === 1 ? t('video.subStream') : t('video.mainStream')}</b>
          </span>
        </div>
      )}
      <div className="embed-body">
        <ChannelGrid deviceId={params.imei} channels={params.channels} layout={params.layout} />
      </div>
    </div>
  );
}
