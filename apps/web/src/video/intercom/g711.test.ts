import { describe, expect, it } from 'vitest';
import { floatToAlaw, linearToAlaw, pcm16ToFloat } from './g711';

describe('G.711 A-law for talk-back', () => {
  it('codes silence, the extremes and the segment edges as ITU-T G.711 does', () => {
    expect(linearToAlaw(0)).toBe(0xd5);
    expect(linearToAlaw(-1)).toBe(0x55);
    expect(linearToAlaw(32767)).toBe(0xaa);
    expect(linearToAlaw(-32768)).toBe(0x2a);
    // 256 is the first value of segment 1 (>> 3 = 32); 4096 of segment 5.
    expect(linearToAlaw(256)).toBe((0x10 | 0) ^ 0xd5);
    expect(linearToAlaw(4096)).toBe((0x50 | 0) ^ 0xd5);
  });

  it('turns Web Audio samples into one byte each', () => {
    const alaw = floatToAlaw(Float32Array.from([0, 1, -1, 0.5]));
    expect([...alaw]).toEqual([0xd5, 0xaa, 0x2a, linearToAlaw(16383)]);
  });

  it('reads the server PCM as little-endian 16-bit samples', () => {
    const bytes = new Uint8Array([0x00, 0x40, 0x00, 0xc0, 0x08, 0x00]).buffer;
    expect([...pcm16ToFloat(bytes)]).toEqual([0.5, -0.5, 8 / 32768]);
  });
});
