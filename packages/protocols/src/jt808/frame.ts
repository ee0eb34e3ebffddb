/**
 * JT/T 808 framing (PROTOCOLS.md 1.1, S808-13 §4.4.2/4.4.4): `0x7E | header | body | checksum | 0x7E`,
 * with 0x7E and 0x7D escaped inside the frame and a XOR checksum over header and body.
 */
import { ProtocolError } from '../types';
import type { FrameSplit } from '../types';
import { encodeBcd } from './binary';

export const JT808_DELIMITER = 0x7e;
export const JT808_ESCAPE = 0x7d;

/** Largest body one packet can carry: the body-length field is 10 bits (S808-13 Table 3). */
export const JT808_MAX_BODY_LENGTH = 1023;
/** 2019 header with package item, the longest header there is. */
const MAX_HEADER_LENGTH = 21;
/** Smallest content between delimiters: 2013 header + checksum. */
const MIN_CONTENT_LENGTH = 13;
/** Longest possible frame on the wire: every content byte escaped, plus both delimiters. */
export const JT808_MAX_WIRE_FRAME = 2 + 2 * (MAX_HEADER_LENGTH + JT808_MAX_BODY_LENGTH + 1);

/**
 * Cuts complete frames (delimiters included, still escaped) from the front of a stream
 * buffer. Bytes before a frame's opening 0x7E are skipped as garbage (seen in the wild,
 * PROTOCOLS.md 1.1); a frame with no closing 0x7E yet is left unconsumed for the next chunk.
 * Two delimiters in a row are read as "end of something, start of the next frame".
 */
export function splitJt808Frames(buf: Uint8Array): FrameSplit {
  const frames: Uint8Array[] = [];
  let consumed = 0;
  let skipped = 0;
  let start = buf.indexOf(JT808_DELIMITER, 0);
  while (start !== -1) {
    skipped += start - consumed;
    consumed = start;
    const end = buf.indexOf(JT808_DELIMITER, start + 1);
    if (end === -1) {
      if (buf.length - start > JT808_MAX_WIRE_FRAME) {
        // No frame can be this long: the opening delimiter was noise.
        skipped += 1;
        consumed = start + 1;
        start = buf.indexOf(JT808_DELIMITER, consumed);
        continue;
      }
      return { frames, consumed, skipped };
    }
    if (end - start - 1 < MIN_CONTENT_LENGTH) {
      // Too short to be a frame: treat the second delimiter as the opening of the next one.
      skipped += end - start;
      consumed = end;
      start = end;
      continue;
    }
    frames.push(buf.subarray(start, end + 1));
    consumed = end + 1;
    start = buf.indexOf(JT808_DELIMITER, consumed);
  }
  skipped += buf.length - consumed;
  return { frames, consumed: buf.length, skipped };
}

/** Reverses 0x7D 0x02 -> 0x7E and 0x7D 0x01 -> 0x7D. Returns the input when nothing is escaped. */
export function unescapeJt808(bytes: Uint8Array): Uint8Array {
  const escape = bytes.indexOf(JT808_ESCAPE);
  if (escape === -1) return bytes;
  const out = new Uint8Array(bytes.length);
  out.set(bytes.subarray(0, escape));
  let length = escape;
  let i = escape;
  while (i < bytes.length) {
    const value = bytes[i] ?? 0;
    if (value === JT808_ESCAPE) {
      const next = bytes[i + 1];
      if (next === 0x01) out[length++] = JT808_ESCAPE;
      else if (next === 0x02) out[length++] = JT808_DELIMITER;
      else
        throw new ProtocolError(
          `JT/T 808: invalid escape 7d ${next?.toString(16) ?? 'EOF'} at ${i}`,
        );
      i += 2;
    } else if (value === JT808_DELIMITER) {
      throw new ProtocolError(`JT/T 808: unescaped 7e inside frame at ${i}`);
    } else {
      out[length++] = value;
      i++;
    }
  }
  return out.subarray(0, length);
}

/** Escapes 0x7E and 0x7D for the wire (content only, no delimiters). */
export function escapeJt808(bytes: Uint8Array): Uint8Array {
  let extra = 0;
  for (const value of bytes) if (value === JT808_DELIMITER || value === JT808_ESCAPE) extra++;
  if (extra === 0) return bytes;
  const out = new Uint8Array(bytes.length + extra);
  let length = 0;
  for (const value of bytes) {
    if (value === JT808_DELIMITER) {
      out[length++] = JT808_ESCAPE;
      out[length++] = 0x02;
    } else if (value === JT808_ESCAPE) {
      out[length++] = JT808_ESCAPE;
      out[length++] = 0x01;
    } else {
      out[length++] = value;
    }
  }
  return out;
}

