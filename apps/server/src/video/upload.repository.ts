import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export type UploadTarget = 'ftp' | 'cloud';
export type UploadStatus = 'pending' | 'inProgress' | 'completed' | 'incomplete';
export type RetryMode = 'automatic' | 'manual';

export interface UploadTaskRow {
  id: string;
  device_id: string;
  account_id: string;
  imei: string;
  device_name: string;
  target: UploadTarget;
  channel: number;
  start_time: Date;
  end_time: Date;
  stream_type: number;
  storage_type: number;
  av_type: number;
  status: UploadStatus;
  retry_mode: RetryMode | null;
  attempts: number;
  remote_path: string | null;
  recording_id: string | null;
  error: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface ServerRecordingRow {
  id: string;
  device_id: string;
  channel: number;
  source: 'recorder' | 'cloud';
  start_time: Date;
  end_time: Date;
  size: string;
  file_name: string;
}

/** Upload tasks, server recordings and the channels the server records. */
export class UploadRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private tasks() {
    return this.db
      .selectFrom('video_upload_tasks as t')
      .innerJoin('devices as d', 'd.id', 't.device_id')
      .selectAll('t')
      .select(['d.imei as imei', 'd.name as device_name']);
  }

  async createTask(values: {
    deviceId: string;
    accountId: string;
    target: UploadTarget;
    channel: number;
    start: Date;
    end: Date;
    streamType: number;
    storageType: number;
    avType: number;
  }): Promise<string> {
    const row = await this.db
      .insertInto('video_upload_tasks')
      .values({
        device_id: values.deviceId,
        account_id: values.accountId,
        target: values.target,
        channel: values.channel,
        start_time: values.start,
        end_time: values.end,
        stream_type: values.streamType,
        storage_type: values.storageType,
        av_type: values.avType,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async task(id: string): Promise<UploadTaskRow | undefined> {
    return await this.tasks().where('t.id', '=', id).executeTakeFirst();
  }

  /** The newest tasks of a device, or those an account asked for. */
  async tasksOf(
    filter: { deviceId: string } | { accountId: string },
    limit = 200,
  ): Promise<UploadTaskRow[]> {
    const query =
      'deviceId' in filter
        ? this.tasks().where('t.device_id', '=', filter.deviceId)
        : this.tasks().where('t.account_id', '=', filter.accountId);
    return await query
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(limit)
      .execute();
  }

  async updateTask(
    id: string,
    values: {
      status: UploadStatus;
      retryMode?: RetryMode | null;
      error?: string | null;
      remotePath?: string | null;
      recordingId?: string | null;
      attempt?: boolean;
    },
  ): Promise<void> {
    await this.db
      .updateTable('video_upload_tasks')
      .set({
        status: values.status,
        updated_at: new Date(),
        ...(values.retryMode !== undefined ? { retry_mode: values.retryMode } : {}),
        ...(values.error !== undefined ? { error: values.error } : {}),
        ...(values.remotePath !== undefined ? { remote_path: values.remotePath } : {}),
        ...(values.recordingId !== undefined ? { recording_id: values.recordingId } : {}),
        ...(values.attempt ? { attempts: sql<number>`attempts + 1` } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Tasks a stopped server left running: they did not finish. */
  async interruptedTasks(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('video_upload_tasks')
      .select('id')
      .where('status', 'in', ['pending', 'inProgress'])
      .execute();
    return rows.map((r) => r.id);
  }

  async imeiOf(deviceId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('devices')
      .select('imei')
      .where('id', '=', deviceId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row?.imei;
  }

  async addRecording(values: {
    deviceId: string;
    channel: number;
    source: 'recorder' | 'cloud';
    start: Date;
    end: Date;
    size: number;
    fileName: string;
  }): Promise<string> {
    const row = await this.db
      .insertInto('server_recordings')
      .values({
        device_id: values.deviceId,
        channel: values.channel,
        source: values.source,
        start_time: values.start,
        end_time: values.end,
        size: values.size,
        file_name: values.fileName,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async recording(id: string): Promise<ServerRecordingRow | undefined> {
    return await this.db
      .selectFrom('server_recordings')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A device's recordings that overlap a time span (channel 0: every channel). */
  async recordings(
    deviceId: string,
    channel: number,
    start: Date,
    end: Date,
  ): Promise<ServerRecordingRow[]> {
    let query = this.db
      .selectFrom('server_recordings')
      .selectAll()
      .where('device_id', '=', deviceId)
      .where('start_time', '<', end)
      .where('end_time', '>', start);
    if (channel > 0) query = query.where('channel', '=', channel);
    return await query.orderBy('start_time').orderBy('channel').limit(5000).execute();
  }

  /** Segments the server recorded, oldest first. */
  async recorderSegmentsOldestFirst(): Promise<ServerRecordingRow[]> {
    return await this.db
      .selectFrom('server_recordings')
      .selectAll()
      .where('source', '=', 'recorder')
      .orderBy('start_time')
      .execute();
  }

  async deleteRecordings(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('server_recordings').where('id', 'in', ids).execute();
  }

  async recordedChannels(): Promise<{ device_id: string; channel: number; account_id: string }[]> {
    return this.db
      .selectFrom('server_recording_channels')
      .select(['device_id', 'channel', 'account_id'])
      .execute();
  }

  async setRecordedChannel(
    deviceId: string,
    channel: number,
    accountId: string,
    enabled: boolean,
  ): Promise<void> {
    if (enabled) {
      await this.db
        .insertInto('server_recording_channels')
        .values({ device_id: deviceId, channel, account_id: accountId })
        .onConflict((oc) => oc.columns(['device_id', 'channel']).doNothing())
        .execute();
    } else {
      await this.db
        .deleteFrom('server_recording_channels')
        .where('device_id', '=', deviceId)
        .where('channel', '=', channel)
        .execute();
    }
  }
}
