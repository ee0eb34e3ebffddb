/**
 * Lower-case hex text of bytes, for every codec: raw fields in attributes (JT/T 808, JT/T 1078)
 * and variable-length IO values (Teltonika).
 */

/** Two lower-case hex digits per byte value. */
const HEX_PAIRS: string[] = Array.from({ length: 256 }, (_, byte) =>
  byte.toString(16).padStart(2, '0'),
);

/** Character codes of the high and low hex digit per byte value. */
const HEX_HIGH = Uint8Array.from(HEX_PAIRS, (pair) => pair.charCodeAt(0));
const HEX_LOW = Uint8Array.from(HEX_PAIRS, (pair) => pair.charCodeAt(1));

/**
 * Both character codes of each byte value's hex, as one 16-bit unit laid out in memory as text:
 * written through a byte view, so it reads right whatever the platform's byte order.
 */
const HEX_UNITS = new Uint16Array(256);
{
  const text = new Uint8Array(HEX_UNITS.buffer);
  for (let byte = 0; byte < 256; byte++) {
    text[2 * byte] = HEX_HIGH[byte]!;
    text[2 * byte + 1] = HEX_LOW[byte]!;
  }
}

/** Hex of longer values is written here as character codes and read out in one piece. */
const HEX_SCRATCH = Buffer.alloc(4096);
const HEX_SCRATCH_UNITS = new Uint16Array(
  HEX_SCRATCH.buffer,
  HEX_SCRATCH.byteOffset,
  HEX_SCRATCH.length / 2,
);
/**
 * From this many bytes one conversion in native code costs less than joining pieces (a
 * 70-byte Bluetooth sensor value about half as much), and gives a flat string instead of a
 * chain of pieces.
 */
const HEX_SCRATCH_FROM = 16;

/** Lower-case hex of `bytes[start..end)`. */
export function hexOf(bytes: Uint8Array, start: number, end: number): string {
  if (end - start < HEX_SCRATCH_FROM) return hexOfPieces(bytes, start, end);
  let hex = '';
  for (let from = start; from < end; from += HEX_SCRATCH_UNITS.length) {
    const length = Math.min(end - from, HEX_SCRATCH_UNITS.length);
    for (let index = 0; index < length; index++) {
      HEX_SCRATCH_UNITS[index] = HEX_UNITS[bytes[from + index]!]!;
    }
    hex += HEX_SCRATCH.toString('latin1', 0, 2 * length);
  }
  return hex;
}

/**
 * Hex of a short value. Each string concatenation costs more than the digits, so four bytes at
 * a time become one 8-character string.
 */
function hexOfPieces(bytes: Uint8Array, start: number, end: number): string {
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
