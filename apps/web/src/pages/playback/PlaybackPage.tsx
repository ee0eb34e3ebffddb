import { useEffect, useMemo } from 'react';
import { Result } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseLanguageParam } from '../live/live-params';
import { useEmbedLanguage } from '../../video/use-embed-language';
import '../../video/video.css';

/** Embeddable recorded-video playback of one device (query imei, lang); needs no login. */
export function PlaybackPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const imei = (query.get('imei') ?? '').trim();
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
      <div className="embed-body embed-panel">
        <Result
          icon={<HistoryOutlined />}
          title={t('pages.playback')}
          subTitle={t('comingSoon.description')}
        />
      </div>
    </div>
  );
}
