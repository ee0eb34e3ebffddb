import { describe, expect, it } from 'vitest';
import { bytesToHex, frameLabel, hexToBytes, loadFrames } from '../test-support/frames';
import { ProtocolError } from '../types';
import { crcIbm as crcOf } from './crc';
import { decodeTeltonika, teltonikaToPositions } from './decode';
import type { TeltonikaIoValue } from './decode';
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

    const positions = teltonikaToPositions(message);
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
      // JSON objects list integer keys in ascending order, so compare the sets of IDs.
      const byNumber = (a: number, b: number): number => a - b;
      expect([...actual.io.keys()].sort(byNumber)).toEqual(
        Object.keys(wantRecord.io).map(Number).sort(byNumber),
      );
      for (const [id, value] of Object.entries(wantRecord.io)) {
        checkIoValue(actual.io.get(Number(id)), value);
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
