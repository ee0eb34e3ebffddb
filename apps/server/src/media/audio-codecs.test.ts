import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Jt1078PayloadType } from '@convoy/protocols';
import {
  alawToLinear,
  decodeAudioFrame,
  decodeImaAdpcmBlock,
  encodeAlaw,
  hisiliconHeader,
  linearToAlaw,
  stripHisiliconHeader,
  ulawToLinear,
} from './audio-codecs';
import { canDecodeToPcm, PcmDecoder } from './pcm-decoder';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** The data chunk of a WAV file and its block size. */
function wavData(wav: Buffer): { data: Buffer; blockAlign: number } {
  const fmt = wav.indexOf('fmt ');
  const data = wav.indexOf('data');
  return {
    blockAlign: wav.readUInt16LE(fmt + 8 + 12),
    data: wav.subarray(data + 8, data + 8 + wav.readUInt32LE(data + 4)),
  };
}

function samples(bytes: Buffer): Int16Array {
  return Int16Array.from({ length: bytes.length >> 1 }, (_, i) => bytes.readInt16LE(i * 2));
}

/** Sign changes of a signal: a tone of f Hz over t seconds has about 2·f·t. */
function zeroCrossings(pcm: Int16Array): number {
  let count = 0;
  for (let i = 1; i < pcm.length; i++) {
    if ((pcm[i - 1] ?? 0) < 0 !== (pcm[i] ?? 0) < 0) count++;
  }
  return count;
}

describe('G.711', () => {
  it('decodes the ITU-T table end points', () => {
    expect(alawToLinear(0xd5)).toBe(8);
    expect(alawToLinear(0x55)).toBe(-8);
    expect(alawToLinear(0xaa)).toBe(32256);
    expect(alawToLinear(0x2a)).toBe(-32256);
    expect(ulawToLinear(0xff)).toBe(0);
    expect(ulawToLinear(0x80)).toBe(32124);
    expect(ulawToLinear(0x00)).toBe(-32124);
  });

  it('encodes every A-law code back to itself', () => {
    for (let code = 0; code < 256; code++) {
      expect(linearToAlaw(alawToLinear(code))).toBe(code);
    }
    expect(linearToAlaw(40000)).toBe(0xaa);
    expect(linearToAlaw(-40000)).toBe(0x2a);
  });
});

describe('IMA ADPCM', () => {
  const { data, blockAlign } = wavData(fixture('sine-440hz.ima.wav'));
  const reference = samples(fixture('sine-440hz.ima.s16le'));

  it('matches ffmpeg sample for sample, block by block', () => {
    expect(blockAlign).toBe(256);
    const decoded: number[] = [];
    for (let offset = 0; offset < data.length; offset += blockAlign) {
      decoded.push(...decodeImaAdpcmBlock(data.subarray(offset, offset + blockAlign)));
    }
    expect(decoded.length).toBe(reference.length);
    expect(Int16Array.from(decoded)).toEqual(reference);
  });

  it('reads a recorder frame with the HiSilicon header', () => {
    const block = data.subarray(0, blockAlign);
    const frame = Buffer.concat([hisiliconHeader(block.length), block]);
    expect([...frame.subarray(0, 4)]).toEqual([0, 1, 128, 0]);
    expect(stripHisiliconHeader(frame)).toEqual(block);
    const pcm = decodeAudioFrame(Jt1078PayloadType.ADPCMA, frame);
    expect(pcm).toEqual(reference.subarray(0, 505));
  });
});

describe('frames to PCM', () => {
  it('decodes G.711 A-law frames with or without the HiSilicon header', () => {
    const tone = Int16Array.from({ length: 320 }, (_, i) =>
      Math.round(8000 * Math.sin((2 * Math.PI * 1000 * i) / 8000)),
    );
    const alaw = encodeAlaw(tone);
    const plain = decodeAudioFrame(Jt1078PayloadType.G711A, alaw);
    const wrapped = decodeAudioFrame(
      Jt1078PayloadType.G711A,
      Buffer.concat([hisiliconHeader(alaw.length), alaw]),
    );
    expect(plain).toEqual(wrapped);
    expect(plain?.length).toBe(320);
    // A-law keeps a sample within its segment's step (at most 1/32 of the value, plus 16).
    plain?.forEach((sample, i) => {
      expect(Math.abs(sample - (tone[i] ?? 0))).toBeLessThanOrEqual(
        Math.abs(tone[i] ?? 0) / 32 + 16,
      );
    });
  });

  it.runIf(canDecodeToPcm(Jt1078PayloadType.G726))(
    'decodes G.726 (40 kbit/s) through ffmpeg into the tone it was made from',
    async () => {
      const g726 = fixture('sine-440hz.g726le40');
      const chunks: Int16Array[] = [];
      const decoder = new PcmDecoder(Jt1078PayloadType.G726, (pcm) => chunks.push(pcm));
      // 40 ms frames, as a recorder sends them, each behind its HiSilicon header.
      for (let offset = 0; offset < g726.length; offset += 200) {
        const frame = g726.subarray(offset, offset + 200);
        decoder.write(Buffer.concat([hisiliconHeader(frame.length), frame]));
      }
      decoder.end();
      await expect
        .poll(() => chunks.reduce((n, c) => n + c.length, 0), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(1500);
      const pcm = Int16Array.from(chunks.flatMap((c) => [...c]));
      const seconds = pcm.length / 8000;
      expect(Math.abs(zeroCrossings(pcm) - 2 * 440 * seconds)).toBeLessThan(10);
      const peak = pcm.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
      // lavfi's tone is at 1/8 of full scale, halved: 2048.
      expect(peak).toBeGreaterThan(1800);
      expect(peak).toBeLessThan(2400);
    },
  );
});
