import { Jt1078PayloadType } from '@convoy/protocols';

/**
 * Recorder audio as 16-bit PCM for the browser (intercom and listen-in): G.711 A-law and µ-law
 * (ITU-T G.711) and IMA ADPCM (the DVI/IMA step tables, in the block layout HiSilicon-based
 * recorders send). G.726 is decoded by ffmpeg (pcm-decoder.ts).
 */

/** One A-law code as a 16-bit sample (ITU-T G.711 Table 1a, even bits inverted). */
export function alawToLinear(code: number): number {
  const a = (code ^ 0x55) & 0xff;
  let t = (a & 0x0f) << 4;
  const segment = (a & 0x70) >> 4;
  if (segment === 0) t += 8;
  else t = (t + 0x108) << (segment - 1);
  return a & 0x80 ? t : -t;
}

/** One µ-law code as a 16-bit sample (ITU-T G.711 Table 2a, bias 0x84). */
export function ulawToLinear(code: number): number {
  const u = ~code & 0xff;
  const t = (((u & 0x0f) << 3) + 0x84) << ((u & 0x70) >> 4);
  return u & 0x80 ? 0x84 - t : t - 0x84;
}

const ALAW_TABLE = Int16Array.from({ length: 256 }, (_, code) => alawToLinear(code));
const ULAW_TABLE = Int16Array.from({ length: 256 }, (_, code) => ulawToLinear(code));

export function decodeAlaw(data: Uint8Array): Int16Array {
  const out = new Int16Array(data.length);
  for (let i = 0; i < data.length; i++) out[i] = ALAW_TABLE[data[i] ?? 0] ?? 0;
  return out;
}

export function decodeUlaw(data: Uint8Array): Int16Array {
  const out = new Int16Array(data.length);
  for (let i = 0; i < data.length; i++) out[i] = ULAW_TABLE[data[i] ?? 0] ?? 0;
  return out;
}

const A_LAW_SEGMENT_ENDS = [0x1f, 0x3f, 0x7f, 0xff, 0x1ff, 0x3ff, 0x7ff, 0xfff];

/** A 16-bit sample as an A-law code (ITU-T G.711). */
export function linearToAlaw(sample: number): number {
  let value = Math.max(-32768, Math.min(32767, Math.trunc(sample))) >> 3;
  let mask: number;
  if (value >= 0) mask = 0xd5;
  else {
    mask = 0x55;
    value = -value - 1;
  }
  let segment = A_LAW_SEGMENT_ENDS.findIndex((end) => value <= end);
  if (segment < 0) segment = 8;
  if (segment >= 8) return 0x7f ^ mask;
  const code = (segment << 4) | ((segment < 2 ? value >> 1 : value >> segment) & 0x0f);
  return code ^ mask;
}

export function encodeAlaw(samples: Int16Array): Uint8Array {
  const out = new Uint8Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = linearToAlaw(samples[i] ?? 0);
  return out;
}

const IMA_INDEX_ADJUST = [-1, -1, -1, -1, 2, 4, 6, 8, -1, -1, -1, -1, 2, 4, 6, 8];
// prettier-ignore
const IMA_STEPS = [
  7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41, 45, 50, 55, 60, 66,
  73, 80, 88, 97, 107, 118, 130, 143, 157, 173, 190, 209, 230, 253, 279, 307, 337, 371, 408,
  449, 494, 544, 598, 658, 724, 796, 876, 963, 1060, 1166, 1282, 1411, 1552, 1707, 1878, 2066,
  2272, 2499, 2749, 3024, 3327, 3660, 4026, 4428, 4871, 5358, 5894, 6484, 7132, 7845, 8630,
  9493, 10442, 11487, 12635, 13899, 15289, 16818, 18500, 20350, 22385, 24623, 27086, 29794,
  32767,
];

/**
 * One IMA ADPCM block: a 4-byte state (first sample, little-endian; step index; reserved),
 * then two samples per byte, low nibble first. The state's sample is the block's first
 * sample, so a block of n bytes gives 1 + 2 × (n − 4) samples.
 */
export function decodeImaAdpcmBlock(block: Uint8Array): Int16Array {
  if (block.length < 4) return new Int16Array(0);
  let predictor = (block[0] ?? 0) | ((block[1] ?? 0) << 8);
  if (predictor >= 0x8000) predictor -= 0x10000;
  let index = Math.min(88, Math.max(0, block[2] ?? 0));
  const out = new Int16Array(1 + (block.length - 4) * 2);
  out[0] = predictor;
  let n = 1;
  for (let i = 4; i < block.length; i++) {
    const byte = block[i] ?? 0;
    for (const nibble of [byte & 0x0f, byte >> 4]) {
      const step = IMA_STEPS[index] ?? 7;
      // (2·delta + 1)·step / 8: the step sum in one product, as ffmpeg decodes it.
      const diff = ((2 * (nibble & 7) + 1) * step) >> 3;
      predictor += nibble & 8 ? -diff : diff;
      predictor = Math.max(-32768, Math.min(32767, predictor));
      index = Math.min(88, Math.max(0, index + (IMA_INDEX_ADJUST[nibble] ?? 0)));
      out[n++] = predictor;
    }
  }
  return out;
}

/**
 * HiSilicon audio frames carry a 4-byte header `00 01 LL 00` (LL = payload length / 2, in
 * 16-bit words) before the G.711/G.726/ADPCM data (PROTOCOLS.md 2.2).
 */
export function hasHisiliconHeader(data: Uint8Array): boolean {
  return (
    data.length > 4 &&
    data[0] === 0 &&
    data[1] === 1 &&
    data[3] === 0 &&
    (data[2] ?? 0) * 2 === data.length - 4
  );
}

export function stripHisiliconHeader(data: Uint8Array): Uint8Array {
  return hasHisiliconHeader(data) ? data.subarray(4) : data;
}

/** The 4-byte HiSilicon header for a payload of `length` bytes. */
export function hisiliconHeader(length: number): Uint8Array {
  return Uint8Array.from([0, 1, (length >> 1) & 0xff, 0]);
}

/** Payload types decoded here, without ffmpeg. */
export function decodesInProcess(payloadType: number): boolean {
  return (
    payloadType === Jt1078PayloadType.G711A ||
    payloadType === Jt1078PayloadType.G711U ||
    payloadType === Jt1078PayloadType.ADPCMA ||
    payloadType === Jt1078PayloadType.S16BE_MONO
  );
}

/** One recorder audio frame as 8 kHz PCM, or null for a payload type decoded elsewhere. */
export function decodeAudioFrame(payloadType: number, frame: Uint8Array): Int16Array | null {
  const data = stripHisiliconHeader(frame);
  switch (payloadType) {
    case Jt1078PayloadType.G711A:
      return decodeAlaw(data);
    case Jt1078PayloadType.G711U:
      return decodeUlaw(data);
    case Jt1078PayloadType.ADPCMA:
      return decodeImaAdpcmBlock(data);
    case Jt1078PayloadType.S16BE_MONO: {
      const out = new Int16Array(data.length >> 1);
      const view = new DataView(data.buffer, data.byteOffset, data.length);
      for (let i = 0; i < out.length; i++) out[i] = view.getInt16(i * 2);
      return out;
    }
    default:
      return null;
  }
}
