import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { Jt1078PayloadType } from '@convoy/protocols';
import { splitAdts } from './adts';

/** Where ffmpeg lives (FFMPEG_PATH, else the usual system path); undefined when absent. */
export function ffmpegPath(): string | undefined {
  const candidates = [process.env.FFMPEG_PATH, '/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'];
  return candidates.find((path): path is string => !!path && existsSync(path));
}

/** AAC-LC, 16 kHz, mono: what the transcoder emits (ISO/IEC 14496-3 AudioSpecificConfig). */
export const TRANSCODED_AAC = {
  sampleRate: 16000,
  audioSpecificConfig: Uint8Array.from([0x14, 0x08]),
  samplesPerFrame: 1024,
};

/** ffmpeg's raw input format for a JT/T 1078 audio payload type it can read. */
function inputFormat(payloadType: number): string[] | undefined {
  switch (payloadType) {
    case Jt1078PayloadType.G711A:
      return ['-f', 'alaw', '-ar', '8000', '-ac', '1'];
    case Jt1078PayloadType.G711U:
      return ['-f', 'mulaw', '-ar', '8000', '-ac', '1'];
    case Jt1078PayloadType.G726:
      return ['-f', 'g726le', '-code_size', '5', '-ar', '8000'];
    default:
      return undefined;
  }
}

/**
 * HiSilicon audio frames carry a 4-byte header `00 01 LL 00` (LL = payload length / 2) before
 * the G.711/G.726/ADPCM data (PROTOCOLS.md 2.2); it is removed before decoding.
 */
export function stripHisiliconHeader(data: Uint8Array): Uint8Array {
  if (
    data.length > 4 &&
    data[0] === 0 &&
    data[1] === 1 &&
    data[3] === 0 &&
    (data[2] ?? 0) * 2 === data.length - 4
  ) {
    return data.subarray(4);
  }
  return data;
}

export function canTranscodeAudio(payloadType: number): boolean {
  return inputFormat(payloadType) !== undefined && ffmpegPath() !== undefined;
}

/**
 * Turns a device's G.711 (A-law or µ-law) or G.726 audio into AAC, which browsers' Media
 * Source Extensions play (they do not play G.711), with one ffmpeg process per stream.
 */
export class AudioTranscoder {
  private process: ChildProcessByStdio<Writable, Readable, null> | null = null;
  private pending: Uint8Array = new Uint8Array(0);
  private closed = false;

  constructor(
    payloadType: number,
    private readonly onFrame: (aacFrame: Uint8Array) => void,
  ) {
    const format = inputFormat(payloadType);
    const ffmpeg = ffmpegPath();
    if (!format || !ffmpeg) return;
    // prettier-ignore
    const args = [
      '-hide_banner', '-loglevel', 'error', '-fflags', 'nobuffer', '-probesize', '32',
      ...format, '-i', 'pipe:0',
      '-c:a', 'aac', '-b:a', '32k', '-ar', String(TRANSCODED_AAC.sampleRate), '-ac', '1',
      '-flush_packets', '1', '-f', 'adts', 'pipe:1',
    ];
    const child = spawn(ffmpeg, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    child.stdin.on('error', () => undefined);
    child.on('error', () => this.close());
    child.stdout.on('data', (chunk: Buffer) => {
      const buffer = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
      const split = splitAdts(buffer);
      this.pending = buffer.subarray(split.consumed);
      for (const frame of split.frames) this.onFrame(frame.data);
    });
    this.process = child;
  }

  get running(): boolean {
    return this.process !== null && !this.closed;
  }

  write(data: Uint8Array): void {
    if (!this.process || this.closed) return;
    this.process.stdin.write(stripHisiliconHeader(data));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.process?.stdin.end();
    this.process?.kill('SIGKILL');
    this.process = null;
  }
}
