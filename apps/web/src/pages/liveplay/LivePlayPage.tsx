import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { VideoGrid } from '../../video/VideoGrid';
import { ALL_CHANNELS, parseCameraTarget, roundUpChannelLayout } from '../live/live-params';

/** Live video opened from an event link, `/liveplay/{cameraID@channel}/event/{password}`. */
export function LivePlayPage() {
  const { t } = useTranslation('video');
  const { idAndChannel = '' } = useParams();
  const target = useMemo(() => parseCameraTarget(idAndChannel), [idAndChannel]);
  const channels = target.channel === ALL_CHANNELS ? [1, 2, 3, 4] : [target.channel];

  useEffect(() => {
    document.title = `${t('title')} · ${target.cameraId}`;
  }, [t, target.cameraId]);

  return (
    <div className="embed">
      <div className="embed-body">
        {target.cameraId ? (
          <VideoGrid
            layout={roundUpChannelLayout(channels.length)}
            windows={channels.map((channel) => ({ imei: target.cameraId, channel }))}
          />
        ) : (
          <div className="video-grid__empty">{t('noDevice')}</div>
        )}
      </div>
    </div>
  );
}
