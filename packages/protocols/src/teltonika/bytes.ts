/** Big-endian integers of a Teltonika frame, read from the bytes without a view. */

const MAX_SAFE_HIGH_WORD = 0x200000; // 2^53 / 2^32

export function readU32(b: Uint8Array, at: number): number {
  return b[at]! * 0x1000000 + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
}

/** Unsigned 64-bit: a number when it fits in 53 bits, otherwise a bigint. */
export function joinU64(high: number, low: number): number | bigint {
  if (high < MAX_SAFE_HIGH_WORD) return high * 0x100000000 + low;
  return (BigInt(high) << 32n) | BigInt(low);
}

export function readU64(b: Uint8Array, at: number): number | bigint {
  return joinU64(readU32(b, at), readU32(b, at + 4));
}
