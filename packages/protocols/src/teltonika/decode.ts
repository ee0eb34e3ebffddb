/**
 * Teltonika decoder (TCP): the IMEI handshake, AVL packets in Codec 8, 8 Extended and 16, and
 * the Codec 12/13/14 command packets. Layouts per the Teltonika "Data Sending Protocols" wiki.
 */
import type { AttributeValue, Position } from '../types';
import { ProtocolError } from '../types';
import { crcIbm } from './crc';
import { buildIoAttributes } from './io-attributes';

export const CODEC_8 = 0x08;
export const CODEC_8_EXTENDED = 0x8e;
export const CODEC_16 = 0x10;
export const CODEC_12 = 0x0c;
export const CODEC_13 = 0x0d;
export const CODEC_14 = 0x0e;

export type TeltonikaAvlCodec = typeof CODEC_8 | typeof CODEC_8_EXTENDED | typeof CODEC_16;
export type TeltonikaCommandCodec = typeof CODEC_12 | typeof CODEC_13 | typeof CODEC_14;

/** Codec 12 message types. */
export const TELTONIKA_COMMAND = 0x05;
export const TELTONIKA_RESPONSE = 0x06;

/**
 * An IO value: 1/2/4-byte elements and 8-byte elements that fit in 53 bits are numbers;
 * larger 8-byte elements are bigints; Codec 8 Extended variable-length elements are bytes.
 * All fixed-size elements are read unsigned: the sign depends on the IO's definition.
 */
export type TeltonikaIoValue = number | bigint | Uint8Array;

export interface TeltonikaRecord {
  /** Milliseconds since the Unix epoch, UTC. */
  timestamp: number;
  /** 0 low, 1 high, 2 panic. */
  priority: number;
  longitude: number;
  latitude: number;
  altitude: number;
  angle: number;
  satellites: number;
  /** km/h; the device sends 0 when the fix is invalid. */
  speed: number;
  /** The IO whose change produced this record; 0 for periodic records. */
  eventIoId: number;
  /** Codec 16 only: 0 on exit, 1 on entrance, 2 on both, 3 monitoring, 4 hysteresis, 5 on change, 6 eventual, 7 periodical. */
  generationType?: number;
  /** The total IO count the record declares. */
  ioTotal: number;
  /** IO elements in the order sent. */
  io: Map<number, TeltonikaIoValue>;
}

export interface TeltonikaImei {
  type: 'imei';
  imei: string;
}

export interface TeltonikaAvl {
  type: 'avl';
  codec: TeltonikaAvlCodec;
  records: TeltonikaRecord[];
}

export interface TeltonikaCommandEntry {
  /** 0x05 command (server to device), 0x06 response; other values as sent. */
  messageType: number;
  payload: Uint8Array;
  /** The payload read as text (commands and most responses are ASCII). */
  text: string;
  /** Codec 13: the DWORD timestamp, seconds since the Unix epoch. */
  timestamp?: number;
  /** Codec 14: the IMEI the message is addressed to or comes from. */
  imei?: string;
}

export interface TeltonikaCommandMessage {
  type: 'command';
  codec: TeltonikaCommandCodec;
  entries: TeltonikaCommandEntry[];
}

export type TeltonikaMessage = TeltonikaImei | TeltonikaAvl | TeltonikaCommandMessage;

const HEADER_BYTES = 8;
const CRC_BYTES = 4;
const GPS_ELEMENT_BYTES = 15;
const MAX_SAFE_HIGH_WORD = 0x200000; // 2^53 / 2^32

/** Two lower-case hex digits per byte value. */
const HEX_PAIRS: string[] = Array.from({ length: 256 }, (_, byte) =>
  byte.toString(16).padStart(2, '0'),
);

export function bytesToHexString(bytes: Uint8Array): string {
  let hex = '';
  for (let index = 0; index < bytes.length; index++) hex += HEX_PAIRS[bytes[index]!]!;
  return hex;
}

const latin1 = new TextDecoder('latin1');

function readU32(b: Uint8Array, at: number): number {
  return b[at]! * 0x1000000 + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
}

/** Unsigned 64-bit: a number when it fits in 53 bits, otherwise a bigint. */
function joinU64(high: number, low: number): number | bigint {
  if (high < MAX_SAFE_HIGH_WORD) return high * 0x100000000 + low;
  return (BigInt(high) << 32n) | BigInt(low);
}

function readU64(b: Uint8Array, at: number): number | bigint {
  return joinU64(readU32(b, at), readU32(b, at + 4));
}

/** Bounds-checked big-endian reader; running past the end is a ProtocolError. */
class Reader {
  offset: number;
  constructor(
    readonly bytes: Uint8Array,
    start: number,
    private readonly end: number,
  ) {
    this.offset = start;
  }

