import { describe, expect, it } from 'vitest';
import { bytesToHex, frameLabel, hexToBytes, loadFrames } from '../test-support/frames';
import { ProtocolError } from '../types';
import { crcItu } from './crc';
import { decodeGt06, gt06ToPosition } from './decode';
import type { Gt06Message } from './decode';
import { encodeGt06Ack, encodeGt06Command, gt06Reply } from './encode';
import { splitGt06Frames } from './frame';

/** `expect` keys of frames/gt06.jsonl (frames/README.md). */
interface Gt06Expect {
  framing: '7878' | '7979';
  length_field: number;
  protocol: string;
  serial: number;
  crc_ok: boolean;
  layout?: string;
  imei?: string;
  type_id?: string;
  tz_lang?: string;
  datetime?: string;
  gps_info_len?: number;
  satellites?: number;
  latitude?: number;
  longitude?: number;
  speed_kmh?: number;
  course?: number;
  gps_fixed?: boolean;
  gps_differential?: boolean;
  acc_from_course_bit15?: boolean;
  mcc?: number;
  mnc?: number;
  lac?: number;
  cell_id?: number;
  terminal_info?: string;
  terminal_info_alarm_bits3_5?: number;
  oil_electric_cut_bit7?: boolean;
  armed?: boolean;
  acc?: boolean | number;
  charging?: boolean;
  voltage_level_raw?: number;
  gsm_signal_raw?: number;
  alarm_lang?: string;
  alarm_code?: string;
  language?: string;
  upload_mode?: string;
  gps_reupload?: number;
  server_ack_hex_derived?: string;
}

const frames = loadFrames<Gt06Expect>('gt06');
const hex = (value: number, digits = 2): string => `0x${value.toString(16).padStart(digits, '0')}`;

function checkGps(message: Gt06Message, want: Gt06Expect): void {
  if (message.type !== 'location' && message.type !== 'alarm') {
    throw new Error(`expected a GPS message, got ${message.type}`);
  }
  const gps = message.gps;
  expect(gps.fixTime.toISOString().slice(0, 19)).toBe(want.datetime);
  expect(gps.gpsInfoLength).toBe(want.gps_info_len);
  expect(gps.satellites).toBe(want.satellites);
  expect(gps.latitude).toBeCloseTo(want.latitude ?? NaN, 6);
  expect(gps.longitude).toBeCloseTo(want.longitude ?? NaN, 6);
  expect(gps.speed).toBe(want.speed_kmh);
  expect(gps.course).toBe(want.course);
  expect(gps.fixed).toBe(want.gps_fixed);
  expect(gps.differential).toBe(want.gps_differential);
  expect(gps.acc).toBe(want.acc_from_course_bit15);
  const layout = want.layout?.startsWith('standard') ? 'standard' : 'variant';
  if (layout === 'variant' && message.layout === 'standard') {
    // The fixture classifies by length alone. A cell block with a 2-byte MNC (MCC bit 15) makes
    // a standard frame one byte longer: line 330 is 0x22 with MCC 310 / MNC 260 (as line 327
    // from the same device), followed by the ACC, upload-mode and re-upload bytes.
    expect(message.cell?.mnc).toBeGreaterThan(0xff);
  } else {
    expect(message.layout).toBe(layout);
  }
  if (want.mcc !== undefined) {
    expect(message.cell).toEqual({
      mcc: want.mcc,
      mnc: want.mnc,
      lac: want.lac,
      cellId: want.cell_id,
    });
  }

  const position = gt06ToPosition(message);
  expect(position?.fixTime).toEqual(gps.fixTime);
  expect(position?.valid).toBe(want.gps_fixed);
  expect(position?.latitude).toBe(gps.latitude);
  expect(position?.speed).toBe(want.speed_kmh);
  if (want.mcc !== undefined) expect(position?.attributes['mcc']).toBe(want.mcc);
}

