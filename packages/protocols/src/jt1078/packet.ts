/**
 * JT/T 1078 stream packet (S1078 Table 19, PROTOCOLS.md 2.2), sent on the media link:
 * `30 31 63 64 | V P X CC | M PT | seq | SIM | channel | type+subpackage | [timestamp] |
 * [last I-frame interval, last frame interval] | body length | body`.
 */
import { hexOf } from '../hex';
import { ProtocolError } from '../types';

export const JT1078_MAGIC = 0x30316364;
/** Largest body the standard allows in one packet. Some devices exceed it slightly; not enforced. */
export const JT1078_MAX_BODY = 950;

export type Jt1078DataType = 'video_I' | 'video_P' | 'video_B' | 'audio' | 'transparent';
export type Jt1078Subpackage = 'atomic' | 'first' | 'last' | 'middle';

const DATA_TYPES: readonly Jt1078DataType[] = [
  'video_I',
  'video_P',
  'video_B',
  'audio',
  'transparent',
];
const SUBPACKAGES: readonly Jt1078Subpackage[] = ['atomic', 'first', 'last', 'middle'];

export interface Jt1078Packet {
  version: number;
  padding: boolean;
  extension: boolean;
  csrcCount: number;
  /** Frame-boundary marker (not reliable on every device). */
  marker: boolean;
  payloadType: number;
  sequence: number;
  /** SIM as BCD digits (6 or 10 bytes as sent, leading zeros kept). */
  sim: string;
  simBytes: 6 | 10;
  channel: number;
  dataType: Jt1078DataType;
  subpackage: Jt1078Subpackage;
  /** Milliseconds; absent for pass-through data. */
  timestamp?: number;
  /** Video only. */
  lastIFrameInterval?: number;
  lastFrameInterval?: number;
  headerLength: number;
  body: Uint8Array;
  /** Header plus body. */
  length: number;
}

function u16(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
}

/** True when `bytes[offset..offset+4)` is the `01cd` packet header. */
export function isJt1078Magic(bytes: Uint8Array, offset: number): boolean {
  return (
    bytes[offset] === 0x30 &&
    bytes[offset + 1] === 0x31 &&
    bytes[offset + 2] === 0x63 &&
    bytes[offset + 3] === 0x64
  );
}

/** Header length for a data type and SIM size: video 30, audio 26, pass-through 18 (+4 for a 10-byte SIM). */
function headerLengthFor(dataTypeCode: number, simBytes: number): number {
  const base = dataTypeCode <= 2 ? 30 : dataTypeCode === 3 ? 26 : 18;
  return base + (simBytes - 6);
}

type Layout = { simBytes: 6 | 10; headerLength: number; total: number };

/** Layout if `simBytes` were the SIM size, or undefined when the header is not yet complete. */
function layoutFor(bytes: Uint8Array, offset: number, simBytes: 6 | 10): Layout | undefined {
  const typeByte = bytes[offset + 9 + simBytes];
  if (typeByte === undefined) return undefined;
  const headerLength = headerLengthFor(typeByte >> 4, simBytes);
  if (offset + headerLength > bytes.length) return undefined;
  const total = headerLength + u16(bytes, offset + headerLength - 2);
  return { simBytes, headerLength, total };
}

/**
 * Works out SIM size and packet length at `offset`. 2019-era devices send a 10-byte SIM with no
 * flag for it; a 10-byte SIM of a 12-digit number starts with two zero bytes (as traccar reads
 * it). When both readings are possible the one whose packet ends at the end of the data or at
 * the next `01cd` wins. Returns undefined when more bytes are needed to tell.
 */
export function jt1078PacketLayout(bytes: Uint8Array, offset: number): Layout | undefined {
  const short = layoutFor(bytes, offset, 6);
  const long = layoutFor(bytes, offset, 10);
  const preferLong = bytes[offset + 8] === 0 && bytes[offset + 9] === 0;
  const first = preferLong ? long : short;
  const second = preferLong ? short : long;
  if (!first && !second) return undefined;
  const fits = (layout: Layout | undefined): boolean | undefined => {
    if (!layout) return undefined;
    const end = offset + layout.total;
    if (end === bytes.length) return true;
    if (end + 4 <= bytes.length) return isJt1078Magic(bytes, end);
    return undefined;
  };
  const firstFits = fits(first);
  if (firstFits === true) return first;
  const secondFits = fits(second);
  if (secondFits === true && firstFits === false) return second;
  if (first && firstFits === undefined) return undefined;
  return first ?? second;
}

/** Parses one packet at `offset`. Throws ProtocolError when it is not a packet or is incomplete. */
export function parseJt1078Packet(bytes: Uint8Array, offset = 0): Jt1078Packet {
  if (!isJt1078Magic(bytes, offset)) {
    throw new ProtocolError(`JT/T 1078: no 30316364 header at ${offset}`);
  }
  const layout = jt1078PacketLayout(bytes, offset) ?? layoutFor(bytes, offset, 6);
  if (!layout || offset + layout.total > bytes.length) {
    throw new ProtocolError(`JT/T 1078: packet at ${offset} truncated`);
  }
  return readPacket(bytes, offset, layout);
}

function readPacket(bytes: Uint8Array, offset: number, layout: Layout): Jt1078Packet {
  const first = bytes[offset + 4] ?? 0;
  const second = bytes[offset + 5] ?? 0;
  const simStart = offset + 8;
  const simEnd = simStart + layout.simBytes;
  const sim = hexOf(bytes, simStart, simEnd);
  const typeByte = bytes[simEnd + 1] ?? 0;
  const dataTypeCode = typeByte >> 4;
  const dataType = DATA_TYPES[dataTypeCode];
  if (dataType === undefined) {
    throw new ProtocolError(`JT/T 1078: unknown data type ${dataTypeCode}`);
  }
  const subpackage = SUBPACKAGES[typeByte & 0x0f];
  if (subpackage === undefined) {
    throw new ProtocolError(`JT/T 1078: unknown subpackage flag ${typeByte & 0x0f}`);
  }
  const fieldsStart = simEnd + 2;
  const packet: Jt1078Packet = {
    version: first >> 6,
    padding: (first & 0x20) !== 0,
    extension: (first & 0x10) !== 0,
    csrcCount: first & 0x0f,
    marker: (second & 0x80) !== 0,
    payloadType: second & 0x7f,
    sequence: u16(bytes, offset + 6),
    sim,
    simBytes: layout.simBytes,
    channel: bytes[simEnd] ?? 0,
    dataType,
    subpackage,
    headerLength: layout.headerLength,
    body: bytes.subarray(offset + layout.headerLength, offset + layout.total),
    length: layout.total,
  };
  if (dataTypeCode <= 3) {
    // 8-byte millisecond timestamp; exceeds 2^53 only in nonsense data, which is still read.
    let timestamp = 0;
    for (let i = fieldsStart; i < fieldsStart + 8; i++)
      timestamp = timestamp * 256 + (bytes[i] ?? 0);
    packet.timestamp = timestamp;
  }
  if (dataTypeCode <= 2) {
    packet.lastIFrameInterval = u16(bytes, fieldsStart + 8);
    packet.lastFrameInterval = u16(bytes, fieldsStart + 10);
  }
  return packet;
}
