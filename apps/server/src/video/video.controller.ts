import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppError,
  ERR,
  liveStatusQuerySchema,
  liveStatusSchema,
  liveStreamQuerySchema,
  playbackControlRequestSchema,
  playbackStreamQuerySchema,
  queryResourcesRequestSchema,
  recordFileSchema,
  type PlaybackAction,
} from '@convoy/domain';
import { commonErrorResponses, envelope, ok } from '../http/envelope';
import { principalOf } from '../http/auth';
import type { ChannelStream, Viewer } from '../media/channel-stream';
import type { MediaServer } from '../media/media-server';
import type { Gateway } from '../gateway/gateway';
import type { VideoService } from './video.service';
import type { ServerRecordingService } from './server-recording.service';
import { canRecordMp4, MAX_DOWNLOAD_SECONDS, recordMp4, sendMp4 } from './video-download';

/** A recording to download: its channel and a bounded time span. */
const playbackDownloadQuerySchema = playbackStreamQuerySchema.extend({
  endTime: z.iso.datetime({ offset: true }),
});

/** S1078 Table 26 control codes. */
const PLAYBACK_CONTROL: Record<PlaybackAction, number> = {
  resume: 0,
  pause: 1,
  stop: 2,
  fastForward: 3,
  seek: 5,
};

interface WebSocketLike {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: Uint8Array): void;
  close(code?: number, reason?: string): void;
  on(event: 'close', listener: () => void): void;
}

/** An HTTP response carrying FLV, chunk by chunk, for as long as the viewer stays. */
function httpViewer(request: FastifyRequest, reply: FastifyReply, audio: boolean): Viewer {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'video/x-flv',
    'cache-control': 'no-cache, no-store',
    'access-control-allow-origin': '*',
  });
  reply.raw.flushHeaders();
  request.raw.socket.setNoDelay(true);
  return {
    audio,
    write: (bytes) => {
      if (!reply.raw.writableEnded) reply.raw.write(bytes);
    },
    bufferedBytes: () => reply.raw.writableLength,
    end: () => {
      if (!reply.raw.writableEnded) reply.raw.end();
    },
  };
}

function socketViewer(socket: WebSocketLike, audio: boolean): Viewer {
  return {
    audio,
    write: (bytes) => {
      if (socket.readyState === 1) socket.send(bytes);
    },
    bufferedBytes: () => socket.bufferedAmount,
    // 4000–4999: the application's close codes; the reason names the SPEC.md §8 error.
    end: (reason) => socket.close(4000, reason.slice(0, 100)),
  };
}

/** Watches `stream` until the viewer leaves. */
function attach(
  stream: ChannelStream,
  viewer: Viewer,
  onLeave: (listener: () => void) => void,
): void {
  stream.addViewer(viewer);
  onLeave(() => stream.removeViewer(viewer));
}

