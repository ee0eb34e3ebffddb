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
  /**
   * The IO elements in the order sent, as two parallel arrays: `ioValues[i]` is the value of IO
   * `ioIds[i]`. Arrays rather than a Map because a packet carries some 38 elements and one Map
   * insertion each was the largest cost of decoding. An id the device repeats appears twice;
   * `teltonikaIoValue` and the position's attributes take the last value.
   */
  ioIds: number[];
  ioValues: TeltonikaIoValue[];
}

export interface TeltonikaImei {
  type: 'imei';
  imei: string;
}

/**
 * An AVL packet, checked in full when decoded. Its records are read from the frame when first
 * asked for, so keep the frame's bytes unchanged until then; `teltonikaToPositions` does not
 * need them. (`records` is an accessor, so JSON and object spreads leave it out.)
 */
export interface TeltonikaAvl {
  type: 'avl';
  codec: TeltonikaAvlCodec;
  /** The number of records, which the device waits to have acknowledged. */
  recordCount: number;
  readonly records: TeltonikaRecord[];
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

  skip(count: number, what: string): void {
    this.need(count, what);
  }

  get remaining(): number {
    return this.end - this.offset;
  }
}

/** The value sizes of the fixed-size IO groups, in the order they are sent. */
const FIXED_VALUE_BYTES = [1, 2, 4, 8] as const;

/**
 * The IO elements of the record being read, from index 0 (entries past its count are left from
 * earlier records). A position is made from them as they are; a record gets copies.
 * Variable-length values are views into the frame here.
 */
const readIds: number[] = [];
const readValues: TeltonikaIoValue[] = [];

/**
 * Reads one fixed-size IO group (count, then id and value pairs) into `readIds`/`readValues`
 * from index `filled`; returns the group's count.
 */
function readFixedIo(
  reader: Reader,
  filled: number,
  wideIds: boolean,
  wideCounts: boolean,
  valueBytes: 1 | 2 | 4 | 8,
): number {
  const count = wideCounts ? reader.u16('IO count') : reader.u8('IO count');
  const idBytes = wideIds ? 2 : 1;
  const groupBytes = count * (idBytes + valueBytes);
  if (groupBytes > reader.remaining) {
    readFixedIoChecked(reader, filled, wideIds, count, valueBytes); // throws, naming the element
    return count;
  }
  // The whole group is inside the data: read it without a bounds check per element.
  const b = reader.bytes;
  const ids = readIds;
  const values = readValues;
  let at = reader.offset;
  reader.offset = at + groupBytes;
  switch (valueBytes) {
    case 1:
      for (let index = 0; index < count; index++, at += idBytes + 1) {
        const id = wideIds ? (b[at]! << 8) | b[at + 1]! : b[at]!;
        ids[filled + index] = id;
        values[filled + index] = b[at + idBytes]!;
      }
      break;
    case 2:
      for (let index = 0; index < count; index++, at += idBytes + 2) {
        const id = wideIds ? (b[at]! << 8) | b[at + 1]! : b[at]!;
        const v = at + idBytes;
        ids[filled + index] = id;
        values[filled + index] = (b[v]! << 8) | b[v + 1]!;
      }
      break;
    case 4:
      for (let index = 0; index < count; index++, at += idBytes + 4) {
        const id = wideIds ? (b[at]! << 8) | b[at + 1]! : b[at]!;
        ids[filled + index] = id;
        values[filled + index] = readU32(b, at + idBytes);
      }
      break;
    case 8:
      for (let index = 0; index < count; index++, at += idBytes + 8) {
        const id = wideIds ? (b[at]! << 8) | b[at + 1]! : b[at]!;
        ids[filled + index] = id;
        values[filled + index] = readU64(b, at + idBytes);
      }
      break;
  }
  return count;
}

/** The element-by-element reading of an IO group, for groups that run past the data. */
function readFixedIoChecked(
  reader: Reader,
  filled: number,
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
    readIds[filled + index] = id;
    readValues[filled + index] = value;
  }
}

