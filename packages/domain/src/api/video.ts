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
  /** Server recordings: the id to play or download it by. */
  id: z.string().optional(),
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

/** A server recording's id (server recordings in QueryResources carry it). */
export const serverRecordingIdSchema = z.coerce.number().int().min(1).transform(String);

/** A recording kept on the server, played as FLV or downloaded as MP4. */
export const serverRecordingQuerySchema = z.object({
  id: serverRecordingIdSchema,
  token: z.string().optional(),
});

/** Where a recording is sent: FTP (0x9206) or the server's own storage (cloud upload). */
export const UPLOAD_TARGETS = ['ftp', 'cloud'] as const;
/** Task states (SPEC.md §4 Video file upload). */
export const UPLOAD_TASK_STATUSES = ['pending', 'inProgress', 'completed', 'incomplete'] as const;
/** An incomplete task waits for the platform's one automatic retry, then for the user. */
export const UPLOAD_RETRY_MODES = ['automatic', 'manual'] as const;

export const createUploadTaskRequestSchema = z.object({
  imei,
  channel: z.number().int().min(1).max(64),
  startTime: isoDate,
  endTime: isoDate,
  target: z.enum(UPLOAD_TARGETS),
  streamType: z.number().int().min(0).max(2).default(0),
  storageType: z.number().int().min(0).max(2).default(0),
  avType: z.number().int().min(0).max(3).default(0),
});
export type CreateUploadTaskRequest = z.infer<typeof createUploadTaskRequestSchema>;

export const uploadTaskSchema = z.object({
  id: z.string(),
  imei: z.string(),
  deviceName: z.string(),
  target: z.enum(UPLOAD_TARGETS),
  channel: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(UPLOAD_TASK_STATUSES),
  retryMode: z.enum(UPLOAD_RETRY_MODES).nullable(),
  attempts: z.number().int(),
  /** The FTP path of the uploaded file. */
  remotePath: z.string().nullable(),
  /** The server recording a cloud upload became. */
  recordingId: z.string().nullable(),
  /** The catalogue key of the last failure. */
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UploadTask = z.infer<typeof uploadTaskSchema>;

export const uploadTaskListRequestSchema = z.object({
  /** Only this device's tasks; all visible devices when absent. */
  imei: imei.optional(),
});

export const uploadTaskIdRequestSchema = z.object({ id: serverRecordingIdSchema });

/** Server-side recording of one channel, on or off. */
export const serverRecordingChannelRequestSchema = z.object({
  imei,
  channel: z.number().int().min(1).max(64),
  enabled: z.boolean(),
});

export const serverRecordingChannelsQuerySchema = z.object({ imei });
export const serverRecordingChannelsSchema = z.object({ channels: z.array(z.number().int()) });

/** The playback result list as an .xlsx file, titled in the caller's language. */
export const exportRecordListRequestSchema = z.object({
  imei,
  files: z.array(recordFileSchema).min(1).max(5000),
});
