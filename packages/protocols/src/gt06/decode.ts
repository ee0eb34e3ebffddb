/**
 * GT06 (Concox) frame decoder: one complete frame (as cut by `splitGt06Frames`) in, one message
 * out. Layouts follow the Concox GT06 protocol document; many clones reuse protocol numbers with
 * other lengths, so GPS messages whose length is not the documented one are decoded as
 * "variant": the common 18-byte GPS block is read and the rest is kept as raw bytes.
 */
import type { AttributeValue, Position } from '../types';
import { ProtocolError } from '../types';
import { crcItu } from './crc';
import { GT06_LONG_START, GT06_MIN_LENGTH_FIELD, GT06_SHORT_START } from './frame';

/** Protocol numbers (Concox GT06 document; 0x26/0x27 from later Concox models). */
export const GT06_LOGIN = 0x01;
export const GT06_GPS_10 = 0x10;
export const GT06_GPS_11 = 0x11;
export const GT06_GPS_LBS = 0x12;
export const GT06_STATUS = 0x13;
export const GT06_STRING_REPLY = 0x15;
export const GT06_GPS_LBS_STATUS_ALARM = 0x16;
export const GT06_LBS_STATUS_ALARM = 0x19;
export const GT06_COMMAND_REPLY_21 = 0x21;
export const GT06_GPS_LBS_22 = 0x22;
export const GT06_ALARM_26 = 0x26;
export const GT06_ALARM_27 = 0x27;
export const GT06_SERVER_COMMAND = 0x80;
export const GT06_INFORMATION = 0x94;

/** Location reports: GPS block, optionally followed by LBS and ACC/upload fields. */
const LOCATION_PROTOCOLS = new Set([GT06_GPS_10, GT06_GPS_11, GT06_GPS_LBS, GT06_GPS_LBS_22]);
/** Alarm reports: GPS block + LBS block with its own length byte + terminal status. */
const ALARM_PROTOCOLS = new Set([GT06_GPS_LBS_STATUS_ALARM, GT06_ALARM_26, GT06_ALARM_27]);

const GPS_BLOCK_BYTES = 18;
/** MCC WORD, MNC BYTE, LAC WORD, cell ID 3 bytes. */
const CELL_BYTES = 8;
/** Terminal info, voltage level, GSM signal, alarm, language. */
const TERMINAL_STATUS_BYTES = 5;
/** Marker (2) + protocol (1) + serial (2) + CRC (2) + stop (2), without the length field. */
const FIXED_FRAME_BYTES = 9;
/** Coordinates are minutes x 30000, i.e. degrees x 1,800,000. */
const COORDINATE_DIVISOR = 1_800_000;

export type Gt06Framing = '7878' | '7979';
/** "standard": the documented length; "variant": a clone's longer or shorter layout. */
export type Gt06Layout = 'standard' | 'variant';

export interface Gt06Gps {
  /** UTC, from the frame's date-time fields. */
  fixTime: Date;
  /** High nibble of the GPS info byte. */
  gpsInfoLength: number;
  satellites: number;
  latitude: number;
  longitude: number;
  speed: number;
  course: number;
  fixed: boolean;
  differential: boolean;
  /** Course/status bit 15, present only when bit 14 ("ACC info valid") is set. */
  acc?: boolean;
}

export interface Gt06Cell {
  mcc: number;
  mnc: number;
  lac: number;
  cellId: number;
}

/** Terminal information byte and the bytes that follow it in status and alarm messages. */
export interface Gt06TerminalStatus {
  terminalInfo: number;
  armed: boolean;
  acc: boolean;
  charging: boolean;
  /** Terminal info bits 3-5: 1 vibration, 2 power cut, 3 low battery, 4 SOS. */
  alarmBits: number;
  gpsTracking: boolean;
  /** Bit 7: oil and electricity cut off by the relay. */
  oilElectricCut: boolean;
  voltageLevel: number;
  gsmSignal: number;
}

interface Gt06Header {
  framing: Gt06Framing;
  protocolNumber: number;
  serial: number;
}

export interface Gt06Login extends Gt06Header {
  type: 'login';
  imei: string;
  /** Newer firmware: device type WORD. */
  typeId?: number;
  /** Newer firmware: timezone/language WORD as sent. */
  timezoneLanguage?: number;
  /** Offset from UTC in minutes, decoded from `timezoneLanguage` (west is negative). */
  timezoneOffsetMinutes?: number;
}

