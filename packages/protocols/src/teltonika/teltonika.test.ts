import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bytesToHex, frameLabel, hexToBytes, loadFrames } from '../test-support/frames';
import { ProtocolError } from '../types';
import { crcIbm as crcOf } from './crc';
import {
  decodeTeltonika,
  teltonikaIoValue,
  teltonikaRecordToPosition,
  teltonikaToPositions,
} from './decode';
import type { TeltonikaIoValue, TeltonikaRecord } from './decode';
import { encodeTeltonikaAck, encodeTeltonikaCommand, teltonikaReply } from './encode';
import { splitTeltonikaFrames } from './frame';

/** One AVL record of frames/teltonika.jsonl. */
interface RecordExpect {
  timestamp_ms: number;
  time_utc: string;
  priority: number;
  longitude: number;
  latitude: number;
  altitude_m: number;
  angle: number;
  satellites: number;
  speed_kmh: number;
  event_io_id: number;
  generation_type?: number;
  io_total: number;
  io: Record<string, number | string>;
}

interface TeltonikaExpect {
  kind: 'imei_handshake' | 'avl_tcp';
  imei?: string;
  ack_hex?: string;
  codec?: string;
  data_field_length?: number;
  crc_ok?: boolean;
  records?: number;
  avl?: RecordExpect[];
  type?: string;
  text?: string;
  payload_hex?: string;
  timestamp_raw?: string;
}

const frames = loadFrames<TeltonikaExpect>('teltonika');

/** Fixture IO values: integers, or "hex:…" for Codec 8 Extended variable-length elements. */
function checkIoValue(actual: TeltonikaIoValue | undefined, want: number | string): void {
  if (typeof want === 'string') {
    expect(actual).toBeInstanceOf(Uint8Array);
    expect(bytesToHex(actual as Uint8Array)).toBe(want.replace(/^hex:/, ''));
  } else if (typeof actual === 'bigint') {
    // Beyond 2^53 the fixture's JSON number is already rounded; compare at that precision.
    expect(actual).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
    expect(Number(actual)).toBe(want);
  } else {
    expect(actual).toBe(want);
  }
}

