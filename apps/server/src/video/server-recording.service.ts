import { rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { AppError, ERR, type DeviceDto, type RecordFile } from '@convoy/domain';
import type { DeviceService } from '../device/device.service';
import type { ChannelStream } from '../media/channel-stream';
import { FlvRecorder, type RecordedSegment } from '../media/recorder';
import type { ServerRecordingRow, UploadRepository } from './upload.repository';
import type { VideoService } from './video.service';

export interface ServerRecordingOptions {
  repository: UploadRepository;
  video: VideoService;
  devices: DeviceService;
  /** DATA_DIR: recordings live in its `recordings` folder. */
  dataDir: string;
  segmentSeconds: number;
  keepHours: number;
  maxBytes: number;
  log: Logger;
  now?: () => number;
}

interface ActiveRecording {
  deviceId: string;
  channel: number;
  recorder: FlvRecorder;
  stream: ChannelStream;
}

/** How often recorded channels are (re)opened and old segments removed. */
const MAINTENANCE_MS = 15_000;
/** A cloud upload copies at most this much of a recording (seconds). */
export const MAX_CLOUD_SECONDS = 3600;
/** A played recording that sends nothing for this long has ended. */
const SILENCE_MS = 15_000;

function stamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/**
 * Recordings kept on the server: channels recorded as they stream (a viewer of the channel's
 * stream writing FLV segments, kept by age and total size), and recordings copied from a
 * recorder on request (cloud upload). They are listed beside the recorder's own files.
 */
export class ServerRecordingService {
  private readonly active = new Map<string, ActiveRecording>();
  private timer: NodeJS.Timeout | null = null;
  private readonly root: string;
  private readonly now: () => number;
  private ticking: Promise<void> | null = null;

  constructor(private readonly options: ServerRecordingOptions) {
    this.root = resolve(options.dataDir, 'recordings');
    this.now = options.now ?? Date.now;
  }

  /** Starts recording the enabled channels, and keeps them recording. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), MAINTENANCE_MS);
    this.timer.unref();
    void this.tick();
  }

  /** One round of upkeep: channels reopened where their stream ended, old segments removed. */
  tick(): Promise<void> {
    this.ticking ??= this.maintain().finally(() => (this.ticking = null));
    return this.ticking;
  }

  private async maintain(): Promise<void> {
    try {
      const wanted = await this.options.repository.recordedChannels();
      const keys = new Set<string>();
      for (const row of wanted) {
        const key = `${row.device_id}/${row.channel}`;
        keys.add(key);
        if (this.active.get(key)?.recorder.recording) continue;
        await this.attach(row.device_id, row.channel, row.account_id).catch(() => undefined);
      }
      for (const [key, active] of this.active) if (!keys.has(key)) await this.detach(active);
      await this.prune();
    } catch (error) {
      this.options.log.warn({ err: error }, 'server recording upkeep failed');
    }
  }

  private async attach(deviceId: string, channel: number, accountId: string): Promise<void> {
    const device = await this.deviceById(accountId, deviceId);
    const stream = await this.options.video.openLive(device, channel, 0);
    const key = `${deviceId}/${channel}`;
    const recorder = new FlvRecorder({
      segmentMs: this.options.segmentSeconds * 1000,
      pathFor: (start) => join(this.root, deviceId, String(channel), `${stamp(start)}.flv`),
      clock: this.liveClock(),
      onSegment: (segment) => void this.saveSegment(deviceId, channel, 'recorder', segment),
      onEnd: () => {
        if (this.active.get(key)?.recorder === recorder) this.active.delete(key);
      },
    });
    this.active.set(key, { deviceId, channel, recorder, stream });
    stream.addViewer(recorder);
  }

  /** A device by id, if `callerId` may see it (403 alike for foreign and missing ones). */
  private async deviceById(callerId: string, deviceId: string): Promise<DeviceDto> {
    const imei = await this.options.repository.imeiOf(deviceId);
    if (!imei) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    return this.options.devices.findVisible(callerId, imei);
  }

  /** Wall-clock time of a live stream's timestamps: its first one is now. */
  private liveClock(): (ts: number) => Date {
    let offset: number | null = null;
    return (ts) => {
      offset ??= this.now() - ts;
      return new Date(offset + ts);
    };
  }

  private async detach(active: ActiveRecording): Promise<void> {
    this.active.delete(`${active.deviceId}/${active.channel}`);
    active.stream.removeViewer(active.recorder);
    active.recorder.stop();
    await active.recorder.flushed();
  }

  private async saveSegment(
    deviceId: string,
    channel: number,
    source: 'recorder' | 'cloud',
    segment: RecordedSegment,
  ): Promise<string> {
    return this.options.repository.addRecording({
      deviceId,
      channel,
      source,
      start: segment.start,
      end: segment.end,
      size: segment.size,
      fileName: relative(this.root, segment.path),
    });
  }

  /** Segments past the kept age, then the oldest ones while the total is over the limit. */
  async prune(): Promise<number> {
    const rows = await this.options.repository.recorderSegmentsOldestFirst();
    const oldest = this.now() - this.options.keepHours * 3600_000;
    let total = rows.reduce((sum, row) => sum + Number(row.size), 0);
    const doomed: ServerRecordingRow[] = [];
    for (const row of rows) {
      if (row.end_time.getTime() >= oldest && total <= this.options.maxBytes) break;
      doomed.push(row);
      total -= Number(row.size);
    }
    for (const row of doomed) await rm(this.pathOf(row), { force: true });
    await this.options.repository.deleteRecordings(doomed.map((row) => row.id));
    return doomed.length;
  }

  /** Turns recording of a channel on or off. */
  async setChannel(device: DeviceDto, channel: number, enabled: boolean): Promise<void> {
    await this.options.repository.setRecordedChannel(device.id, channel, device.accountId, enabled);
    await this.tick();
  }

  async channels(device: DeviceDto): Promise<number[]> {
    const rows = await this.options.repository.recordedChannels();
    return rows
      .filter((row) => row.device_id === device.id)
      .map((row) => row.channel)
      .sort((a, b) => a - b);
  }

  /** The server's recordings of a device in a span, as the playback list shows them. */
  async list(device: DeviceDto, channel: number, start: Date, end: Date): Promise<RecordFile[]> {
    const rows = await this.options.repository.recordings(device.id, channel, start, end);
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      startTime: row.start_time.toISOString(),
      endTime: row.end_time.toISOString(),
      size: Number(row.size),
      streamType: 1,
      storageType: 1,
      avType: 0,
      alarm: 0,
      videoAlarm: 0,
      location: 'server' as const,
    }));
  }

  pathOf(row: ServerRecordingRow): string {
    return join(this.root, row.file_name);
  }

  /** A recording the caller may see; "file not found on server" when it is gone. */
  async file(
    callerId: string,
    id: string,
  ): Promise<{ row: ServerRecordingRow; device: DeviceDto; path: string }> {
    const row = await this.options.repository.recording(id);
    if (!row) throw new AppError(ERR.PLAYBACK_FILE_NOT_ON_SERVER, 404);
    const device = await this.deviceById(callerId, row.device_id);
    return { row, device, path: this.pathOf(row) };
  }

  /**
   * Cloud upload: the recording between `start` and `end` is played from the recorder (0x9201)
   * and stored as a server recording; its id is returned.
   */
  async copyFromRecorder(
    device: Pick<DeviceDto, 'id'>,
    input: { channel: number; start: Date; end: Date; streamType: number; storageType: number },
  ): Promise<{ id: string; size: number }> {
    const seconds = (input.end.getTime() - input.start.getTime()) / 1000;
    if (seconds <= 0) throw new AppError(ERR.PLAYBACK_END_BEFORE_START, 400);
    if (seconds > MAX_CLOUD_SECONDS) throw new AppError(ERR.PLAYBACK_WRONG_TIME_SELECTION, 400);
    const stream = await this.options.video.openPlayback(device, {
      channel: input.channel,
      start: input.start,
      streamType: input.streamType,
      storageType: input.storageType,
    });
    let firstTs: number | null = null;
    let segment: RecordedSegment | null = null;
    let silence: NodeJS.Timeout | null = null;
    const ended = new Promise<void>((done) => {
      const recorder: FlvRecorder = new FlvRecorder({
        segmentMs: Number.POSITIVE_INFINITY,
        maxDurationMs: seconds * 1000,
        pathFor: () =>
          join(
            this.root,
            device.id,
            String(input.channel),
            `cloud-${stamp(input.start)}-${stamp(input.end)}.flv`,
          ),
        clock: (ts) => {
          firstTs ??= ts;
          return new Date(input.start.getTime() + ts - firstTs);
        },
        onSegment: (recorded) => {
          segment = recorded;
        },
        onEnd: () => {
          if (silence) clearTimeout(silence);
          stream.removeViewer(recorder);
          void recorder.flushed().then(done);
        },
      });
      const watch = () => {
        if (silence) clearTimeout(silence);
        silence = setTimeout(() => recorder.stop('silence'), SILENCE_MS);
      };
      const write = recorder.write.bind(recorder);
      recorder.write = (bytes) => {
        watch();
        write(bytes);
      };
      watch();
      stream.addViewer(recorder);
    });
    await ended;
    const saved = segment as RecordedSegment | null;
    if (!saved || saved.size === 0) throw new AppError(ERR.PLAYBACK_NO_MEDIA, 404);
    const id = await this.saveSegment(device.id, input.channel, 'cloud', saved);
    return { id, size: saved.size };
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
    for (const active of [...this.active.values()]) await this.detach(active);
  }
}
