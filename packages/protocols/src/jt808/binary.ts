/**
 * Byte helpers shared by the JT/T 808 and JT/T 1078 codecs: hex, BCD[n] (S808-13 Table 1,
 * "8421 code") and GBK strings (STRING type of the standard).
 */
import iconv from 'iconv-lite';
import { hexOf } from '../hex';

/** Lower-case hex of `bytes[start..end)`; bytes outside the array read as `00`. */
export function toHex(bytes: Uint8Array, start = 0, end = bytes.length): string {
  if (start >= 0 && end <= bytes.length) return hexOf(bytes, start, end);
  let hex = '';
  for (let i = start; i < end; i++) hex += (bytes[i] ?? 0).toString(16).padStart(2, '0');
  return hex;
}

/** `0x` plus a zero-padded lower-case hex of an unsigned integer (attribute display form). */
export function hexNumber(value: number, digits: number): string {
  return `0x${value.toString(16).padStart(digits, '0')}`;
}

/** Hex string (any case, even length) to bytes; throws on anything else. */
export function fromHex(hex: string): Uint8Array {
  if (hex.length % 2 !== 0) throw new RangeError(`Odd-length hex string (${hex.length} chars)`);
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) {
    const value = Number.parseInt(hex.substr(i * 2, 2), 16);
    if (Number.isNaN(value)) throw new RangeError(`Not hex: ${hex.substr(i * 2, 2)}`);
    bytes[i] = value;
  }
  return bytes;
}

/** True when every nibble of `bytes[start..end)` is a decimal digit. */
export function isBcd(bytes: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const value = bytes[i] ?? 0;
    if (value >> 4 > 9 || (value & 0x0f) > 9) return false;
  }
  return true;
}

/**
 * Digits as BCD[size], left-padded with zeros (S808-13 Table 2: the phone number is padded
 * on the left). A string that is not all digits is taken as raw hex, so a terminal whose
 * "phone" field is not BCD (PROTOCOLS.md 1.3) can still be addressed with the key it sent.
 */
export function encodeBcd(digits: string, size: number): Uint8Array {
  const isDigits = /^[0-9]*$/.test(digits);
  const text = digits.toLowerCase().padStart(size * 2, '0');
  if (text.length > size * 2) {
    throw new RangeError(`"${digits}" does not fit in BCD[${size}]`);
  }
  if (!isDigits && !/^[0-9a-f]*$/.test(text)) {
    throw new RangeError(`"${digits}" is neither decimal digits nor hex`);
  }
  return fromHex(text);
}

/** Days from 1970-01-01 to 2000-01-01. */
const DAYS_TO_2000 = 10_957;
/** Days before the first of each month in a common year. */
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334] as const;

/**
 * Reads BCD[6] `YYMMDDhhmmss` at `offset` as a UTC instant, given the sender's zone offset.
 * Years are 2000-2099, where every fourth year is a leap year; a day past the end of its
 * month runs into the next month, as Date.UTC does.
 */
export function bcdTimeToDate(
  bytes: Uint8Array,
  offset: number,
  zoneOffsetMinutes: number,
): Date | undefined {
  const year = bcdByte(bytes[offset] ?? 0);
  const month = bcdByte(bytes[offset + 1] ?? 0);
  const day = bcdByte(bytes[offset + 2] ?? 0);
  const hour = bcdByte(bytes[offset + 3] ?? 0);
  const minute = bcdByte(bytes[offset + 4] ?? 0);
  const second = bcdByte(bytes[offset + 5] ?? 0);
  if (
    year < 0 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > 31 ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59
  ) {
    return undefined;
  }
  const leapDay = month > 2 && year % 4 === 0 ? 1 : 0;
  const days =
    DAYS_TO_2000 +
    365 * year +
    ((year + 3) >> 2) +
    (DAYS_BEFORE_MONTH[month - 1] as number) +
    leapDay +
    day -
    1;
  const local = ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000;
  return new Date(local - zoneOffsetMinutes * 60_000);
}

/** BCD[6] `YYMMDDhhmmss` of a UTC instant shown in the given zone. */
export function dateToBcdTime(date: Date, zoneOffsetMinutes: number): Uint8Array {
  const local = new Date(date.getTime() + zoneOffsetMinutes * 60_000);
  const fields = [
    local.getUTCFullYear() % 100,
    local.getUTCMonth() + 1,
    local.getUTCDate(),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
  ];
  return Uint8Array.from(fields, (value) => ((value / 10) << 4) | (value % 10));
}

/** One BCD byte as 0-99, or -1 when a nibble is not a digit. */
function bcdByte(value: number): number {
  const high = value >> 4;
  const low = value & 0x0f;
  return high > 9 || low > 9 ? -1 : high * 10 + low;
}

/** GBK text of `bytes[start..end)` with trailing NUL padding removed (STRING, BYTE[n] fields). */
export function readGbk(bytes: Uint8Array, start: number, end: number): string {
  let last = end;
  while (last > start && bytes[last - 1] === 0) last--;
  if (last === start) return '';
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset + start, last - start), 'gbk');
}

/** Text as GBK bytes. */
export function encodeGbk(text: string): Uint8Array {
  return new Uint8Array(iconv.encode(text, 'gbk'));
}

/** ASCII/GBK text of a fixed BYTE[n] field, leading and trailing padding (NUL or space) removed. */
export function readPaddedText(bytes: Uint8Array, start: number, end: number): string {
  return readGbk(bytes, start, end).replace(/^[\s\0]+|[\s\0]+$/g, '');
}

/** `text` as GBK, right-padded with NUL to exactly `size` bytes (longer text is an error). */
export function encodeFixedText(text: string, size: number): Uint8Array {
  const encoded = encodeGbk(text);
  if (encoded.length > size) throw new RangeError(`"${text}" is longer than BYTE[${size}]`);
  const field = new Uint8Array(size);
  field.set(encoded);
  return field;
}

/** Concatenates byte arrays. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** A growable big-endian writer for building message bodies. */
export class ByteWriter {
  private buffer = new Uint8Array(64);
  private length = 0;

  private ensure(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }

  u8(value: number): this {
    this.ensure(1);
    this.buffer[this.length++] = value & 0xff;
    return this;
  }

  u16(value: number): this {
    this.ensure(2);
    this.buffer[this.length++] = (value >>> 8) & 0xff;
    this.buffer[this.length++] = value & 0xff;
    return this;
  }

  u32(value: number): this {
    this.ensure(4);
    this.buffer[this.length++] = (value >>> 24) & 0xff;
    this.buffer[this.length++] = (value >>> 16) & 0xff;
    this.buffer[this.length++] = (value >>> 8) & 0xff;
    this.buffer[this.length++] = value & 0xff;
    return this;
  }

  bytes(value: Uint8Array): this {
    this.ensure(value.length);
    this.buffer.set(value, this.length);
    this.length += value.length;
    return this;
  }

  /** A BYTE length prefix followed by the GBK text (length-prefixed STRING fields). */
  shortString(text: string): this {
    const encoded = encodeGbk(text);
    if (encoded.length > 255) throw new RangeError(`"${text}" is longer than 255 bytes`);
    return this.u8(encoded.length).bytes(encoded);
  }

  toBytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}