export interface Gt06Location extends Gt06Header {
  type: 'location';
  layout: Gt06Layout;
  gps: Gt06Gps;
  cell?: Gt06Cell;
  /** 0x22: the ACC byte. */
  acc?: boolean;
  uploadMode?: number;
  /** 0x22: the device re-uploads a stored (not live) fix. */
  reupload?: boolean;
  /** 0x22 long form: mileage in metres. */
  mileage?: number;
  /** Bytes after the decoded fields (vendor variants). */
  extra: Uint8Array;
}

export interface Gt06Alarm extends Gt06Header {
  type: 'alarm';
  layout: Gt06Layout;
  gps: Gt06Gps;
  cell?: Gt06Cell;
  status?: Gt06TerminalStatus;
  alarmCode?: number;
  language?: number;
  extra: Uint8Array;
}

export interface Gt06Status extends Gt06Header {
  type: 'status';
  layout: Gt06Layout;
  status: Gt06TerminalStatus;
  /** The alarm/language WORD of the heartbeat, as sent. */
  alarmLanguage?: number;
  extra: Uint8Array;
}

export interface Gt06LbsAlarm extends Gt06Header {
  type: 'lbsAlarm';
  layout: Gt06Layout;
  cell?: Gt06Cell;
  status?: Gt06TerminalStatus;
  alarmCode?: number;
  language?: number;
  extra: Uint8Array;
}

export interface Gt06CommandReply extends Gt06Header {
  type: 'commandReply';
  /** The server flag the command carried, echoed so the reply can be matched. */
  serverFlag: number;
  text: string;
  language?: number;
}

export interface Gt06Information extends Gt06Header {
  type: 'information';
  subType: number;
  data: Uint8Array;
  /** Sub-type 0x00: external power voltage, volts. */
  externalVoltage?: number;
  /** Sub-type 0x04: terminal status synchronisation, ASCII `KEY=value;` pairs. */
  text?: string;
  /** Sub-type 0x0A: identities (BCD). */
  imei?: string;
  imsi?: string;
  iccid?: string;
}

export interface Gt06Unknown extends Gt06Header {
  type: 'unknown';
  content: Uint8Array;
}

export type Gt06Message =
  | Gt06Login
  | Gt06Location
  | Gt06Alarm
  | Gt06Status
  | Gt06LbsAlarm
  | Gt06CommandReply
  | Gt06Information
  | Gt06Unknown;

function readUint16(bytes: Uint8Array, offset: number): number {
  return (bytes[offset]! << 8) | bytes[offset + 1]!;
}

function readUint24(bytes: Uint8Array, offset: number): number {
  return (bytes[offset]! << 16) | (bytes[offset + 1]! << 8) | bytes[offset + 2]!;
}

function readUint32(bytes: Uint8Array, offset: number): number {
  return (
    bytes[offset]! * 0x1000000 +
    ((bytes[offset + 1]! << 16) | (bytes[offset + 2]! << 8)) +
    bytes[offset + 3]!
  );
}

const HEX_DIGITS = '0123456789abcdef';

/** BCD bytes to their digits; non-decimal nibbles come out as hex letters. */
function bcdToString(bytes: Uint8Array): string {
  let digits = '';
  for (const byte of bytes) digits += HEX_DIGITS[byte >> 4]! + HEX_DIGITS[byte & 0x0f]!;
  return digits;
}

const textDecoder = new TextDecoder('utf-8');

function decodeText(bytes: Uint8Array): string {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--; // fixed-size text fields are NUL-padded
  return textDecoder.decode(bytes.subarray(0, end));
}

/**
 * Checks framing, length and CRC and returns the header plus the content (the bytes between
 * protocol number and serial). Throws ProtocolError with the reason otherwise.
 */