describe('Teltonika real frames (frames/teltonika.jsonl)', () => {
  it('has every fixture frame', () => {
    expect(frames.length).toBe(42);
  });

  it.each(frames.map((record) => [frameLabel(record), record] as const))('%s', (_, record) => {
    const want = record.expect;
    const bytes = hexToBytes(record.hex);

    const split = splitTeltonikaFrames(bytes);
    expect(split.frames.length).toBe(1);
    expect(split.consumed).toBe(bytes.length);
    expect(split.skipped).toBe(0);

    const message = decodeTeltonika(bytes);
    const reply = teltonikaReply(message);

    if (want.kind === 'imei_handshake') {
      expect(message).toEqual({ type: 'imei', imei: want.imei });
      expect(reply && bytesToHex(reply)).toBe(want.ack_hex);
      return;
    }
    expect(`0x${(bytes[8] ?? 0).toString(16).padStart(2, '0')}`).toBe(want.codec);
    expect(bytes.length).toBe((want.data_field_length ?? 0) + 12);

    if (message.type === 'command') {
      expect(`0x${message.codec.toString(16).padStart(2, '0')}`).toBe(want.codec);
      expect(message.entries.length).toBe(want.records);
      const entry = message.entries[0];
      expect(`0x${(entry?.messageType ?? -1).toString(16).padStart(2, '0')}`).toBe(want.type);
      if (want.text !== undefined) expect(entry?.text).toBe(want.text);
      if (want.payload_hex !== undefined) {
        expect(entry && bytesToHex(entry.payload)).toBe(want.payload_hex.toLowerCase());
      }
      if (want.timestamp_raw !== undefined) {
        expect(entry?.timestamp).toBe(parseInt(want.timestamp_raw, 16));
      }
      expect(reply).toBeUndefined();
      return;
    }

    expect(message.type).toBe('avl');
    if (message.type !== 'avl') return;
    expect(`0x${message.codec.toString(16).padStart(2, '0')}`).toBe(want.codec);
    expect(message.records.length).toBe(want.records);
    expect(reply && bytesToHex(reply)).toBe(want.ack_hex);

    expect(message.recordCount).toBe(want.records);
    const positions = teltonikaToPositions(message);
    // Positions are made straight from the frame; made from the records, they are the same.
    expect(message.records.map(teltonikaRecordToPosition)).toStrictEqual(positions);
    const wantRecords = want.avl ?? [];
    expect(wantRecords.length).toBe(message.records.length);
    wantRecords.forEach((wantRecord, index) => {
      const actual = message.records[index];
      const position = positions[index];
      if (actual === undefined || position === undefined) throw new Error(`record ${index}`);
      expect(actual.timestamp).toBe(wantRecord.timestamp_ms);
      expect(position.fixTime.toISOString()).toBe(wantRecord.time_utc);
      expect(actual.priority).toBe(wantRecord.priority);
      expect(actual.longitude).toBeCloseTo(wantRecord.longitude, 7);
      expect(actual.latitude).toBeCloseTo(wantRecord.latitude, 7);
      expect(actual.altitude).toBe(wantRecord.altitude_m);
      expect(actual.angle).toBe(wantRecord.angle);
      expect(actual.satellites).toBe(wantRecord.satellites);
      expect(actual.speed).toBe(wantRecord.speed_kmh);
      expect(actual.eventIoId).toBe(wantRecord.event_io_id);
      expect(actual.generationType).toBe(wantRecord.generation_type);
      expect(actual.ioTotal).toBe(wantRecord.io_total);
      expect(actual.ioIds.length).toBe(actual.ioTotal);
      expect(actual.ioValues.length).toBe(actual.ioTotal);
      // JSON objects list integer keys in ascending order, so compare the sets of IDs.
      const byNumber = (a: number, b: number): number => a - b;
      expect([...actual.ioIds].sort(byNumber)).toEqual(
        Object.keys(wantRecord.io).map(Number).sort(byNumber),
      );
      for (const [id, value] of Object.entries(wantRecord.io)) {
        checkIoValue(teltonikaIoValue(actual, Number(id)), value);
      }

      expect(position.latitude).toBe(actual.latitude);
      expect(position.altitude).toBe(wantRecord.altitude_m);
      expect(position.course).toBe(wantRecord.angle);
      expect(position.speed).toBe(wantRecord.speed_kmh);
      expect(position.valid).toBe(wantRecord.satellites > 0);
      expect(position.eventId).toBe(
        wantRecord.event_io_id === 0 ? undefined : wantRecord.event_io_id,
      );
      const ignition = wantRecord.io['239'];
      expect(position.ignition).toBe(ignition === undefined ? undefined : ignition === 1);
      const odometer = wantRecord.io['16'];
      expect(position.odometer).toBe(typeof odometer === 'number' ? odometer / 1000 : undefined);
      for (const [id, value] of Object.entries(wantRecord.io)) {
        if (typeof value === 'number' && Number.isSafeInteger(value)) {
          expect(position.attributes[`io${id}`]).toBe(value);
        }
      }
    });
  });
});

describe('Teltonika Codec 12 encoder', () => {
  it('encodes getinfo as in the Teltonika documentation', () => {
    expect(bytesToHex(encodeTeltonikaCommand('getinfo'))).toBe(
      '000000000000000f0c010500000007676574696e666f0100004312',
    );
  });

  it('round-trips through the splitter and decoder', () => {
    const packet = encodeTeltonikaCommand('setdigout 1');
    expect(splitTeltonikaFrames(packet).frames.length).toBe(1);
    expect(decodeTeltonika(packet)).toEqual({
      type: 'command',
      codec: 0x0c,
      entries: [
        {
          messageType: 0x05,
          payload: new TextEncoder().encode('setdigout 1'),
          text: 'setdigout 1',
        },
      ],
    });
  });

  it('acknowledges with the record count as a DWORD', () => {
    expect(bytesToHex(encodeTeltonikaAck(14))).toBe('0000000e');
  });
});