/** XOR of `bytes[start..end)`: the check code covers header and body, before escaping. */
export function jt808Checksum(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let sum = 0;
  for (let i = start; i < end; i++) sum ^= bytes[i] ?? 0;
  return sum;
}

/** Which header layout a frame uses. 2011 and 2013 share one (S808-19 §4.4.3.5). */
export type Jt808Version = '2013' | '2019';

/** What the sender chooses for a header; length and flags follow from the body. */
export interface Jt808HeaderInput {
  /** Terminal phone number as digits (padded to 12 or 20), or raw hex for non-BCD terminals. */
  phone: string;
  /** The sender's own message serial (WORD). */
  serial: number;
  version: Jt808Version;
  /** 2019 protocol version byte; the standard's initial value is 1. */
  protocolVersion?: number;
  /** Body-attribute bits 10-12; 0 = not encrypted. */
  encryption?: number;
}

/** Package item of a subpackaged message: total count and 1-based index. */
export interface Jt808PackageItem {
  total: number;
  index: number;
}

const BODY_LENGTH_MASK = 0x03ff;
const SUBPACKAGE_FLAG = 1 << 13;
const VERSION_FLAG = 1 << 14;

/**
 * Terminal numbers as BCD, remembered: a gateway answers the same few thousand terminals
 * again and again. Bounded; the oldest half is forgotten when full.
 */
const phoneCache = new Map<string, Uint8Array>();
const PHONE_CACHE_SIZE = 65_536;

function phoneBcd(phone: string, size: number): Uint8Array {
  const key = size === 10 ? `+${phone}` : phone;
  let bytes = phoneCache.get(key);
  if (!bytes) {
    bytes = encodeBcd(phone, size);
    if (phoneCache.size >= PHONE_CACHE_SIZE) {
      let drop = PHONE_CACHE_SIZE / 2;
      for (const old of phoneCache.keys()) {
        phoneCache.delete(old);
        if (--drop === 0) break;
      }
    }
    phoneCache.set(key, bytes);
  }
  return bytes;
}

/** Header bytes for `msgId` with a body of `bodyLength` (S808-13/19 Table 2). */
export function encodeJt808Header(
  header: Jt808HeaderInput,
  msgId: number,
  bodyLength: number,
  packageItem?: Jt808PackageItem,
): Uint8Array {
  const out = new Uint8Array(MAX_HEADER_LENGTH);
  return out.subarray(0, writeJt808Header(out, header, msgId, bodyLength, packageItem));
}

/** Writes the header at the start of `out` (at least MAX_HEADER_LENGTH long); its length. */
function writeJt808Header(
  out: Uint8Array,
  header: Jt808HeaderInput,
  msgId: number,
  bodyLength: number,
  packageItem?: Jt808PackageItem,
): number {
  if (bodyLength > JT808_MAX_BODY_LENGTH) {
    throw new ProtocolError(
      `JT/T 808: body of ${bodyLength} bytes exceeds ${JT808_MAX_BODY_LENGTH}; send it subpackaged`,
    );
  }
  const is2019 = header.version === '2019';
  const phone = phoneBcd(header.phone, is2019 ? 10 : 6);
  let attributes = bodyLength & BODY_LENGTH_MASK;
  attributes |= ((header.encryption ?? 0) & 0x07) << 10;
  if (packageItem) attributes |= SUBPACKAGE_FLAG;
  if (is2019) attributes |= VERSION_FLAG;
  let at = writeWord(out, 0, msgId);
  at = writeWord(out, at, attributes);
  if (is2019) out[at++] = header.protocolVersion ?? 1;
  out.set(phone, at);
  at = writeWord(out, at + phone.length, header.serial & 0xffff);
  if (packageItem) {
    at = writeWord(out, at, packageItem.total);
    at = writeWord(out, at, packageItem.index);
  }
  return at;
}

function writeWord(out: Uint8Array, at: number, value: number): number {
  out[at] = (value >>> 8) & 0xff;
  out[at + 1] = value & 0xff;
  return at + 2;
}

