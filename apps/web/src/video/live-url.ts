import { readToken } from '../state/browser-storage';

/** WebSocket-FLV address of a channel's live video (the server's /api/Video/Live.flv). */
export function liveStreamUrl(
  imei: string,
  channel: number,
  options: { streamType: number; audio: boolean; token?: string | null },
  location: { protocol: string; host: string } = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({
    imei,
    channel: String(channel),
    streamType: String(options.streamType),
    audio: options.audio ? '1' : '0',
    token: options.token ?? readToken() ?? '',
  });
  return `${scheme}//${location.host}/api/Video/Live.flv?${query.toString()}`;
}

/** How much delay a player may build up before it skips ahead, by network level (seconds). */
export const NETWORK_LEVELS = ['none', 'poor', 'normal', 'good'] as const;
export type NetworkLevel = (typeof NETWORK_LEVELS)[number];

export function latencyBudget(level: NetworkLevel): { max: number; minRemain: number } {
  switch (level) {
    case 'good':
      return { max: 0.5, minRemain: 0.1 };
    case 'normal':
      return { max: 1.0, minRemain: 0.2 };
    case 'poor':
      return { max: 3.0, minRemain: 0.8 };
    case 'none':
      return { max: 1.5, minRemain: 0.3 };
  }
}
