/** JT/T 1078 payload types (S1078 Table 12, PROTOCOLS.md 2.2). */
export const Jt1078PayloadType = {
  G721: 1,
  G722: 2,
  G723: 3,
  G728: 4,
  G729: 5,
  G711A: 6,
  G711U: 7,
  G726: 8,
  G729A: 9,
  DVI4_3: 10,
  DVI4_4: 11,
  DVI4_8K: 12,
  DVI4_16K: 13,
  LPC: 14,
  S16BE_STEREO: 15,
  S16BE_MONO: 16,
  MPEGAUDIO: 17,
  LPCM: 18,
  AAC: 19,
  WMA9STD: 20,
  HEAAC: 21,
  PCM_VOICE: 22,
  PCM_AUDIO: 23,
  AACLC: 24,
  MP3: 25,
  ADPCMA: 26,
  MP4AUDIO: 27,
  AMR: 28,
  TRANSPARENT: 91,
  H264: 98,
  H265: 99,
  AVS: 100,
  SVAC: 101,
} as const;

export type Jt1078PayloadTypeName = keyof typeof Jt1078PayloadType;

const NAMES = new Map<number, Jt1078PayloadTypeName>(
  Object.entries(Jt1078PayloadType).map(([name, code]) => [code, name as Jt1078PayloadTypeName]),
);

/** The Table 12 name of a payload type; 111-127 are custom, anything else unknown. */
export function payloadTypeName(pt: number): Jt1078PayloadTypeName | 'CUSTOM' | 'UNKNOWN' {
  return NAMES.get(pt) ?? (pt >= 111 && pt <= 127 ? 'CUSTOM' : 'UNKNOWN');
}

export function isVideoPayload(pt: number): boolean {
  return pt === Jt1078PayloadType.H264 || pt === Jt1078PayloadType.H265 || pt === 100 || pt === 101;
}
