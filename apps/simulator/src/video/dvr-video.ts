import { MediaSender } from './media-sender';
import { loadClip } from './clip';
import { DvrTalkback } from './talkback';
import { FtpUpload, parseFileUploadRequest } from './ftp-upload';

/** A message the terminal sends back: id and body (the terminal frames it). */
export interface TerminalReply {
  msgId: number;
  body: Uint8Array;
}

const ZONE_MS = 8 * 3600_000;

/** BCD[6] YYMMDDhhmmss in GMT+8, as JT/T 808 sends time; all zeros is no time. */
function readBcdTime(body: Uint8Array, offset: number): Date | undefined {
  const parts: number[] = [];
  for (let i = 0; i < 6; i++) {
    const byte = body[offset + i] ?? 0;
    parts.push((byte >> 4) * 10 + (byte & 0x0f));
  }
  if (parts.every((p) => p === 0)) return undefined;
  const [yy = 0, mo = 1, dd = 1, hh = 0, mi = 0, ss = 0] = parts;
  return new Date(Date.UTC(2000 + yy, mo - 1, dd, hh, mi, ss) - ZONE_MS);
}

function writeBcdTime(date: Date): number[] {
  const local = new Date(date.getTime() + ZONE_MS);
  return [
    local.getUTCFullYear() % 100,
    local.getUTCMonth() + 1,
    local.getUTCDate(),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
  ].map((v) => ((Math.floor(v / 10) << 4) | (v % 10)) & 0xff);
}

function readAddress(body: Uint8Array): { host: string; tcpPort: number; next: number } {
  const length = body[0] ?? 0;
  const host = new TextDecoder().decode(body.subarray(1, 1 + length));
  const tcpPort = ((body[1 + length] ?? 0) << 8) | (body[2 + length] ?? 0);
  return { host, tcpPort, next: 1 + length + 4 };
}

export interface RecordFile {
  channel: number;
  start: Date;
  end: Date;
  alarm: number;
  videoAlarm: number;
  size: number;
}

/** Recording segments: a quarter of an hour at the top of every hour, on every channel. */
const SEGMENT_MS = 15 * 60_000;
const HOUR_MS = 3600_000;
const MAX_FILES = 500;

/**
 * The video side of a simulated recorder (JT/T 1078 §5.5–5.6): live video on 0x9101, closed
 * by 0x9102; recordings listed on 0x9205 and played on 0x9201, controlled by 0x9202. Every
 * channel shows the bundled clip.
 */
export class DvrVideo {
  private readonly live = new Map<number, MediaSender>();
  private readonly playback = new Map<number, { sender: MediaSender; fileStart: Date }>();
  /** Platform signalling received (message ids), for whoever drives the recorder. */
  readonly received: number[] = [];
  /** FTP uploads under way, by the serial of their 0x9206. */
  private readonly uploads = new Map<number, FtpUpload>();
  /** Files uploaded by FTP (their remote paths). */
  readonly uploaded: string[] = [];
  onPictureSent: ((channel: number, clipIndex: number, sentAt: number) => void) | undefined;
  /** Intercom and listen-in (0x9101 data types 2 and 3), created at the first request. */
  talkback: DvrTalkback | undefined;

  constructor(
    readonly channels: number,
    private readonly sim: string,
    private readonly simBytes: 6 | 10,
    private readonly now: () => number = Date.now,
  ) {}

  /** Recordings the recorder holds between two times. */
  files(channel: number, from: Date | undefined, to: Date | undefined): RecordFile[] {
    const end = Math.min(to?.getTime() ?? this.now(), this.now());
    const start = from?.getTime() ?? end - 24 * HOUR_MS;
    const channels =
      channel === 0 ? Array.from({ length: this.channels }, (_, i) => i + 1) : [channel];
    const files: RecordFile[] = [];
    for (let hour = Math.floor(start / HOUR_MS) * HOUR_MS; hour < end; hour += HOUR_MS) {
      const fileEnd = hour + SEGMENT_MS;
      if (fileEnd <= start || fileEnd > end) continue;
      for (const ch of channels) {
        if (ch < 1 || ch > this.channels) continue;
        const alarmHour = new Date(hour).getUTCHours() % 6 === 3;
        files.push({
          channel: ch,
          start: new Date(hour),
          end: new Date(fileEnd),
          alarm: alarmHour ? 1 : 0,
          videoAlarm: 0,
          size: 38_000_000 + ch * 1_000 + ((hour / HOUR_MS) % 1000),
        });
        if (files.length >= MAX_FILES) return files;
      }
    }
    return files;
  }

