/**
 * Terminal parameters (PROTOCOLS.md 1.7; S808-13 Tables 10-12, S808-19 Tables 11-13, S1078 Table 1):
 * item = `param ID DWORD | length BYTE | value`, shared by 0x8103 (set) and 0x0104 (query answer).
 */
import { ProtocolError } from '../types';
import { encodeGbk, readGbk, toHex } from './binary';
import type { ByteWriter } from './binary';

/** How a parameter's value is carried. */
export type ParameterValueType = 'byte' | 'word' | 'dword' | 'string' | 'bytes';

/** Parameters whose value is a STRING (APNs, user names, addresses, phone numbers, plate). */
const STRING_PARAMETERS: ReadonlySet<number> = new Set([
  0x0010, 0x0011, 0x0012, 0x0013, 0x0014, 0x0015, 0x0016, 0x0017, 0x001a, 0x001d, 0x0023, 0x0024,
  0x0025, 0x0026, 0x0040, 0x0041, 0x0042, 0x0043, 0x0044, 0x0048, 0x0049, 0x0083,
]);
/** WORD parameters (geofence radius, pre-warning deltas, collision/rollover, province/city). */
const WORD_PARAMETERS: ReadonlySet<number> = new Set([
  0x0031, 0x005b, 0x005c, 0x005d, 0x005e, 0x0081, 0x0082, 0x0101, 0x0103,
]);
/** BYTE parameters (plate colour, GNSS mode/baud/output frequency, upload mode). */
const BYTE_PARAMETERS: ReadonlySet<number> = new Set([0x0084, 0x0090, 0x0091, 0x0092, 0x0094]);
/** Structured parameters kept as raw bytes (illegal-driving period, 1078 AV settings, Su-biao). */
const BYTES_PARAMETERS: ReadonlySet<number> = new Set([
  0x0032, 0x0075, 0x0076, 0x0077, 0x0079, 0x007b, 0x007c, 0xf364, 0xf365, 0xf366, 0xf367,
]);

/** The value type the standard gives a parameter; DWORD for all others (the common case). */
export function parameterValueType(id: number): ParameterValueType {
  if (STRING_PARAMETERS.has(id)) return 'string';
  if (WORD_PARAMETERS.has(id)) return 'word';
  if (BYTE_PARAMETERS.has(id)) return 'byte';
  if (BYTES_PARAMETERS.has(id)) return 'bytes';
  return 'dword';
}

/** One decoded parameter. `value` is a number, GBK text, or hex for structured values. */
export interface Jt808Parameter {
  id: number;
  type: ParameterValueType;
  value: number | string;
  /** The value bytes as sent, hex. */
  rawHex: string;
}

/** A parameter to set with 0x8103. A Uint8Array value is sent as is. */
export interface Jt808ParameterInput {
  id: number;
  value: number | string | Uint8Array;
  /** Overrides the type the standard gives the id (for vendor parameters 0xF000-0xFFFF). */
  type?: ParameterValueType;
}

/**
 * Reads `count` items from `body[offset..)`. A numeric parameter whose length does not fit its
 * type is kept as hex rather than guessed at.
 */
export function decodeParameterItems(
  body: Uint8Array,
  offset: number,
  count: number,
): { parameters: Jt808Parameter[]; end: number } {
  const parameters: Jt808Parameter[] = [];
  let cursor = offset;
  for (let n = 0; n < count; n++) {
    if (cursor + 5 > body.length) {
      throw new ProtocolError(`JT/T 808 parameters: item ${n + 1} of ${count} truncated`);
    }
    const id =
      (((body[cursor] ?? 0) << 24) |
        ((body[cursor + 1] ?? 0) << 16) |
        ((body[cursor + 2] ?? 0) << 8) |
        (body[cursor + 3] ?? 0)) >>>
      0;
    const length = body[cursor + 4] ?? 0;
    const start = cursor + 5;
    const end = start + length;
    if (end > body.length) {
      throw new ProtocolError(`JT/T 808 parameters: value of 0x${id.toString(16)} truncated`);
    }
    const rawHex = toHex(body, start, end);
    const standardType = parameterValueType(id);
    let type: ParameterValueType = standardType;
    let value: number | string;
    if (standardType === 'string') {
      value = readGbk(body, start, end);
    } else if (standardType === 'bytes') {
      value = rawHex;
    } else if (length === 1 || length === 2 || length === 4) {
      type = length === 1 ? 'byte' : length === 2 ? 'word' : 'dword';
      let numeric = 0;
      for (let i = start; i < end; i++) numeric = numeric * 256 + (body[i] ?? 0);
      value = numeric;
    } else {
      type = 'bytes';
      value = rawHex;
    }
    parameters.push({ id, type, value, rawHex });
    cursor = end;
  }
  return { parameters, end: cursor };
}

/** Writes 0x8103 items. Numbers go out in the type the standard gives the id. */
export function writeParameterItems(
  writer: ByteWriter,
  parameters: readonly Jt808ParameterInput[],
): void {
  for (const parameter of parameters) {
    writer.u32(parameter.id);
    const value = parameter.value;
    if (value instanceof Uint8Array) {
      if (value.length > 255)
        throw new RangeError(`Parameter 0x${parameter.id.toString(16)} too long`);
      writer.u8(value.length).bytes(value);
      continue;
    }
    const type = parameter.type ?? parameterValueType(parameter.id);
    if (typeof value === 'string' || type === 'string' || type === 'bytes') {
      const encoded = typeof value === 'string' ? encodeGbk(value) : encodeGbk(String(value));
      if (encoded.length > 255)
        throw new RangeError(`Parameter 0x${parameter.id.toString(16)} too long`);
      writer.u8(encoded.length).bytes(encoded);
    } else if (type === 'byte') {
      writer.u8(1).u8(value);
    } else if (type === 'word') {
      writer.u8(2).u16(value);
    } else {
      writer.u8(4).u32(value);
    }
  }
}
