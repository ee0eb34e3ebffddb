/**
 * JT/T 808 header and uplink body decoding (PROTOCOLS.md 1.2-1.9, 2.3). Pure: a wire frame in,
 * a header and a typed message out. Well-framed messages this module does not interpret decode
 * to `unknown`; only a malformed frame (bad escape, checksum or length) throws ProtocolError.
 */
import { ProtocolError } from '../types';
import type { Position } from '../types';
import { bcdTimeToDate, isBcd, readGbk, readPaddedText, toHex } from './binary';
import { JT808_DELIMITER, JT808_ESCAPE, jt808Checksum, unescapeJt808 } from './frame';
import type { Jt808Version } from './frame';
import { LOCATION_BASIC_LENGTH, decodeLocation, decodeLocationBasic } from './location';
import type { Jt808DecodeOptions } from './location';
import { decodeParameterItems } from './parameters';
import type { Jt808Parameter } from './parameters';

/**
 * Header layout actually found: `2013` (12 bytes, also 2011), `2019` (17 bytes), or
 * `2013-bit14`: the version flag is set but the header is 2013-shaped (PROTOCOLS.md 1.3).
 */
export type Jt808HeaderKind = '2013' | '2019' | '2013-bit14';

export interface Jt808Header {
  msgId: number;
  kind: Jt808HeaderKind;
  /** Layout to answer with: what the device used (a `2013-bit14` device gets 2013 replies). */
  version: Jt808Version;
  /** 2019 protocol version byte. */
  protocolVersion?: number;
  /** Body-attribute bit 14 as sent. */
  versionFlag: boolean;
  /** Body length of this packet (bits 0-9). */
  bodyLength: number;
  /** Encryption bits 10-12; 0 = none, 1 = RSA (bit 10). */
  encryption: number;
  subpackaged: boolean;
  totalPackets?: number;
  /** 1-based. */
  packetIndex?: number;
  /** BCD digits as sent (leading zeros kept), or the raw hex when the field is not BCD. */
  phone: string;
  phoneHex: string;
  phoneIsBcd: boolean;
  serial: number;
  headerLength: number;
}

/** A verified, unescaped frame. */
export interface Jt808Frame {
  header: Jt808Header;
  /** The body of this packet (a fragment when `header.subpackaged`). */
  body: Uint8Array;
  checksum: number;
}

const SUBPACKAGE_FLAG = 1 << 13;
const VERSION_FLAG = 1 << 14;

function u16(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
}

function u32(bytes: Uint8Array, offset: number): number {
  return (
    ((bytes[offset] ?? 0) * 0x1000000 +
      (((bytes[offset + 1] ?? 0) << 16) |
        ((bytes[offset + 2] ?? 0) << 8) |
        (bytes[offset + 3] ?? 0))) >>>
    0
  );
}

/**
 * Decodes a wire frame (`7e ... 7e`, escaped) as cut by splitJt808Frames. Delimiters are
 * optional so a frame without them decodes too.
 */
export function decodeJt808Frame(wire: Uint8Array): Jt808Frame {
  let start = 0;
  let end = wire.length;
  if (wire[0] === JT808_DELIMITER) start++;
  if (end > start && wire[end - 1] === JT808_DELIMITER) end--;
  return decodeJt808Content(unescapeJt808(wire.subarray(start, end)));
}

/** Decodes unescaped frame content: header, body and checksum, without delimiters. */
export function decodeJt808Content(content: Uint8Array): Jt808Frame {
  const computed = jt808Checksum(content, 0, content.length - 1);
  const header = readVerifiedHeader(content, 0, content.length, computed);
  return {
    header,
    body: content.subarray(header.headerLength, content.length - 1),
    checksum: content[content.length - 1] ?? 0,
  };
}

/**
 * Checks the length and check code of unescaped content `bytes[start..end)` and reads its
 * header; `computed` is the XOR of all but the last byte.
 */
function readVerifiedHeader(
  bytes: Uint8Array,
  start: number,
  end: number,
  computed: number,
): Jt808Header {
  if (end - start < 13) {
    throw new ProtocolError(`JT/T 808: frame of ${end - start} bytes is shorter than a header`);
  }
  const checksum = bytes[end - 1] as number;
  if (computed !== checksum) {
    throw new ProtocolError(
      `JT/T 808: bad checksum 0x${checksum.toString(16)} (computed 0x${computed.toString(16)})`,
    );
  }
  return readHeader(bytes, start, end - 1);
}

