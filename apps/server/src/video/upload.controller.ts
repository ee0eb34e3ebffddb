import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppError,
  ERR,
  createUploadTaskRequestSchema,
  exportRecordListRequestSchema,
  serverRecordingChannelRequestSchema,
  serverRecordingChannelsQuerySchema,
  serverRecordingChannelsSchema,
  serverRecordingQuerySchema,
  uploadTaskIdRequestSchema,
  uploadTaskListRequestSchema,
  uploadTaskSchema,
} from '@convoy/domain';
import { commonErrorResponses, envelope, ok } from '../http/envelope';
import { principalOf } from '../http/auth';
import { requestLanguage } from '../http/request-language';
import { recordListWorkbook } from './record-export';
import { remuxToMp4, sendMp4 } from './video-download';
import type { ServerRecordingService } from './server-recording.service';
import { uploadTaskDto, type UploadService } from './upload.service';
import type { UploadRepository } from './upload.repository';
import type { VideoService } from './video.service';

/**
 * Recordings sent on from recorders (FTP upload with 0x9206, cloud upload into the server's
 * storage), the server's own recordings (played, downloaded, recording per channel on or off)
 * and the playback list as a spreadsheet.
 */
export function registerUploadController(
  app: FastifyInstance,
  deps: {
    video: VideoService;
    uploads: UploadService;
    recordings: ServerRecordingService;
    repository: UploadRepository;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** A task of a device the caller may see. */
  async function visibleTask(callerId: string, id: string) {
    const row = await deps.repository.task(id);
    if (!row) throw new AppError(ERR.GENERIC_NOT_FOUND, 404);
    await deps.video.device(callerId, row.imei, 1);
    return row;
  }

  api.post(
    '/api/Video/CreateUploadTask',
    {
      schema: {
        tags: ['Video'],
        summary: 'Upload a recording: to the FTP server by the recorder (0x9206), or to the server',
        description:
          'Creates a task that is to be uploaded, then in progress, then completed or incomplete (SPEC.md §4). An incomplete task is retried once automatically, then waits for a manual retry.',
        body: createUploadTaskRequestSchema,
        response: { 200: envelope(uploadTaskSchema), ...commonErrorResponses },
      },
    },
    async (request) => {
      const callerId = principalOf(request).accountId;
      const q = request.body;
      const device = await deps.video.device(callerId, q.imei, q.channel);
      return ok(await deps.uploads.create(device, callerId, q));
    },
  );

  api.post(
    '/api/Video/GetUploadTasks',
    {
      schema: {
        tags: ['Video'],
        summary: "Upload tasks, newest first: a device's, or those the caller asked for",
        body: uploadTaskListRequestSchema,
        response: { 200: envelope(z.array(uploadTaskSchema)), ...commonErrorResponses },
      },
    },
    async (request) => {
      const callerId = principalOf(request).accountId;
      const { imei } = request.body;
      const rows = imei
        ? await deps.repository.tasksOf({
            deviceId: (await deps.video.device(callerId, imei, 1)).id,
          })
        : await deps.repository.tasksOf({ accountId: callerId });
      return ok(rows.map(uploadTaskDto));
    },
  );

  api.post(
    '/api/Video/RetryUploadTask',
    {
      schema: {
        tags: ['Video'],
        summary: 'Retry an incomplete upload task by hand',
        body: uploadTaskIdRequestSchema,
        response: { 200: envelope(uploadTaskSchema), ...commonErrorResponses },
      },
    },
    async (request) => {
      const row = await visibleTask(principalOf(request).accountId, request.body.id);
      return ok(await deps.uploads.retry(row));
    },
  );

  api.get(
    '/api/Video/ServerRecording.flv',
    {
      schema: {
        tags: ['Video'],
        summary: 'A recording kept on the server, as an FLV file (H.264, AAC)',
        querystring: serverRecordingQuerySchema,
        response: {
          200: z.unknown().describe('The .flv file'),
          404: envelope(z.unknown()),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { path, row } = await deps.recordings.file(
        principalOf(request).accountId,
        request.query.id,
      );
      const size = await stat(path).then(
        (s) => s.size,
        () => null,
      );
      if (size === null) throw new AppError(ERR.PLAYBACK_FILE_NOT_ON_SERVER, 404);
      return reply
        .header('content-type', 'video/x-flv')
        .header('content-length', size)
        .header('access-control-allow-origin', '*')
        .header('x-recording-start', row.start_time.toISOString())
        .send(createReadStream(path));
    },
  );

  api.get(
    '/api/Video/ServerRecording.mp4',
    {
      schema: {
        tags: ['Video'],
        summary: 'A recording kept on the server, as an MP4 file (needs ffmpeg)',
        querystring: serverRecordingQuerySchema,
        response: {
          200: z.unknown().describe('The .mp4 file'),
          404: envelope(z.unknown()),
          501: envelope(z.unknown()),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { path, row, device } = await deps.recordings.file(
        principalOf(request).accountId,
        request.query.id,
      );
      const exists = await stat(path).then(
        () => true,
        () => false,
      );
      if (!exists) throw new AppError(ERR.PLAYBACK_FILE_NOT_ON_SERVER, 404);
      const file = await remuxToMp4(path);
      return sendMp4(reply, file, {
        imei: device.imei,
        channel: row.channel,
        start: row.start_time,
      });
    },
  );

  api.post(
    '/api/Video/SetServerRecording',
    {
      schema: {
        tags: ['Video'],
        summary: 'Turn server-side recording of a channel on or off',
        description:
          'A recorded channel is kept streaming and written to disk in segments (RECORD_SEGMENT_SECONDS), kept for RECORD_KEEP_HOURS and within RECORD_MAX_MB.',
        body: serverRecordingChannelRequestSchema,
        response: { 200: envelope(serverRecordingChannelsSchema), ...commonErrorResponses },
      },
    },
    async (request) => {
      const q = request.body;
      const device = await deps.video.device(principalOf(request).accountId, q.imei, q.channel);
      await deps.recordings.setChannel(device, q.channel, q.enabled);
      return ok({ channels: await deps.recordings.channels(device) });
    },
  );

  api.get(
    '/api/Video/ServerRecordingChannels',
    {
      schema: {
        tags: ['Video'],
        summary: "A device's channels that the server records",
        querystring: serverRecordingChannelsQuerySchema,
        response: { 200: envelope(serverRecordingChannelsSchema), ...commonErrorResponses },
      },
    },
    async (request) => {
      const device = await deps.video.device(principalOf(request).accountId, request.query.imei, 1);
      return ok({ channels: await deps.recordings.channels(device) });
    },
  );

  api.post(
    '/api/Video/ExportRecordList',
    {
      schema: {
        tags: ['Video'],
        summary: 'The playback result list as an .xlsx file',
        body: exportRecordListRequestSchema,
        response: { 200: z.unknown().describe('The .xlsx file'), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const q = request.body;
      const device = await deps.video.device(principalOf(request).accountId, q.imei, 1);
      const workbook = recordListWorkbook(device, q.files, requestLanguage(request));
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="recordings-${device.imei}.xlsx"`)
        .send(buffer);
    },
  );
}