/** Reads the Codec 8 Extended group of variable-length IO elements, like `readFixedIo`. */
function readVariableIo(reader: Reader, filled: number): number {
  const count = reader.u16('variable IO count');
  for (let index = 0; index < count; index++) {
    const id = reader.u16('IO id');
    const length = reader.u16('IO length');
    // The element is named with its id only when it runs past the data, as that name is a
    // string built anew for every element.
    const what = length > reader.remaining ? `IO ${id} value` : 'IO value';
    readIds[filled + index] = id;
    readValues[filled + index] = reader.take(length, what);
  }
  return count;
}

/** A record without its IO elements. */
type RecordHeader = Omit<TeltonikaRecord, 'ioIds' | 'ioValues'>;

/**
 * Bytes before a record's IO groups: timestamp, priority, GPS element, event IO id, Codec 16's
 * generation type, IO total.
 */
function recordHeaderBytes(codec: TeltonikaAvlCodec): number {
  return codec === CODEC_8 ? 26 : 28;
}

function readRecordHeader(reader: Reader, codec: TeltonikaAvlCodec): RecordHeader {
  const size = recordHeaderBytes(codec);
  if (size > reader.remaining) readRecordHeaderChecked(reader, codec); // throws, naming the field
  // The whole header is inside the data: read it without a bounds check per field.
  const b = reader.bytes;
  const at = reader.offset;
  reader.offset = at + size;
  const timestamp = readU64(b, at);
  const altitude = (b[at + 17]! << 8) | b[at + 18]!;
  const wideIds = codec !== CODEC_8;
  return {
    timestamp: typeof timestamp === 'bigint' ? Number(timestamp) : timestamp,
    priority: b[at + 8]!,
    longitude: (readU32(b, at + 9) | 0) / 1e7,
    latitude: (readU32(b, at + 13) | 0) / 1e7,
    altitude: altitude >= 0x8000 ? altitude - 0x10000 : altitude,
    angle: (b[at + 19]! << 8) | b[at + 20]!,
    satellites: b[at + 21]!,
    speed: (b[at + 22]! << 8) | b[at + 23]!,
    eventIoId: wideIds ? (b[at + 24]! << 8) | b[at + 25]! : b[at + 24]!,
    // Present, if undefined, in every record: one object shape for all codecs.
    generationType: codec === CODEC_16 ? b[at + 26]! : undefined,
    ioTotal: readIoTotal(b, at + size, codec),
  };
}

/** The IO total, the header's last field; `end` is where the header ends. */
function readIoTotal(b: Uint8Array, end: number, codec: TeltonikaAvlCodec): number {
  return codec === CODEC_8_EXTENDED ? (b[end - 2]! << 8) | b[end - 1]! : b[end - 1]!;
}

/** The field-by-field reading of a record header, for headers that run past the data. */
function readRecordHeaderChecked(reader: Reader, codec: TeltonikaAvlCodec): void {
  reader.u64('timestamp');
  reader.u8('priority');
  if (reader.remaining < GPS_ELEMENT_BYTES) {
    throw new ProtocolError('Teltonika: record ends inside its GPS element');
  }
  reader.skip(GPS_ELEMENT_BYTES, 'GPS element');
  if (codec === CODEC_8) reader.u8('event IO id');
  else reader.u16('event IO id');
  if (codec === CODEC_16) reader.u8('generation type');
  if (codec === CODEC_8_EXTENDED) reader.u16('IO total');
  else reader.u8('IO total');
}

/** Steps over a record header with the checks of `readRecordHeader`; returns the IO total. */
function skipRecordHeader(reader: Reader, codec: TeltonikaAvlCodec): number {
  const size = recordHeaderBytes(codec);
  if (size > reader.remaining) readRecordHeaderChecked(reader, codec); // throws
  reader.offset += size;
  return readIoTotal(reader.bytes, reader.offset, codec);
}

