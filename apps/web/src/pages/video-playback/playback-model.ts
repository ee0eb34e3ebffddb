/**
 * Video playback (SPEC.md §2, §5 Playback): the search filters and their validation, the
 * recordings as timeline bars, player addresses and the exported list.
 */
import {
  JT1078_VIDEO_ALARM_BIT_TYPES,
  JT808_ALARM_BIT_TYPES,
  PLAYBACK_SEEK_STEP_SECONDS,
  type RecordFile,
} from '@convoy/domain';

export type { RecordFile };
export const SEEK_STEP_MS = PLAYBACK_SEEK_STEP_SECONDS * 1000;
const DAY_MS = 86_400_000;

/** Playback speeds and their 0x9202 codes (1 ×1, 2 ×2, 3 ×4, 4 ×8, 5 ×16). */
export const PLAYBACK_SPEEDS = [
  { code: 1, factor: 1 },
  { code: 2, factor: 2 },
  { code: 3, factor: 4 },
  { code: 4, factor: 8 },
  { code: 5, factor: 16 },
] as const;

/** Record types: what the recording holds (0x9205 audio/video type). */
export const RECORD_TYPES = ['audioVideo', 'audio', 'video', 'audioOrVideo'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** Alarm types a search can ask for: a JT/T 808 alarm bit or a JT/T 1078 video alarm bit. */
export const ALARM_FILTERS: readonly string[] = [
  ...JT808_ALARM_BIT_TYPES,
  ...JT1078_VIDEO_ALARM_BIT_TYPES,
];

/** The 0x9205 alarm masks of an alarm type ('' is any recording). */
export function alarmMasks(type: string): { alarm: number; videoAlarm: number } {
  const bit = (JT808_ALARM_BIT_TYPES as readonly string[]).indexOf(type);
  if (bit >= 0) return { alarm: 2 ** bit, videoAlarm: 0 };
  const videoBit = (JT1078_VIDEO_ALARM_BIT_TYPES as readonly string[]).indexOf(type);
  if (videoBit >= 0) return { alarm: 0, videoAlarm: 2 ** videoBit };
  return { alarm: 0, videoAlarm: 0 };
}

export interface PlaybackFilters {
  imei: string;
  /** 0: every channel. */
  channel: number;
  location: 'device' | 'server';
  /** 0 any, 1 main, 2 sub. */
  streamType: number;
  recordType: RecordType;
  /** '' any. */
  alarmType: string;
  /** Local day, YYYY-MM-DD. */
  date: string | null;
  /** Local times of day, HH:mm:ss. */
  startTime: string | null;
  endTime: string | null;
}

export interface QueryResourcesBody {
  imei: string;
  channel: number;
  startTime: string;
  endTime: string;
  location: 'device' | 'server';
  streamType: number;
  storageType: number;
  avType: number;
  alarm: number;
  videoAlarm: number;
}

/** A local date and time of day as a Date (the browser's time zone). */
export function localDateTime(date: string, time: string): Date {
  return new Date(`${date}T${time}`);
}

/**
 * The search request of valid filters, or the catalogue key of what is wrong (SPEC.md §8):
 * the device, date and times are required, and the end comes after the start.
 */
export function searchRequest(
  filters: PlaybackFilters,
): { ok: true; body: QueryResourcesBody } | { ok: false; error: string } {
  if (!filters.imei || !filters.date || !filters.startTime || !filters.endTime) {
    return { ok: false, error: 'playback.selectDeviceDateTime' };
  }
  const start = localDateTime(filters.date, filters.startTime);
  const end = localDateTime(filters.date, filters.endTime);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    return { ok: false, error: 'playback.wrongTimeSelection' };
  }
  if (end.getTime() <= start.getTime()) return { ok: false, error: 'playback.endBeforeStart' };
  return {
    ok: true,
    body: {
      imei: filters.imei,
      channel: filters.channel,
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      location: filters.location,
      streamType: filters.streamType,
      storageType: 0,
      avType: RECORD_TYPES.indexOf(filters.recordType),
      ...alarmMasks(filters.alarmType),
    },
  };
}

export interface TimelineBar {
  file: RecordFile;
  /** Percent of the day from its start. */
  left: number;
  width: number;
}