/**
 * Reads the header of `content[0..contentEnd)` (contentEnd excludes the checksum). With bit 14
 * set the 2019 layout is tried first and the 2013 layout when the body length only fits that.
 */
export function decodeJt808Header(content: Uint8Array, contentEnd: number): Jt808Header {
  return readHeader(content, 0, contentEnd);
}

/** decodeJt808Header for content that starts at `start` in `bytes` and ends at `contentEnd`. */
function readHeader(bytes: Uint8Array, start: number, contentEnd: number): Jt808Header {
  const msgId = u16(bytes, start);
  const attributes = u16(bytes, start + 2);
  const bodyLength = attributes & 0x03ff;
  const subpackaged = (attributes & SUBPACKAGE_FLAG) !== 0;
  const versionFlag = (attributes & VERSION_FLAG) !== 0;
  const packageLength = subpackaged ? 4 : 0;
  const contentLength = contentEnd - start;
  let kind: Jt808HeaderKind;
  if (!versionFlag) {
    kind = '2013';
  } else if (17 + packageLength + bodyLength === contentLength) {
    kind = '2019';
  } else if (12 + packageLength + bodyLength === contentLength) {
    kind = '2013-bit14';
  } else {
    kind = '2019';
  }
  const is2019 = kind === '2019';
  const phoneStart = start + (is2019 ? 5 : 4);
  const phoneEnd = phoneStart + (is2019 ? 10 : 6);
  const headerEnd = phoneEnd + 2 + packageLength;
  const available = contentEnd - headerEnd;
  if (available !== bodyLength) {
    throw new ProtocolError(
      available < bodyLength
        ? `JT/T 808 0x${msgId.toString(16).padStart(4, '0')}: body truncated (${available} of ${bodyLength} bytes)`
        : `JT/T 808 0x${msgId.toString(16).padStart(4, '0')}: ${available - bodyLength} bytes after the declared body`,
    );
  }
  const phoneHex = toHex(bytes, phoneStart, phoneEnd);
  const header: Jt808Header = {
    msgId,
    kind,
    version: is2019 ? '2019' : '2013',
    versionFlag,
    bodyLength,
    encryption: (attributes >> 10) & 0x07,
    subpackaged,
    phone: phoneHex,
    phoneHex,
    phoneIsBcd: isBcd(bytes, phoneStart, phoneEnd),
    serial: u16(bytes, phoneEnd),
    headerLength: headerEnd - start,
  };
  if (is2019) header.protocolVersion = bytes[start + 4] ?? 0;
  if (subpackaged) {
    header.totalPackets = u16(bytes, phoneEnd + 2);
    header.packetIndex = u16(bytes, phoneEnd + 4);
  }
  return header;
}

// ---------------------------------------------------------------------------------------------
// Messages

/** 0x0100 register (PROTOCOLS.md 1.4 table); the layout is chosen by header and body length. */
export interface Jt808Register {
  type: 'register';
  layout: '2011' | '2013' | '2019';
  province: number;
  city: number;
  manufacturer: string;
  model: string;
  terminalId: string;
  /** 0 = not registered, then `plate` is the VIN. */
  plateColor: number;
  plate: string;
  plateHex: string;
}

/** 0x0102 authentication; `imei` and `softwareVersion` only in the 2019 layout. */
export interface Jt808Auth {
  type: 'auth';
  code: string;
  codeHex: string;
  imei?: string;
  softwareVersion?: string;
}

export interface Jt808ResourceItem {
  channel: number;
  startBcd: string;
  endBcd: string;
  start?: Date;
  end?: Date;
  /** Low 32 bits: JT/T 808 alarm bits; high 32 bits: JT/T 1078 video alarm bits. */
  alarm: number;
  videoAlarm: number;
  /** 0 audio+video, 1 audio, 2 video. */
  avType: number;
  /** 1 main, 2 sub stream. */
  streamType: number;
  /** 1 main, 2 backup storage. */
  storageType: number;
  fileSize: number;
}