  /** 0x1205 body: ack serial, count, 28-byte items (S1078 Table 22-23). */
  private resourceList(ackSerial: number, files: RecordFile[]): Uint8Array {
    const body = new Uint8Array(6 + files.length * 28);
    const view = new DataView(body.buffer);
    view.setUint16(0, ackSerial);
    view.setUint32(2, files.length);
    files.forEach((file, i) => {
      const offset = 6 + i * 28;
      body[offset] = file.channel;
      body.set(writeBcdTime(file.start), offset + 1);
      body.set(writeBcdTime(file.end), offset + 7);
      view.setUint32(offset + 13, file.videoAlarm);
      view.setUint32(offset + 17, file.alarm);
      body[offset + 21] = 0;
      body[offset + 22] = 1;
      body[offset + 23] = 1;
      view.setUint32(offset + 24, file.size);
    });
    return body;
  }

  /**
   * Answers a video message, or returns undefined when the id is not one of them. The
   * general response (0x0001) carries `result`.
   */
  handle(
    msgId: number,
    serial: number,
    body: Uint8Array,
    later: (reply: TerminalReply) => void = () => undefined,
  ): { result: number } | { reply: TerminalReply } | undefined {
    this.talkback ??= new DvrTalkback(this.channels, this.sim, this.simBytes);
    const talk = this.talkback.handle(msgId, body);
    if (talk) this.received.push(msgId);
    if (talk) return talk;
    switch (msgId) {
      case 0x9206:
        this.received.push(msgId);
        return { result: this.uploadFile(serial, body, later) };
      case 0x9207: {
        this.received.push(msgId);
        // Cancel only: a simulated upload is too short to pause.
        const ackSerial = ((body[0] ?? 0) << 8) | (body[1] ?? 0);
        const upload = this.uploads.get(ackSerial);
        if (!upload || body[2] !== 2) return { result: 1 };
        upload.cancel();
        return { result: 0 };
      }
      case 0x9101:
        this.received.push(msgId);
        return { result: this.openLive(body) };
      case 0x9102: {
        this.received.push(msgId);
        const channel = body[0] ?? 0;
        const command = body[1] ?? 0;
        if (command === 0) {
          this.live.get(channel)?.stop();
          this.live.delete(channel);
        } else if (command === 2) this.live.get(channel)?.pause();
        else if (command === 3) this.live.get(channel)?.resume();
        return { result: 0 };
      }
      case 0x9205: {
        this.received.push(msgId);
        const files = this.files(body[0] ?? 0, readBcdTime(body, 1), readBcdTime(body, 7));
        return { reply: { msgId: 0x1205, body: this.resourceList(serial, files) } };
      }
      case 0x9201: {
        this.received.push(msgId);
        const files = this.openPlayback(body);
        return { reply: { msgId: 0x1205, body: this.resourceList(serial, files) } };
      }
      case 0x9202:
        this.received.push(msgId);
        return { result: this.controlPlayback(body) };
      default:
        return undefined;
    }
  }

