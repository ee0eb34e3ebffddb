import { connect, type Socket } from 'node:net';
import { encodeJt1078Frame, Jt1078PayloadType } from '@convoy/protocols';
import { loadClip } from './clip';

export interface MediaSenderOptions {
  host: string;
  port: number;
  sim: string;
  simBytes: 6 | 10;
  channel: number;
  /** Send sound as well as pictures. */
  audio: boolean;
  /** Recorded video: start this many pictures into the clip, and stop at the end of the file. */
  startPicture?: number;
  /** Pictures to send before the file ends (playback); unset: loops forever (live). */
  lengthPictures?: number;
  /** Told when a picture leaves (index within the clip, wall-clock ms): what latency is measured from. */
  onPictureSent?: (clipIndex: number, sentAt: number) => void;
}

/**
 * A recorder's media link for one channel (S1078 §4.3): a TCP connection to the address the
 * platform gave in 0x9101 / 0x9201, carrying the bundled clip as JT/T 1078 packets in real
 * time, paced by the clip's 25 pictures per second, looping for live video.
 */
export class MediaSender {
  private socket: Socket | null = null;
  private timer: NodeJS.Timeout | null = null;
  private sequence = 0;
  private index: number;
  private sent = 0;
  private startedAt = 0;
  /** Pictures sent when the pacing clock last restarted. */
  private clockOrigin = 0;
  private paused = false;
  private closed = false;
  /** Playback speed: 1, 2, 4, 8, 16. */
  private speed = 1;
  private lastKeyAt = 0;
  onEnd: () => void = () => undefined;

  constructor(private readonly options: MediaSenderOptions) {
    this.index = options.startPicture ?? 0;
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: this.options.host, port: this.options.port }, () => {
        socket.off('error', reject);
        this.restartClock();
        this.tick();
        resolve();
      });
      socket.setNoDelay(true);
      socket.once('error', reject);
      socket.on('error', () => undefined);
      socket.on('close', () => this.stop());
      this.socket = socket;
    });
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  pause(): void {
    this.paused = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  resume(): void {
    if (!this.paused || this.closed) return;
    this.paused = false;
    this.restartClock();
    this.tick();
  }

  setSpeed(speed: number): void {
    this.speed = Math.max(1, speed);
    this.restartClock();
  }

  /** Jumps to a picture of the file (back to its keyframe, where a decoder can start). */
  seek(picture: number): void {
    const clip = loadClip();
    const first = this.options.startPicture ?? 0;
    const length = this.options.lengthPictures ?? clip.pictures.length;
    let target = Math.max(0, Math.min(length - 1, picture));
    while (target > 0 && !clip.pictures[(first + target) % clip.pictures.length]?.keyframe)
      target--;
    this.sent = target;
    this.index = first + target;
    this.restartClock();
  }

  private restartClock(): void {
    this.startedAt = Date.now();
    this.clockOrigin = this.sent;
  }

  private tick(): void {
    if (this.closed || this.paused || !this.socket) return;
    const clip = loadClip();
    const now = Date.now();
    const due =
      this.clockOrigin + Math.floor(((now - this.startedAt) * this.speed) / clip.frameMs) + 1;
    while (this.sent < due) {
      if (this.options.lengthPictures !== undefined && this.sent >= this.options.lengthPictures) {
        this.socket.end();
        this.stop();
        this.onEnd();
        return;
      }
      this.sendPicture(now);
      // A socket that cannot keep up (slow platform) does not pile up more than a second.
      if (this.socket.writableLength > 512 * 1024) break;
    }
    const next = this.startedAt + ((this.sent - this.clockOrigin) * clip.frameMs) / this.speed;
    this.timer = setTimeout(() => this.tick(), Math.max(0, next - Date.now()));
  }

  private sendPicture(now: number): void {
    const clip = loadClip();
    const position = this.index % clip.pictures.length;
    const picture = clip.pictures[position];
    if (!picture || !this.socket) return;
    // The device clock: Unix epoch milliseconds, advancing by the clip's picture interval.
    const timestamp = this.startedAt + ((this.sent - this.clockOrigin) * clip.frameMs) / this.speed;
    const common = {
      sim: this.options.sim,
      simBytes: this.options.simBytes,
      channel: this.options.channel,
    };
    if (picture.keyframe) this.lastKeyAt = timestamp;
    const video = encodeJt1078Frame({
      ...common,
      payloadType: Jt1078PayloadType.H264,
      dataType: picture.keyframe ? 'video_I' : 'video_P',
      timestamp,
      lastIFrameInterval: Math.min(0xffff, Math.round(timestamp - this.lastKeyAt)),
      lastFrameInterval: clip.frameMs,
      data: picture.data,
      sequence: this.sequence,
    });
    this.sequence = video.nextSequence;
    this.socket.cork();
    for (const packet of video.packets) this.socket.write(packet);
    const sound = clip.audio[position % Math.max(1, clip.audio.length)];
    if (this.options.audio && sound && this.speed === 1) {
      const audio = encodeJt1078Frame({
        ...common,
        payloadType: Jt1078PayloadType.G711A,
        dataType: 'audio',
        timestamp,
        data: sound,
        sequence: this.sequence,
      });
      this.sequence = audio.nextSequence;
      for (const packet of audio.packets) this.socket.write(packet);
    }
    this.socket.uncork();
    this.options.onPictureSent?.(position, now);
    this.index++;
    this.sent++;
  }

  stop(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.socket?.destroy();
    this.socket = null;
  }
}
