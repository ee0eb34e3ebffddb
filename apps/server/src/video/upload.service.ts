import type { FastifyBaseLogger as Logger } from 'fastify';
import {
  AppError,
  ERR,
  type CreateUploadTaskRequest,
  type DeviceDto,
  type UploadTask,
} from '@convoy/domain';
import { encodeFileUploadRequest, type Jt808Message } from '@convoy/protocols';
import type { Gateway } from '../gateway/gateway';
import type { CommandReply } from '../gateway/pending-commands';
import type { ServerRecordingService } from './server-recording.service';
import type { UploadRepository, UploadTaskRow } from './upload.repository';

/** The FTP server recorders upload to (FTP_HOST, FTP_PORT, FTP_USER, FTP_PASSWORD, FTP_PATH). */
export interface FtpTarget {
  host: string;
  port: number;
  user: string;
  password: string;
  path: string;
}

export interface UploadServiceOptions {
  repository: UploadRepository;
  gateway: Gateway;
  recordings: ServerRecordingService;
  ftp: () => FtpTarget | null;
  /** How long a recorder may take to upload a file and report it (0x1206). */
  uploadTimeoutMs: number;
  /** How long an incomplete task waits for its automatic retry. */
  autoRetryDelayMs: number;
  log: Logger;
}

/** 0x9206 network conditions: Wi-Fi, LAN and 3G/4G all allowed. */
const ANY_NETWORK = 0b111;

/** Catalogue key of a failed attempt (SPEC.md §8 uploads). */
function failureKey(error: unknown): string {
  return error instanceof AppError ? error.code : ERR.UPLOAD_FAILED;
}