export type Jt808Message =
  | { type: 'general_response'; ackSerial: number; ackMsgId: number; result: number }
  | { type: 'heartbeat' }
  | { type: 'deregister' }
  | { type: 'time_query' }
  | Jt808Register
  | Jt808Auth
  | { type: 'parameters'; ackSerial: number; count: number; parameters: Jt808Parameter[] }
  | {
      type: 'attributes';
      terminalType: number;
      manufacturer: string;
      model: string;
      terminalId: string;
      iccid: string;
      hardwareVersion: string;
      firmwareVersion: string;
      gnssAttributes: number;
      commAttributes: number;
    }
  | { type: 'upgrade_result'; upgradeType: number; result: number }
  | { type: 'location'; position: Position }
  | { type: 'position_reply'; ackSerial: number; position: Position }
  | { type: 'location_batch'; batchType: number; blindArea: boolean; positions: Position[] }
  | {
      type: 'multimedia_event';
      mediaId: number;
      mediaType: number;
      format: number;
      event: number;
      channel: number;
    }
  | {
      type: 'multimedia_data';
      mediaId: number;
      mediaType: number;
      format: number;
      event: number;
      channel: number;
      position: Position;
      data: Uint8Array;
    }
  | { type: 'pass_through'; passThroughType: number; data: Uint8Array }
  | {
      type: 'av_attributes';
      audioCodec: number;
      audioChannels: number;
      sampleRate: number;
      sampleBits: number;
      audioFrameLength: number;
      audioOutput: boolean;
      videoCodec: number;
      maxAudioChannels: number;
      maxVideoChannels: number;
    }
  | { type: 'resource_list'; ackSerial: number; count: number; items: Jt808ResourceItem[] }
  | { type: 'fragment'; msgId: number; totalPackets: number; packetIndex: number; body: Uint8Array }
  | { type: 'unknown'; msgId: number; body: Uint8Array };

/** A decoded frame: its header and what it says. */
export interface Jt808Decoded {
  header: Jt808Header;
  message: Jt808Message;
}

/**
 * Decodes a wire frame to header and message. A subpackaged packet decodes to `fragment`:
 * feed it to a Jt808Reassembler and decode the full body with decodeJt808Body.
 */
export function decodeJt808(wire: Uint8Array, options?: Jt808DecodeOptions): Jt808Decoded {
  let bytes = wire;
  let start = 0;
  let end = wire.length;
  if (wire[0] === JT808_DELIMITER) start++;
  if (end > start && wire[end - 1] === JT808_DELIMITER) end--;
  // Most frames carry no escape: their content is read in place.
  if (wire.indexOf(JT808_ESCAPE, start) !== -1) {
    bytes = unescapeJt808(wire.subarray(start, end));
    start = 0;
    end = bytes.length;
  }
  const header = readVerifiedHeader(bytes, start, end, jt808Checksum(bytes, start, end - 1));
  const bodyStart = start + header.headerLength;
  const bodyEnd = end - 1;
  if (header.msgId === 0x0200 && !header.subpackaged) {
    // Location reports are most of the traffic: read in place, without a view of the body.
    if (bodyEnd - bodyStart < LOCATION_BASIC_LENGTH) {
      throw new ProtocolError(
        `JT/T 808 0x0200: body of ${bodyEnd - bodyStart} bytes, need ${LOCATION_BASIC_LENGTH}`,
      );
    }
    return {
      header,
      message: { type: 'location', position: decodeLocation(bytes, bodyStart, bodyEnd, options) },
    };
  }
  const body = bytes.subarray(bodyStart, bodyEnd);
  if (header.subpackaged) {
    return {
      header,
      message: {
        type: 'fragment',
        msgId: header.msgId,
        totalPackets: header.totalPackets ?? 0,
        packetIndex: header.packetIndex ?? 0,
        body,
      },
    };
  }
  return { header, message: decodeJt808Body(header, body, options) };
}

function need(body: Uint8Array, length: number, msgId: number): void {
  if (body.length < length) {
    throw new ProtocolError(
      `JT/T 808 0x${msgId.toString(16).padStart(4, '0')}: body of ${body.length} bytes, need ${length}`,
    );
  }
}