/** Each channel's recordings as bars over the local day that starts at `dayStart`. */
export function timelineRows(
  files: readonly RecordFile[],
  dayStart: Date,
): { channel: number; bars: TimelineBar[] }[] {
  const origin = dayStart.getTime();
  const rows = new Map<number, TimelineBar[]>();
  for (const file of files) {
    const from = Math.max(0, new Date(file.startTime).getTime() - origin);
    const to = Math.min(DAY_MS, new Date(file.endTime).getTime() - origin);
    if (to <= from) continue;
    const bars = rows.get(file.channel) ?? [];
    bars.push({
      file,
      left: (from / DAY_MS) * 100,
      width: Math.max(0.2, ((to - from) / DAY_MS) * 100),
    });
    rows.set(file.channel, bars);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([channel, bars]) => ({ channel, bars }));
}

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

/**
 * HTTP-FLV address of a recording played from `start`: from the recorder (0x9201), or the
 * server's own file (which plays from its beginning).
 */
export function playbackStreamUrl(
  imei: string,
  file: RecordFile,
  start: Date,
  token: string,
): string {
  if (file.location === 'server' && file.id) {
    return `/api/Video/ServerRecording.flv?${query({ id: file.id, token })}`;
  }
  return `/api/Video/Playback.flv?${query({
    imei,
    channel: String(file.channel),
    startTime: start.toISOString(),
    endTime: file.endTime,
    streamType: String(file.streamType),
    storageType: String(file.storageType),
    token,
  })}`;
}

/** The longest span one MP4 download holds, as the server allows (seconds). */
export const MAX_DOWNLOAD_SECONDS = 3600;

/** Address of a recording as an MP4 file (its first hour at most, from a recorder). */
export function downloadUrl(imei: string, file: RecordFile, token: string): string {
  if (file.location === 'server' && file.id) {
    return `/api/Video/ServerRecording.mp4?${query({ id: file.id, token })}`;
  }
  const start = new Date(file.startTime);
  const end = Math.min(
    new Date(file.endTime).getTime(),
    start.getTime() + MAX_DOWNLOAD_SECONDS * 1000,
  );
  return `/api/Video/PlaybackDownload.mp4?${query({
    imei,
    channel: String(file.channel),
    startTime: start.toISOString(),
    endTime: new Date(end).toISOString(),
    streamType: String(file.streamType),
    storageType: String(file.storageType),
    token,
  })}`;
}

/** A time moved by `deltaMs`, kept inside the recording. */
export function seekTarget(file: RecordFile, position: Date, deltaMs: number): Date {
  const start = new Date(file.startTime).getTime();
  const end = new Date(file.endTime).getTime();
  return new Date(Math.min(Math.max(position.getTime() + deltaMs, start), end - 1000));
}

/** The span an upload asks for: the recording, its first hour at most. */
export function uploadSpan(file: RecordFile): { startTime: string; endTime: string } {
  const start = new Date(file.startTime);
  const end = Math.min(
    new Date(file.endTime).getTime(),
    start.getTime() + MAX_DOWNLOAD_SECONDS * 1000,
  );
  return { startTime: start.toISOString(), endTime: new Date(end).toISOString() };
}

/** Upload task states (SPEC.md §4) that are still moving. */
export function uploadTaskActive(task: { status: string }): boolean {
  return task.status === 'pending' || task.status === 'inProgress';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}:\d{2}$/;

/**
 * Filters named in the page's address: `imei`, `date` (YYYY-MM-DD), `startTime` and
 * `endTime` (HH:mm:ss). Values in another form are ignored, not guessed at.
 */
export function filtersFromAddress(params: URLSearchParams): Partial<PlaybackFilters> {
  const filters: Partial<PlaybackFilters> = {};
  const imei = params.get('imei')?.trim();
  if (imei) filters.imei = imei;
  const date = params.get('date');
  if (date && DAY.test(date)) filters.date = date;
  const start = params.get('startTime');
  if (start && TIME.test(start)) filters.startTime = start;
  const end = params.get('endTime');
  if (end && TIME.test(end)) filters.endTime = end;
  return filters;
}