function openFrame(frame: Uint8Array): { header: Gt06Header; content: Uint8Array } {
  const marker = frame[0];
  if (frame.length < FIXED_FRAME_BYTES + 1 || frame[1] !== marker) {
    throw new ProtocolError(`GT06: not a frame (${frame.length} bytes, no 7878/7979 start)`);
  }
  let lengthBytes: number;
  if (marker === GT06_SHORT_START) lengthBytes = 1;
  else if (marker === GT06_LONG_START) lengthBytes = 2;
  else throw new ProtocolError(`GT06: bad start marker 0x${(marker ?? 0).toString(16)}`);

  const lengthField = lengthBytes === 1 ? frame[2]! : readUint16(frame, 2);
  if (lengthField < GT06_MIN_LENGTH_FIELD) {
    throw new ProtocolError(`GT06: length field ${lengthField} is below the minimum of 5`);
  }
  const expectedBytes = FIXED_FRAME_BYTES - 5 + lengthBytes + lengthField;
  if (frame.length !== expectedBytes) {
    throw new ProtocolError(
      `GT06: length field ${lengthField} needs a ${expectedBytes}-byte frame, got ${frame.length}`,
    );
  }
  const end = frame.length;
  if (frame[end - 2] !== 0x0d || frame[end - 1] !== 0x0a) {
    throw new ProtocolError('GT06: frame does not end with 0D 0A');
  }
  const crcOffset = end - 4;
  const sent = readUint16(frame, crcOffset);
  const computed = crcItu(frame, 2, crcOffset);
  if (sent !== computed) {
    throw new ProtocolError(
      `GT06: CRC mismatch (frame says 0x${sent.toString(16).padStart(4, '0')}, ` +
        `computed 0x${computed.toString(16).padStart(4, '0')})`,
    );
  }
  const protocolOffset = 2 + lengthBytes;
  return {
    header: {
      framing: lengthBytes === 1 ? '7878' : '7979',
      protocolNumber: frame[protocolOffset]!,
      serial: readUint16(frame, crcOffset - 2),
    },
    content: frame.subarray(protocolOffset + 1, crcOffset - 2),
  };
}

function decodeGps(content: Uint8Array, protocolNumber: number): Gt06Gps {
  if (content.length < GPS_BLOCK_BYTES) {
    throw new ProtocolError(
      `GT06: protocol 0x${protocolNumber.toString(16)} has ${content.length} content bytes, ` +
        `the GPS block needs ${GPS_BLOCK_BYTES}`,
    );
  }
  const fixTime = new Date(
    Date.UTC(2000 + content[0]!, content[1]! - 1, content[2], content[3], content[4], content[5]),
  );
  const gpsInfo = content[6]!;
  const rawLatitude = readUint32(content, 7) / COORDINATE_DIVISOR;
  const rawLongitude = readUint32(content, 11) / COORDINATE_DIVISOR;
  const courseStatus = readUint16(content, 16);
  // Course/status WORD: bits 0-9 course; bit 10 set = north; bit 11 set = west; bit 12 GPS
  // fixed; bit 13 differential; bit 14 "ACC valid"; bit 15 ACC.
  // Every field is set in one literal (acc possibly undefined) so all GPS blocks share one
  // object shape: this is the hot path of location decoding.
  return {
    fixTime,
    gpsInfoLength: gpsInfo >> 4,
    satellites: gpsInfo & 0x0f,
    latitude: courseStatus & 0x0400 ? rawLatitude : -rawLatitude,
    longitude: courseStatus & 0x0800 ? -rawLongitude : rawLongitude,
    speed: content[15]!,
    course: courseStatus & 0x03ff,
    fixed: (courseStatus & 0x1000) !== 0,
    differential: (courseStatus & 0x2000) !== 0,
    acc: courseStatus & 0x4000 ? (courseStatus & 0x8000) !== 0 : undefined,
  };
}

/** MCC WORD (bit 15 set: MNC is a WORD), MNC, LAC WORD, cell ID 3 bytes. */
function decodeCell(content: Uint8Array, offset: number): Gt06Cell {
  const mccWord = readUint16(content, offset);
  const wideMnc = (mccWord & 0x8000) !== 0;
  const lacOffset = offset + (wideMnc ? 4 : 3);
  return {
    mcc: mccWord & 0x7fff,
    mnc: wideMnc ? readUint16(content, offset + 2) : content[offset + 2]!,
    lac: readUint16(content, lacOffset),
    cellId: readUint24(content, lacOffset + 2),
  };
}

