import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { Jt1078PayloadType } from '@convoy/protocols';
import { decodeAudioFrame, decodesInProcess, stripHisiliconHeader } from './audio-codecs';
import { ffmpegPath } from './audio-transcoder';

/** PCM handed to listeners: signed 16-bit, 8 kHz, mono. */
export const PCM_SAMPLE_RATE = 8000;

/** Payload types a PcmDecoder turns into PCM (G.726 only where ffmpeg is installed). */
export function canDecodeToPcm(payloadType: number): boolean {
  return (
    decodesInProcess(payloadType) ||
    (payloadType === Jt1078PayloadType.G726 && ffmpegPath() !== undefined)
  );
}

/**
 * A recorder's audio frames as 8 kHz PCM, for intercom and listen-in: G.711 and ADPCM in
 * process, G.726 through one ffmpeg process per stream (40 kbit/s code words, as the FLV path
 * reads them).
 */
export class PcmDecoder {
  private process: ChildProcessByStdio<Writable, Readable, null> | null = null;
  private odd: Buffer | null = null;
  private closed = false;

  constructor(
    readonly payloadType: number,
    private readonly onPcm: (pcm: Int16Array) => void,
  ) {
    if (decodesInProcess(payloadType) || payloadType !== Jt1078PayloadType.G726) return;
    const ffmpeg = ffmpegPath();
    if (!ffmpeg) return;
    // prettier-ignore
    const args = [
      // No '-fflags nobuffer': ffmpeg's G.726 reader drops every packet with it.
      '-hide_banner', '-loglevel', 'error', '-probesize', '32',
      '-f', 'g726le', '-code_size', '5', '-ar', String(PCM_SAMPLE_RATE), '-i', 'pipe:0',
      '-f', 's16le', '-ar', String(PCM_SAMPLE_RATE), '-ac', '1', '-flush_packets', '1', 'pipe:1',
    ];
    const child = spawn(ffmpeg, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    child.stdin.on('error', () => undefined);
    child.on('error', () => this.close());
    child.stdout.on('data', (chunk: Buffer) => {
      const bytes = this.odd ? Buffer.concat([this.odd, chunk]) : chunk;
      const even = bytes.length & ~1;
      this.odd = even < bytes.length ? Buffer.from(bytes.subarray(even)) : null;
      if (even === 0) return;
      const pcm = new Int16Array(even >> 1);
      for (let i = 0; i < pcm.length; i++) pcm[i] = bytes.readInt16LE(i * 2);
      this.onPcm(pcm);
    });
    this.process = child;
  }

  write(frame: Uint8Array): void {
    if (this.closed) return;
    const pcm = decodeAudioFrame(this.payloadType, frame);
    if (pcm) {
      if (pcm.length) this.onPcm(pcm);
      return;
    }
    this.process?.stdin.write(stripHisiliconHeader(frame));
  }

  /** No more frames: what ffmpeg still holds is decoded and handed over, then it exits. */
  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.process?.stdin.end();
    this.process = null;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.process?.stdin.end();
    this.process?.kill('SIGKILL');
    this.process = null;
  }
}
