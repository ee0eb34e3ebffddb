import { Button, Dropdown, Select, Slider, Space, Tooltip } from 'antd';
import {
  CaretRightOutlined,
  DownloadOutlined,
  PauseOutlined,
  StepBackwardOutlined,
  StepForwardOutlined,
  BorderOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PLAYBACK_SEEK_STEP_SECONDS } from '@convoy/domain';
import { usePlaybackStore, usePlaybackTime } from '../state/playback-store';
import { PLAYBACK_RATES, positionAtTime, type TrackColumns } from '../utils/track-math';

const BAR_UPDATE_MS = 200;

/** Play, pause, stop, rate, the timeline to drag (5-second steps), trips, export. */
export function PlaybackBar({
  track,
  baseTime,
  window,
  onStop,
  onPreviousTrip,
  onNextTrip,
  onExport,
}: {
  track: TrackColumns;
  baseTime: number;
  window: [number, number];
  onStop: () => void;
  onPreviousTrip: () => void;
  onNextTrip: () => void;
  onExport: (format: 'xlsx' | 'gpx' | 'kml') => void;
}) {
  const { t } = useTranslation('playback');
  // While the replay runs the clock moves every frame; the bar follows a few times a second.
  const time = usePlaybackTime(BAR_UPDATE_MS);
  const playing = usePlaybackStore((s) => s.playing);
  const rate = usePlaybackStore((s) => s.rate);
  const { setTime, setPlaying, setRate } = usePlaybackStore.getState();
  const at = track.t.length > 0 ? positionAtTime(track, time) : null;

  return (
    <div className="playback-bar">
      <Space wrap>
        <Tooltip title={t('controls.previousTrip')}>
          <Button
            icon={<StepBackwardOutlined />}
            aria-label={t('controls.previousTrip')}
            onClick={onPreviousTrip}
          />
        </Tooltip>
        <Button
          type="primary"
          icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
          aria-label={playing ? t('controls.pause') : t('controls.play')}
          onClick={() => {
            if (!playing && usePlaybackStore.getState().time >= window[1]) setTime(window[0]);
            setPlaying(!playing);
          }}
        />
        <Button icon={<BorderOutlined />} aria-label={t('controls.stop')} onClick={onStop} />
        <Tooltip title={t('controls.nextTrip')}>
          <Button
            icon={<StepForwardOutlined />}
            aria-label={t('controls.nextTrip')}
            onClick={onNextTrip}
          />
        </Tooltip>
        <Select
          aria-label={t('controls.rate')}
          value={rate}
          onChange={setRate}
          style={{ width: 96 }}
          listHeight={360}
          virtual={false}
          options={PLAYBACK_RATES.map((r) => ({ value: r, label: `${r}×` }))}
        />
      </Space>
      <Slider
        className="playback-slider"
        aria-label={t('controls.timeline')}
        min={window[0]}
        max={Math.max(window[1], window[0] + 1)}
        step={PLAYBACK_SEEK_STEP_SECONDS}
        value={Math.min(Math.max(time, window[0]), window[1])}
        onChange={(value) => setTime(value)}
        tooltip={{
          formatter: (value) => dayjs(baseTime + (value ?? 0) * 1000).format('YYYY-MM-DD HH:mm:ss'),
        }}
      />
      <span className="playback-now" data-testid="playback-now">
        {dayjs(baseTime + time * 1000).format('YYYY-MM-DD HH:mm:ss')}
        {at && ` · ${Math.round(at.speed)} km/h · ${Math.round(at.course)}°`}
      </span>
      <Dropdown
        menu={{
          items: [
            { key: 'xlsx', label: t('export.xlsx') },
            { key: 'gpx', label: t('export.gpx') },
            { key: 'kml', label: t('export.kml') },
          ],
          onClick: ({ key }) => onExport(key as 'xlsx' | 'gpx' | 'kml'),
        }}
      >
        <Button icon={<DownloadOutlined />}>{t('export.button')}</Button>
      </Dropdown>
    </div>
  );
}
