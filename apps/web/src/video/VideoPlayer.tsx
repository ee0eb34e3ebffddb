import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import mpegts from 'mpegts.js';
import { Button, Tooltip } from 'antd';
import {
  CameraOutlined,
  CloseOutlined,
  FullscreenOutlined,
  MutedOutlined,
  SoundOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { api } from '../api/http';
import { latencyBudget, liveStreamUrl, type NetworkLevel } from './live-url';
import './video.css';

type PlayerState =
  'connecting' | 'playing' | 'cameraDisconnected' | 'videoLoss' | 'dataAnomaly' | 'noMedia';

/** No picture this long after connecting counts as video loss (the player keeps waiting). */
const VIDEO_LOSS_MS = 10_000;
/** Wait before reconnecting after an error (data anomaly, camera gone). */
const RECONNECT_MS = 2_000;

interface LiveStatus {
  online: boolean;
  channels: { channel: number; problem: string | null }[];
}

/**
 * One live channel: WebSocket-FLV played by mpegts.js in a <video>, with its own toolbar
 * (stream type, snapshot, sound, full screen, close) and the errors of SPEC.md §8. A broken
 * stream reconnects by itself.
 */
export function VideoPlayer({
  imei,
  channel,
  label,
  initialStreamType = 0,
  networkLevel = 'normal',
  token,
  hideToolbar = false,
  streamUrl,
  onClose,
}: {
  imei: string;
  channel: number;
  label?: string;
  initialStreamType?: number;
  networkLevel?: NetworkLevel;
  token?: string | null;
  hideToolbar?: boolean;
  /** A recording's HTTP-FLV address: played once, from where it starts, without reconnecting. */
  streamUrl?: string;
  onClose?: () => void;
}) {
  const { t } = useTranslation('video');
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [streamType, setStreamType] = useState(initialStreamType);
  const [audio, setAudio] = useState(false);
  const [state, setState] = useState<PlayerState>('connecting');
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!element || !mpegts.isSupported()) return;
    let disposed = false;
    setState('connecting');
    const budget = latencyBudget(networkLevel);
    const player = mpegts.createPlayer(
      {
        type: 'flv',
        isLive: true,
        hasAudio: audio,
        hasVideo: true,
        url: streamUrl ?? liveStreamUrl(imei, channel, { streamType, audio, token: token ?? null }),
      },
      {
        enableStashBuffer: false,
        lazyLoad: false,
        autoCleanupSourceBuffer: true,
        liveBufferLatencyChasing: !streamUrl,
        liveBufferLatencyMaxLatency: budget.max,
        liveBufferLatencyMinRemain: budget.minRemain,
      },
    );
    const retry = () => {
      if (disposed) return;
      setTimeout(() => {
        if (!disposed) setAttempt((n) => n + 1);
      }, RECONNECT_MS);
    };
    const explain = () => {
      // The stream ended or failed: ask why (recorder offline, codec), then reconnect.
      api
        .get<LiveStatus>('/api/Video/LiveStatus', { imei })
        .then((status) => {
          if (disposed) return;
          const mine = status.channels.find((c) => c.channel === channel);
          setProblem(mine?.problem ?? null);
          setState(status.online ? 'dataAnomaly' : 'cameraDisconnected');
        })
        .catch(() => {
          if (!disposed) setState('dataAnomaly');
        })
        .finally(retry);
    };
    if (streamUrl) {
      // A recording that cannot be read, or that ended before a picture, has no media.
      const ended = () => {
        if (!disposed && element.readyState < 2) setState('noMedia');
      };
      player.on(mpegts.Events.ERROR, ended);
      player.on(mpegts.Events.LOADING_COMPLETE, ended);
    } else {
      player.on(mpegts.Events.ERROR, explain);
      player.on(mpegts.Events.LOADING_COMPLETE, explain);
    }
    const lossTimer = setTimeout(() => {
      if (!disposed && element.readyState < 2) setState('videoLoss');
    }, VIDEO_LOSS_MS);
    const onPlaying = () => {
      setState('playing');
      setProblem(null);
    };
    element.addEventListener('playing', onPlaying);
    element.addEventListener('loadeddata', onPlaying);
    player.attachMediaElement(element);
    player.load();
    void Promise.resolve(player.play()).catch(() => undefined);
    return () => {
      disposed = true;
      clearTimeout(lossTimer);
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('loadeddata', onPlaying);
      player.pause();
      player.unload();
      player.detachMediaElement();
      player.destroy();
    };
  }, [imei, channel, streamType, audio, networkLevel, token, attempt, streamUrl]);

  const snapshot = () => {
    const element = video.current;
    if (!element || element.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0);
    const link = document.createElement('a');
    link.download = `${imei}-CH${channel}-${new Date().toISOString().replace(/[:.]/g, '-')}.png`;
    link.href = canvas.toDataURL('image/png');
    link.click();
  };

  const message =
    state === 'playing'
      ? null
      : state === 'noMedia'
        ? t('errors:playback.noMedia')
        : problem === 'h265Unsupported'
          ? t('h265Unsupported')
          : t(state);

  return (
    <div className="video-player" ref={frame} data-state={state} data-channel={channel}>
      <video ref={video} className="video-player__video" muted={!audio} playsInline />
      {message && <div className="video-player__message">{message}</div>}
      {!hideToolbar && (
        <div className="video-player__toolbar">
          <span className="video-player__label">{label ?? t('channel', { channel })}</span>
          {!streamUrl && (
            <Tooltip title={streamType === 0 ? t('subStream') : t('mainStream')}>
              <Button
                size="small"
                type="text"
                icon={<SwapOutlined />}
                aria-label={streamType === 0 ? t('subStream') : t('mainStream')}
                onClick={() => setStreamType((s) => (s === 0 ? 1 : 0))}
              >
                {streamType === 0 ? t('mainStream') : t('subStream')}
              </Button>
            </Tooltip>
          )}
          <Tooltip title={t('snapshot')}>
            <Button
              size="small"
              type="text"
              icon={<CameraOutlined />}
              aria-label={t('snapshot')}
              onClick={snapshot}
            />
          </Tooltip>
          <Tooltip title={audio ? t('audioOff') : t('audioOn')}>
            <Button
              size="small"
              type="text"
              icon={audio ? <SoundOutlined /> : <MutedOutlined />}
              aria-label={audio ? t('audioOff') : t('audioOn')}
              onClick={() => setAudio((a) => !a)}
            />
          </Tooltip>
          <Tooltip title={t('fullscreen')}>
            <Button
              size="small"
              type="text"
              icon={<FullscreenOutlined />}
              aria-label={t('fullscreen')}
              onClick={() => void frame.current?.requestFullscreen().catch(() => undefined)}
            />
          </Tooltip>
          {onClose && (
            <Tooltip title={t('close')}>
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined />}
                aria-label={t('close')}
                onClick={onClose}
              />
            </Tooltip>
          )}
        </div>
      )}
    </div>
  );
}