  /**
   * 0x9206: the recording is uploaded to the FTP server named in the request (the bundled
   * clip as an H.264 file), then 0x1206 reports the result.
   */
  private uploadFile(serial: number, body: Uint8Array, later: (reply: TerminalReply) => void) {
    const request = parseFileUploadRequest(body);
    if (!request || request.channel < 1 || request.channel > this.channels) return 1;
    const upload = new FtpUpload(request, `${this.sim.replace(/^0+/, '')}`);
    this.uploads.set(serial, upload);
    void upload.run().then((ok) => {
      this.uploads.delete(serial);
      if (ok) this.uploaded.push(upload.remoteFile);
      const report = new Uint8Array(3);
      report[0] = (serial >> 8) & 0xff;
      report[1] = serial & 0xff;
      report[2] = ok ? 0 : 1;
      later({ msgId: 0x1206, body: report });
    });
    return 0;
  }

  private openLive(body: Uint8Array): number {
    const { host, tcpPort, next } = readAddress(body);
    const channel = body[next] ?? 0;
    const dataType = body[next + 1] ?? 0;
    if (channel < 1 || channel > this.channels) return 1;
    if (this.live.get(channel)?.isOpen) return 0; // already streaming to the platform
    const sender = new MediaSender({
      host,
      port: tcpPort,
      sim: this.sim,
      simBytes: this.simBytes,
      channel,
      audio: dataType === 0,
      onPictureSent: (index, sentAt) => this.onPictureSent?.(channel, index, sentAt),
    });
    this.live.set(channel, sender);
    sender.start().catch(() => this.live.delete(channel));
    return 0;
  }

  private openPlayback(body: Uint8Array): RecordFile[] {
    const { host, tcpPort, next } = readAddress(body);
    const channel = body[next] ?? 0;
    const start = readBcdTime(body, next + 6);
    const end = readBcdTime(body, next + 12);
    if (!start || channel < 1 || channel > this.channels) return [];
    const files = this.files(
      channel,
      new Date(start.getTime() - SEGMENT_MS),
      end ?? new Date(start.getTime() + SEGMENT_MS),
    );
    const file =
      files.find((f) => f.start <= start && f.end > start) ?? files.find((f) => f.start >= start);
    if (!file) return [];
    this.playback.get(channel)?.sender.stop();
    const clip = loadClip();
    const offset = Math.max(0, Math.floor((start.getTime() - file.start.getTime()) / clip.frameMs));
    const until = (end ?? file.end).getTime();
    const length = Math.max(
      1,
      Math.floor((Math.min(until, file.end.getTime()) - file.start.getTime()) / clip.frameMs),
    );
    const sender = new MediaSender({
      host,
      port: tcpPort,
      sim: this.sim,
      simBytes: this.simBytes,
      channel,
      audio: true,
      startPicture: 0,
      lengthPictures: length,
    });
    if (offset > 0) sender.seek(offset);
    this.playback.set(channel, { sender, fileStart: file.start });
    sender.start().catch(() => this.playback.delete(channel));
    return [file];
  }

  /** 0x9202: 0 start/resume, 1 pause, 2 stop, 3 fast-forward, 5 seek (S1078 Table 26). */
  private controlPlayback(body: Uint8Array): number {
    const channel = body[0] ?? 0;
    const control = body[1] ?? 0;
    const speed = body[2] ?? 0;
    const session = this.playback.get(channel);
    if (!session) return 1;
    const { sender } = session;
    switch (control) {
      case 0:
        sender.setSpeed(1);
        sender.resume();
        return 0;
      case 1:
        sender.pause();
        return 0;
      case 2:
        sender.stop();
        this.playback.delete(channel);
        return 0;
      case 3:
        sender.setSpeed(2 ** Math.max(0, speed - 1));
        return 0;
      case 5: {
        const to = readBcdTime(body, 3);
        if (!to) return 1;
        sender.seek(Math.floor((to.getTime() - session.fileStart.getTime()) / loadClip().frameMs));
        return 0;
      }
      default:
        return 3;
    }
  }

  /** Channels streaming live now. */
  get liveChannels(): number[] {
    return [...this.live.entries()].filter(([, s]) => s.isOpen).map(([channel]) => channel);
  }

  stop(): void {
    this.talkback?.stop();
    for (const sender of this.live.values()) sender.stop();
    for (const { sender } of this.playback.values()) sender.stop();
    this.live.clear();
    this.playback.clear();
  }
}