/** The Video service: live streams, recordings and their control (SPEC.md §2, §7). */
export async function registerVideoController(
  app: FastifyInstance,
  deps: {
    video: VideoService;
    media: MediaServer;
    gateway: Gateway;
    recordings: ServerRecordingService;
  },
): Promise<void> {
  if (!app.hasDecorator('websocketServer')) await app.register(fastifyWebsocket);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    method: 'GET',
    url: '/api/Video/Live.flv',
    schema: {
      tags: ['Video'],
      summary: 'Live video of one channel as FLV (H.264, AAC), over HTTP or WebSocket',
      description:
        'Sends 0x9101 to the recorder when the channel is not streaming yet. The same path upgraded to a WebSocket carries the same FLV bytes in binary messages. Players pass the session token as ?token=.',
      querystring: liveStreamQuerySchema,
      response: { 409: envelope(z.unknown()), 504: envelope(z.unknown()), ...commonErrorResponses },
    },
    handler: async (request, reply) => {
      const { imei, channel, streamType, audio } = request.query;
      const device = await deps.video.device(principalOf(request).accountId, imei, channel);
      const stream = await deps.video.openLive(device, channel, streamType);
      attach(stream, httpViewer(request, reply, audio === 1), (leave) =>
        request.raw.on('close', leave),
      );
    },
    wsHandler: (socket, request) => {
      const query = liveStreamQuerySchema.parse(request.query);
      const ws = socket as unknown as WebSocketLike;
      let left = false;
      ws.on('close', () => {
        left = true;
      });
      deps.video
        .device(principalOf(request).accountId, query.imei, query.channel)
        .then((device) => deps.video.openLive(device, query.channel, query.streamType))
        .then(
          (stream) => {
            if (left) return;
            attach(stream, socketViewer(ws, query.audio === 1), (leave) => ws.on('close', leave));
          },
          (error: unknown) => {
            const key = error instanceof AppError ? error.code : ERR.GENERIC_INTERNAL;
            ws.close(4000, key);
          },
        );
    },
  });

  api.get(
    '/api/Video/Playback.flv',
    {
      schema: {
        tags: ['Video'],
        summary: 'A recording played from the recorder (0x9201), as HTTP-FLV',
        querystring: playbackStreamQuerySchema,
        response: {
          404: envelope(z.unknown()),
          409: envelope(z.unknown()),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const device = await deps.video.device(principalOf(request).accountId, q.imei, q.channel);
      const stream = await deps.video.openPlayback(device, {
        channel: q.channel,
        start: new Date(q.startTime),
        ...(q.endTime ? { end: new Date(q.endTime) } : {}),
        streamType: q.streamType,
        storageType: q.storageType,
      });
      attach(stream, httpViewer(request, reply, q.audio === 1), (leave) =>
        request.raw.on('close', leave),
      );
    },
  );

  api.get(
    '/api/Video/PlaybackDownload.mp4',
    {
      schema: {
        tags: ['Video'],
        summary: 'A recording from the recorder (0x9201) as an MP4 file',
        description: `The recording between startTime and endTime (at most ${MAX_DOWNLOAD_SECONDS} s) is played from the recorder and copied into MP4 without re-encoding. Needs ffmpeg on the server.`,
        querystring: playbackDownloadQuerySchema,
        response: {
          200: z.unknown().describe('The .mp4 file'),
          404: envelope(z.unknown()),
          409: envelope(z.unknown()),
          501: envelope(z.unknown()),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const start = new Date(q.startTime);
      const end = new Date(q.endTime);
      const seconds = (end.getTime() - start.getTime()) / 1000;
      if (seconds <= 0) throw new AppError(ERR.PLAYBACK_END_BEFORE_START, 400);
      if (seconds > MAX_DOWNLOAD_SECONDS)
        throw new AppError(ERR.PLAYBACK_WRONG_TIME_SELECTION, 400);
      if (!canRecordMp4()) throw new AppError(ERR.VIDEO_FFMPEG_MISSING, 501);
      const device = await deps.video.device(principalOf(request).accountId, q.imei, q.channel);
      // Played from the start to the file's end; the recording stops after the asked-for span.
      const stream = await deps.video.openPlayback(device, {
        channel: q.channel,
        start,
        streamType: q.streamType,
        storageType: q.storageType,
      });
      const file = await recordMp4(stream, seconds);
      return sendMp4(reply, file, { imei: device.imei, channel: q.channel, start });
    },
  );

  api.post(
    '/api/Video/QueryResources',
    {
      schema: {
        tags: ['Video'],
        summary: 'Recordings on the recorder (0x9205) or on the server matching the filters',
        body: queryResourcesRequestSchema,
        response: { 200: envelope(z.array(recordFileSchema)), ...commonErrorResponses },
      },
    },
    async (request) => {
      const q = request.body;
      const start = new Date(q.startTime);
      const end = new Date(q.endTime);
      if (end.getTime() <= start.getTime()) throw new AppError(ERR.PLAYBACK_END_BEFORE_START, 400);
      const device = await deps.video.device(
        principalOf(request).accountId,
        q.imei,
        Math.max(1, q.channel),
      );
      if (q.location === 'server') {
        return ok(await deps.recordings.list(device, q.channel, start, end));
      }
      const items = await deps.video.queryResources(device, {
        channel: q.channel,
        start,
        end,
        avType: q.avType,
        streamType: q.streamType,
        storageType: q.storageType,
        alarm: q.alarm,
        videoAlarm: q.videoAlarm,
      });
      return ok(
        items.map((item) => ({
          channel: item.channel,
          startTime: (item.start ?? start).toISOString(),
          endTime: (item.end ?? end).toISOString(),
          size: item.fileSize,
          streamType: item.streamType,
          storageType: item.storageType,
          avType: item.avType,
          alarm: item.alarm,
          videoAlarm: item.videoAlarm,
          location: 'device' as const,
        })),
      );
    },
  );

  api.post(
    '/api/Video/PlaybackControl',
    {
      schema: {
        tags: ['Video'],
        summary: 'Pause, resume, stop, fast-forward or seek a recording being played (0x9202)',
        body: playbackControlRequestSchema,
        response: { 200: envelope(z.null()), ...commonErrorResponses },
      },
    },
    async (request) => {
      const q = request.body;
      const device = await deps.video.device(principalOf(request).accountId, q.imei, q.channel);
      await deps.video.controlPlayback(device, {
        channel: q.channel,
        control: PLAYBACK_CONTROL[q.action],
        speed: q.speed,
        ...(q.seekTo ? { seekTo: new Date(q.seekTo) } : {}),
      });
      return ok(null);
    },
  );

  api.get(
    '/api/Video/LiveStatus',
    {
      schema: {
        tags: ['Video'],
        summary: "A recorder's open channels: viewers, frames, and why one cannot be shown",
        querystring: liveStatusQuerySchema,
        response: { 200: envelope(liveStatusSchema), ...commonErrorResponses },
      },
    },
    async (request) => {
      const device = await deps.video.device(principalOf(request).accountId, request.query.imei, 1);
      const now = Date.now();
      const channels = deps.media
        .allStreams()
        .filter((stream) => stream.deviceId === device.id && stream.key.endsWith('/live'))
        .map((stream) => ({
          channel: stream.channel,
          viewers: stream.viewerCount,
          videoFrames: stream.stats.videoFrames,
          silentMs: stream.lastFrameAt ? now - stream.lastFrameAt : null,
          problem: stream.problem,
        }));
      return ok({ online: deps.gateway.sessions.isOnline(device.id), channels });
    },
  );
}
