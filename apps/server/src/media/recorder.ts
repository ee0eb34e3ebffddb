import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Viewer } from './channel-stream';

/** A finished recording file. */
export interface RecordedSegment {
  path: string;
  start: Date;
  end: Date;
  size: number;
}

export interface FlvRecorderOptions {
  /** Where the segment that starts at `start` is written. */
  pathFor: (start: Date) => string;
  /** A new file starts at the first keyframe after this many milliseconds. */
  segmentMs: number;
  /** The wall-clock time of a stream timestamp (ms). */
  clock: (timestampMs: number) => Date;
  /** Stop after this many milliseconds of pictures (a bounded recording). */
  maxDurationMs?: number;
  /** Sound too, when the stream has it. */
  audio?: boolean;
  onSegment: (segment: RecordedSegment) => void;
  /** The recording ended: the stream closed, the span was reached or `stop()` was called. */
  onEnd?: (reason: string) => void;
}

const TAG_AUDIO = 8;
const TAG_VIDEO = 9;
/** A file this far behind the stream skips to the next keyframe (slow disk). */
const MAX_BACKLOG_BYTES = 8 * 1024 * 1024;

function tagTimestamp(tag: Uint8Array): number {
  return (
    (((tag[7] ?? 0) << 24) | ((tag[4] ?? 0) << 16) | ((tag[5] ?? 0) << 8) | (tag[6] ?? 0)) >>> 0
  );
}

/** A copy of an FLV tag with another timestamp. */
export function retimeFlvTag(tag: Uint8Array, timestampMs: number): Uint8Array {
  const out = tag.slice();
  const ts = Math.max(0, Math.round(timestampMs)) >>> 0;
  out[4] = (ts >> 16) & 0xff;
  out[5] = (ts >> 8) & 0xff;
  out[6] = ts & 0xff;
  out[7] = (ts >>> 24) & 0xff;
  return out;
}

/**
 * Writes a channel's FLV to disk as a viewer of its stream: files that each begin with the FLV
 * header, the codec headers and a keyframe, with timestamps from 0, so every file plays alone
 * (HTTP-FLV in the browser, or copied into MP4 by ffmpeg).
 */
export class FlvRecorder implements Viewer {
  readonly audio: boolean;
  private header: Uint8Array | null = null;
  private avcHeader: Uint8Array | null = null;
  private aacHeader: Uint8Array | null = null;
  private file: WriteStream | null = null;
  private path = '';
  private segmentStartTs = 0;
  private segmentStart = new Date(0);
  private lastTs = 0;
  private firstTs: number | null = null;
  private ended = false;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly options: FlvRecorderOptions) {
    this.audio = options.audio ?? true;
  }

  get recording(): boolean {
    return !this.ended;
  }

  write(bytes: Uint8Array): void {
    if (this.ended) return;
    if (bytes.length === 13 && bytes[0] === 0x46 && bytes[1] === 0x4c && bytes[2] === 0x56) {
      this.header = bytes.slice();
      return;
    }
    const type = bytes[0];
    if (type !== TAG_AUDIO && type !== TAG_VIDEO) return;
    const ts = tagTimestamp(bytes);
    const packetType = bytes[12];
    if (type === TAG_VIDEO && packetType === 0) {
      this.avcHeader = bytes.slice();
      return;
    }
    if (type === TAG_AUDIO && packetType === 0) {
      this.aacHeader = bytes.slice();
      return;
    }
    const keyframe = type === TAG_VIDEO && (bytes[11] ?? 0) >> 4 === 1;
    if (type === TAG_VIDEO) {
      this.firstTs ??= ts;
      const max = this.options.maxDurationMs;
      if (max !== undefined && ts - this.firstTs >= max) {
        this.stop('complete');
        return;
      }
    }
    if (!this.file) {
      if (!keyframe) return;
      this.open(ts);
    } else if (keyframe && ts - this.segmentStartTs >= this.options.segmentMs) {
      this.close(ts);
      this.open(ts);
    } else if (keyframe && this.file.writableLength > MAX_BACKLOG_BYTES) {
      return;
    }
    if (type === TAG_VIDEO) this.lastTs = Math.max(this.lastTs, ts);
    this.file?.write(retimeFlvTag(bytes, ts - this.segmentStartTs));
  }

  bufferedBytes(): number {
    return this.file?.writableLength ?? 0;
  }

  /** The stream ended (device gone, stream closed). */
  end(reason: string): void {
    this.stop(reason);
  }

  /** Finishes the file being written. */
  stop(reason = 'stopped'): void {
    if (this.ended) return;
    this.ended = true;
    if (this.file) this.close(this.lastTs);
    this.options.onEnd?.(reason);
  }

  /** Resolves once every file is on disk and reported. */
  async flushed(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private open(ts: number): void {
    this.segmentStartTs = ts;
    this.segmentStart = this.options.clock(ts);
    this.path = this.options.pathFor(this.segmentStart);
    mkdirSync(dirname(this.path), { recursive: true });
    const file = createWriteStream(this.path);
    file.on('error', () => undefined);
    file.write(this.header ?? Uint8Array.from([0x46, 0x4c, 0x56, 1, 5, 0, 0, 0, 9, 0, 0, 0, 0]));
    if (this.avcHeader) file.write(retimeFlvTag(this.avcHeader, 0));
    if (this.aacHeader) file.write(retimeFlvTag(this.aacHeader, 0));
    this.file = file;
  }

  private close(endTs: number): void {
    const file = this.file;
    if (!file) return;
    this.file = null;
    const path = this.path;
    const start = this.segmentStart;
    const end = this.options.clock(Math.max(endTs, this.segmentStartTs));
    const done = new Promise<void>((resolve) => {
      file.end(() => resolve());
    })
      .then(() => stat(path))
      .then(
        (s) => this.options.onSegment({ path, start, end, size: s.size }),
        () => undefined,
      )
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }
}