describe('Teltonika malformed input', () => {
  const imei = hexToBytes('000F333536333037303432343431303133');
  const avl = hexToBytes(frames.find((record) => record.expect.codec === '0x08')?.hex ?? '');

  it('rejects a bad CRC with a clear message', () => {
    const corrupt = avl.slice();
    corrupt[20] = (corrupt[20] ?? 0) ^ 0xff;
    expect(() => decodeTeltonika(corrupt)).toThrow(ProtocolError);
    expect(() => decodeTeltonika(corrupt)).toThrow(/CRC mismatch/);
  });

  it('rejects a truncated packet and a truncated IMEI', () => {
    expect(() => decodeTeltonika(avl.subarray(0, avl.length - 1))).toThrow(/data length/);
    expect(() => decodeTeltonika(imei.subarray(0, 10))).toThrow(/IMEI handshake says 15/);
    expect(() => decodeTeltonika(Uint8Array.of(0))).toThrow(ProtocolError);
  });

  it('rejects records that run past the data field', () => {
    // Claim two records where one is present, and fix up the CRC so only the layout is wrong.
    const lying = avl.slice();
    lying[9] = 2;
    lying[lying.length - 5] = 2;
    const dataEnd = lying.length - 4;
    const view = new DataView(lying.buffer);
    view.setUint32(dataEnd, crcOf(lying.subarray(8, dataEnd)));
    expect(() => decodeTeltonika(lying)).toThrow(ProtocolError);
  });

  it('names the header field a cut-off record runs out at', () => {
    /** One whole record, then the first `length` bytes of a second, with counts and CRC fixed. */
    const cutOff = (length: number): Uint8Array => {
      const whole = codec8Packet({ 1: [[239, 1]] });
      const record = whole.subarray(10, whole.length - 5);
      const data = [0x08, 2, ...record, ...record.subarray(0, length), 2];
      const packet = new Uint8Array(12 + data.length);
      const view = new DataView(packet.buffer);
      view.setUint32(4, data.length);
      packet.set(data, 8);
      view.setUint32(8 + data.length, crcOf(packet, 8, 8 + data.length));
      return packet;
    };
    expect(() => decodeTeltonika(cutOff(5))).toThrow(/timestamp needs 4 bytes/);
    expect(() => decodeTeltonika(cutOff(13))).toThrow(/record ends inside its GPS element/);
    expect(() => decodeTeltonika(cutOff(23))).toThrow(/event IO id needs 1 bytes/);
  });

  it('skips garbage before a frame and counts it', () => {
    const input = new Uint8Array([
      0xff,
      0x00,
      0x41,
      0x00,
      0x00,
      0x00,
      0x00,
      0x00,
      0x00,
      0x00,
      ...avl,
    ]);
    const split = splitTeltonikaFrames(input);
    expect(split.frames.map(bytesToHex)).toEqual([bytesToHex(avl)]);
    expect(split.skipped).toBe(10);
    expect(split.consumed).toBe(input.length);
  });

  it('joins frames split across chunks, handshake first', () => {
    const stream = new Uint8Array([...imei, ...avl]);
    for (const cut of [1, 2, 5, imei.length, imei.length + 3, imei.length + 9, stream.length - 1]) {
      const first = splitTeltonikaFrames(stream.subarray(0, cut));
      const rest = new Uint8Array([
        ...stream.subarray(first.consumed, cut),
        ...stream.subarray(cut),
      ]);
      const second = splitTeltonikaFrames(rest);
      expect([...first.frames, ...second.frames].map(bytesToHex)).toEqual([
        bytesToHex(imei),
        bytesToHex(avl),
      ]);
      expect(first.skipped + second.skipped).toBe(0);
    }
  });

  it('treats an absurd data length as garbage instead of waiting for it', () => {
    const input = new Uint8Array([0, 0, 0, 0, 0x7f, 0xff, 0xff, 0xff, 0x08, ...avl]);
    const split = splitTeltonikaFrames(input);
    expect(split.frames.map(bytesToHex)).toEqual([bytesToHex(avl)]);
    expect(split.skipped).toBe(9);
  });

  it('never loops or throws on random bytes', () => {
    let seed = 99;
    const random = new Uint8Array(50_000).map(() => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const value = seed >> 16;
      return value % 3 === 0 ? 0 : value & 0xff;
    });
    const split = splitTeltonikaFrames(random);
    expect(split.consumed).toBeGreaterThan(random.length - 16 * 1024 - 12);
    for (const frame of split.frames) {
      try {
        decodeTeltonika(frame);
      } catch (error) {
        expect(error).toBeInstanceOf(ProtocolError);
      }
    }
  });
});

