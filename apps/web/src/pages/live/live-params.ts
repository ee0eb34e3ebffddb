/**
 * Query parameters of the embeddable live player (SPEC.md §2 Embeddable pages):
 * imei, chnum, ch (comma list), lang, streamtype (default 0), hidetoolbar (default 0).
 */
import { isLanguage, matchLanguage, type Language } from '@convoy/i18n';

/** Channel layouts a player grid can take (SPEC.md §9). */
export const CHANNEL_LAYOUTS = [1, 4, 6, 9, 16, 36, 64] as const;
export type ChannelLayout = (typeof CHANNEL_LAYOUTS)[number];
export const DEFAULT_CHANNEL_LAYOUT: ChannelLayout = 4;
const LARGEST_LAYOUT: ChannelLayout = 64;

/** The smallest layout that holds `count` channels; 4 when the count is missing or invalid. */
export function roundUpChannelLayout(count: number | null | undefined): ChannelLayout {
  if (count === null || count === undefined || !Number.isFinite(count) || count < 1) {
    return DEFAULT_CHANNEL_LAYOUT;
  }
  return CHANNEL_LAYOUTS.find((layout) => layout >= count) ?? LARGEST_LAYOUT;
}

/** JT/T 1078 stream types: 0 main stream, 1 sub stream. */
export type StreamType = 0 | 1;

export interface LiveParams {
  imei: string;
  /** Channel numbers to play, in tile order. */
  channels: number[];
  layout: ChannelLayout;
  /** null when the page should keep the interface language it already has. */
  language: Language | null;
  streamType: StreamType;
  hideToolbar: boolean;
}

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

export function parseChannelList(text: string | null): number[] {
  if (!text) return [];
  const seen = new Set<number>();
  for (const part of text.split(',')) {
    const channel = positiveInteger(part);
    if (channel !== null) seen.add(channel);
  }
  return [...seen];
}

export function parseLanguageParam(text: string | null): Language | null {
  if (!text) return null;
  const lower = text.toLowerCase();
  return isLanguage(lower) ? lower : matchLanguage(lower);
}

export function parseLiveParams(query: URLSearchParams): LiveParams {
  const listed = parseChannelList(query.get('ch'));
  const count = positiveInteger(query.get('chnum'));
  const layout = roundUpChannelLayout(count ?? (listed.length > 0 ? listed.length : null));
  const channels =
    listed.length > 0
      ? listed.slice(0, layout)
      : Array.from({ length: Math.min(count ?? layout, layout) }, (_, i) => i + 1);
  return {
    imei: (query.get('imei') ?? '').trim(),
    channels,
    layout,
    language: parseLanguageParam(query.get('lang')),
    streamType: query.get('streamtype') === '1' ? 1 : 0,
    hideToolbar: query.get('hidetoolbar') === '1',
  };
}

/** Grid geometry: square grids, except 6, which is one large tile and five small ones in 3×3. */
export function gridColumns(layout: ChannelLayout): number {
  return layout === 6 ? 3 : Math.sqrt(layout);
}

/**
 * `/liveplay/{cameraID@channel}/event/{password}`: the channel defaults to -1, which asks
 * the camera for all of its channels.
 */
export const ALL_CHANNELS = -1;

export function parseCameraTarget(idAndChannel: string): { cameraId: string; channel: number } {
  const at = idAndChannel.lastIndexOf('@');
  if (at < 0) return { cameraId: idAndChannel, channel: ALL_CHANNELS };
  const channelText = idAndChannel.slice(at + 1);
  const channel = /^-?\d+$/.test(channelText) ? Number(channelText) : ALL_CHANNELS;
  return { cameraId: idAndChannel.slice(0, at), channel };
}
