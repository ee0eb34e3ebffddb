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

describe('H02 locations read from bytes', () => {
  /** What the text path gives (text is always split and converted field by field). */
  const outcome = (frame: Uint8Array | string): unknown => {
    try {
      const message = decodeH02(frame);
      return { message, position: h02ToPosition(message) };
    } catch (error) {
      return error instanceof ProtocolError ? `ProtocolError: ${error.message}` : error;
    }
  };
  const latin1 = new TextDecoder('latin1');
  const base = '*HQ,865205030330012,V1,145452,A,2240.55181,N,11358.32389,E,0.00,0,100815,FFFFFBFF';
  const variants = [
    `${base}#`,
    `${base},712,01,0,0,6#`,
    `${base},712,01,0#`,
    `${base},712,01,0,0#`,
    `${base},712,x1,0,0#`,
    '*HQ,4210051415,V1,164549,B,0956.3869,S,08406.7068,W,000.00,000,221215,ffff7bfe#',
    '*HQ,1,V1,000000,V,0000.0000,N,00000.0000,E,1.5,359.9,010100,00000000#',
    '*XX,1,V1,235959,A,8959.9999,N,17959.9999,E,99.99,1,311299,FFFFFFFF#',
    '*,1,V1,235959,A,8959.9999,N,17959.9999,E,99.99,1,311299,FFFFFFFF#',
    '*HQ,1,V1,145452.123,A,2240.55181,N,11358.32389,E,0.00,0,310215,FFFFFBFF#',
    '*HQ,1,V1,145452,A,2240.123456789012345,N,11358.3,E,0.00,0,100815,FFFFFBFF#',
    '*HQ,1,V1,145452,A,9100.0000,N,11358.3,E,0.00,0,100815,FFFFFBFF#',
    '*HQ,1,V1,145452,A,2240.,N,11358.3,E,+1,-0,100815,FFFFFBFF#',
    '*HQ,1,V1,145452,A,2240.5,N,11358.3,E,1e2,0x1F,100815,FFFFFBFF#',
    '*HQ,1,V1,145452,A,2240.5,N,11358.3,E, 1,,100815,FFFFFBFF#',
    '*HQ,1,V1,145452,A,-240.5,N,11358.3,E,1,1,100815,FFFFFBFF#',
    '*HQ,1,V1,245452,A,2240.5,N,11358.3,E,1,1,100815,FFFFFBFF#',
    '*HQ,1,V1,145452,A,2240.5,N,11358.3,E,1,1,001315,FFFFFBFF#',
    '*HQ,1,V1,145452,A,2240.5,NN,11358.3,E,1,1,100815,FFFFFBFF#',
    '*HQ,1,V1,145452,A,2240.5,N,11358.3,E,1,1,100815,FFFFFBF#',
    '*HQ,1,V1,145452,A,2240.5,N,11358.3,E,1,1,100815,FFFFFBFG#',
    '*HQ,1,V1,145452,X,2240.5,N,11358.3,E,1,1,100815,FFFFFBFF#',
    '*HQ,,V1,145452,A,2240.5,N,11358.3,E,1,1,100815,FFFFFBFF#',
    '*HQ,1,V4,145452,A,2240.5,N,11358.3,E,1,1,100815,FFFFFBFF#',
    '*HQ,1,V1,145452,A,2240.5,N,11358.3,E,1,1,100815#',
  ];
  const asBytes = variants.map((text) => new TextEncoder().encode(text));
  // Bytes that are not plain ASCII digits: control characters (one folds to a hex digit in the
  // text path's check), and windows-1252 text in the device id.
  const status = asBytes[0]!.slice();
  status[status.length - 3] = 0x10;
  const deviceId = asBytes[0]!.slice();
  deviceId[5] = 0x80;
  const control = asBytes[0]!.slice();
  control[25] = 0x09;
  asBytes.push(status, deviceId, control);

  it.each(asBytes.map((bytes) => [latin1.decode(bytes), bytes] as const))(
    'gives what the text path gives: %s',
    (text, bytes) => {
      expect(outcome(bytes)).toStrictEqual(outcome(text));
      // A second time, with the device id already known.
      expect(outcome(bytes)).toStrictEqual(outcome(text));
    },
  );

  it('reads numbers exactly as Number() does', () => {
    for (let index = 0; index < 2000; index++) {
      const minutes = ((index * 7919) % 60_000_000) / 1_000_000;
      const latitude = `${String(index % 90).padStart(2, '0')}${minutes.toFixed(6).padStart(9, '0')}`;
      const speed = (index / 7).toFixed(index % 5);
      const text = `*HQ,1,V1,145452,A,${latitude},N,11358.32389,E,${speed},${index % 360},100815,FFFFFBFF#`;
      expect(outcome(new TextEncoder().encode(text))).toStrictEqual(outcome(text));
    }
  });
});
