import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Writable } from 'node:stream';
import { PUSH_STREAM_TYPES } from '@convoy/domain';
import type { RegisteredDevice } from '../device/device-registry';
import { ffmpegPath } from './audio-transcoder';
import type { ChannelStream, Viewer } from './channel-stream';

/** Where a channel is published: `<base>/<imei>_<channel>` (an RTMP stream key). */
export function rtmpStreamUrl(base: string, imei: string, channel: number): string {
  return `${base.replace(/\/+$/, '')}/${imei}_${channel}`;
}

/**
 * Publishes a live channel to an RTMP server: the FLV the stream already makes (H.264, AAC)
 * is copied to ffmpeg, which pushes it without re-encoding. A relay does not keep the stream
 * open: it ends when the channel closes (idle close, recorder gone).
 */
export class RtmpRelay implements Viewer {
  readonly audio = true;
  readonly passive = true;
  private process: ChildProcessByStdio<Writable, null, null> | null = null;

  constructor(readonly url: string) {
    const ffmpeg = ffmpegPath();
    if (!ffmpeg) return;
    // prettier-ignore
    const args = [
      '-hide_banner', '-loglevel', 'error', '-f', 'flv', '-i', 'pipe:0',
      '-c', 'copy', '-f', 'flv', url,
    ];
    const child = spawn(ffmpeg, args, { stdio: ['pipe', 'ignore', 'ignore'] });
    child.stdin.on('error', () => undefined);
    child.on('error', () => (this.process = null));
    child.on('exit', () => (this.process = null));
    this.process = child;
  }

  get running(): boolean {
    return this.process !== null;
  }

  write(bytes: Uint8Array): void {
    this.process?.stdin.write(bytes);
  }

  bufferedBytes(): number {
    return this.process?.stdin.writableLength ?? 0;
  }

  end(): void {
    this.process?.stdin.end();
    this.process = null;
  }
}

/**
 * The pushStreamType setting (SPEC.md §3 video setting: 0 raw stream, 1 RTMP). JT/T 1078
 * recorders send only their raw stream, to the media address of 0x9101; with RTMP chosen, the
 * platform publishes every live channel of the owner's recorders to `base` as well.
 */
export function rtmpPublisher(
  base: string | undefined,
  pushStreamType: (accountId: string) => Promise<number>,
): (stream: ChannelStream, device: RegisteredDevice) => void {
  return (stream, device) => {
    if (!base || !ffmpegPath()) return;
    void pushStreamType(device.accountId).then(
      (type) => {
        if (type !== PUSH_STREAM_TYPES.rtmp) return;
        stream.addViewer(new RtmpRelay(rtmpStreamUrl(base, device.imei, stream.channel)));
      },
      () => undefined,
    );
  };
}
