import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../types';
import { decodeH02, h02ToPosition } from './decode';
import {
  encodeH02Arm,
  encodeH02Command,
  encodeH02EngineStop,
  encodeH02ReportInterval,
} from './encode';
import { splitH02Frames } from './frame';
import { H02_FIXTURES } from './h02.fixtures';

const ascii = (text: string): Uint8Array => new TextEncoder().encode(text);
const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

describe('H02 messages (constructed from the format documentation, h02.fixtures.ts)', () => {
  it.each(H02_FIXTURES.map((fixture) => [fixture.name, fixture] as const))('%s', (_, fixture) => {
    const want = fixture.expect;
    const split = splitH02Frames(ascii(fixture.text));
    expect(split.frames.map(text)).toEqual([fixture.text]);
    expect(split.skipped).toBe(0);

    const message = decodeH02(split.frames[0] ?? new Uint8Array());
    expect(message.type).toBe(want.type);
    expect(message.deviceId).toBe(want.deviceId);

    if (message.type === 'location' || message.type === 'commandReply') {
      const position = h02ToPosition(message);
      expect(position?.fixTime.toISOString()).toBe(want.time);
      expect(position?.valid).toBe(want.valid);
      if (want.latitude !== undefined) expect(position?.latitude).toBeCloseTo(want.latitude, 9);
      if (want.longitude !== undefined) expect(position?.longitude).toBeCloseTo(want.longitude, 9);
      if (want.speedKmh !== undefined) expect(position?.speed).toBeCloseTo(want.speedKmh, 9);
      if (want.course !== undefined) expect(position?.course).toBe(want.course);
      if (want.acc !== undefined) expect(position?.ignition).toBe(want.acc);
      if (want.sos !== undefined) expect((position?.alarm ?? 0) & 1).toBe(want.sos ? 1 : 0);
      if (want.armed !== undefined) expect(position?.attributes['armed']).toBe(want.armed);
      if (want.cell !== undefined) {
        expect(message.type === 'location' && message.cell).toEqual(want.cell);
        expect(position?.attributes['cellId']).toBe(want.cell.cellId);
      }
    }
    if (message.type === 'commandReply') {
      expect(message.command).toBe(want.command);
      expect(message.replyFields).toEqual(want.replyFields);
    }
    if (message.type === 'cells') {
      expect(message.time.toISOString()).toBe(want.time);
      expect(message.cells.length).toBe(want.cellCount);
      expect(message.cells[2]).toEqual({ lac: 9346, cellId: 3892, rxLevel: 47 });
      expect(message.mcc).toBe(460);
    }
    if (message.type === 'heartbeat') {
      expect(message.time?.toISOString()).toBe(want.time);
      expect(message.battery).toBe(want.battery);
      expect(message.satellites).toBe(8);
      expect(message.status?.acc).toBe(true);
    }
  });

  it('keeps unknown message types with their fields', () => {
    expect(decodeH02('*HQ,123,XT,1,2#')).toEqual({
      maker: 'HQ',
      deviceId: '123',
      type: 'unknown',
      messageType: 'XT',
      fields: ['1', '2'],
    });
  });
});

describe('H02 commands', () => {
  const time = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));

  it('encodes S20, D1 and SCF with the UTC send time', () => {
    expect(text(encodeH02EngineStop('865205030330012', time, true))).toBe(
      '*HQ,865205030330012,S20,030405,1,1#',
    );
    expect(text(encodeH02EngineStop('865205030330012', time, false))).toBe(
      '*HQ,865205030330012,S20,030405,0,0#',
    );
    expect(text(encodeH02ReportInterval('865205030330012', time, 30))).toBe(
      '*HQ,865205030330012,D1,030405,30#',
    );
    expect(text(encodeH02Arm('865205030330012', time, true))).toBe(
      '*HQ,865205030330012,SCF,030405,0,0#',
    );
  });

  it('rejects separators inside fields and non-ASCII text', () => {
    expect(() =>
      encodeH02Command({ deviceId: '1,2', command: 'S20', time, parameters: [] }),
    ).toThrow(ProtocolError);
    expect(() => encodeH02Command({ deviceId: '1', command: 'Sé', time })).toThrow(ProtocolError);
    expect(() => encodeH02ReportInterval('1', time, 0)).toThrow(ProtocolError);
  });
});

describe('H02 malformed input', () => {
  const good = H02_FIXTURES[0]?.text ?? '';

  it('rejects bad coordinates, status, validity and time with clear messages', () => {
    expect(() => decodeH02(good.replace('2234.0297', '22x4.0297'))).toThrow(/bad coordinate/);
    expect(() => decodeH02(good.replace(',N,', ',Q,'))).toThrow(/bad coordinate/);
    expect(() => decodeH02(good.replace('2234.0297', '9934.0297'))).toThrow(/out of range/);
    expect(() => decodeH02(good.replace('FFFFFBFF', 'FFFFFBF'))).toThrow(/status/);
    expect(() => decodeH02(good.replace(',A,', ',X,'))).toThrow(/validity/);
    expect(() => decodeH02(good.replace('145403', '256403'))).toThrow(/out of range/);
  });

  it('rejects truncated messages', () => {
    expect(() => decodeH02(good.slice(0, -1))).toThrow(ProtocolError);
    expect(() => decodeH02('*HQ,865205030330012,V1,145403,A#')).toThrow(/V1 has/);
    expect(() => decodeH02('*HQ#')).toThrow(ProtocolError);
  });

  it('skips garbage, joins split messages, splits back-to-back messages', () => {
    const second = H02_FIXTURES[1]?.text ?? '';
    const stream = ascii(`\r\nxx*garbage ${good}\r\n${second}`);
    const cut = 30;
    const first = splitH02Frames(stream.subarray(0, cut));
    expect(first.frames).toEqual([]);
    const rest = new Uint8Array([...stream.subarray(first.consumed, cut), ...stream.subarray(cut)]);
    const split = splitH02Frames(rest);
    expect(split.frames.map(text)).toEqual([good, second]);
    expect(first.skipped + split.skipped).toBe(15);
  });

  it('drops a start with no end within the size limit', () => {
    const noise = ascii('*' + 'a'.repeat(2000));
    const split = splitH02Frames(noise);
    expect(split.frames).toEqual([]);
    expect(split.consumed).toBeGreaterThan(900);
  });
});
