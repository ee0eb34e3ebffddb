import { describe, expect, it } from 'vitest';
import {
  H264NalType,
  h264NalType,
  h265NalType,
  joinAnnexB,
  splitAnnexB,
  splitH264AccessUnits,
} from './h264';

/** Annex-B helpers (ITU-T H.264 Annex B, §7.3.1 NAL header; H.265 §7.3.1.2). */

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const from = (text: string) => Uint8Array.from(Buffer.from(text.replace(/\s/g, ''), 'hex'));

// SPS, PPS, IDR (first_mb 0), then two P slices: the second P is the first slice of a new
// picture (first bit of first_mb_in_slice = 1), the third continues it (first bit 0).
const SPS = from('6742c01e da02');
const PPS = from('68ce3c80');
const IDR = from('6588 8400 21');
const P1 = from('419a 0102');
const P1_CONT = from('4100 0304');
const P2 = from('41 9b 05');

describe('splitAnnexB', () => {
  it('splits on three- and four-byte start codes, dropping the zero before a four-byte one', () => {
    const stream = from(`00000001 ${hex(SPS)} 000001 ${hex(PPS)} 00000001 ${hex(IDR)}`);
    expect(splitAnnexB(stream).map(hex)).toEqual([hex(SPS), hex(PPS), hex(IDR)]);
  });

  it('ignores bytes before the first start code and empty units between start codes', () => {
    const stream = from(`ffff 000001 000001 ${hex(P1)}`);
    expect(splitAnnexB(stream).map(hex)).toEqual([hex(P1)]);
  });

  it('finds nothing without a start code', () => {
    expect(splitAnnexB(from('6742c01e'))).toEqual([]);
  });

  it('round-trips with joinAnnexB', () => {
    const units = [SPS, PPS, IDR, P1];
    const joined = joinAnnexB(units);
    expect(joined.length).toBe(units.reduce((sum, unit) => sum + 4 + unit.length, 0));
    expect(hex(joined.subarray(0, 4))).toBe('00000001');
    expect(splitAnnexB(joined).map(hex)).toEqual(units.map(hex));
  });
});

describe('NAL unit types', () => {
  it('reads the H.264 type from the low five bits', () => {
    expect([SPS, PPS, IDR, P1, from('06'), from('09f0')].map(h264NalType)).toEqual([
      H264NalType.sps,
      H264NalType.pps,
      H264NalType.idr,
      H264NalType.slice,
      H264NalType.sei,
      H264NalType.aud,
    ]);
    expect(h264NalType(new Uint8Array(0))).toBe(0);
  });

  it('reads the H.265 type from bits 1-6 of the first byte', () => {
    // VPS 32 (0x40 01), SPS 33 (0x42 01), PPS 34 (0x44 01), IDR_W_RADL 19 (0x26 01), TRAIL_R 1.
    expect(
      [from('4001'), from('4201'), from('4401'), from('2601'), from('0201')].map(h265NalType),
    ).toEqual([32, 33, 34, 19, 1]);
  });
});

describe('splitH264AccessUnits', () => {
  it('cuts a stream into pictures, parameter sets with the picture they precede', () => {
    const stream = joinAnnexB([SPS, PPS, IDR, P1, P1_CONT, P2]);
    const pictures = splitH264AccessUnits(stream);
    expect(pictures.map((units) => units.map(h264NalType))).toEqual([[7, 8, 5], [1, 1], [1]]);
    expect(hex(pictures[1]![1]!)).toBe(hex(P1_CONT));
  });

  it('drops trailing parameter sets with no picture after them', () => {
    const stream = joinAnnexB([IDR, SPS, PPS]);
    expect(splitH264AccessUnits(stream).map((units) => units.map(h264NalType))).toEqual([[5]]);
  });
});