function cellBytesAt(content: Uint8Array, offset: number): number {
  return content[offset]! & 0x80 ? CELL_BYTES + 1 : CELL_BYTES;
}

function decodeTerminalStatus(content: Uint8Array, offset: number): Gt06TerminalStatus {
  const terminalInfo = content[offset]!;
  return {
    terminalInfo,
    armed: (terminalInfo & 0x01) !== 0,
    acc: (terminalInfo & 0x02) !== 0,
    charging: (terminalInfo & 0x04) !== 0,
    alarmBits: (terminalInfo >> 3) & 0x07,
    gpsTracking: (terminalInfo & 0x40) !== 0,
    oilElectricCut: (terminalInfo & 0x80) !== 0,
    voltageLevel: content[offset + 1]!,
    gsmSignal: content[offset + 2]!,
  };
}

function decodeLogin(header: Gt06Header, content: Uint8Array): Gt06Login {
  if (content.length < 8) {
    throw new ProtocolError(`GT06: login has ${content.length} content bytes, needs 8`);
  }
  const terminalId = bcdToString(content.subarray(0, 8));
  // The 8-byte terminal ID is "0" + the 15-digit IMEI.
  const imei = terminalId.startsWith('0') ? terminalId.slice(1) : terminalId;
  const login: Gt06Login = { ...header, type: 'login', imei };
  if (content.length >= 12) {
    login.typeId = readUint16(content, 8);
    const timezoneLanguage = readUint16(content, 10);
    login.timezoneLanguage = timezoneLanguage;
    // Bits 15-4: offset as hours x 100 + minutes (e.g. 800 = +08:00); bit 3 set = west.
    const hhmm = timezoneLanguage >> 4;
    const minutes = Math.floor(hhmm / 100) * 60 + (hhmm % 100);
    login.timezoneOffsetMinutes = timezoneLanguage & 0x08 ? -minutes : minutes;
  }
  return login;
}

/** 0x12 standard: GPS + cell (0x1F). 0x22 standard: GPS + cell + ACC, mode, re-upload [+ mileage]. */
function decodeLocation(header: Gt06Header, content: Uint8Array): Gt06Location {
  const gps = decodeGps(content, header.protocolNumber);
  const size = content.length;
  let layout: Gt06Layout = 'variant';
  let cell: Gt06Cell | undefined;
  let acc: boolean | undefined;
  let uploadMode: number | undefined;
  let reupload: boolean | undefined;
  let mileage: number | undefined;
  let decodedBytes = GPS_BLOCK_BYTES;
  if (size >= GPS_BLOCK_BYTES + CELL_BYTES) {
    const cellBytes = cellBytesAt(content, GPS_BLOCK_BYTES);
    const fieldsOffset = GPS_BLOCK_BYTES + cellBytes;
    if (header.protocolNumber === GT06_GPS_LBS && size === fieldsOffset) {
      layout = 'standard';
      cell = decodeCell(content, GPS_BLOCK_BYTES);
      decodedBytes = size;
    } else if (
      header.protocolNumber === GT06_GPS_LBS_22 &&
      (size === fieldsOffset + 3 || size === fieldsOffset + 7)
    ) {
      layout = 'standard';
      cell = decodeCell(content, GPS_BLOCK_BYTES);
      acc = content[fieldsOffset] !== 0;
      uploadMode = content[fieldsOffset + 1]!;
      reupload = content[fieldsOffset + 2] === 1;
      if (size === fieldsOffset + 7) mileage = readUint32(content, fieldsOffset + 3);
      decodedBytes = size;
    }
  }
  return {
    framing: header.framing,
    protocolNumber: header.protocolNumber,
    serial: header.serial,
    type: 'location',
    layout,
    gps,
    cell,
    acc,
    uploadMode,
    reupload,
    mileage,
    extra: content.subarray(decodedBytes),
  };
}

