import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { gridColumns, type ChannelLayout } from '../pages/live/live-params';
import { VideoPlayer } from './VideoPlayer';
import type { NetworkLevel } from './live-url';
import './video.css';

/** What a window of the grid shows. */
export interface VideoWindow {
  imei: string;
  channel: number;
  label?: string;
  streamType?: number;
}

/**
 * Player windows in a square grid of 1, 4, 9, 16, 36 or 64 (6 is 3 × 2), each at the chosen
 * aspect ratio. Empty windows can be selected so that the next camera opens there.
 */
export function VideoGrid({
  layout,
  windows,
  aspect = '16:9',
  networkLevel = 'normal',
  token,
  hideToolbar,
  selected,
  onSelect,
  onCloseWindow,
}: {
  layout: ChannelLayout;
  windows: readonly (VideoWindow | null)[];
  aspect?: '16:9' | '4:3';
  networkLevel?: NetworkLevel;
  token?: string | null;
  hideToolbar?: boolean;
  selected?: number;
  onSelect?: (index: number) => void;
  onCloseWindow?: (index: number) => void;
}) {
  const { t } = useTranslation('video');
  const columns = gridColumns(layout);
  const style: CSSProperties = { gridTemplateColumns: `repeat(${columns}, 1fr)` };
  const cellStyle: CSSProperties = { aspectRatio: aspect === '4:3' ? '4 / 3' : '16 / 9' };
  return (
    <div className="video-grid" style={style} data-layout={layout}>
      {Array.from({ length: layout }, (_, index) => {
        const window = windows[index] ?? null;
        return (
          <div
            key={index}
            className={`video-grid__cell${selected === index ? ' video-grid__cell--selected' : ''}`}
            style={cellStyle}
            onClick={() => onSelect?.(index)}
          >
            {window ? (
              <VideoPlayer
                key={`${window.imei}/${window.channel}`}
                imei={window.imei}
                channel={window.channel}
                {...(window.label ? { label: window.label } : {})}
                initialStreamType={window.streamType ?? 0}
                networkLevel={networkLevel}
                {...(token !== undefined ? { token } : {})}
                {...(hideToolbar ? { hideToolbar } : {})}
                {...(onCloseWindow ? { onClose: () => onCloseWindow(index) } : {})}
              />
            ) : (
              <div className="video-grid__empty">{t('emptyWindow')}</div>
            )}
          </div>
        );
      })}
    </div>
  );
}
