/**
 * H02 text protocol decoder (`*HQ,<id>,<type>,…#`, the format of the H02 GPRS communication
 * protocol document used by many Sinotrack/TK-series trackers):
 *
 *   V1   location  `*HQ,id,V1,hhmmss,A,ddmm.mmmm,N,dddmm.mmmm,E,speed,course,ddmmyy,status
 *                   [,mcc,mnc,lac,cid]#` (speed in knots, time UTC, A = valid fix)
 *   V4   reply     `*HQ,id,V4,<command>,<reply fields…>,hhmmss,A,…,ddmmyy,status#`
 *   NBR  cells     `*HQ,id,NBR,hhmmss,mcc,mnc,ta,n,(lac,cid,rxlev)×n,ddmmyy,status#`
 *   LINK heartbeat `*HQ,id,LINK,hhmmss,gsm,satellites,battery,steps,rolls,ddmmyy,status#`
 *
 * The binary `$` form is not decoded.
 */
import type { AttributeValue, Position } from '../types';
import { ProtocolError } from '../types';

const KNOTS_TO_KMH = 1.852;

export interface H02Fix {
  fixTime: Date;
  valid: boolean;
  latitude: number;
  longitude: number;
  /** km/h (converted from knots). */
  speed: number;
  course: number;
}

/** Vehicle status word, decoded from the negative-logic bits (a 0 bit means "active"). */
export interface H02Status {
  /** The 32-bit word as sent (hex). */
  raw: number;
  acc: boolean;
  sos: boolean;
  robbery: boolean;
  overspeed: boolean;
  theft: boolean;
  illegalIgnition: boolean;
  /** Main power lost: the tracker runs on its backup battery. */
  backupBattery: boolean;
  doorOpen: boolean;
  armed: boolean;
  oilElectricCut: boolean;
}

interface H02Header {
  /** Maker code after `*`, usually "HQ". */
  maker: string;
  deviceId: string;
}

export interface H02Location extends H02Header {
  type: 'location';
  fix: H02Fix;
  status: H02Status;
  cell?: { mcc: number; mnc: number; lac: number; cellId: number };
}

export interface H02CommandReply extends H02Header {
  type: 'commandReply';
  command: string;
  /** Fields between the command name and the fix (e.g. "DONE", a parameter echo). */
  replyFields: string[];
  fix?: H02Fix;
  status?: H02Status;
}

export interface H02NeighbourCell {
  lac: number;
  cellId: number;
  rxLevel: number;
}

export interface H02CellReport extends H02Header {
  type: 'cells';
  time: Date;
  mcc: number;
  mnc: number;
  timingAdvance: number;
  cells: H02NeighbourCell[];
  status: H02Status;
}

export interface H02Heartbeat extends H02Header {
  type: 'heartbeat';
  time?: Date;
  gsmSignal?: number;
  satellites?: number;
  /** Battery, percent. */
  battery?: number;
  steps?: number;
  rolls?: number;
  status?: H02Status;
}

export interface H02Unknown extends H02Header {
  type: 'unknown';
  messageType: string;
  fields: string[];
}

export type H02Message = H02Location | H02CommandReply | H02CellReport | H02Heartbeat | H02Unknown;

/*
 * Status word bits used (bit 0 = least significant bit of the 8-hex-digit word; every flag is
 * negative logic, 0 = active), per the H02 document's vehicle_status table:
 *   0 theft (vibration) alarm   1 robbery alarm    2 overspeed alarm   3 illegal ignition alarm
 *   8 door open                 9 armed (fortified) 10 ACC on
 *   18 SOS alarm                19 main power cut (running on backup battery)
 *   27 oil and power cut
 */
