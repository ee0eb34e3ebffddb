import type { CSSProperties } from 'react';
import { VideoCameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { gridColumns, type ChannelLayout } from '../pages/live/live-params';
import './video.css';

/**
 * The tiles of a multi-channel player. Each tile names its device and channel; the players
 * themselves attach to these tiles once live video is available.
 */
export function ChannelGrid({
  deviceId,
  channels,
  layout,
}: {
  deviceId: string;
  channels: readonly number[];
  layout: ChannelLayout;
}) {
  const { t } = useTranslation();
  const columns = gridColumns(layout);
  const style = { '--grid-columns': columns } as CSSProperties;
  return (
    <div className={`channel-grid channel-grid--${layout}`} style={style}>
      {Array.from({ length: layout }, (_, index) => {
        const channel = channels[index];
        return (
          <div
            key={index}
            className={`channel-tile${channel === undefined ? ' channel-tile--empty' : ''}`}
          >
            <span className="channel-tile__label">
              {channel === undefined
                ? t('video.emptyTile')
                : t('video.channel', { channel: String(channel) })}
            </span>
            <VideoCameraOutlined className="channel-tile__icon" />
            {channel !== undefined && (
              <>
                <span className="channel-tile__device">{deviceId || t('video.noDevice')}</span>
                <span className="channel-tile__state">{t('video.waiting')}</span>
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}