function checkIoCount(ioTotal: number, counted: number): void {
  if (counted !== ioTotal) {
    throw new ProtocolError(
      `Teltonika: record declares ${ioTotal} IO elements but carries ${counted}`,
    );
  }
}

/** Reads a record's IO elements into `readIds`/`readValues`; returns how many there are. */
function readRecordIo(reader: Reader, codec: TeltonikaAvlCodec, ioTotal: number): number {
  const extended = codec === CODEC_8_EXTENDED;
  const wideIds = codec !== CODEC_8; // 8E and 16 use WORD IO IDs
  let counted = 0;
  counted += readFixedIo(reader, counted, wideIds, extended, 1);
  counted += readFixedIo(reader, counted, wideIds, extended, 2);
  counted += readFixedIo(reader, counted, wideIds, extended, 4);
  counted += readFixedIo(reader, counted, wideIds, extended, 8);
  if (extended) counted += readVariableIo(reader, counted);
  checkIoCount(ioTotal, counted);
  return counted;
}

/**
 * Steps over a record's IO elements with the checks (and errors) of `readRecordIo`, reading no
 * values: a fixed-size group is stepped over whole.
 */
function skipRecordIo(reader: Reader, codec: TeltonikaAvlCodec, ioTotal: number): void {
  const extended = codec === CODEC_8_EXTENDED;
  const wideIds = codec !== CODEC_8;
  let counted = 0;
  for (const valueBytes of FIXED_VALUE_BYTES) {
    const count = extended ? reader.u16('IO count') : reader.u8('IO count');
    const groupBytes = count * ((wideIds ? 2 : 1) + valueBytes);
    if (groupBytes > reader.remaining) {
      readFixedIoChecked(reader, 0, wideIds, count, valueBytes); // throws, naming the element
    }
    reader.offset += groupBytes;
    counted += count;
  }
  if (extended) {
    const count = reader.u16('variable IO count');
    for (let index = 0; index < count; index++) {
      const id = reader.u16('IO id');
      const length = reader.u16('IO length');
      reader.skip(length, length > reader.remaining ? `IO ${id} value` : 'IO value');
    }
    counted += count;
  }
  checkIoCount(ioTotal, counted);
}

/** Checks one record, as `readRecord` would, and steps over it. */
function skipRecord(reader: Reader, codec: TeltonikaAvlCodec): void {
  skipRecordIo(reader, codec, skipRecordHeader(reader, codec));
}

