import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { Jt1078PayloadType } from '@convoy/protocols';
import { splitAdts } from './adts';
import { decodeImaAdpcmBlock, stripHisiliconHeader } from './audio-codecs';

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
    // IMA ADPCM is decoded here (audio-codecs.ts) and handed to ffmpeg as PCM.
    case Jt1078PayloadType.ADPCMA:
      return ['-f', 's16le', '-ar', '8000', '-ac', '1'];
    default:
      return undefined;
  }
}

export function canTranscodeAudio(payloadType: number): boolean {
  return inputFormat(payloadType) !== undefined && ffmpegPath() !== undefined;
}

/**
 * Turns a device's G.711 (A-law or µ-law), G.726 or IMA ADPCM audio into AAC, which browsers' Media
 * Source Extensions play (they do not play G.711), with one ffmpeg process per stream.
 */
export class AudioTranscoder {
  private process: ChildProcessByStdio<Writable, Readable, null> | null = null;
  private pending: Uint8Array = new Uint8Array(0);
  private closed = false;

  constructor(
    private readonly payloadType: number,
    private readonly onFrame: (aacFrame: Uint8Array) => void,
  ) {
    const format = inputFormat(payloadType);
    const ffmpeg = ffmpegPath();
    if (!format || !ffmpeg) return;
    // prettier-ignore
    const args = [
      '-hide_banner', '-loglevel', 'error', '-probesize', '32',
      // ffmpeg's G.726 reader drops every packet with '-fflags nobuffer'.
      ...(payloadType === Jt1078PayloadType.G726 ? [] : ['-fflags', 'nobuffer']),
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
    const payload = stripHisiliconHeader(data);
    if (this.payloadType === Jt1078PayloadType.ADPCMA) {
      const pcm = decodeImaAdpcmBlock(payload);
      this.process.stdin.write(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
      return;
    }
    this.process.stdin.write(payload);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.process?.stdin.end();
    this.process?.kill('SIGKILL');
    this.process = null;
  }
}
