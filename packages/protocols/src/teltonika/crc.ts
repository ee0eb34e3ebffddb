/**
 * CRC-16/IBM (ARC: poly 0x8005 reflected = 0xA001, init 0, no xorout) as Teltonika computes it
 * over codec ID .. second record count; it travels in the low half of a DWORD.
 *
 * Computed eight bytes a step ("slicing-by-8"): table k holds the CRC of a byte followed by k
 * zero bytes, so one step is eight independent lookups instead of eight dependent ones. Every
 * AVL packet is checked in full, which made the byte-at-a-time loop a large part of decoding.
 */
const SLICES = 8;
const CRC_IBM_TABLES = buildSlicedTables(0xa001);

function buildSlicedTables(reflectedPoly: number): Uint16Array {
  const tables = new Uint16Array(SLICES * 256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 1 ? (crc >>> 1) ^ reflectedPoly : crc >>> 1;
    }
    tables[byte] = crc;
  }
  for (let slice = 1; slice < SLICES; slice++) {
    for (let byte = 0; byte < 256; byte++) {
      const previous = tables[(slice - 1) * 256 + byte]!;
      tables[slice * 256 + byte] = (previous >>> 8) ^ tables[previous & 0xff]!;
    }
  }
  return tables;
}

export function crcIbm(bytes: Uint8Array, start = 0, end = bytes.length): number {
  const t = CRC_IBM_TABLES;
  let crc = 0;
  let index = start;
  for (; index + SLICES <= end; index += SLICES) {
    crc ^= bytes[index]! | (bytes[index + 1]! << 8);
    crc =
      t[7 * 256 + (crc & 0xff)]! ^
      t[6 * 256 + (crc >>> 8)]! ^
      t[5 * 256 + bytes[index + 2]!]! ^
      t[4 * 256 + bytes[index + 3]!]! ^
      t[3 * 256 + bytes[index + 4]!]! ^
      t[2 * 256 + bytes[index + 5]!]! ^
      t[256 + bytes[index + 6]!]! ^
      t[bytes[index + 7]!]!;
  }
  for (; index < end; index++) {
    crc = (crc >>> 8) ^ t[(crc ^ bytes[index]!) & 0xff]!;
  }
  return crc;
}
