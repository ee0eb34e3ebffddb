/**
 * ADTS (ISO/IEC 13818-7 §6.2) as ffmpeg writes it: split into raw AAC frames and derive the
 * AudioSpecificConfig a FLV sequence header carries.
 */

const SAMPLE_RATES = [
  96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350,
];

export interface AdtsFrame {
  /** Raw AAC frame without the ADTS header. */
  data: Uint8Array;
  sampleRate: number;
  audioSpecificConfig: Uint8Array;
}

/** Whole frames from the front of `buf`, and how many bytes they used. */
export function splitAdts(buf: Uint8Array): { frames: AdtsFrame[]; consumed: number } {
  const frames: AdtsFrame[] = [];
  let offset = 0;
  while (offset + 7 <= buf.length) {
    if (buf[offset] !== 0xff || ((buf[offset + 1] ?? 0) & 0xf6) !== 0xf0) {
      offset++;
      continue;
    }
    const b2 = buf[offset + 2] ?? 0;
    const b3 = buf[offset + 3] ?? 0;
    const protectionAbsent = (buf[offset + 1] ?? 0) & 1;
    const length =
      ((b3 & 0x03) << 11) | ((buf[offset + 4] ?? 0) << 3) | ((buf[offset + 5] ?? 0) >> 5);
    const headerLength = protectionAbsent ? 7 : 9;
    if (length < headerLength) {
      offset++;
      continue;
    }
    if (offset + length > buf.length) break;
    const objectType = (b2 >> 6) + 1;
    const rateIndex = (b2 >> 2) & 0x0f;
    const channels = ((b2 & 1) << 2) | (b3 >> 6);
    frames.push({
      data: buf.slice(offset + headerLength, offset + length),
      sampleRate: SAMPLE_RATES[rateIndex] ?? 8000,
      audioSpecificConfig: Uint8Array.from([
        (objectType << 3) | (rateIndex >> 1),
        ((rateIndex & 1) << 7) | (channels << 3),
      ]),
    });
    offset += length;
  }
  return { frames, consumed: offset };
}