/** IO elements of one size: [id, value] pairs. */
type IoElements = [number, number | bigint][];
type FixedIo = Partial<Record<1 | 2 | 4 | 8, IoElements>>;

/** `value` big-endian in `bytes` bytes. */
function bigEndian(value: number | bigint, bytes: number): number[] {
  const out: number[] = [];
  for (let byte = bytes - 1; byte >= 0; byte--) {
    out.push(Number((BigInt(value) >> BigInt(byte * 8)) & 0xffn));
  }
  return out;
}

/**
 * An AVL packet with one record whose IO elements are given per value size, plus Codec 8
 * Extended variable-length elements. Codec 8 has 1-byte ids and counts; 8E 2-byte ones; 16
 * 2-byte ids, 1-byte counts and a generation type.
 */
function avlPacket(
  codec: 0x08 | 0x8e | 0x10,
  io: FixedIo,
  variable: [number, Uint8Array][] = [],
): Uint8Array {
  const wideIds = codec === 0x08 ? 1 : 2;
  const wideCounts = codec === 0x8e ? 2 : 1;
  // Codec, record count, timestamp, priority, then the 15-byte GPS element.
  const body = [
    codec,
    1,
    ...hexToBytes('0000018fd91e6000' + '01' + '0ef13a5e1b3f1b800010005a090020'),
  ];
  const sizes = [1, 2, 4, 8] as const;
  const total = sizes.reduce((sum, size) => sum + (io[size]?.length ?? 0), variable.length);
  // Event IO id, Codec 16's generation type (5, on change), IO total.
  body.push(...bigEndian(0, wideIds), ...(codec === 0x10 ? [5] : []));
  body.push(...bigEndian(total, wideCounts));
  for (const size of sizes) {
    const elements = io[size] ?? [];
    body.push(...bigEndian(elements.length, wideCounts));
    for (const [id, value] of elements) {
      body.push(...bigEndian(id, wideIds), ...bigEndian(value, size));
    }
  }
  if (codec === 0x8e) {
    body.push(...bigEndian(variable.length, 2));
    for (const [id, bytes] of variable) {
      body.push(...bigEndian(id, 2), ...bigEndian(bytes.length, 2), ...bytes);
    }
  }
  body.push(1);
  const packet = new Uint8Array(12 + body.length);
  const view = new DataView(packet.buffer);
  view.setUint32(4, body.length);
  packet.set(body, 8);
  view.setUint32(8 + body.length, crcOf(packet, 8, 8 + body.length));
  return packet;
}

/** A Codec 8 packet with one record whose IO elements are given per value size (ids < 256). */
function codec8Packet(io: FixedIo): Uint8Array {
  return avlPacket(0x08, io);
}

/** The only record of an AVL packet. */
function onlyRecord(packet: Uint8Array): TeltonikaRecord {
  const message = decodeTeltonika(packet);
  if (message.type !== 'avl' || message.records.length !== 1) throw new Error('not one record');
  return message.records[0]!;
}