const STATUS_THEFT = 0;
const STATUS_ROBBERY = 1;
const STATUS_OVERSPEED = 2;
const STATUS_ILLEGAL_IGNITION = 3;
const STATUS_DOOR_OPEN = 8;
const STATUS_ARMED = 9;
const STATUS_ACC = 10;
const STATUS_SOS = 18;
const STATUS_BACKUP_BATTERY = 19;
const STATUS_OIL_ELECTRIC_CUT = 27;

function active(word: number, bit: number): boolean {
  return ((word >>> bit) & 1) === 0;
}

function isHexDigits(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index) | 0x20; // fold A-F to a-f
    if (!((code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x66))) return false;
  }
  return true;
}

export function decodeH02Status(hex: string): H02Status {
  if (hex.length !== 8 || !isHexDigits(hex)) {
    throw new ProtocolError(`H02: status "${hex}" is not 8 hex digits`);
  }
  return statusOfWord(parseInt(hex, 16));
}

function statusOfWord(raw: number): H02Status {
  return {
    raw,
    acc: active(raw, STATUS_ACC),
    sos: active(raw, STATUS_SOS),
    robbery: active(raw, STATUS_ROBBERY),
    overspeed: active(raw, STATUS_OVERSPEED),
    theft: active(raw, STATUS_THEFT),
    illegalIgnition: active(raw, STATUS_ILLEGAL_IGNITION),
    backupBattery: active(raw, STATUS_BACKUP_BATTERY),
    doorOpen: active(raw, STATUS_DOOR_OPEN),
    armed: active(raw, STATUS_ARMED),
    oilElectricCut: active(raw, STATUS_OIL_ELECTRIC_CUT),
  };
}

/** Two ASCII digits at `index` as a number, NaN if either is not a digit. */
function twoDigits(text: string, index: number): number {
  const tens = text.charCodeAt(index) - 0x30;
  const units = text.charCodeAt(index + 1) - 0x30;
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : NaN;
}

/** `hhmmss` (optionally `.sss`, ignored) and `ddmmyy`, UTC. */
function parseTime(hhmmss: string, ddmmyy: string): Date {
  const hours = twoDigits(hhmmss, 0);
  const minutes = twoDigits(hhmmss, 2);
  const seconds = twoDigits(hhmmss, 4);
  const day = twoDigits(ddmmyy, 0);
  const month = twoDigits(ddmmyy, 2);
  const year = twoDigits(ddmmyy, 4);
  const wellFormed = (hhmmss.length === 6 || hhmmss.charCodeAt(6) === 0x2e) && ddmmyy.length === 6;
  if (!wellFormed || !timeInRange(hours, minutes, seconds, day, month, year)) {
    throw new ProtocolError(`H02: bad or out of range time "${hhmmss}" / date "${ddmmyy}"`);
  }
  return new Date(Date.UTC(2000 + year, month - 1, day, hours, minutes, seconds));
}

/** NaN fails every comparison, so malformed digits are out of range too. */
function timeInRange(
  hours: number,
  minutes: number,
  seconds: number,
  day: number,
  month: number,
  year: number,
): boolean {
  return (
    hours <= 23 &&
    minutes <= 59 &&
    seconds <= 59 &&
    day >= 1 &&
    day <= 31 &&
    month >= 1 &&
    month <= 12 &&
    year >= 0
  );
}

/** `ddmm.mmmm` / `dddmm.mmmm` to signed degrees. */
function parseCoordinate(
  value: string,
  hemisphere: string,
  positive: string,
  negative: string,
): number {
  const point = value.indexOf('.');
  const number = Number(value);
  if (
    point < 3 ||
    point > 5 ||
    value.charCodeAt(0) === 0x2d ||
    !Number.isFinite(number) ||
    (hemisphere !== positive && hemisphere !== negative)
  ) {
    throw new ProtocolError(`H02: bad coordinate "${value},${hemisphere}"`);
  }
  const degrees = degreesOf(number);
  const limit = positive === 'N' ? 90 : 180;
  if (degrees > limit) throw new ProtocolError(`H02: coordinate ${value} out of range`);
  return hemisphere === negative ? -degrees : degrees;
}

