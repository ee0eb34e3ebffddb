import { z } from 'zod';

const isoDate = z.iso.datetime({ offset: true });
const imei = z.string().trim().min(1).max(20);
const channel = z.coerce.number().int().min(1).max(64);

/** A live stream: `GET /api/Video/Live.flv` (HTTP-FLV, or WebSocket-FLV on the same path). */
export const liveStreamQuerySchema = z.object({
  imei,
  channel,
  /** 0 main stream, 1 sub stream. */
  streamType: z.coerce.number().int().min(0).max(1).default(0),
  /** 1: sound too (AAC). */
  audio: z.coerce.number().int().min(0).max(1).default(0),
  token: z.string().optional(),
});
export type LiveStreamQuery = z.infer<typeof liveStreamQuerySchema>;

/** Record location (SPEC.md §2 video playback filters). */
export const RECORD_LOCATIONS = ['device', 'server'] as const;

export const queryResourcesRequestSchema = z.object({
  imei,
  /** 0: every channel. */
  channel: z.number().int().min(0).max(64),
  startTime: isoDate,
  endTime: isoDate,
  location: z.enum(RECORD_LOCATIONS).default('device'),
  /** 0 any, 1 main, 2 sub. */
  streamType: z.number().int().min(0).max(2).default(0),
  /** 0 any, 1 main storage, 2 backup storage. */
  storageType: z.number().int().min(0).max(2).default(0),
  /** 0 audio and video, 1 audio, 2 video, 3 audio or video. */
  avType: z.number().int().min(0).max(3).default(0),
  /** JT/T 808 alarm bits (0: any record). */
  alarm: z.number().int().min(0).max(0xffffffff).default(0),
  /** JT/T 1078 video alarm bits. */
  videoAlarm: z.number().int().min(0).max(0xffffffff).default(0),
});
export type QueryResourcesRequest = z.infer<typeof queryResourcesRequestSchema>;

export const recordFileSchema = z.object({
  channel: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  /** Bytes. */
  size: z.number().int(),
  streamType: z.number().int(),
  storageType: z.number().int(),
  avType: z.number().int(),
  alarm: z.number().int(),
  videoAlarm: z.number().int(),
  location: z.enum(RECORD_LOCATIONS),
});
export type RecordFile = z.infer<typeof recordFileSchema>;

/** A recording played from the recorder: `GET /api/Video/Playback.flv`. */
export const playbackStreamQuerySchema = z.object({
  imei,
  channel,
  startTime: isoDate,
  endTime: isoDate.optional(),
  streamType: z.coerce.number().int().min(0).max(2).default(0),
  storageType: z.coerce.number().int().min(0).max(2).default(0),
  audio: z.coerce.number().int().min(0).max(1).default(0),
  token: z.string().optional(),
});

/** 0x9202 actions (S1078 Table 26). */
export const PLAYBACK_ACTIONS = ['resume', 'pause', 'stop', 'fastForward', 'seek'] as const;
export type PlaybackAction = (typeof PLAYBACK_ACTIONS)[number];

export const playbackControlRequestSchema = z.object({
  imei,
  channel: z.number().int().min(1).max(64),
  action: z.enum(PLAYBACK_ACTIONS),
  /** 1 x1, 2 x2, 3 x4, 4 x8, 5 x16. */
  speed: z.number().int().min(0).max(5).optional(),
  seekTo: isoDate.optional(),
});
export type PlaybackControlRequest = z.infer<typeof playbackControlRequestSchema>;

export const liveStatusQuerySchema = z.object({ imei });

export const channelStatusSchema = z.object({
  channel: z.number().int(),
  viewers: z.number().int(),
  videoFrames: z.number().int(),
  /** Milliseconds since the recorder last sent a frame; null before the first. */
  silentMs: z.number().int().nullable(),
  /** Why the stream cannot be shown, when it cannot (e.g. H.265 without a transcoder). */
  problem: z.string().nullable(),
});

export const liveStatusSchema = z.object({
  online: z.boolean(),
  channels: z.array(channelStatusSchema),
});