describe('Teltonika IO values and attributes', () => {
  it('keeps 8-byte values beyond 2^53 exact: bigint in the record, decimal text as attribute', () => {
    const packet = codec8Packet({
      8: [
        [78, 2n ** 53n - 1n],
        [79, 2n ** 53n + 1n],
        [80, 2n ** 64n - 1n],
      ],
    });
    const message = decodeTeltonika(packet);
    if (message.type !== 'avl') throw new Error('not AVL');
    const record = message.records[0];
    expect(record?.ioIds).toEqual([78, 79, 80]);
    expect(record?.ioValues).toEqual([Number.MAX_SAFE_INTEGER, 2n ** 53n + 1n, 2n ** 64n - 1n]);
    expect(teltonikaToPositions(message)[0]?.attributes).toEqual({
      priority: 1,
      io78: Number.MAX_SAFE_INTEGER,
      io79: '9007199254740993',
      io80: '18446744073709551615',
    });
  });

  it('lists ids and values in the order sent, each value at its id', () => {
    const record = onlyRecord(
      codec8Packet({
        1: [
          [239, 1],
          [21, 5],
        ],
        2: [[66, 0xfffe]],
        4: [
          [16, 0xfffffffe],
          [199, 7],
        ],
        8: [[11, 0x1234_5678_9abcn]],
      }),
    );
    expect(record.ioTotal).toBe(6);
    expect(record.ioIds).toEqual([239, 21, 66, 16, 199, 11]);
    expect(record.ioValues).toEqual([1, 5, 0xfffe, 0xfffffffe, 7, 0x1234_5678_9abc]);
    expect(teltonikaIoValue(record, 16)).toBe(0xfffffffe);
    expect(teltonikaIoValue(record, 11)).toBe(0x1234_5678_9abc);
    expect(teltonikaIoValue(record, 12)).toBeUndefined();
  });

  it('reads Codec 8 Extended: 2-byte ids and variable-length values as bytes', () => {
    const iccid = Uint8Array.from([0x89, 0x37, 0x00, 0x10, 0x20]);
    const packet = avlPacket(
      0x8e,
      { 1: [[0x0102, 3]], 2: [[0x0304, 0x0506]], 8: [[0x0708, 2n ** 63n]] },
      [
        [0x0aa1, iccid],
        [0x0aa2, new Uint8Array(0)],
      ],
    );
    const record = onlyRecord(packet);
    expect(record.ioIds).toEqual([0x0102, 0x0304, 0x0708, 0x0aa1, 0x0aa2]);
    expect(record.ioValues).toEqual([3, 0x0506, 2n ** 63n, iccid, new Uint8Array(0)]);
    // The record's bytes are a copy, not a view into the frame.
    expect((record.ioValues[3] as Uint8Array).buffer).not.toBe(packet.buffer);
    expect(teltonikaToPositions(decodeTeltonika(packet))[0]?.attributes).toEqual({
      priority: 1,
      io258: 3,
      io772: 0x0506,
      io1800: '9223372036854775808',
      io2721: '8937001020',
      io2722: '',
    });
  });

  it('reads the records of a packet once, when first asked for', () => {
    const message = decodeTeltonika(codec8Packet({ 1: [[239, 1]] }));
    if (message.type !== 'avl') throw new Error('not AVL');
    expect(message.recordCount).toBe(1);
    expect(message.records).toBe(message.records);
    expect(message.records.map((record) => record.ioIds)).toEqual([[239]]);
  });

  it('takes the last value of an id the device repeats, at its first place', () => {
    const packet = codec8Packet({
      1: [
        [239, 0],
        [21, 5],
      ],
      4: [[239, 1]],
    });
    const record = onlyRecord(packet);
    expect(record.ioIds).toEqual([239, 21, 239]);
    expect(teltonikaIoValue(record, 239)).toBe(1);
    for (let round = 0; round < 20; round++) {
      const position = teltonikaToPositions(decodeTeltonika(packet))[0];
      expect(position?.ignition).toBe(true);
      expect(Object.entries(position?.attributes ?? {})).toEqual([
        ['priority', 1],
        ['io239', 1],
        ['io21', 5],
      ]);
    }
  });

  it('gives equal attributes, keys in the order sent, however often an IO set recurs', () => {
    const packet = codec8Packet({
      1: [
        [239, 1],
        [21, 5],
      ],
      2: [[66, 12_345]],
      4: [[16, 1_234_567]],
      8: [[11, 2n ** 60n]],
    });
    const first = teltonikaToPositions(decodeTeltonika(packet))[0];
    expect(Object.keys(first?.attributes ?? {})).toEqual([
      'priority',
      'io239',
      'io21',
      'io66',
      'io16',
      'io11',
    ]);
    expect(first?.odometer).toBe(1_234.567);
    expect(first?.ignition).toBe(true);
    for (let round = 0; round < 100; round++) {
      const again = teltonikaToPositions(decodeTeltonika(packet))[0];
      expect(again).toStrictEqual(first);
      expect(Object.keys(again?.attributes ?? {})).toEqual(Object.keys(first?.attributes ?? {}));
    }
  });

  it('names the IO element that runs past the data', () => {
    const packet = codec8Packet({ 4: [[16, 1]] });
    // Declare two 4-byte elements where one is present; fix up the CRC so only the layout is wrong.
    const countAt = packet.length - 4 - 1 - 1 - 5 - 1;
    expect(packet[countAt]).toBe(1);
    packet[countAt] = 2;
    const dataEnd = packet.length - 4;
    new DataView(packet.buffer).setUint32(dataEnd, crcOf(packet, 8, dataEnd));
    expect(() => decodeTeltonika(packet)).toThrow(
      /IO value needs 4 bytes at offset 45, data ends at 46/,
    );
  });

  it('computes the CRC as the bitwise CRC-16/IBM over any range', () => {
    const bitwise = (bytes: Uint8Array, start: number, end: number): number => {
      let crc = 0;
      for (let index = start; index < end; index++) {
        crc ^= bytes[index] ?? 0;
        for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
      }
      return crc;
    };
    const bytes = Uint8Array.from({ length: 64 }, (_, index) => (index * 151 + 7) & 0xff);
    for (let start = 0; start < 10; start++) {
      for (let end = start; end <= bytes.length; end++) {
        expect(crcOf(bytes, start, end)).toBe(bitwise(bytes, start, end));
      }
    }
    expect(crcOf(bytes)).toBe(bitwise(bytes, 0, bytes.length));
    // Random ranges of random bytes, long enough for many steps of the sliced loop.
    let seed = 7;
    const random = Uint8Array.from({ length: 4096 }, () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed >> 16;
    });
    for (let round = 0; round < 300; round++) {
      const start = (round * 37) % 512;
      const end = start + ((round * 1009) % 3000);
      expect(crcOf(random, start, end)).toBe(bitwise(random, start, end));
    }
  });

  it('computes the CRC every real AVL packet carries', () => {
    const packets = frames
      .filter((record) => record.expect.kind === 'avl_tcp')
      .map((record) => hexToBytes(record.hex));
    expect(packets.length).toBeGreaterThan(30);
    for (const packet of packets) {
      const dataEnd = packet.length - 4;
      const sent = new DataView(packet.buffer, packet.byteOffset).getUint32(dataEnd);
      expect(crcOf(packet, 8, dataEnd)).toBe(sent);
    }
  });
});