function readRecord(reader: Reader, codec: TeltonikaAvlCodec): TeltonikaRecord {
  const header = readRecordHeader(reader, codec);
  const count = readRecordIo(reader, codec, header.ioTotal);
  const ioValues = readValues.slice(0, count);
  // A record's bytes are its own, not the frame's.
  for (let index = 0; index < count; index++) {
    const value = ioValues[index];
    if (value instanceof Uint8Array) ioValues[index] = value.slice();
  }
  return { ...header, ioIds: readIds.slice(0, count), ioValues };
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
      for (let index = 0; index < quantity; index++) skipRecord(reader, codec);
      message = new AvlPacket(codec, quantity, frame, dataEnd);
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

function allNumbers(
  values: readonly TeltonikaIoValue[],
  count: number,
): values is readonly number[] {
  for (let index = 0; index < count; index++) {
    if (typeof values[index] !== 'number') return false;
  }
  return true;
}

/** Attribute values of the record being converted, when they are not its IO values as such. */
const convertedValues: AttributeValue[] = [];

/**
 * The first `count` IO values as attribute values, in the same order: the values themselves
 * when all are numbers (most records), else `convertedValues`, valid until the next call.
 */
function attributeValues(
  values: readonly TeltonikaIoValue[],
  count: number,
): readonly AttributeValue[] {
  if (allNumbers(values, count)) return values;
  for (let index = 0; index < count; index++) {
    convertedValues[index] = ioAttribute(values[index]!);
  }
  return convertedValues;
}

/**
 * The value of IO `id` in a record, or undefined when the record does not carry it. Should the
 * device repeat an id, the last value counts, as it does in the position's attributes.
 */
export function teltonikaIoValue(
  record: TeltonikaRecord,
  id: number,
): TeltonikaIoValue | undefined {
  const ids = record.ioIds;
  // A plain loop: lastIndexOf took twice as long for the ~17 ids of a record.
  for (let index = ids.length - 1; index >= 0; index--) {
    if (ids[index] === id) return record.ioValues[index];
  }
  return undefined;
}

/**
 * The position of a record whose IO elements are the first `count` of `ids` and `values`. The
 * fix is valid when satellites are in use (the protocol has no separate validity flag). Every
 * IO element is kept as `io<id>`; ignition comes from IO 239, the odometer from IO 16
 * (metres), the event from the record's event IO. A panic-priority record sets the JT/T 808
 * SOS alarm bit.
 */
function toPosition(
  record: RecordHeader,
  ids: readonly number[],
  values: readonly TeltonikaIoValue[],
  count: number,
): Position {
  const attributes = buildIoAttributes(
    record.priority,
    record.generationType,
    ids,
    attributeValues(values, count),
    count,
  );

  // Both ids in one pass (the last of a repeated id counts, as in teltonikaIoValue).
  let ignitionIndex = -1;
  let odometerIndex = -1;
  for (let index = 0; index < count; index++) {
    if (ids[index] === IO_IGNITION) ignitionIndex = index;
    else if (ids[index] === IO_TOTAL_ODOMETER) odometerIndex = index;
  }
  const ignitionValue = ignitionIndex < 0 ? undefined : values[ignitionIndex];
  const odometerValue = odometerIndex < 0 ? undefined : values[odometerIndex];
  const valid = record.satellites > 0;
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

/** One normalised position per record (see `toPosition`). */
export function teltonikaRecordToPosition(record: TeltonikaRecord): Position {
  return toPosition(record, record.ioIds, record.ioValues, record.ioIds.length);
}

/** Reads the next record of a packet straight into its position, making no record. */
function readPosition(reader: Reader, codec: TeltonikaAvlCodec): Position {
  const header = readRecordHeader(reader, codec);
  const count = readRecordIo(reader, codec, header.ioTotal);
  return toPosition(header, readIds, readValues, count);
}

/**
 * The AVL packets `decodeTeltonika` returns. The gateway needs positions, not records: making
 * each position straight from the frame, once the packet was checked without reading values,
 * spares the records and their IO arrays, about a tenth of the time of decoding a packet.
 */
class AvlPacket implements TeltonikaAvl {
  readonly type = 'avl';
  readonly #frame: Uint8Array;
  readonly #dataEnd: number;
  #records: TeltonikaRecord[] | undefined;

  constructor(
    readonly codec: TeltonikaAvlCodec,
    readonly recordCount: number,
    frame: Uint8Array,
    dataEnd: number,
  ) {
    this.#frame = frame;
    this.#dataEnd = dataEnd;
  }

  get records(): TeltonikaRecord[] {
    return (this.#records ??= this.#readEach(readRecord));
  }

  positions(): Position[] {
    return this.#readEach(readPosition);
  }

  #readEach<T>(read: (reader: Reader, codec: TeltonikaAvlCodec) => T): T[] {
    // The records start after the codec and record count bytes.
    const reader = new Reader(this.#frame, HEADER_BYTES + 2, this.#dataEnd);
    const results: T[] = [];
    for (let index = 0; index < this.recordCount; index++) results.push(read(reader, this.codec));
    return results;
  }
}

/** Positions of an AVL packet, in record order; none for handshakes and command packets. */
export function teltonikaToPositions(message: TeltonikaMessage): Position[] {
  if (message.type !== 'avl') return [];
  // An AVL message made elsewhere than decodeTeltonika is converted record by record.
  if (message instanceof AvlPacket) return message.positions();
  return message.records.map(teltonikaRecordToPosition);
}
