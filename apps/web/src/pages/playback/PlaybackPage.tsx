import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseLanguageParam } from '../live/live-params';
import { useEmbedLanguage } from '../../video/use-embed-language';
import { PlaybackView } from '../video-playback/PlaybackView';
import '../../video/video.css';

/**
 * Embeddable recorded-video playback of one device (query `imei`, `lang`). It plays with the
 * browser's session, or `token`.
 */
export function PlaybackPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const imei = (query.get('imei') ?? '').trim();
  const token = query.get('token');
  const language = useMemo(() => parseLanguageParam(query.get('lang')), [query]);
  useEmbedLanguage(language);

  useEffect(() => {
    document.title = `${t('pages.playback')} · ${imei || t('appName')}`;
  }, [t, imei]);

  return (
    <div className="embed">
      <div className="embed-toolbar">
        <span className="embed-toolbar__title">{t('pages.playback')}</span>
        <span className="embed-toolbar__item">
          {t('video.device')}
          <b>{imei || t('video.noDevice')}</b>
        </span>
      </div>
      <div className="embed-body embed-body--light">
        {imei ? (
          <PlaybackView fixedImei={imei} {...(token ? { token } : {})} />
        ) : (
          <div className="video-grid__empty">{t('video.noDevice')}</div>
        )}
      </div>
    </div>
  );
}