describe('GT06 real frames (frames/gt06.jsonl)', () => {
  it('has every fixture frame', () => {
    expect(frames.length).toBe(72);
  });

  it.each(frames.map((record) => [frameLabel(record), record] as const))('%s', (_, record) => {
    const want = record.expect;
    const bytes = hexToBytes(record.hex);

    // The splitter cuts exactly this frame, with nothing skipped.
    const split = splitGt06Frames(bytes);
    expect(split.frames.length).toBe(1);
    expect(split.consumed).toBe(bytes.length);
    expect(split.skipped).toBe(0);

    const message = decodeGt06(bytes);
    expect(message.framing).toBe(want.framing);
    expect(hex(message.protocolNumber)).toBe(want.protocol);
    expect(message.serial).toBe(want.serial);

    const reply = gt06Reply(message);
    if (want.server_ack_hex_derived !== undefined) {
      expect(reply && bytesToHex(reply)).toBe(want.server_ack_hex_derived.toLowerCase());
    } else {
      expect(reply).toBeUndefined();
    }

    if (want.imei !== undefined) {
      expect(message.type).toBe('login');
      if (message.type !== 'login') return;
      expect(message.imei).toBe(want.imei);
      if (want.type_id !== undefined)
        expect(hex(message.typeId ?? -1, 4)).toBe(`0x${want.type_id}`);
      if (want.tz_lang !== undefined) {
        expect(hex(message.timezoneLanguage ?? -1, 4)).toBe(`0x${want.tz_lang}`);
      }
    }

    if (want.datetime !== undefined) checkGps(message, want);

    if (want.terminal_info !== undefined) {
      const status =
        message.type === 'status' || message.type === 'alarm' ? message.status : undefined;
      expect(status).toBeDefined();
      if (status === undefined) return;
      expect(hex(status.terminalInfo)).toBe(want.terminal_info);
      expect(status.alarmBits).toBe(want.terminal_info_alarm_bits3_5);
      expect(status.acc).toBe(want.acc);
      expect(status.charging).toBe(want.charging);
      expect(status.voltageLevel).toBe(want.voltage_level_raw);
      expect(status.gsmSignal).toBe(want.gsm_signal_raw);
      if (want.armed !== undefined) expect(status.armed).toBe(want.armed);
      if (want.oil_electric_cut_bit7 !== undefined) {
        expect(status.oilElectricCut).toBe(want.oil_electric_cut_bit7);
      }
    }
    if (want.alarm_lang !== undefined && message.type === 'status') {
      expect(hex(message.alarmLanguage ?? -1, 4)).toBe(`0x${want.alarm_lang}`);
    }
    if (want.alarm_code !== undefined) {
      expect(message.type).toBe('alarm');
      if (message.type !== 'alarm') return;
      expect(hex(message.alarmCode ?? -1)).toBe(want.alarm_code);
      expect(hex(message.language ?? -1)).toBe(want.language);
      expect(gt06ToPosition(message)?.attributes['alarmCode']).toBe(message.alarmCode);
    }
    if (want.upload_mode !== undefined) {
      expect(message.type).toBe('location');
      if (message.type !== 'location') return;
      expect(message.acc).toBe(want.acc === 1);
      expect(hex(message.uploadMode ?? -1)).toBe(want.upload_mode);
      expect(message.reupload).toBe(want.gps_reupload === 1);
      expect(gt06ToPosition(message)?.ignition).toBe(want.acc === 1);
    }
  });
});

