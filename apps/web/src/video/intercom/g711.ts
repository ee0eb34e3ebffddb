/** G.711 A-law (ITU-T G.711), what JT/T 1078 recorders take for talk-back (payload type 6). */

const SEGMENT_ENDS = [0x1f, 0x3f, 0x7f, 0xff, 0x1ff, 0x3ff, 0x7ff, 0xfff];

/** A 16-bit sample as an A-law code. */
export function linearToAlaw(sample: number): number {
  let value = Math.max(-32768, Math.min(32767, Math.trunc(sample))) >> 3;
  let mask: number;
  if (value >= 0) mask = 0xd5;
  else {
    mask = 0x55;
    value = -value - 1;
  }
  let segment = 0;
  while (segment < 8 && value > (SEGMENT_ENDS[segment] ?? 0)) segment++;
  if (segment >= 8) return 0x7f ^ mask;
  const code = (segment << 4) | ((segment < 2 ? value >> 1 : value >> segment) & 0x0f);
  return code ^ mask;
}

/** Web Audio samples (−1…1) as A-law bytes. */
export function floatToAlaw(samples: Float32Array): Uint8Array {
  const out = new Uint8Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = linearToAlaw((samples[i] ?? 0) * 32767);
  return out;
}

/** 16-bit little-endian PCM (what the server sends) as Web Audio samples. */
export function pcm16ToFloat(bytes: ArrayBuffer): Float32Array<ArrayBuffer> {
  const view = new DataView(bytes);
  const out = new Float32Array(bytes.byteLength >> 1);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt16(i * 2, true) / 32768;
  return out;
}
