import { describe, expect, it } from 'vitest';
import {
  aacFrameTag,
  aacSequenceHeaderTag,
  avcDecoderConfiguration,
  avcSequenceHeaderTag,
  avcVideoTag,
  flvHeader,
  flvTag,
} from './flv-muxer';
import { splitAdts } from './adts';
import { retimeFlvTag } from './recorder';

/** FLV v10.1 (Annex E) as mpegts.js reads it, and ADTS framing (ISO/IEC 13818-7 §6.2). */

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const SPS = Uint8Array.from([0x67, 0x42, 0xc0, 0x1e, 0xda]);
const PPS = Uint8Array.from([0x68, 0xce, 0x3c, 0x80]);
const IDR = Uint8Array.from([0x65, 0x88, 0x84]);

describe('FLV muxer', () => {
  it('writes the file header with its audio and video flags', () => {
    expect(hex(flvHeader(true, true))).toBe('464c5601050000000900000000');
    expect(hex(flvHeader(true, false))).toBe('464c5601010000000900000000');
  });

  it('writes a tag: type, 24-bit size, timestamp with its extended byte, stream id, size after', () => {
    const tag = flvTag(9, 0x12345678, Uint8Array.from([1, 2, 3]));
    expect(hex(tag)).toBe(
      ['09', '000003', '345678', '12', '000000', '010203', '0000000e'].join(''),
    );
    // Negative or fractional times are clamped and rounded.
    expect(hex(flvTag(8, -5, new Uint8Array(0)).subarray(4, 8))).toBe('00000000');
    expect(hex(flvTag(8, 40.6, new Uint8Array(0)).subarray(4, 8))).toBe('00002900');
  });

  it('builds the AVCDecoderConfigurationRecord from SPS and PPS', () => {
    expect(hex(avcDecoderConfiguration(SPS, PPS))).toBe(
      ['01', '42c01e', 'ff', 'e1', '0005', hex(SPS), '01', '0004', hex(PPS)].join(''),
    );
    const tag = avcSequenceHeaderTag(SPS, PPS, 80);
    expect(tag[0]).toBe(9);
    expect(hex(tag.subarray(11, 16))).toBe('1700000000'); // keyframe, AVC, sequence header
  });

  it('writes a picture as length-prefixed NAL units, parameter sets and AUD left out', () => {
    const tag = avcVideoTag([Uint8Array.from([0x09, 0xf0]), SPS, PPS, IDR], true, 40);
    const data = tag.subarray(11, tag.length - 4);
    expect(hex(data)).toBe(['17', '01', '000000', '00000003', hex(IDR)].join(''));
    const inter = avcVideoTag([Uint8Array.from([0x41, 0x9a])], false, 80);
    expect(inter[11]).toBe(0x27);
  });

  it('writes AAC: the AudioSpecificConfig first, then raw frames', () => {
    expect(hex(aacSequenceHeaderTag(Uint8Array.from([0x15, 0x88])).subarray(11, 15))).toBe(
      'af001588',
    );
    expect(hex(aacFrameTag(Uint8Array.from([0x21, 0x10]), 23).subarray(11, 15))).toBe('af012110');
  });

  it('retimes a tag without touching its data', () => {
    const tag = avcVideoTag([IDR], true, 5000);
    const moved = retimeFlvTag(tag, 40);
    expect(hex(moved.subarray(4, 8))).toBe('00002800');
    expect(hex(moved.subarray(8))).toBe(hex(tag.subarray(8)));
    expect(hex(tag.subarray(4, 8))).toBe('00138800');
  });
});

describe('ADTS', () => {
  /** An ADTS frame (no CRC) carrying `payload`. */
  function adts(payload: number[]): Uint8Array {
    const length = 7 + payload.length;
    return Uint8Array.from([
      0xff,
      0xf1,
      0x50,
      0x80 | ((length >> 11) & 0x03),
      (length >> 3) & 0xff,
      ((length & 0x07) << 5) | 0x1f,
      0xfc,
      ...payload,
    ]);
  }

  it('splits frames, strips their headers and keeps a partial frame for later', () => {
    const one = adts([1, 2, 3]);
    const two = adts([4, 5]);
    const buffer = Buffer.concat([one, two, two.subarray(0, 4)]);
    const split = splitAdts(buffer);
    expect(split.frames.map((f) => hex(f.data))).toEqual(['010203', '0405']);
    expect(split.consumed).toBe(one.length + two.length);
  });
});