  private need(count: number, what: string): number {
    const at = this.offset;
    if (at + count > this.end) {
      throw new ProtocolError(
        `Teltonika: ${what} needs ${count} bytes at offset ${at}, data ends at ${this.end}`,
      );
    }
    this.offset = at + count;
    return at;
  }

  u8(what: string): number {
    return this.bytes[this.need(1, what)]!;
  }

  u16(what: string): number {
    const at = this.need(2, what);
    return (this.bytes[at]! << 8) | this.bytes[at + 1]!;
  }

  u32(what: string): number {
    return readU32(this.bytes, this.need(4, what));
  }

  i32(what: string): number {
    return this.u32(what) | 0;
  }

  /** Unsigned 64-bit: a number when it fits in 53 bits, otherwise a bigint. */
  u64(what: string): number | bigint {
    const high = this.u32(what);
    const low = this.u32(what);
    return joinU64(high, low);
  }

  take(count: number, what: string): Uint8Array {
    const at = this.need(count, what);
    return this.bytes.subarray(at, at + count);
  }

  get remaining(): number {
    return this.end - this.offset;
  }
}

/** Reads one fixed-size IO group (count, then id and value pairs) into `io`. */
function readFixedIo(
  reader: Reader,
  io: Map<number, TeltonikaIoValue>,
  wideIds: boolean,
  wideCounts: boolean,
  valueBytes: 1 | 2 | 4 | 8,
): number {
  const count = wideCounts ? reader.u16('IO count') : reader.u8('IO count');
  const idBytes = wideIds ? 2 : 1;
  const groupBytes = count * (idBytes + valueBytes);
  if (groupBytes > reader.remaining) {
    readFixedIoChecked(reader, io, wideIds, count, valueBytes); // throws, naming the element
    return count;
  }
  // The whole group is inside the data: read it without a bounds check per element.
  const b = reader.bytes;
  let at = reader.offset;
  reader.offset = at + groupBytes;
  switch (valueBytes) {
    case 1:
      for (let index = 0; index < count; index++, at += idBytes + 1) {
        const id = wideIds ? (b[at]! << 8) | b[at + 1]! : b[at]!;
        io.set(id, b[at + idBytes]!);
      }
      break;
    case 2:
      for (let index = 0; index < count; index++, at += idBytes + 2) {
        const id = wideIds ? (b[at]! << 8) | b[at + 1]! : b[at]!;
        const v = at + idBytes;
        io.set(id, (b[v]! << 8) | b[v + 1]!);
      }
      break;
    case 4:
      for (let index = 0; index < count; index++, at += idBytes + 4) {
        const id = wideIds ? (b[at]! << 8) | b[at + 1]! : b[at]!;
        io.set(id, readU32(b, at + idBytes));
      }
      break;
    case 8:
      for (let index = 0; index < count; index++, at += idBytes + 8) {
        const id = wideIds ? (b[at]! << 8) | b[at + 1]! : b[at]!;
        io.set(id, readU64(b, at + idBytes));
      }
      break;
  }
  return count;
}

/** The element-by-element reading of an IO group, for groups that run past the data. */
function readFixedIoChecked(
  reader: Reader,
  io: Map<number, TeltonikaIoValue>,
  wideIds: boolean,
  count: number,
  valueBytes: 1 | 2 | 4 | 8,
): void {
  for (let index = 0; index < count; index++) {
    const id = wideIds ? reader.u16('IO id') : reader.u8('IO id');
    let value: TeltonikaIoValue;
    switch (valueBytes) {
      case 1:
        value = reader.u8('IO value');
        break;
      case 2:
        value = reader.u16('IO value');
        break;
      case 4:
        value = reader.u32('IO value');
        break;
      case 8:
        value = reader.u64('IO value');
        break;
    }
    io.set(id, value);
  }
}