/** `dddmm.mmmm` as a number to degrees: the whole minutes are the last two integer digits. */
function degreesOf(number: number): number {
  const wholeDegrees = Math.floor(number / 100);
  return wholeDegrees + (number - wholeDegrees * 100) / 60;
}

function parseNumber(value: string | undefined, what: string): number {
  const number = value === undefined || value === '' ? NaN : Number(value);
  if (!Number.isFinite(number)) throw new ProtocolError(`H02: bad ${what} "${value ?? ''}"`);
  return number;
}

/** Reads the 9 fix fields starting at `index`: time, A/V, lat, N/S, lon, E/W, speed, course, date. */
function parseFix(fields: string[], index: number): H02Fix {
  const validity = fields[index + 1];
  if (validity !== 'A' && validity !== 'V' && validity !== 'B') {
    throw new ProtocolError(`H02: fix validity "${validity ?? ''}" is not A or V`);
  }
  return {
    fixTime: parseTime(fields[index] ?? '', fields[index + 8] ?? ''),
    valid: validity === 'A',
    latitude: parseCoordinate(fields[index + 2] ?? '', fields[index + 3] ?? '', 'N', 'S'),
    longitude: parseCoordinate(fields[index + 4] ?? '', fields[index + 5] ?? '', 'E', 'W'),
    speed: parseNumber(fields[index + 6], 'speed') * KNOTS_TO_KMH,
    course: parseNumber(fields[index + 7], 'course'),
  };
}

const FIX_FIELDS = 9;
const textDecoder = new TextDecoder('latin1');

function splitMessage(frame: Uint8Array | string): string[] {
  const text = typeof frame === 'string' ? frame : textDecoder.decode(frame);
  if (!text.startsWith('*') || !text.endsWith('#')) {
    throw new ProtocolError(`H02: message must run from * to #: "${text.slice(0, 40)}"`);
  }
  const fields = text.slice(1, -1).split(',');
  if (fields.length < 3 || fields[1] === '') {
    throw new ProtocolError(`H02: message without device id and type: "${text.slice(0, 40)}"`);
  }
  return fields;
}

function decodeCommandReply(header: H02Header, fields: string[]): H02CommandReply {
  const reply: H02CommandReply = {
    ...header,
    type: 'commandReply',
    command: fields[3] ?? '',
    replyFields: [],
  };
  // The fix starts at the first hhmmss field followed by A/V; reply fields come before it.
  for (let index = 4; index + FIX_FIELDS < fields.length; index++) {
    if (/^\d{6}$/.test(fields[index] ?? '') && /^[AVB]$/.test(fields[index + 1] ?? '')) {
      reply.replyFields = fields.slice(4, index);
      reply.fix = parseFix(fields, index);
      reply.status = decodeH02Status(fields[index + FIX_FIELDS] ?? '');
      return reply;
    }
  }
  reply.replyFields = fields.slice(4);
  return reply;
}

function decodeCells(header: H02Header, fields: string[]): H02CellReport {
  const count = parseNumber(fields[7], 'cell count');
  const expected = 8 + count * 3 + 2;
  if (!Number.isInteger(count) || fields.length !== expected) {
    throw new ProtocolError(
      `H02: NBR with ${count} cells needs ${expected} fields, got ${fields.length}`,
    );
  }
  const cells: H02NeighbourCell[] = [];
  for (let index = 0; index < count; index++) {
    const base = 8 + index * 3;
    cells.push({
      lac: parseNumber(fields[base], 'LAC'),
      cellId: parseNumber(fields[base + 1], 'cell id'),
      rxLevel: parseNumber(fields[base + 2], 'rx level'),
    });
  }
  return {
    ...header,
    type: 'cells',
    time: parseTime(fields[3] ?? '', fields[expected - 2] ?? ''),
    mcc: parseNumber(fields[4], 'MCC'),
    mnc: parseNumber(fields[5], 'MNC'),
    timingAdvance: parseNumber(fields[6], 'timing advance'),
    cells,
    status: decodeH02Status(fields[expected - 1] ?? ''),
  };
}