/** Decodes a complete message body (a whole packet, or reassembled subpackages). */
export function decodeJt808Body(
  header: Jt808Header,
  body: Uint8Array,
  options?: Jt808DecodeOptions,
): Jt808Message {
  const msgId = header.msgId;
  const is2019 = header.version === '2019';
  switch (msgId) {
    case 0x0001:
      need(body, 5, msgId);
      return {
        type: 'general_response',
        ackSerial: u16(body, 0),
        ackMsgId: u16(body, 2),
        result: body[4] ?? 0,
      };
    case 0x0002:
      return { type: 'heartbeat' };
    case 0x0003:
      return { type: 'deregister' };
    case 0x0004:
      return { type: 'time_query' };
    case 0x0100:
      return decodeRegister(body, is2019);
    case 0x0102:
      return decodeAuth(body, is2019);
    case 0x0104: {
      need(body, 3, msgId);
      const count = body[2] ?? 0;
      const { parameters } = decodeParameterItems(body, 3, count);
      return { type: 'parameters', ackSerial: u16(body, 0), count, parameters };
    }
    case 0x0107:
      return decodeAttributes(body, is2019);
    case 0x0108:
      need(body, 2, msgId);
      return { type: 'upgrade_result', upgradeType: body[0] ?? 0, result: body[1] ?? 0 };
    case 0x0200:
      need(body, LOCATION_BASIC_LENGTH, msgId);
      return { type: 'location', position: decodeLocation(body, 0, body.length, options) };
    case 0x0201:
      need(body, 2 + LOCATION_BASIC_LENGTH, msgId);
      return {
        type: 'position_reply',
        ackSerial: u16(body, 0),
        position: decodeLocation(body, 2, body.length, options),
      };
    case 0x0704:
      return decodeBatch(body, options);
    case 0x0800:
      need(body, 8, msgId);
      return { type: 'multimedia_event', ...decodeMediaHead(body) };
    case 0x0801:
      need(body, 8 + LOCATION_BASIC_LENGTH, msgId);
      return {
        type: 'multimedia_data',
        ...decodeMediaHead(body),
        position: decodeLocationBasic(body, 8, options),
        data: body.subarray(8 + LOCATION_BASIC_LENGTH),
      };
    case 0x0900:
      need(body, 1, msgId);
      return { type: 'pass_through', passThroughType: body[0] ?? 0, data: body.subarray(1) };
    case 0x1003:
      need(body, 10, msgId);
      return {
        type: 'av_attributes',
        audioCodec: body[0] ?? 0,
        audioChannels: body[1] ?? 0,
        sampleRate: body[2] ?? 0,
        sampleBits: body[3] ?? 0,
        audioFrameLength: u16(body, 4),
        audioOutput: body[6] === 1,
        videoCodec: body[7] ?? 0,
        maxAudioChannels: body[8] ?? 0,
        maxVideoChannels: body[9] ?? 0,
      };
    case 0x1205:
      return decodeResourceList(body, options);
    default:
      return { type: 'unknown', msgId, body };
  }
}

function decodeMediaHead(body: Uint8Array): {
  mediaId: number;
  mediaType: number;
  format: number;
  event: number;
  channel: number;
} {
  return {
    mediaId: u32(body, 0),
    mediaType: body[4] ?? 0,
    format: body[5] ?? 0,
    event: body[6] ?? 0,
    channel: body[7] ?? 0,
  };
}

// Register layouts: manufacturer, model and terminal-ID sizes (PROTOCOLS.md 1.4 table).
const REGISTER_LAYOUTS = {
  '2011': { manufacturer: 5, model: 8, terminalId: 7 },
  '2013': { manufacturer: 5, model: 20, terminalId: 7 },
  '2019': { manufacturer: 11, model: 30, terminalId: 30 },
} as const;

function decodeRegister(body: Uint8Array, is2019: boolean): Jt808Register {
  // 2011 and 2013 share a header; the fixed part tells them apart (25 vs 37 bytes before the plate).
  const layout: Jt808Register['layout'] = is2019 ? '2019' : body.length >= 37 ? '2013' : '2011';
  const sizes = REGISTER_LAYOUTS[layout];
  const modelStart = 4 + sizes.manufacturer;
  const terminalIdStart = modelStart + sizes.model;
  const colorOffset = terminalIdStart + sizes.terminalId;
  need(body, colorOffset + 1, 0x0100);
  return {
    type: 'register',
    layout,
    province: u16(body, 0),
    city: u16(body, 2),
    manufacturer: readPaddedText(body, 4, modelStart),
    model: readPaddedText(body, modelStart, terminalIdStart),
    terminalId: readPaddedText(body, terminalIdStart, colorOffset),
    plateColor: body[colorOffset] ?? 0,
    plate: readGbk(body, colorOffset + 1, body.length),
    plateHex: toHex(body, colorOffset + 1, body.length),
  };
}

function decodeAuth(body: Uint8Array, is2019: boolean): Jt808Auth {
  if (!is2019) {
    return { type: 'auth', code: readGbk(body, 0, body.length), codeHex: toHex(body) };
  }
  // 2019 (S808-19 Table 10): length-prefixed code, IMEI BYTE[15], software version BYTE[20].
  need(body, 1, 0x0102);
  const codeLength = body[0] ?? 0;
  const codeEnd = 1 + codeLength;
  need(body, codeEnd + 15 + 20, 0x0102);
  return {
    type: 'auth',
    code: readGbk(body, 1, codeEnd),
    codeHex: toHex(body, 1, codeEnd),
    imei: readPaddedText(body, codeEnd, codeEnd + 15),
    softwareVersion: readPaddedText(body, codeEnd + 15, codeEnd + 35),
  };
}