function readRecord(reader: Reader, codec: TeltonikaAvlCodec): TeltonikaRecord {
  const timestampValue = reader.u64('timestamp');
  const timestamp = typeof timestampValue === 'bigint' ? Number(timestampValue) : timestampValue;
  const priority = reader.u8('priority');
  if (reader.remaining < GPS_ELEMENT_BYTES) {
    throw new ProtocolError('Teltonika: record ends inside its GPS element');
  }
  const longitude = reader.i32('longitude') / 1e7;
  const latitude = reader.i32('latitude') / 1e7;
  const altitudeWord = reader.u16('altitude');
  const altitude = altitudeWord >= 0x8000 ? altitudeWord - 0x10000 : altitudeWord;
  const angle = reader.u16('angle');
  const satellites = reader.u8('satellites');
  const speed = reader.u16('speed');

  const extended = codec === CODEC_8_EXTENDED;
  const wideIds = codec !== CODEC_8; // 8E and 16 use WORD IO IDs
  const record: TeltonikaRecord = {
    timestamp,
    priority,
    longitude,
    latitude,
    altitude,
    angle,
    satellites,
    speed,
    eventIoId: wideIds ? reader.u16('event IO id') : reader.u8('event IO id'),
    ioTotal: 0,
    io: new Map(),
  };
  if (codec === CODEC_16) record.generationType = reader.u8('generation type');
  record.ioTotal = extended ? reader.u16('IO total') : reader.u8('IO total');

  let counted = 0;
  counted += readFixedIo(reader, record.io, wideIds, extended, 1);
  counted += readFixedIo(reader, record.io, wideIds, extended, 2);
  counted += readFixedIo(reader, record.io, wideIds, extended, 4);
  counted += readFixedIo(reader, record.io, wideIds, extended, 8);
  if (extended) {
    const variableCount = reader.u16('variable IO count');
    for (let index = 0; index < variableCount; index++) {
      const id = reader.u16('IO id');
      const length = reader.u16('IO length');
      record.io.set(id, reader.take(length, `IO ${id} value`).slice());
    }
    counted += variableCount;
  }
  if (counted !== record.ioTotal) {
    throw new ProtocolError(
      `Teltonika: record declares ${record.ioTotal} IO elements but carries ${counted}`,
    );
  }
  return record;
}

function readCommandEntries(
  reader: Reader,
  codec: TeltonikaCommandCodec,
  quantity: number,
): TeltonikaCommandEntry[] {
  const entries: TeltonikaCommandEntry[] = [];
  for (let index = 0; index < quantity; index++) {
    const messageType = reader.u8('command type');
    const size = reader.u32('command size');
    const entry: TeltonikaCommandEntry = { messageType, payload: new Uint8Array(), text: '' };
    let payloadSize = size;
    if (codec === CODEC_13) {
      entry.timestamp = reader.u32('command timestamp');
      payloadSize -= 4;
    } else if (codec === CODEC_14) {
      entry.imei = bytesToHexString(reader.take(8, 'IMEI')).replace(/^0/, '');
      payloadSize -= 8;
    }
    if (payloadSize < 0) {
      throw new ProtocolError(`Teltonika: command size ${size} is smaller than its header`);
    }
    entry.payload = reader.take(payloadSize, 'command payload').slice();
    entry.text = latin1.decode(entry.payload);
    entries.push(entry);
  }
  return entries;
}

function decodeImei(frame: Uint8Array): TeltonikaImei {
  const length = (frame[0]! << 8) | frame[1]!;
  if (frame.length !== 2 + length) {
    throw new ProtocolError(
      `Teltonika: IMEI handshake says ${length} digits but carries ${frame.length - 2} bytes`,
    );
  }
  const imei = latin1.decode(frame.subarray(2));
  if (!/^\d+$/.test(imei)) {
    throw new ProtocolError(`Teltonika: IMEI handshake is not digits: "${imei}"`);
  }
  return { type: 'imei', imei };
}

function decodePacket(frame: Uint8Array): TeltonikaAvl | TeltonikaCommandMessage {
  const dataLength = frame[4]! * 0x1000000 + ((frame[5]! << 16) | (frame[6]! << 8) | frame[7]!);
  const dataEnd = HEADER_BYTES + dataLength;
  if (frame.length !== dataEnd + CRC_BYTES) {
    throw new ProtocolError(
      `Teltonika: data length ${dataLength} needs a ${dataEnd + CRC_BYTES}-byte packet, ` +
        `got ${frame.length}`,
    );
  }
  if (dataLength < 3) throw new ProtocolError(`Teltonika: data length ${dataLength} is too short`);
  const sentCrc = (frame[dataEnd + 2]! << 8) | frame[dataEnd + 3]!;
  const computedCrc = crcIbm(frame, HEADER_BYTES, dataEnd);
  if (sentCrc !== computedCrc || frame[dataEnd] !== 0 || frame[dataEnd + 1] !== 0) {
    throw new ProtocolError(
      `Teltonika: CRC mismatch (packet says 0x${bytesToHexString(frame.subarray(dataEnd))}, ` +
        `computed 0x${computedCrc.toString(16).padStart(4, '0')})`,
    );
  }

  const reader = new Reader(frame, HEADER_BYTES, dataEnd);
  const codec = reader.u8('codec');
  const quantity = reader.u8('record count');
  let message: TeltonikaAvl | TeltonikaCommandMessage;
  switch (codec) {
    case CODEC_8:
    case CODEC_8_EXTENDED:
    case CODEC_16: {
      const records: TeltonikaRecord[] = [];
      for (let index = 0; index < quantity; index++) records.push(readRecord(reader, codec));
      message = { type: 'avl', codec, records };
      break;
    }
    case CODEC_12:
    case CODEC_13:
    case CODEC_14:
      message = { type: 'command', codec, entries: readCommandEntries(reader, codec, quantity) };
      break;
    default:
      throw new ProtocolError(`Teltonika: unknown codec 0x${codec.toString(16)}`);
  }
  const closingQuantity = reader.u8('closing record count');
  if (closingQuantity !== quantity) {
    throw new ProtocolError(
      `Teltonika: record count ${quantity} at the start but ${closingQuantity} at the end`,
    );
  }
  if (reader.remaining !== 0) {
    throw new ProtocolError(`Teltonika: ${reader.remaining} unread bytes after the records`);
  }
  return message;
}