describe('Teltonika IO sections read by their layout', () => {
  /** Positions as decoded, and as made from the records read element by element. */
  const bothWays = (packet: Uint8Array) => {
    const message = decodeTeltonika(packet);
    if (message.type !== 'avl') throw new Error('not AVL');
    return {
      decoded: teltonikaToPositions(message),
      fromRecords: message.records.map(teltonikaRecordToPosition),
    };
  };

  /** A section with every kind of element, its values varied by `round`. */
  const everyKind = (codec: 0x08 | 0x8e | 0x10, round: number): Uint8Array =>
    avlPacket(
      codec,
      {
        1: [
          [239, round % 2],
          [21, round & 0xff],
          [239, (round + 1) % 2],
        ],
        2: [[66, (round * 977) & 0xffff]],
        4: [
          [16, (round * 0x01234567) >>> 0],
          [199, 0xffffffff - round],
        ],
        8: [
          [11, 2n ** 53n - 1n + BigInt(round % 3)],
          [78, 2n ** 64n - 1n - BigInt(round)],
          [79, BigInt(round) * 1_000_003n],
        ],
      },
      codec === 0x8e
        ? [
            [0x0aa1, Uint8Array.from({ length: round % 7 }, (_, index) => index * 37 + round)],
            [0x0aa2, new Uint8Array(0)],
          ]
        : [],
    );

  it.each([
    ['8', 0x08],
    ['8 Extended', 0x8e],
    ['16', 0x10],
  ] as const)('gives Codec %s positions equal to those read element by element', (_, codec) => {
    for (let round = 0; round < 60; round++) {
      const { decoded, fromRecords } = bothWays(everyKind(codec, round));
      expect(decoded).toStrictEqual(fromRecords);
      expect(Object.keys(decoded[0]?.attributes ?? {})).toEqual(
        Object.keys(fromRecords[0]?.attributes ?? {}),
      );
      expect(decoded[0]?.ignition).toBe((round + 1) % 2 === 1);
      expect(decoded[0]?.odometer).toBe(((round * 0x01234567) >>> 0) / 1000);
    }
  });

  it('reads a section that opens like a known layout but differs later element by element', () => {
    const known = (value: number) =>
      codec8Packet({
        1: [
          [239, value],
          [21, 3],
        ],
        4: [[16, value]],
      });
    for (let round = 0; round < 40; round++) bothWays(known(round & 1));
    // Same IO total, first count and first id; another id, then other group counts.
    const otherId = codec8Packet({
      1: [
        [239, 1],
        [22, 3],
      ],
      4: [[16, 9]],
    });
    const otherCounts = codec8Packet({ 1: [[239, 1]], 2: [[22, 3]], 4: [[16, 9]] });
    for (const packet of [otherId, otherCounts]) {
      const { decoded, fromRecords } = bothWays(packet);
      expect(decoded).toStrictEqual(fromRecords);
    }
    expect(Object.keys(bothWays(otherId).decoded[0]?.attributes ?? {})).toEqual([
      'priority',
      'io239',
      'io22',
      'io16',
    ]);
  });

  it('gives the same positions for a recurring section of hundreds of elements', () => {
    const many = (round: number) =>
      avlPacket(0x8e, {
        1: Array.from({ length: 300 }, (_, index): [number, number] => [
          index + 1000,
          (index + round) & 0xff,
        ]),
      });
    for (let round = 0; round < 20; round++) {
      const { decoded, fromRecords } = bothWays(many(round));
      expect(decoded).toStrictEqual(fromRecords);
    }
  });

  it('decodes alike where code generation from strings is switched off', () => {
    const packets = frames
      .filter((record) => record.expect.kind === 'avl_tcp')
      .map((record) => record.hex);
    // Each packet 40 times, past the sighting at which layouts are compiled where allowed.
    const script = `
      import { decodeTeltonika, teltonikaToPositions } from ${JSON.stringify(
        fileURLToPath(new URL('./decode.ts', import.meta.url)),
      )};
      const packets = ${JSON.stringify(packets)}.map((hex) => Uint8Array.from(Buffer.from(hex, 'hex')));
      let last = [];
      for (let round = 0; round < 40; round++) {
        last = packets.map((packet) => teltonikaToPositions(decodeTeltonika(packet)));
      }
      process.stdout.write(JSON.stringify(last));
    `;
    const output = execFileSync(
      process.execPath,
      [
        '--disallow-code-generation-from-strings',
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        script,
      ],
      { encoding: 'utf8' },
    );
    const here = packets.map((hex) => teltonikaToPositions(decodeTeltonika(hexToBytes(hex))));
    expect(JSON.parse(output)).toEqual(JSON.parse(JSON.stringify(here)));
  });

  it('names the element that runs past the data in a section of a known layout', () => {
    const packet = (length: number) =>
      avlPacket(0x8e, { 1: [[239, 1]] }, [[0x0aa1, new Uint8Array(length)]]);
    for (let round = 0; round < 40; round++) bothWays(packet(round % 5));
    // Declare a longer value than the packet carries, with the CRC fixed.
    const lying = packet(4);
    const lengthAt = lying.length - 4 - 1 - 4 - 1;
    expect(lying[lengthAt]).toBe(4);
    lying[lengthAt] = 9;
    const dataEnd = lying.length - 4;
    new DataView(lying.buffer).setUint32(dataEnd, crcOf(lying, 8, dataEnd));
    expect(() => decodeTeltonika(lying)).toThrow(/IO 2721 value needs 9 bytes/);
    // Cut inside the fixed-size elements.
    const cut = packet(0).slice(0, 8 + 2 + 28 + 4);
    const data = [...cut.subarray(8), 1];
    const short = new Uint8Array(12 + data.length);
    short.set(data, 8);
    new DataView(short.buffer).setUint32(4, data.length);
    new DataView(short.buffer).setUint32(8 + data.length, crcOf(short, 8, 8 + data.length));
    expect(() => decodeTeltonika(short)).toThrow(ProtocolError);
  });
});