function decodeAttributes(body: Uint8Array, is2019: boolean): Jt808Message {
  // 2019 widens manufacturer to BYTE[11] and model and terminal ID to BYTE[30], as in 0x0100
  // (the real 2019 capture in frames/ puts the ICCID at offset 73 = 2 + 11 + 30 + 30).
  const modelSize = is2019 ? 30 : 20;
  const terminalIdSize = is2019 ? 30 : 7;
  const modelStart = is2019 ? 13 : 7;
  const terminalIdStart = modelStart + modelSize;
  const iccidStart = terminalIdStart + terminalIdSize;
  let cursor = iccidStart + 10;
  need(body, cursor + 1, 0x0107);
  const hardwareLength = body[cursor] ?? 0;
  const hardwareVersion = readPaddedText(body, cursor + 1, cursor + 1 + hardwareLength);
  cursor += 1 + hardwareLength;
  need(body, cursor + 1, 0x0107);
  const firmwareLength = body[cursor] ?? 0;
  const firmwareVersion = readPaddedText(body, cursor + 1, cursor + 1 + firmwareLength);
  cursor += 1 + firmwareLength;
  need(body, cursor + 2, 0x0107);
  return {
    type: 'attributes',
    terminalType: u16(body, 0),
    manufacturer: readPaddedText(body, 2, modelStart),
    model: readPaddedText(body, modelStart, terminalIdStart),
    terminalId: readPaddedText(body, terminalIdStart, iccidStart),
    iccid: toHex(body, iccidStart, iccidStart + 10),
    hardwareVersion,
    firmwareVersion,
    gnssAttributes: body[cursor] ?? 0,
    commAttributes: body[cursor + 1] ?? 0,
  };
}

/** 0x0704 (S808-13 T76/77): `count WORD | type BYTE | count x (length WORD, 0x0200 body)`. */
function decodeBatch(body: Uint8Array, options?: Jt808DecodeOptions): Jt808Message {
  need(body, 3, 0x0704);
  const count = u16(body, 0);
  const batchType = body[2] ?? 0;
  const positions: Position[] = [];
  let cursor = 3;
  for (let n = 0; n < count; n++) {
    if (cursor + 2 > body.length) {
      throw new ProtocolError(`JT/T 808 0x0704: item ${n + 1} of ${count} missing`);
    }
    const length = u16(body, cursor);
    const start = cursor + 2;
    const end = start + length;
    if (length < LOCATION_BASIC_LENGTH || end > body.length) {
      throw new ProtocolError(`JT/T 808 0x0704: item ${n + 1} of ${length} bytes does not fit`);
    }
    positions.push(decodeLocation(body, start, end, options));
    cursor = end;
  }
  return { type: 'location_batch', batchType, blindArea: batchType === 1, positions };
}

const RESOURCE_ITEM_LENGTH = 28;

/**
 * 0x1205 (S1078 Table 22-23): `ack serial WORD | count DWORD | 28-byte items`. Items are read
 * as far as the body goes, so the first packet of a subpackaged list decodes on its own too.
 */
function decodeResourceList(body: Uint8Array, options?: Jt808DecodeOptions): Jt808Message {
  need(body, 6, 0x1205);
  const zone = options?.timeZoneOffsetMinutes ?? 480;
  const items: Jt808ResourceItem[] = [];
  for (
    let offset = 6;
    offset + RESOURCE_ITEM_LENGTH <= body.length;
    offset += RESOURCE_ITEM_LENGTH
  ) {
    items.push({
      channel: body[offset] ?? 0,
      startBcd: toHex(body, offset + 1, offset + 7),
      endBcd: toHex(body, offset + 7, offset + 13),
      start: bcdTimeToDate(body, offset + 1, zone),
      end: bcdTimeToDate(body, offset + 7, zone),
      videoAlarm: u32(body, offset + 13),
      alarm: u32(body, offset + 17),
      avType: body[offset + 21] ?? 0,
      streamType: body[offset + 22] ?? 0,
      storageType: body[offset + 23] ?? 0,
      fileSize: u32(body, offset + 24),
    });
  }
  return { type: 'resource_list', ackSerial: u16(body, 0), count: u32(body, 2), items };
}