/**
 * Where frames are built: slices of a shared slab, as Node's Buffer pool does. A typed array
 * of its own per frame is created inside the JavaScript heap and copied out again when a
 * socket writes it; a gateway sends one answer per report, so that copy was most of the
 * cost of an answer.
 */
const SLAB_SIZE = 64 * 1024;
const SLAB_MAX_FRAME = 1024;
let slab = new ArrayBuffer(SLAB_SIZE);
let slabUsed = 0;

function allocateFrame(length: number): Uint8Array {
  if (length > SLAB_MAX_FRAME) return new Uint8Array(length);
  if (slabUsed + length > SLAB_SIZE) {
    slab = new ArrayBuffer(SLAB_SIZE);
    slabUsed = 0;
  }
  const frame = new Uint8Array(slab, slabUsed, length);
  // Aligned to 8 bytes, as Buffer's pool aligns its slices.
  slabUsed += (length + 7) & ~7;
  return frame;
}

/** The header of the frame being built (frames are built one at a time). */
const headerScratch = new Uint8Array(MAX_HEADER_LENGTH);

/** A complete wire frame: header + body, checksum, escaped, between delimiters. */
export function encodeJt808Frame(
  header: Jt808HeaderInput,
  msgId: number,
  body: Uint8Array,
  packageItem?: Jt808PackageItem,
): Uint8Array {
  const headLength = writeJt808Header(headerScratch, header, msgId, body.length, packageItem);
  // One pass for the checksum and the escapes to come, one to write the frame.
  let checksum = 0;
  let extra = 0;
  for (let i = 0; i < headLength; i++) {
    const value = headerScratch[i] as number;
    checksum ^= value;
    if (value === JT808_DELIMITER || value === JT808_ESCAPE) extra++;
  }
  for (let i = 0; i < body.length; i++) {
    const value = body[i] as number;
    checksum ^= value;
    if (value === JT808_DELIMITER || value === JT808_ESCAPE) extra++;
  }
  if (checksum === JT808_DELIMITER || checksum === JT808_ESCAPE) extra++;
  const frame = allocateFrame(headLength + body.length + 3 + extra);
  frame[0] = JT808_DELIMITER;
  let at = writeEscaped(frame, 1, headerScratch, headLength);
  at = writeEscaped(frame, at, body, body.length);
  at = writeEscapedByte(frame, at, checksum);
  frame[at] = JT808_DELIMITER;
  return frame;
}

function writeEscaped(out: Uint8Array, at: number, bytes: Uint8Array, length: number): number {
  for (let i = 0; i < length; i++) at = writeEscapedByte(out, at, bytes[i] as number);
  return at;
}

function writeEscapedByte(out: Uint8Array, at: number, value: number): number {
  if (value === JT808_DELIMITER) {
    out[at] = JT808_ESCAPE;
    out[at + 1] = 0x02;
    return at + 2;
  }
  if (value === JT808_ESCAPE) {
    out[at] = JT808_ESCAPE;
    out[at + 1] = 0x01;
    return at + 2;
  }
  out[at] = value;
  return at + 1;
}

/**
 * A body of any size as one frame, or as subpackaged frames of at most `maxPacketBody`
 * bytes each (S808-13 §4.4.3). Packet n gets serial `header.serial + n - 1` because each
 * packet is a message of its own; the caller advances its counter by the number returned.
 */
export function encodeJt808Frames(
  header: Jt808HeaderInput,
  msgId: number,
  body: Uint8Array,
  maxPacketBody = JT808_MAX_BODY_LENGTH,
): Uint8Array[] {
  if (maxPacketBody < 1 || maxPacketBody > JT808_MAX_BODY_LENGTH) {
    throw new RangeError(`maxPacketBody must be 1..${JT808_MAX_BODY_LENGTH}`);
  }
  if (body.length <= maxPacketBody) return [encodeJt808Frame(header, msgId, body)];
  const total = Math.ceil(body.length / maxPacketBody);
  if (total > 0xffff) throw new ProtocolError(`JT/T 808: ${total} packets exceed a WORD`);
  const frames: Uint8Array[] = [];
  for (let index = 1; index <= total; index++) {
    const chunk = body.subarray((index - 1) * maxPacketBody, index * maxPacketBody);
    frames.push(
      encodeJt808Frame({ ...header, serial: (header.serial + index - 1) & 0xffff }, msgId, chunk, {
        total,
        index,
      }),
    );
  }
  return frames;
}