describe('GT06 message details', () => {
  const byLine = (line: number): Uint8Array => {
    const record = frames.find((candidate) => candidate.line === line);
    if (record === undefined) throw new Error(`no fixture for line ${line}`);
    return hexToBytes(record.hex);
  };

  it('decodes the login timezone (west bit set)', () => {
    const message = decodeGt06(byLine(523));
    expect(message).toMatchObject({ type: 'login', typeId: 0x100f, timezoneOffsetMinutes: -240 });
  });

  it('decodes a 0x15 string reply with its server flag and language', () => {
    const message = decodeGt06(byLine(217));
    expect(message).toMatchObject({
      type: 'commandReply',
      serverFlag: 0,
      text: '<ICCID:89882390000097302650>',
      language: 2,
    });
  });

  it('decodes a NUL-padded 0x15 reply whose command length does not match', () => {
    const message = decodeGt06(byLine(435));
    expect(message).toMatchObject({ type: 'commandReply', text: 'DYD=Success!', language: 1 });
  });

  it('decodes 0x94 identities (sub-type 0x0A)', () => {
    const message = decodeGt06(byLine(241));
    expect(message).toMatchObject({
      type: 'information',
      subType: 0x0a,
      imei: '359857082366758',
      iccid: '8966051912408052452',
    });
  });

  it('decodes 0x94 status text (sub-type 0x04)', () => {
    const message = decodeGt06(byLine(135));
    expect(message.type === 'information' && message.text?.startsWith('ALM1=C5;')).toBe(true);
  });

  it('maps an SOS alarm to JT/T 808 alarm bit 0 and a power cut to bit 8', () => {
    // Line 465: alarm code 0x02 (power cut); line 535: 0x06 (overspeed).
    expect(gt06ToPosition(decodeGt06(byLine(465)))?.alarm).toBe(1 << 8);
    expect(gt06ToPosition(decodeGt06(byLine(535)))?.alarm).toBe(1 << 1);
    expect(gt06ToPosition(decodeGt06(byLine(535)))?.ignition).toBe(true);
  });

  it('keeps the unread bytes of vendor variants', () => {
    const position = gt06ToPosition(decodeGt06(byLine(138)));
    expect(position?.attributes['extra']).toBe('00000000000000000000869c013001000000');
    expect(position?.ignition).toBe(true);
  });

  it('gives no position for login, heartbeat and an empty 0x12', () => {
    expect(gt06ToPosition(decodeGt06(byLine(477)))).toBeUndefined();
    expect(gt06ToPosition(decodeGt06(byLine(131)))).toBeUndefined();
    expect(decodeGt06(byLine(14)).type).toBe('unknown');
  });
});

describe('GT06 encoder', () => {
  it('builds the login acknowledgement of the protocol document', () => {
    expect(bytesToHex(encodeGt06Ack(0x01, 1))).toBe('787805010001d9dc0d0a');
  });

  it('builds a 0x80 command that decodes back with a valid CRC', () => {
    const frame = encodeGt06Command({ command: 'RELAY,1#', serverFlag: 0x01020304, serial: 7 });
    expect(bytesToHex(frame).slice(0, 24)).toBe('787812800c0102030452454c');
    // Decoding checks framing, length and CRC; 0x80 is a downlink so it comes back as unknown.
    const decoded = decodeGt06(frame);
    expect(decoded).toMatchObject({ type: 'unknown', protocolNumber: 0x80, serial: 7 });
    expect(splitGt06Frames(frame).frames.length).toBe(1);
  });

  it('appends the language word when asked', () => {
    const frame = encodeGt06Command({
      command: 'DYD#',
      serverFlag: 0,
      serial: 1,
      language: 2,
    });
    // protocol 1 + command length 1 + flag 4 + text 4 + language 2 + serial 2 + CRC 2
    expect(frame[2]).toBe(16);
    expect(decodeGt06(frame).serial).toBe(1);
  });

  it('rejects non-ASCII command text', () => {
    expect(() => encodeGt06Command({ command: 'RELAY,é#', serverFlag: 0, serial: 1 })).toThrow(
      ProtocolError,
    );
  });
});