function optionalNumber(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function decodeHeartbeat(header: H02Header, fields: string[]): H02Heartbeat {
  const heartbeat: H02Heartbeat = { ...header, type: 'heartbeat' };
  if (fields.length >= 11) {
    heartbeat.time = parseTime(fields[3] ?? '', fields[fields.length - 2] ?? '');
    heartbeat.status = decodeH02Status(fields[fields.length - 1] ?? '');
    const values = { gsmSignal: 4, satellites: 5, battery: 6, steps: 7, rolls: 8 } as const;
    for (const [key, index] of Object.entries(values) as [keyof typeof values, number][]) {
      const value = optionalNumber(fields[index]);
      if (value !== undefined) heartbeat[key] = value;
    }
  }
  return heartbeat;
}

/** Decodes one `*…#` message (bytes or text). Throws ProtocolError on a malformed message. */
export function decodeH02(frame: Uint8Array | string): H02Message {
  if (typeof frame !== 'string') {
    const location = decodeLocationBytes(frame);
    if (location !== undefined) return location;
  }
  const fields = splitMessage(frame);
  const header: H02Header = { maker: fields[0] ?? '', deviceId: fields[1] ?? '' };
  const messageType = fields[2] ?? '';
  switch (messageType) {
    case 'V1': {
      if (fields.length < 3 + FIX_FIELDS + 1) {
        throw new ProtocolError(`H02: V1 has ${fields.length} fields, needs at least 13`);
      }
      return {
        maker: header.maker,
        deviceId: header.deviceId,
        type: 'location',
        fix: parseFix(fields, 3),
        status: decodeH02Status(fields[12] ?? ''),
        cell:
          fields.length >= 17
            ? {
                mcc: parseNumber(fields[13], 'MCC'),
                mnc: parseNumber(fields[14], 'MNC'),
                lac: parseNumber(fields[15], 'LAC'),
                cellId: parseNumber(fields[16], 'cell id'),
              }
            : undefined,
      };
    }
    case 'V4':
      return decodeCommandReply(header, fields);
    case 'NBR':
      return decodeCells(header, fields);
    case 'LINK':
      return decodeHeartbeat(header, fields);
    default:
      return { ...header, type: 'unknown', messageType, fields: fields.slice(3) };
  }
}

/*
 * V1 locations straight from the bytes. Trackers send little else, so the common, well-formed
 * V1 is read without decoding the frame to text, splitting it and converting each field with
 * Number(): every field is parsed in place. Anything this path does not recognise as a
 * plain, valid V1 (other types, signs, exponents, more than 15 digits, a value out of range,
 * non-ASCII text) returns undefined and goes through the general path above, which decides
 * and words any error, so both paths give the same message for every frame.
 */
const COMMA = 0x2c;
const DOT = 0x2e;
const CELL_FIELDS_END = 17;
/** Start and end (exclusive) of fields 0…16 of the frame being read. */
const fieldStarts = new Int32Array(CELL_FIELDS_END);
const fieldEnds = new Int32Array(CELL_FIELDS_END);
/** 10^k for k = 0…15: exact doubles. */
const POWERS_OF_TEN = Array.from({ length: 16 }, (_, k) => 10 ** k);

/**
 * `digits[.digits]` with at most 15 digits, as Number() reads it: the digits as an integer
 * over a power of ten are both exact doubles, so their quotient is the correctly rounded
 * value, as Number() gives. NaN for anything else.
 */
function plainDecimal(bytes: Uint8Array, start: number, end: number): number {
  let mantissa = 0;
  let digits = 0;
  let point = -1;
  for (let index = start; index < end; index++) {
    const digit = bytes[index]! - 0x30;
    if (digit >= 0 && digit <= 9) {
      mantissa = mantissa * 10 + digit;
      digits++;
    } else if (bytes[index] === DOT && point < 0 && index > start && index < end - 1) {
      point = index;
    } else {
      return NaN;
    }
  }
  if (digits === 0 || digits > 15) return NaN;
  return point < 0 ? mantissa : mantissa / POWERS_OF_TEN[end - point - 1]!;
}

function twoDigitsAt(bytes: Uint8Array, index: number): number {
  const tens = bytes[index]! - 0x30;
  const units = bytes[index + 1]! - 0x30;
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : NaN;
}

/** A one-character field's character code, or -1. */
function singleChar(bytes: Uint8Array, field: number): number {
  const start = fieldStarts[field]!;
  return fieldEnds[field]! === start + 1 ? bytes[start]! : -1;
}

function fieldEquals(bytes: Uint8Array, field: number, text: string): boolean {
  const start = fieldStarts[field]!;
  if (fieldEnds[field]! - start !== text.length) return false;
  for (let index = 0; index < text.length; index++) {
    if (bytes[start + index] !== text.charCodeAt(index)) return false;
  }
  return true;
}

/**
 * Recently seen device ids, so that a tracker's id is not made into a new string with every
 * message: a fixed number of slots chosen by a hash of the id's bytes, a newer id replacing an
 * older one in its slot.
 */
const DEVICE_ID_SLOTS = 1024;
const deviceIdTexts: string[] = new Array<string>(DEVICE_ID_SLOTS).fill('');

/** An ASCII field as text; undefined when it holds other bytes (the general path decodes those). */
function asciiField(bytes: Uint8Array, field: number): string | undefined {
  const start = fieldStarts[field]!;
  const end = fieldEnds[field]!;
  let hash = 0;
  for (let index = start; index < end; index++) {
    const byte = bytes[index]!;
    if (byte >= 0x80) return undefined;
    hash = (Math.imul(hash, 31) + byte) | 0;
  }
  const slot = hash & (DEVICE_ID_SLOTS - 1);
  const known = deviceIdTexts[slot]!;
  if (known.length === end - start) {
    let index = 0;
    while (index < known.length && known.charCodeAt(index) === bytes[start + index]) index++;
    if (index === known.length) return known;
  }
  const text = textDecoder.decode(bytes.subarray(start, end));
  deviceIdTexts[slot] = text;
  return text;
}

function decimalField(bytes: Uint8Array, field: number): number {
  return plainDecimal(bytes, fieldStarts[field]!, fieldEnds[field]!);
}

/** A coordinate field `ddmm.mmmm` / `dddmm.mmmm` with its hemisphere field, or NaN. */
function coordinateAt(
  bytes: Uint8Array,
  field: number,
  positive: number,
  negative: number,
  limit: number,
): number {
  const start = fieldStarts[field]!;
  const end = fieldEnds[field]!;
  let point = start;
  while (point < end && bytes[point] !== DOT) point++;
  const hemisphere = singleChar(bytes, field + 1);
  if (
    point - start < 3 ||
    point - start > 5 ||
    (hemisphere !== positive && hemisphere !== negative)
  ) {
    return NaN;
  }
  const degrees = degreesOf(plainDecimal(bytes, start, end));
  if (!(degrees <= limit)) return NaN;
  return hemisphere === negative ? -degrees : degrees;
}

/** Eight hex digits as the unsigned status word, or NaN. */
function statusWordAt(bytes: Uint8Array, field: number): number {
  const start = fieldStarts[field]!;
  if (fieldEnds[field]! - start !== 8) return NaN;
  let word = 0;
  for (let index = start; index < start + 8; index++) {
    const code = bytes[index]!;
    let nibble: number;
    if (code >= 0x30 && code <= 0x39) nibble = code - 0x30;
    else if (code >= 0x41 && code <= 0x46) nibble = code - 0x41 + 10;
    else if (code >= 0x61 && code <= 0x66) nibble = code - 0x61 + 10;
    else return NaN;
    word = word * 16 + nibble;
  }
  return word;
}

/** Splits the frame's fields up to the cell fields; the count of fields (at most 17). */
function findFields(bytes: Uint8Array): number {
  const end = bytes.length - 1;
  let field = 0;
  fieldStarts[0] = 1;
  for (let index = 1; index < end; index++) {
    if (bytes[index] !== COMMA) continue;
    fieldEnds[field] = index;
    if (++field === CELL_FIELDS_END) return field; // later fields are not read
    fieldStarts[field] = index + 1;
  }
  fieldEnds[field] = end;
  return field + 1;
}

function decodeLocationBytes(bytes: Uint8Array): H02Location | undefined {
  const length = bytes.length;
  if (length < 4 || bytes[0] !== 0x2a || bytes[length - 1] !== 0x23) return undefined;
  const fieldCount = findFields(bytes);
  if (fieldCount < 3 + FIX_FIELDS + 1 || !fieldEquals(bytes, 2, 'V1')) return undefined;

  const validity = singleChar(bytes, 4);
  if (validity !== 0x41 && validity !== 0x56 && validity !== 0x42) return undefined; // A, V, B
  const timeStart = fieldStarts[3]!;
  const dateStart = fieldStarts[11]!;
  if (fieldEnds[3]! - timeStart !== 6 || fieldEnds[11]! - dateStart !== 6) return undefined;
  const hours = twoDigitsAt(bytes, timeStart);
  const minutes = twoDigitsAt(bytes, timeStart + 2);
  const seconds = twoDigitsAt(bytes, timeStart + 4);
  const day = twoDigitsAt(bytes, dateStart);
  const month = twoDigitsAt(bytes, dateStart + 2);
  const year = twoDigitsAt(bytes, dateStart + 4);
  if (!timeInRange(hours, minutes, seconds, day, month, year)) return undefined;
  const latitude = coordinateAt(bytes, 5, 0x4e, 0x53, 90); // N, S
  const longitude = coordinateAt(bytes, 7, 0x45, 0x57, 180); // E, W
  const knots = decimalField(bytes, 9);
  const course = decimalField(bytes, 10);
  const statusWord = statusWordAt(bytes, 12);
  if (
    Number.isNaN(latitude) ||
    Number.isNaN(longitude) ||
    Number.isNaN(knots) ||
    Number.isNaN(course) ||
    Number.isNaN(statusWord)
  ) {
    return undefined;
  }
  let cell: H02Location['cell'];
  if (fieldCount >= CELL_FIELDS_END) {
    cell = {
      mcc: decimalField(bytes, 13),
      mnc: decimalField(bytes, 14),
      lac: decimalField(bytes, 15),
      cellId: decimalField(bytes, 16),
    };
    if (
      Number.isNaN(cell.mcc) ||
      Number.isNaN(cell.mnc) ||
      Number.isNaN(cell.lac) ||
      Number.isNaN(cell.cellId)
    ) {
      return undefined;
    }
  }
  const maker = fieldEquals(bytes, 0, 'HQ') ? 'HQ' : asciiField(bytes, 0);
  const deviceId = asciiField(bytes, 1);
  if (maker === undefined || deviceId === undefined || deviceId === '') return undefined;
  return {
    maker,
    deviceId,
    type: 'location',
    fix: {
      fixTime: new Date(Date.UTC(2000 + year, month - 1, day, hours, minutes, seconds)),
      valid: validity === 0x41,
      latitude,
      longitude,
      speed: knots * KNOTS_TO_KMH,
      course,
    },
    status: statusOfWord(statusWord),
    cell,
  };
}

/*
 * H02 status onto JT/T 808 alarm bits (Position.alarm):
 *   SOS or robbery -> bit 0 SOS; overspeed -> bit 1; main power cut -> bit 8;
 *   theft -> bit 26 stolen; illegal ignition -> bit 27.
 * Status bits (Position.status): ACC -> bit 0, fix -> bit 1, south -> bit 2, west -> bit 3,
 * oil/power cut -> bits 10 and 11, door open -> bit 13 (door 1).
 */
const JT808_ALARM_SOS = 1 << 0;
const JT808_ALARM_OVERSPEED = 1 << 1;
const JT808_ALARM_POWER_CUT = 1 << 8;
const JT808_ALARM_STOLEN = 1 << 26;
const JT808_ALARM_ILLEGAL_IGNITION = 1 << 27;
const JT808_STATUS_ACC = 1 << 0;
const JT808_STATUS_FIXED = 1 << 1;
const JT808_STATUS_SOUTH = 1 << 2;
const JT808_STATUS_WEST = 1 << 3;
const JT808_STATUS_OIL_CUT = 1 << 10;
const JT808_STATUS_ELECTRIC_CUT = 1 << 11;
const JT808_STATUS_DOOR_1 = 1 << 13;

function alarmOf(status: H02Status): number {
  let alarm = 0;
  if (status.sos || status.robbery) alarm |= JT808_ALARM_SOS;
  if (status.overspeed) alarm |= JT808_ALARM_OVERSPEED;
  if (status.backupBattery) alarm |= JT808_ALARM_POWER_CUT;
  if (status.theft) alarm |= JT808_ALARM_STOLEN;
  if (status.illegalIgnition) alarm |= JT808_ALARM_ILLEGAL_IGNITION;
  return alarm;
}

/** Status words as sent (8 upper-case hex digits), kept for the few words a fleet sends. */
const STATUS_TEXTS = new Map<number, string>();
const MAX_STATUS_TEXTS = 256;

function statusText(raw: number): string {
  let text = STATUS_TEXTS.get(raw);
  if (text === undefined) {
    text = raw.toString(16).toUpperCase().padStart(8, '0');
    if (STATUS_TEXTS.size >= MAX_STATUS_TEXTS) STATUS_TEXTS.clear();
    STATUS_TEXTS.set(raw, text);
  }
  return text;
}

/** The normalised position of a V1 location or a V4 reply that carries a fix. */
export function h02ToPosition(message: H02Message): Position | undefined {
  if (message.type !== 'location' && message.type !== 'commandReply') return undefined;
  const fix = message.fix;
  const status = message.status;
  if (fix === undefined || status === undefined) return undefined;

  let statusBits = 0;
  if (status.acc) statusBits |= JT808_STATUS_ACC;
  if (fix.valid) statusBits |= JT808_STATUS_FIXED;
  if (fix.latitude < 0) statusBits |= JT808_STATUS_SOUTH;
  if (fix.longitude < 0) statusBits |= JT808_STATUS_WEST;
  if (status.oilElectricCut) statusBits |= JT808_STATUS_OIL_CUT | JT808_STATUS_ELECTRIC_CUT;
  if (status.doorOpen) statusBits |= JT808_STATUS_DOOR_1;

  const attributes: Record<string, AttributeValue> = {
    h02Status: statusText(status.raw),
    armed: status.armed,
  };
  if (message.type === 'location' && message.cell !== undefined) {
    attributes['mcc'] = message.cell.mcc;
    attributes['mnc'] = message.cell.mnc;
    attributes['lac'] = message.cell.lac;
    attributes['cellId'] = message.cell.cellId;
  }
  return {
    fixTime: fix.fixTime,
    valid: fix.valid,
    latitude: fix.latitude,
    longitude: fix.longitude,
    altitude: 0,
    speed: fix.speed,
    course: fix.course,
    alarm: alarmOf(status),
    status: statusBits,
    ignition: status.acc,
    attributes,
  };
}
