/** Lower-case hex text of bytes, as Teltonika attributes carry variable-length IO values. */

/** Two lower-case hex digits per byte value. */
const HEX_PAIRS: string[] = Array.from({ length: 256 }, (_, byte) =>
  byte.toString(16).padStart(2, '0'),
);

/** Character codes of the high and low hex digit per byte value. */
const HEX_HIGH = Uint8Array.from(HEX_PAIRS, (pair) => pair.charCodeAt(0));
const HEX_LOW = Uint8Array.from(HEX_PAIRS, (pair) => pair.charCodeAt(1));

/**
 * Lower-case hex of `bytes[start..end)`. Each string concatenation costs more than the digits,
 * so four bytes at a time become one 8-character string.
 */
export function hexOf(bytes: Uint8Array, start: number, end: number): string {
  let hex = '';
  let index = start;
  for (; index + 4 <= end; index += 4) {
    const b0 = bytes[index]!;
    const b1 = bytes[index + 1]!;
    const b2 = bytes[index + 2]!;
    const b3 = bytes[index + 3]!;
    hex += String.fromCharCode(
      HEX_HIGH[b0]!,
      HEX_LOW[b0]!,
      HEX_HIGH[b1]!,
      HEX_LOW[b1]!,
      HEX_HIGH[b2]!,
      HEX_LOW[b2]!,
      HEX_HIGH[b3]!,
      HEX_LOW[b3]!,
    );
  }
  for (; index < end; index++) hex += HEX_PAIRS[bytes[index]!]!;
  return hex;
}

export function bytesToHexString(bytes: Uint8Array): string {
  return hexOf(bytes, 0, bytes.length);
}