describe('GT06 malformed input', () => {
  const login = hexToBytes('78780D01012345678901234500018CDD0D0A');
  const location = hexToBytes(
    '78781f120f0a140e150bc505e51e780293a9e800540000f601006e0055da00035f240d0a',
  );

  it('rejects a bad CRC with a clear message', () => {
    const corrupt = login.slice();
    corrupt[5] = 0x99;
    expect(() => decodeGt06(corrupt)).toThrow(ProtocolError);
    expect(() => decodeGt06(corrupt)).toThrow(/CRC mismatch/);
  });

  it('rejects a truncated frame', () => {
    expect(() => decodeGt06(login.subarray(0, 12))).toThrow(/length field 13/);
    expect(() => decodeGt06(login.subarray(0, 3))).toThrow(ProtocolError);
  });

  it('rejects missing stop bytes and a bad start marker', () => {
    const noStop = login.slice();
    noStop[noStop.length - 1] = 0x00;
    expect(() => decodeGt06(noStop)).toThrow(/0D 0A/);
    const badStart = login.slice();
    badStart[0] = 0x77;
    badStart[1] = 0x77;
    expect(() => decodeGt06(badStart)).toThrow(ProtocolError);
  });

  it('skips garbage before a frame and counts it', () => {
    const input = new Uint8Array([0x00, 0x78, 0x11, 0xff, 0x0d, 0x0a, ...login]);
    const split = splitGt06Frames(input);
    expect(split.frames.map(bytesToHex)).toEqual([bytesToHex(login)]);
    expect(split.skipped).toBe(6);
    expect(split.consumed).toBe(input.length);
  });

  it('joins a frame split across two chunks', () => {
    const stream = new Uint8Array([...login, ...location]);
    const cut = login.length + 7;
    const first = splitGt06Frames(stream.subarray(0, cut));
    expect(first.frames.length).toBe(1);
    expect(first.consumed).toBe(login.length);
    const rest = new Uint8Array([...stream.subarray(first.consumed, cut), ...stream.subarray(cut)]);
    const second = splitGt06Frames(rest);
    expect(second.frames.map(bytesToHex)).toEqual([bytesToHex(location)]);
    expect(second.consumed).toBe(rest.length);
  });

  it('leaves a lone start byte for the next chunk', () => {
    const split = splitGt06Frames(Uint8Array.of(0x01, 0x78));
    expect(split).toEqual({ frames: [], consumed: 1, skipped: 1 });
  });

  it('treats an absurd 0x7979 length as garbage instead of waiting for it', () => {
    const input = new Uint8Array([0x79, 0x79, 0xff, 0xff, 0x94, ...login]);
    const split = splitGt06Frames(input);
    expect(split.frames.map(bytesToHex)).toEqual([bytesToHex(login)]);
    expect(split.skipped).toBe(5);
  });

  it('never loops or throws on random bytes', () => {
    let seed = 12345;
    const random = new Uint8Array(50_000).map(() => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const value = seed >> 16;
      return value % 5 === 0 ? 0x78 : value & 0xff;
    });
    const split = splitGt06Frames(random);
    expect(split.consumed).toBeGreaterThan(random.length - 2100);
    for (const frame of split.frames) {
      try {
        decodeGt06(frame);
      } catch (error) {
        expect(error).toBeInstanceOf(ProtocolError);
      }
    }
  });

  it('rejects a GPS message too short for its GPS block', () => {
    // 0x16 with only 4 content bytes: a valid frame, not a valid alarm.
    const short = buildTestFrame(Uint8Array.of(0x16, 1, 2, 3, 4), 3);
    expect(decodeGt06(short)).toMatchObject({ type: 'unknown', protocolNumber: 0x16 });
  });
});

/** A correctly framed 0x7878 frame around `body` (protocol number + content). */
function buildTestFrame(body: Uint8Array, serial: number): Uint8Array {
  const frame = new Uint8Array(body.length + 9);
  frame.set([0x78, 0x78, body.length + 4]);
  frame.set(body, 3);
  frame[3 + body.length] = serial >> 8;
  frame[4 + body.length] = serial & 0xff;
  const crc = crcItu(frame.subarray(2, 5 + body.length));
  frame[5 + body.length] = crc >> 8;
  frame[6 + body.length] = crc & 0xff;
  frame[7 + body.length] = 0x0d;
  frame[8 + body.length] = 0x0a;
  return frame;
}
