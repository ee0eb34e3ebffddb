/**
 * Teltonika decoder (TCP): the IMEI handshake, AVL packets in Codec 8, 8 Extended and 16, and
 * the Codec 12/13/14 command packets. Layouts per the Teltonika "Data Sending Protocols" wiki.
 */
import type { AttributeValue, Position } from '../types';
import { ProtocolError } from '../types';
import { crcIbm } from './crc';
import { bytesToHexString, hexOf } from '../hex';
import { hashIoId, ioLayout } from './io-attributes';
import { noteIoSection, readIoSectionByLayout } from './io-reader';
import type { IoSectionFormat, LayoutReading } from './io-reader';
import { joinU64, readU32, readU64 } from './bytes';

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
 * asked for, so keep the frame's bytes unchanged until then; the first `teltonikaToPositions`
 * does not need them (its positions are made when decoding, later calls read the frame again).
 * (`records` is an accessor, so JSON and object spreads leave it out.)
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

const latin1 = new TextDecoder('latin1');

/** Bounds-checked big-endian reader; running past the end is a ProtocolError. */
class Reader {
  offset: number;
  constructor(
    readonly bytes: Uint8Array,
    start: number,
    readonly end: number,
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

/**
 * The IO elements of the position being read, from index 0 (entries past its count are left
 * from earlier records), values in their attribute form: 8-byte values beyond 2^53 as decimal
 * text, variable-length values as hex text, made straight from the frame.
 */
const positionIds: number[] = [];
const positionValues: AttributeValue[] = [];
/** The hash of `positionIds` as far as read (see `hashIoId`). */
let positionIdsHash = 0;
/** The element count of each group of the position being read: 1, 2, 4, 8 bytes, variable. */
const positionGroupCounts = [0, 0, 0, 0, 0];

/**
 * Reads one fixed-size IO group (count, then id and value pairs) into `positionIds` and
 * `positionValues` from index `filled`; returns the group's count.
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
    // Throws, naming the element that runs past the data.
    readFixedIoChecked(reader, wideIds, count, valueBytes, [], []);
  }
  // The whole group is inside the data: read it without a bounds check per element.
  const b = reader.bytes;
  const ids = positionIds;
  const values = positionValues;
  let hash = positionIdsHash;
  let at = reader.offset;
  reader.offset = at + groupBytes;
  switch (valueBytes) {
    case 1:
      for (let index = 0; index < count; index++, at += idBytes + 1) {
        const id = wideIds ? (b[at]! << 8) | b[at + 1]! : b[at]!;
        hash = hashIoId(hash, id);
        ids[filled + index] = id;
        values[filled + index] = b[at + idBytes]!;
      }
      break;
    case 2:
      for (let index = 0; index < count; index++, at += idBytes + 2) {
        const id = wideIds ? (b[at]! << 8) | b[at + 1]! : b[at]!;
        hash = hashIoId(hash, id);
        const v = at + idBytes;
        ids[filled + index] = id;
        values[filled + index] = (b[v]! << 8) | b[v + 1]!;
      }
      break;
    case 4:
      for (let index = 0; index < count; index++, at += idBytes + 4) {
        const id = wideIds ? (b[at]! << 8) | b[at + 1]! : b[at]!;
        hash = hashIoId(hash, id);
        ids[filled + index] = id;
        values[filled + index] = readU32(b, at + idBytes);
      }
      break;
    case 8:
      for (let index = 0; index < count; index++, at += idBytes + 8) {
        const id = wideIds ? (b[at]! << 8) | b[at + 1]! : b[at]!;
        hash = hashIoId(hash, id);
        const value = readU64(b, at + idBytes);
        ids[filled + index] = id;
        values[filled + index] = typeof value === 'number' ? value : value.toString();
      }
      break;
  }
  positionIdsHash = hash;
  return count;
}

/**
 * Reads one fixed-size IO group of `count` elements element by element, appending to `ids` and
 * `values`: how records are read, and how a group that runs past the data is named in the error.
 */
function readFixedIoChecked(
  reader: Reader,
  wideIds: boolean,
  count: number,
  valueBytes: 1 | 2 | 4 | 8,
  ids: number[],
  values: TeltonikaIoValue[],
): void {
  for (let index = 0; index < count; index++) {
    ids.push(wideIds ? reader.u16('IO id') : reader.u8('IO id'));
    switch (valueBytes) {
      case 1:
        values.push(reader.u8('IO value'));
        break;
      case 2:
        values.push(reader.u16('IO value'));
        break;
      case 4:
        values.push(reader.u32('IO value'));
        break;
      case 8:
        values.push(reader.u64('IO value'));
        break;
    }
  }
}

/**
 * Steps over the length and value of a variable-length IO element whose id was read; returns
 * where the value starts (it ends at the reader's offset).
 */
function takeVariableValue(reader: Reader, id: number): number {
  const length = reader.u16('IO length');
  const start = reader.offset;
  // The element is named with its id only when it runs past the data, as that name is a
  // string built anew for every element.
  reader.skip(length, length > reader.remaining ? `IO ${id} value` : 'IO value');
  return start;
}

/** Reads the Codec 8 Extended group of variable-length IO elements, like `readFixedIo`. */
function readVariableIo(reader: Reader, filled: number): number {
  const count = reader.u16('variable IO count');
  for (let index = 0; index < count; index++) {
    const id = reader.u16('IO id');
    const start = takeVariableValue(reader, id);
    positionIdsHash = hashIoId(positionIdsHash, id);
    positionIds[filled + index] = id;
    positionValues[filled + index] = hexOf(reader.bytes, start, reader.offset);
  }
  return count;
}

/**
 * Reads the Codec 8 Extended group of variable-length IO elements for a record, like
 * `readFixedIoChecked`. A record's bytes are its own, not the frame's.
 */
function readVariableIoChecked(reader: Reader, ids: number[], values: TeltonikaIoValue[]): void {
  const count = reader.u16('variable IO count');
  for (let index = 0; index < count; index++) {
    const id = reader.u16('IO id');
    const start = takeVariableValue(reader, id);
    ids.push(id);
    values.push(reader.bytes.slice(start, reader.offset));
  }
}

/** The IO sections of the AVL codecs: 8 Extended widens counts and ids, 16 widens ids. */
const CODEC_8_IO: IoSectionFormat = {
  countBytes: 1,
  idBytes: 1,
  variableLength: false,
  generationType: false,
};
const CODEC_8_EXTENDED_IO: IoSectionFormat = {
  countBytes: 2,
  idBytes: 2,
  variableLength: true,
  generationType: false,
};
const CODEC_16_IO: IoSectionFormat = {
  countBytes: 1,
  idBytes: 2,
  variableLength: false,
  generationType: true,
};

function ioSectionFormat(codec: TeltonikaAvlCodec): IoSectionFormat {
  if (codec === CODEC_8) return CODEC_8_IO;
  return codec === CODEC_8_EXTENDED ? CODEC_8_EXTENDED_IO : CODEC_16_IO;
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

/** A header to read into, with every field present: one object shape for all codecs. */
function newRecordHeader(): RecordHeader {
  return {
    timestamp: 0,
    priority: 0,
    longitude: 0,
    latitude: 0,
    altitude: 0,
    angle: 0,
    satellites: 0,
    speed: 0,
    eventIoId: 0,
    generationType: undefined,
    ioTotal: 0,
  };
}

/**
 * Reads a record header into `header` and returns it: positions read into one header again and
 * again (`positionHeader`), records each into their own.
 */
function readRecordHeader(
  reader: Reader,
  codec: TeltonikaAvlCodec,
  header: RecordHeader,
): RecordHeader {
  const size = recordHeaderBytes(codec);
  if (size > reader.remaining) readRecordHeaderChecked(reader, codec); // throws, naming the field
  // The whole header is inside the data: read it without a bounds check per field.
  const b = reader.bytes;
  const at = reader.offset;
  reader.offset = at + size;
  const timestamp = readU64(b, at);
  const altitude = (b[at + 17]! << 8) | b[at + 18]!;
  const wideIds = codec !== CODEC_8;
  header.timestamp = typeof timestamp === 'bigint' ? Number(timestamp) : timestamp;
  header.priority = b[at + 8]!;
  header.longitude = (readU32(b, at + 9) | 0) / 1e7;
  header.latitude = (readU32(b, at + 13) | 0) / 1e7;
  header.altitude = altitude >= 0x8000 ? altitude - 0x10000 : altitude;
  header.angle = (b[at + 19]! << 8) | b[at + 20]!;
  header.satellites = b[at + 21]!;
  header.speed = (b[at + 22]! << 8) | b[at + 23]!;
  header.eventIoId = wideIds ? (b[at + 24]! << 8) | b[at + 25]! : b[at + 24]!;
  header.generationType = codec === CODEC_16 ? b[at + 26]! : undefined;
  header.ioTotal = readIoTotal(b, at + size, codec);
  return header;
}

/** The header of the position being read. */
const positionHeader = newRecordHeader();

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

function checkIoCount(ioTotal: number, counted: number): void {
  if (counted !== ioTotal) {
    throw new ProtocolError(
      `Teltonika: record declares ${ioTotal} IO elements but carries ${counted}`,
    );
  }
}

/**
 * Reads a position's IO elements into `positionIds`/`positionValues`; returns how many there
 * are.
 */
function readPositionIo(reader: Reader, codec: TeltonikaAvlCodec, ioTotal: number): number {
  const extended = codec === CODEC_8_EXTENDED;
  const wideIds = codec !== CODEC_8; // 8E and 16 use WORD IO IDs
  const counts = positionGroupCounts;
  let counted = 0;
  positionIdsHash = 0;
  counted += counts[0] = readFixedIo(reader, counted, wideIds, extended, 1);
  counted += counts[1] = readFixedIo(reader, counted, wideIds, extended, 2);
  counted += counts[2] = readFixedIo(reader, counted, wideIds, extended, 4);
  counted += counts[3] = readFixedIo(reader, counted, wideIds, extended, 8);
  counted += counts[4] = extended ? readVariableIo(reader, counted) : 0;
  checkIoCount(ioTotal, counted);
  return counted;
}

/** Reads a record, with the checks (and errors) of `readPosition`. */
function readRecord(reader: Reader, codec: TeltonikaAvlCodec): TeltonikaRecord {
  const header = readRecordHeader(reader, codec, newRecordHeader());
  const extended = codec === CODEC_8_EXTENDED;
  const wideIds = codec !== CODEC_8;
  const ioIds: number[] = [];
  const ioValues: TeltonikaIoValue[] = [];
  for (const valueBytes of [1, 2, 4, 8] as const) {
    const count = extended ? reader.u16('IO count') : reader.u8('IO count');
    readFixedIoChecked(reader, wideIds, count, valueBytes, ioIds, ioValues);
  }
  if (extended) readVariableIoChecked(reader, ioIds, ioValues);
  checkIoCount(header.ioTotal, ioIds.length);
  return { ...header, ioIds, ioValues };
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
      const positions: Position[] = [];
      for (let index = 0; index < quantity; index++) positions.push(readPosition(reader, codec));
      message = new AvlPacket(codec, quantity, frame, dataEnd, positions);
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

/** Record priority 2 is "panic": the device's panic/SOS events. */
const PRIORITY_PANIC = 2;

function ioAttribute(value: TeltonikaIoValue): AttributeValue {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return value.toString();
  return bytesToHexString(value);
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
 * The position of a record whose IO elements are the first `count` of `ids` and `values` (see
 * `makePosition`).
 */
function toPosition(
  record: RecordHeader,
  ids: readonly number[],
  idsHash: number,
  values: readonly AttributeValue[],
  count: number,
): Position {
  const layout = ioLayout(ids, count, record.generationType !== undefined, idsHash);
  return makePosition(
    record,
    layout.attributes(record.priority, record.generationType, values),
    layout.ignitionIndex < 0 ? undefined : values[layout.ignitionIndex],
    layout.odometerIndex < 0 ? undefined : values[layout.odometerIndex],
  );
}

/**
 * The position of a record with these attributes. The fix is valid when satellites are in use
 * (the protocol has no separate validity flag). Every IO element is kept as `io<id>`; ignition
 * comes from IO 239, the odometer from IO 16 (metres), the event from the record's event IO. A
 * panic-priority record sets the JT/T 808 SOS alarm bit.
 */
function makePosition(
  record: RecordHeader,
  attributes: Record<string, AttributeValue>,
  ignitionValue: AttributeValue | undefined,
  odometerValue: AttributeValue | undefined,
): Position {
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
  // Values that are numbers in the record are numbers here (8-byte ones beyond 2^53 are text).
  if (typeof ignitionValue === 'number') position.ignition = ignitionValue === 1;
  if (typeof odometerValue === 'number') position.odometer = odometerValue / 1000;
  if (record.eventIoId !== 0) position.eventId = record.eventIoId;
  return position;
}

/** One normalised position per record (see `toPosition`). */
export function teltonikaRecordToPosition(record: TeltonikaRecord): Position {
  const values = record.ioValues.map(ioAttribute);
  const idsHash = record.ioIds.reduce(hashIoId, 0);
  return toPosition(record, record.ioIds, idsHash, values, values.length);
}

/**
 * Reads the next record of a packet straight into its position, making no record; its checks
 * (and errors) are those of `readRecord`.
 */
function readPosition(reader: Reader, codec: TeltonikaAvlCodec): Position {
  const header = readRecordHeader(reader, codec, positionHeader);
  const format = ioSectionFormat(codec);
  const start = reader.offset;
  const attributes = readIoSectionByLayout(
    reader.bytes,
    start,
    reader.end,
    format,
    header.ioTotal,
    header.priority,
    header.generationType,
    layoutReading,
  );
  if (attributes !== undefined) {
    reader.offset = layoutReading.end;
    return makePosition(header, attributes, layoutReading.ignition, layoutReading.odometer);
  }
  const count = readPositionIo(reader, codec, header.ioTotal);
  noteIoSection(
    reader.bytes,
    start,
    reader.end,
    format,
    header.ioTotal,
    positionGroupCounts,
    positionIds,
  );
  return toPosition(header, positionIds, positionIdsHash, positionValues, count);
}

/** What `readIoSectionByLayout` found besides the attributes of the position being read. */
const layoutReading: LayoutReading = { end: 0, ignition: undefined, odometer: undefined };

/**
 * The AVL packets `decodeTeltonika` returns. The gateway needs positions, not records: the
 * packet is checked by making each position straight from the frame, which spares the records
 * and their IO arrays and reads the frame once. Records are read from the frame when asked for.
 */
class AvlPacket implements TeltonikaAvl {
  readonly type = 'avl';
  readonly #frame: Uint8Array;
  readonly #dataEnd: number;
  #records: TeltonikaRecord[] | undefined;
  /** The positions made when decoding, until handed out: later calls get new ones. */
  #positions: Position[] | undefined;

  constructor(
    readonly codec: TeltonikaAvlCodec,
    readonly recordCount: number,
    frame: Uint8Array,
    dataEnd: number,
    positions: Position[],
  ) {
    this.#frame = frame;
    this.#dataEnd = dataEnd;
    this.#positions = positions;
  }

  get records(): TeltonikaRecord[] {
    return (this.#records ??= this.#readEach(readRecord));
  }

  positions(): Position[] {
    const positions = this.#positions ?? this.#readEach(readPosition);
    this.#positions = undefined;
    return positions;
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