/** 0x16/0x26/0x27: GPS + (LBS length BYTE + cell) + terminal status (5 bytes). */
function decodeAlarm(header: Gt06Header, content: Uint8Array): Gt06Alarm {
  const gps = decodeGps(content, header.protocolNumber);
  let layout: Gt06Layout = 'variant';
  let cell: Gt06Cell | undefined;
  let status: Gt06TerminalStatus | undefined;
  let alarmCode: number | undefined;
  let language: number | undefined;
  let decodedBytes = GPS_BLOCK_BYTES;
  const cellOffset = GPS_BLOCK_BYTES + 1; // after the LBS length byte
  if (content.length >= cellOffset + CELL_BYTES) {
    // The LBS length byte is 8 or 9 in the field for the same 8-byte block, so the block size
    // comes from the MCC's wide-MNC bit, not from that byte.
    const statusOffset = cellOffset + cellBytesAt(content, cellOffset);
    if (content.length === statusOffset + TERMINAL_STATUS_BYTES) {
      layout = 'standard';
      cell = decodeCell(content, cellOffset);
      status = decodeTerminalStatus(content, statusOffset);
      alarmCode = content[statusOffset + 3]!;
      language = content[statusOffset + 4]!;
      decodedBytes = content.length;
    }
  }
  return {
    framing: header.framing,
    protocolNumber: header.protocolNumber,
    serial: header.serial,
    type: 'alarm',
    layout,
    gps,
    cell,
    status,
    alarmCode,
    language,
    extra: content.subarray(decodedBytes),
  };
}

/** 0x13 heartbeat: terminal info, voltage level, GSM signal, alarm/language WORD (0x0A). */
function decodeStatus(header: Gt06Header, content: Uint8Array): Gt06Status {
  if (content.length < 3) {
    throw new ProtocolError(`GT06: status has ${content.length} content bytes, needs at least 3`);
  }
  const message: Gt06Status = {
    ...header,
    type: 'status',
    layout: content.length === TERMINAL_STATUS_BYTES ? 'standard' : 'variant',
    status: decodeTerminalStatus(content, 0),
    extra: content.subarray(Math.min(content.length, TERMINAL_STATUS_BYTES)),
  };
  if (content.length >= TERMINAL_STATUS_BYTES) message.alarmLanguage = readUint16(content, 3);
  return message;
}

/** 0x19: cell (8 bytes) + terminal status (5 bytes) when standard. */
function decodeLbsAlarm(header: Gt06Header, content: Uint8Array): Gt06LbsAlarm {
  const message: Gt06LbsAlarm = {
    ...header,
    type: 'lbsAlarm',
    layout: 'variant',
    extra: content,
  };
  if (content.length >= CELL_BYTES) {
    const cellBytes = cellBytesAt(content, 0);
    if (content.length === cellBytes + TERMINAL_STATUS_BYTES) {
      message.layout = 'standard';
      message.cell = decodeCell(content, 0);
      message.status = decodeTerminalStatus(content, cellBytes);
      message.alarmCode = content[cellBytes + 3]!;
      message.language = content[cellBytes + 4]!;
      message.extra = content.subarray(content.length);
    }
  }
  return message;
}

/**
 * 0x15: `command length BYTE (4 + n) | server flag DWORD | text[n] | language WORD`. Some
 * firmware sends a command length that does not match; then the text runs to the language.
 */
function decodeStringReply(header: Gt06Header, content: Uint8Array): Gt06CommandReply {
  if (content.length < 5) {
    throw new ProtocolError(`GT06: command reply has ${content.length} content bytes, needs 5`);
  }
  const commandLength = content[0]!;
  const serverFlag = readUint32(content, 1);
  let textEnd: number;
  let language: number | undefined;
  if (1 + commandLength === content.length && commandLength >= 4) {
    textEnd = content.length;
  } else {
    textEnd = Math.max(5, content.length - 2);
    if (content.length >= 7) language = readUint16(content, content.length - 2);
  }
  const reply: Gt06CommandReply = {
    ...header,
    type: 'commandReply',
    serverFlag,
    text: decodeText(content.subarray(5, textEnd)),
  };
  if (language !== undefined) reply.language = language;
  return reply;
}

/** 0x21: `server flag DWORD | encoding BYTE (1 ASCII, 2 UTF-16BE) | text`. */
function decodeCommandReply21(header: Gt06Header, content: Uint8Array): Gt06CommandReply {
  if (content.length < 5) {
    throw new ProtocolError(`GT06: command reply has ${content.length} content bytes, needs 5`);
  }
  const body = content.subarray(5);
  const text = content[4] === 2 ? new TextDecoder('utf-16be').decode(body) : decodeText(body);
  return { ...header, type: 'commandReply', serverFlag: readUint32(content, 0), text };
}