export function uploadTaskDto(row: UploadTaskRow): UploadTask {
  return {
    id: row.id,
    imei: row.imei,
    deviceName: row.device_name,
    target: row.target,
    channel: row.channel,
    startTime: row.start_time.toISOString(),
    endTime: row.end_time.toISOString(),
    status: row.status,
    retryMode: row.retry_mode,
    attempts: row.attempts,
    remotePath: row.remote_path,
    recordingId: row.recording_id,
    error: row.error,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Video file upload tasks (SPEC.md §4): to be uploaded → in progress → completed, or
 * incomplete. A failed task is first incomplete with an automatic retry pending; the platform
 * retries it once, and if that fails too it stays incomplete for the user to retry by hand.
 * FTP tasks ask the recorder to upload with 0x9206 and wait for its 0x1206 report; cloud tasks
 * copy the recording into the server's storage.
 */
export class UploadService {
  private readonly running = new Map<string, Promise<void>>();
  private readonly retryTimers = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly options: UploadServiceOptions) {}

  /** Tasks a stopped server left unfinished are incomplete; their automatic retry follows. */
  async resume(): Promise<void> {
    for (const id of await this.options.repository.interruptedTasks()) {
      await this.options.repository.updateTask(id, {
        status: 'incomplete',
        retryMode: 'automatic',
        error: ERR.UPLOAD_FAILED,
      });
      this.scheduleAutomaticRetry(id);
    }
  }

  async create(device: DeviceDto, callerId: string, input: CreateUploadTaskRequest) {
    const start = new Date(input.startTime);
    const end = new Date(input.endTime);
    if (end.getTime() <= start.getTime()) throw new AppError(ERR.PLAYBACK_END_BEFORE_START, 400);
    if (input.target === 'ftp' && !this.options.ftp()) {
      throw new AppError(ERR.GENERIC_NOT_YET_OPEN, 409);
    }
    const id = await this.options.repository.createTask({
      deviceId: device.id,
      accountId: callerId,
      target: input.target,
      channel: input.channel,
      start,
      end,
      streamType: input.streamType,
      storageType: input.storageType,
      avType: input.avType,
    });
    this.launch(id, 'first');
    return this.dto(id);
  }

  async dto(id: string): Promise<UploadTask> {
    const row = await this.options.repository.task(id);
    if (!row) throw new AppError(ERR.GENERIC_NOT_FOUND, 404);
    return uploadTaskDto(row);
  }

  /** A manual retry of an incomplete task. */
  async retry(row: UploadTaskRow): Promise<UploadTask> {
    if (row.status !== 'incomplete') throw new AppError(ERR.GENERIC_SAVE_FAILED, 409);
    const timer = this.retryTimers.get(row.id);
    if (timer) clearTimeout(timer);
    this.retryTimers.delete(row.id);
    await this.options.repository.updateTask(row.id, { status: 'pending' });
    this.launch(row.id, 'manual');
    return this.dto(row.id);
  }

  /** Resolves when the task's current attempt is over (for callers who wait). */
  async settled(id: string): Promise<void> {
    await this.running.get(id);
  }

  private launch(id: string, attempt: 'first' | 'automatic' | 'manual'): void {
    const run = this.attempt(id, attempt)
      .catch((error: unknown) => this.options.log.warn({ err: error, id }, 'upload task failed'))
      .finally(() => {
        if (this.running.get(id) === run) this.running.delete(id);
      });
    this.running.set(id, run);
  }

  private async attempt(id: string, attempt: 'first' | 'automatic' | 'manual'): Promise<void> {
    const repository = this.options.repository;
    const row = await repository.task(id);
    if (!row || this.closed) return;
    await repository.updateTask(id, { status: 'inProgress', attempt: true, error: null });
    try {
      if (row.target === 'ftp') {
        const remotePath = await this.uploadByFtp(row);
        await repository.updateTask(id, { status: 'completed', retryMode: null, remotePath });
      } else {
        const saved = await this.options.recordings.copyFromRecorder(
          { id: row.device_id },
          {
            channel: row.channel,
            start: row.start_time,
            end: row.end_time,
            streamType: row.stream_type,
            storageType: row.storage_type,
          },
        );
        await repository.updateTask(id, {
          status: 'completed',
          retryMode: null,
          recordingId: saved.id,
        });
      }
    } catch (error) {
      if (this.closed) return;
      // The first failure waits for the automatic retry; after that only the user retries.
      const retryMode = attempt === 'first' ? 'automatic' : 'manual';
      await repository.updateTask(id, {
        status: 'incomplete',
        retryMode,
        error: failureKey(error),
      });
      if (retryMode === 'automatic') this.scheduleAutomaticRetry(id);
    }
  }

  private scheduleAutomaticRetry(id: string): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.retryTimers.delete(id);
      this.launch(id, 'automatic');
    }, this.options.autoRetryDelayMs);
    timer.unref();
    this.retryTimers.set(id, timer);
  }

  /** 0x9206, then the recorder's 0x1206 report: the folder the file went to. */
  private async uploadByFtp(row: UploadTaskRow): Promise<string> {
    const ftp = this.options.ftp();
    if (!ftp) throw new AppError(ERR.GENERIC_NOT_YET_OPEN, 409);
    const path = `${ftp.path.replace(/\/+$/, '')}/${row.imei}`;
    const outcome = await this.options.gateway.sendJt808(
      row.device_id,
      (header) => ({
        frame: encodeFileUploadRequest(header, {
          address: ftp.host,
          port: ftp.port,
          user: ftp.user,
          password: ftp.password,
          path,
          channel: row.channel,
          start: row.start_time,
          end: row.end_time,
          avType: row.av_type,
          streamType: row.stream_type,
          storageType: row.storage_type,
          conditions: ANY_NETWORK,
        }),
        match: (message): CommandReply | undefined => {
          const m = message as Jt808Message;
          if (
            m.type === 'general_response' &&
            m.ackSerial === header.serial &&
            m.ackMsgId === 0x9206
          ) {
            // Accepted: the upload runs; its result comes as 0x1206.
            return m.result === 0 ? undefined : { result: 'fail', reply: { code: m.result } };
          }
          if (m.type === 'unknown' && m.msgId === 0x1206 && m.body.length >= 3) {
            const ackSerial = ((m.body[0] ?? 0) << 8) | (m.body[1] ?? 0);
            if (ackSerial !== header.serial) return undefined;
            return { result: m.body[2] === 0 ? 'success' : 'fail' };
          }
          return undefined;
        },
      }),
      this.options.uploadTimeoutMs,
    );
    if (outcome === 'offline') throw new AppError(ERR.DEVICE_OFFLINE, 409);
    if (outcome === 'timeout') throw new AppError(ERR.DEVICE_OPERATION_TIMEOUT, 504);
    if (outcome === 'unsupported') throw new AppError(ERR.VIDEO_MODULE_DEACTIVATED, 409);
    if (outcome.result !== 'success') throw new AppError(ERR.UPLOAD_FAILED, 409);
    return path;
  }

  close(): void {
    this.closed = true;
    for (const timer of this.retryTimers.values()) clearTimeout(timer);
    this.retryTimers.clear();
  }
}