/**
 * Decodes one frame as cut by `splitTeltonikaFrames`: an IMEI handshake or an AVL/command
 * packet (told apart by the four-zero preamble). Throws ProtocolError on a malformed frame.
 */
export function decodeTeltonika(frame: Uint8Array): TeltonikaMessage {
  if (frame.length < 2) throw new ProtocolError(`Teltonika: ${frame.length}-byte frame`);
  const isPacket =
    frame.length >= HEADER_BYTES &&
    frame[0] === 0 &&
    frame[1] === 0 &&
    frame[2] === 0 &&
    frame[3] === 0;
  return isPacket ? decodePacket(frame) : decodeImei(frame);
}

/* JT/T 808 bits used in Position.alarm / Position.status. */
const JT808_ALARM_SOS = 1 << 0;
const JT808_STATUS_ACC = 1 << 0;
const JT808_STATUS_FIXED = 1 << 1;
const JT808_STATUS_SOUTH = 1 << 2;
const JT808_STATUS_WEST = 1 << 3;

/** AVL IDs with a normalised meaning (Teltonika FMB AVL ID list). */
const IO_IGNITION = 239;
const IO_TOTAL_ODOMETER = 16;
/** Record priority 2 is "panic": the device's panic/SOS events. */
const PRIORITY_PANIC = 2;

function ioAttribute(value: TeltonikaIoValue): AttributeValue {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return value.toString();
  return bytesToHexString(value);
}

/** The record being converted, its IO ids and attribute values: reused, filled by collectIo. */
const scratchIds: number[] = [];
const scratchValues: AttributeValue[] = [];
let scratchCount = 0;

function collectIo(value: TeltonikaIoValue, id: number): void {
  scratchIds[scratchCount] = id;
  scratchValues[scratchCount] = typeof value === 'number' ? value : ioAttribute(value);
  scratchCount++;
}

/**
 * One normalised position per record. The fix is valid when satellites are in use (the
 * protocol has no separate validity flag). Every IO element is kept as `io<id>`; ignition
 * comes from IO 239, the odometer from IO 16 (metres), the event from the record's event IO.
 * A panic-priority record sets the JT/T 808 SOS alarm bit.
 */
export function teltonikaRecordToPosition(record: TeltonikaRecord): Position {
  scratchCount = 0;
  record.io.forEach(collectIo);
  const attributes = buildIoAttributes(
    record.priority,
    record.generationType,
    scratchIds,
    scratchValues,
    scratchCount,
  );

  const valid = record.satellites > 0;
  const ignitionValue = record.io.get(IO_IGNITION);
  const odometerValue = record.io.get(IO_TOTAL_ODOMETER);
  let status = 0;
  if (ignitionValue === 1) status |= JT808_STATUS_ACC;
  if (valid) status |= JT808_STATUS_FIXED;
  if (record.latitude < 0) status |= JT808_STATUS_SOUTH;
  if (record.longitude < 0) status |= JT808_STATUS_WEST;

  const position: Position = {
    fixTime: new Date(record.timestamp),
    valid,
    latitude: record.latitude,
    longitude: record.longitude,
    altitude: record.altitude,
    speed: record.speed,
    course: record.angle,
    satellites: record.satellites,
    alarm: record.priority === PRIORITY_PANIC ? JT808_ALARM_SOS : 0,
    status,
    attributes,
  };
  if (typeof ignitionValue === 'number') position.ignition = ignitionValue === 1;
  if (typeof odometerValue === 'number') position.odometer = odometerValue / 1000;
  if (record.eventIoId !== 0) position.eventId = record.eventIoId;
  return position;
}

/** Positions of an AVL packet, in record order; none for handshakes and command packets. */
export function teltonikaToPositions(message: TeltonikaMessage): Position[] {
  return message.type === 'avl' ? message.records.map(teltonikaRecordToPosition) : [];
}