function decodeInformation(header: Gt06Header, content: Uint8Array): Gt06Information {
  if (content.length < 1) {
    throw new ProtocolError('GT06: information transfer without a sub-type');
  }
  const subType = content[0]!;
  const data = content.subarray(1);
  const message: Gt06Information = { ...header, type: 'information', subType, data };
  if (subType === 0x00 && data.length === 2) {
    message.externalVoltage = readUint16(data, 0) / 100;
  } else if (subType === 0x04) {
    message.text = decodeText(data);
  } else if (subType === 0x0a && data.length >= 26) {
    // IMEI BCD[8] ("0" + 15 digits), IMSI BCD[8], ICCID BCD[10]; 'f' pads odd lengths.
    const imei = bcdToString(data.subarray(0, 8));
    message.imei = imei.startsWith('0') ? imei.slice(1) : imei;
    message.imsi = bcdToString(data.subarray(8, 16)).replace(/f+$/, '');
    message.iccid = bcdToString(data.subarray(16, 26)).replace(/f+$/, '');
  }
  return message;
}

/** Decodes one complete GT06 frame. Throws ProtocolError on a malformed frame. */
export function decodeGt06(frame: Uint8Array): Gt06Message {
  const { header, content } = openFrame(frame);
  const protocolNumber = header.protocolNumber;
  if (LOCATION_PROTOCOLS.has(protocolNumber)) {
    // A location message too short for a GPS block (e.g. an empty 0x12) carries no fix.
    if (content.length < GPS_BLOCK_BYTES) return { ...header, type: 'unknown', content };
    return decodeLocation(header, content);
  }
  if (ALARM_PROTOCOLS.has(protocolNumber)) {
    if (content.length < GPS_BLOCK_BYTES) return { ...header, type: 'unknown', content };
    return decodeAlarm(header, content);
  }
  switch (protocolNumber) {
    case GT06_LOGIN:
      return decodeLogin(header, content);
    case GT06_STATUS:
      return decodeStatus(header, content);
    case GT06_LBS_STATUS_ALARM:
      return decodeLbsAlarm(header, content);
    case GT06_STRING_REPLY:
      return decodeStringReply(header, content);
    case GT06_COMMAND_REPLY_21:
      return decodeCommandReply21(header, content);
    case GT06_INFORMATION:
      return decodeInformation(header, content);
    default:
      return { ...header, type: 'unknown', content };
  }
}

/*
 * GT06 alarms onto JT/T 808 alarm bits (Position.alarm), where the meaning matches:
 *   alarm code 0x01 SOS                      -> bit 0  emergency (SOS)
 *   alarm code 0x06 overspeed                -> bit 1  overspeed
 *   alarm code 0x0E / 0x0F low battery       -> bit 7  main power low voltage
 *   alarm code 0x02 power cut                -> bit 8  main power cut
 *   alarm code 0x04 / 0x05 fence in / out    -> bit 20 enter/exit area
 *   alarm code 0x09 displacement (towing)    -> bit 28 illegal displacement
 *   terminal info bits 3-5: 4 SOS -> bit 0, 3 low battery -> bit 7, 2 power cut -> bit 8
 * Vibration, tamper and vendor codes have no JT/T 808 counterpart; they stay in the
 * `alarmCode` / `terminalAlarm` attributes.
 */
const JT808_ALARM_SOS = 1 << 0;
const JT808_ALARM_OVERSPEED = 1 << 1;
const JT808_ALARM_LOW_VOLTAGE = 1 << 7;
const JT808_ALARM_POWER_CUT = 1 << 8;
const JT808_ALARM_AREA = 1 << 20;
const JT808_ALARM_ILLEGAL_DISPLACEMENT = 1 << 28;

/* JT/T 808 status bits (Position.status). */
const JT808_STATUS_ACC = 1 << 0;
const JT808_STATUS_FIXED = 1 << 1;
const JT808_STATUS_SOUTH = 1 << 2;
const JT808_STATUS_WEST = 1 << 3;
const JT808_STATUS_OIL_CUT = 1 << 10;
const JT808_STATUS_ELECTRIC_CUT = 1 << 11;

