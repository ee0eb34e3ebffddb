import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { splitAnnexB, h264NalType } from '@convoy/protocols';
import { ffmpegPath } from './audio-transcoder';

/**
 * H.265 to H.264 with ffmpeg (x264, ultrafast, zero latency): Chromium plays H.264 only
 * unless the platform has a hardware HEVC decoder. One picture in, one picture out, in order,
 * so each output picture takes the timestamp of the input picture of the same rank.
 */
export class HevcToH264Transcoder {
  private readonly process: ChildProcessByStdio<Writable, Readable, null> | null;
  private readonly timestamps: number[] = [];
  private pending: Uint8Array = new Uint8Array(0);
  private units: Uint8Array[] = [];
  private hasSlice = false;

  constructor(private readonly onPicture: (units: Uint8Array[], ts: number) => void) {
    const ffmpeg = ffmpegPath();
    if (!ffmpeg) {
      this.process = null;
      return;
    }
    // prettier-ignore
    const args = [
      '-hide_banner', '-loglevel', 'error', '-fflags', 'nobuffer', '-flags', 'low_delay',
      '-probesize', '32', '-f', 'hevc', '-i', 'pipe:0',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-profile:v', 'baseline',
      '-g', '50', '-fps_mode', 'passthrough', '-x264-params', 'repeat-headers=1:sliced-threads=0',
      '-f', 'h264', 'pipe:1',
    ];
    const child = spawn(ffmpeg, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    child.stdin.on('error', () => undefined);
    child.on('error', () => undefined);
    child.stdout.on('data', (chunk: Buffer) => this.read(chunk));
    this.process = child;
  }

  static available(): boolean {
    return ffmpegPath() !== undefined;
  }

  write(annexB: Uint8Array, ts: number): void {
    if (!this.process) return;
    this.timestamps.push(ts);
    if (this.timestamps.length > 500) this.timestamps.shift();
    this.process.stdin.write(annexB);
  }

  private read(chunk: Buffer): void {
    const buffer = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    // The last NAL unit may still grow; keep it (from its start code) for the next chunk.
    let lastStart = -1;
    for (let i = buffer.length - 4; i >= 0; i--) {
      if (buffer[i] === 0 && buffer[i + 1] === 0 && buffer[i + 2] === 1) {
        lastStart = i;
        break;
      }
    }
    if (lastStart <= 0) {
      this.pending = buffer;
      return;
    }
    this.pending = buffer.subarray(
      lastStart > 0 && buffer[lastStart - 1] === 0 ? lastStart - 1 : lastStart,
    );
    for (const nal of splitAnnexB(buffer.subarray(0, lastStart))) {
      const type = h264NalType(nal);
      const isSlice = type === 1 || type === 5;
      const startsPicture = isSlice && ((nal[1] ?? 0) & 0x80) !== 0;
      if (this.hasSlice && (!isSlice || startsPicture)) {
        this.onPicture(this.units, this.timestamps.shift() ?? 0);
        this.units = [];
        this.hasSlice = false;
      }
      this.units.push(nal.slice());
      if (isSlice) this.hasSlice = true;
    }
  }

  close(): void {
    this.process?.stdin.end();
    this.process?.kill('SIGKILL');
  }
}
