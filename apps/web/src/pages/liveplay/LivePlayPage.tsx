import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ChannelGrid } from '../../video/ChannelGrid';
import { ALL_CHANNELS, parseCameraTarget, roundUpChannelLayout } from '../live/live-params';

/**
 * Live video opened from an event link, `/liveplay/{cameraID@channel}/event/{password}`:
 * the camera password in the link stands in for a login.
 */
export function LivePlayPage() {
  const { t } = useTranslation();
  const { idAndChannel = '' } = useParams();
  const target = useMemo(() => parseCameraTarget(idAndChannel), [idAndChannel]);
  const allChannels = target.channel === ALL_CHANNELS;
  const channels = allChannels ? [1, 2, 3, 4] : [target.channel];

  useEffect(() => {
    document.title = `${t('pages.liveplay')} · ${target.cameraId || t('appName')}`;
  }, [t, target.cameraId]);

  return (
    <div className="embed">
      <div className="embed-toolbar">
        <span className="embed-toolbar__title">{t('pages.liveplay')}</span>
        <span className="embed-toolbar__item">
          {t('video.camera')}
          <b>{target.cameraId || t('video.noDevice')}</b>
        </span>
        <span className="embed-toolbar__item">
          {t('video.channels')}
          <b>{allChannels ? t('video.allChannels') : target.channel}</b>
        </span>
      </div>
      <div className="embed-body">
        <ChannelGrid
          deviceId={target.cameraId}
          channels={channels}
          layout={roundUpChannelLayout(channels.length)}
        />
      </div>
    </div>
  );
}