function alarmFromCode(code: number): number {
  switch (code) {
    case 0x01:
      return JT808_ALARM_SOS;
    case 0x02:
      return JT808_ALARM_POWER_CUT;
    case 0x04:
    case 0x05:
      return JT808_ALARM_AREA;
    case 0x06:
      return JT808_ALARM_OVERSPEED;
    case 0x09:
      return JT808_ALARM_ILLEGAL_DISPLACEMENT;
    case 0x0e:
    case 0x0f:
      return JT808_ALARM_LOW_VOLTAGE;
    default:
      return 0;
  }
}

function alarmFromTerminalBits(alarmBits: number): number {
  switch (alarmBits) {
    case 2:
      return JT808_ALARM_POWER_CUT;
    case 3:
      return JT808_ALARM_LOW_VOLTAGE;
    case 4:
      return JT808_ALARM_SOS;
    default:
      return 0;
  }
}

function addCell(attributes: Record<string, AttributeValue>, cell: Gt06Cell | undefined): void {
  if (cell === undefined) return;
  attributes['mcc'] = cell.mcc;
  attributes['mnc'] = cell.mnc;
  attributes['lac'] = cell.lac;
  attributes['cellId'] = cell.cellId;
}

function addTerminalStatus(
  attributes: Record<string, AttributeValue>,
  status: Gt06TerminalStatus | undefined,
): void {
  if (status === undefined) return;
  attributes['terminalInfo'] = status.terminalInfo;
  attributes['armed'] = status.armed;
  attributes['charging'] = status.charging;
  attributes['terminalAlarm'] = status.alarmBits;
  attributes['voltageLevel'] = status.voltageLevel;
  attributes['gsmSignal'] = status.gsmSignal;
}

function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += HEX_DIGITS[byte >> 4]! + HEX_DIGITS[byte & 0x0f]!;
  return hex;
}

/**
 * The normalised position of a location or alarm message; undefined for messages without a
 * GPS block (login, heartbeat, replies, information).
 */
export function gt06ToPosition(message: Gt06Message): Position | undefined {
  if (message.type !== 'location' && message.type !== 'alarm') return undefined;
  const gps = message.gps;
  const attributes: Record<string, AttributeValue> = {
    protocolNumber: message.protocolNumber,
    gpsInfoLength: gps.gpsInfoLength,
    differential: gps.differential,
  };
  addCell(attributes, message.cell);

  let ignition: boolean | undefined = gps.acc;
  let alarm = 0;
  let status = 0;
  if (message.type === 'location') {
    if (message.acc !== undefined) ignition = message.acc;
    if (message.uploadMode !== undefined) attributes['uploadMode'] = message.uploadMode;
    if (message.reupload !== undefined) attributes['reupload'] = message.reupload;
  } else {
    if (message.status !== undefined) {
      ignition = message.status.acc;
      alarm |= alarmFromTerminalBits(message.status.alarmBits);
      if (message.status.oilElectricCut) status |= JT808_STATUS_OIL_CUT | JT808_STATUS_ELECTRIC_CUT;
      addTerminalStatus(attributes, message.status);
    }
    if (message.alarmCode !== undefined) {
      alarm |= alarmFromCode(message.alarmCode);
      attributes['alarmCode'] = message.alarmCode;
    }
    if (message.language !== undefined) attributes['language'] = message.language;
  }
  if (message.extra.length > 0) attributes['extra'] = toHex(message.extra);

  if (ignition === true) status |= JT808_STATUS_ACC;
  if (gps.fixed) status |= JT808_STATUS_FIXED;
  if (gps.latitude < 0) status |= JT808_STATUS_SOUTH;
  if (gps.longitude < 0) status |= JT808_STATUS_WEST;

  const position: Position = {
    fixTime: gps.fixTime,
    valid: gps.fixed,
    latitude: gps.latitude,
    longitude: gps.longitude,
    altitude: 0,
    speed: gps.speed,
    course: gps.course,
    satellites: gps.satellites,
    alarm,
    status,
    attributes,
  };
  if (ignition !== undefined) position.ignition = ignition;
  if (message.type === 'location' && message.mileage !== undefined) {
    position.odometer = message.mileage / 1000;
  }
  return position;
}
