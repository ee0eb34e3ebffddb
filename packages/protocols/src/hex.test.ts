import { describe, expect, it } from 'vitest';
import { bytesToHexString, hexOf } from './hex';

describe('hex text', () => {
  it('gives the lower-case hex of any range, short or longer than the scratch buffer', () => {
    let seed = 11;
    const bytes = Uint8Array.from({ length: 12_000 }, () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed >> 16;
    });
    const reference = (start: number, end: number) =>
      Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('hex');
    for (let length = 0; length < 80; length++) {
      for (const start of [0, 1, 3, 4097]) {
        expect(hexOf(bytes, start, start + length)).toBe(reference(start, start + length));
      }
    }
    for (const [start, end] of [
      [0, 2047],
      [5, 2053],
      [7, 4103],
      [0, 12_000],
    ] as const) {
      expect(hexOf(bytes, start, end)).toBe(reference(start, end));
    }
    expect(bytesToHexString(Uint8Array.of(0, 0x0f, 0xa0, 0xff))).toBe('000fa0ff');
  });
});
