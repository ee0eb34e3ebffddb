/**
 * CRC-16/IBM (ARC: poly 0x8005 reflected = 0xA001, init 0, no xorout) as Teltonika computes it
 * over codec ID .. second record count; it travels in the low half of a DWORD.
 *
 * Computed sixteen bytes a step ("slicing-by-16"): table k holds the CRC of a byte followed by k
 * zero bytes, so one step is sixteen independent lookups instead of sixteen dependent ones. Every
 * AVL packet is checked in full, which made the byte-at-a-time loop a large part of decoding.
 */
const SLICES = 16;
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
  // Offsets are added as 32-bit integers (`| 0`), which spares an overflow check per byte read.
  let i = start | 0;
  for (const lastStep = (end - SLICES) | 0; i <= lastStep; i = (i + SLICES) | 0) {
    crc ^= bytes[i]! | (bytes[(i + 1) | 0]! << 8);
    crc =
      t[15 * 256 + (crc & 0xff)]! ^
      t[14 * 256 + (crc >>> 8)]! ^
      t[13 * 256 + bytes[(i + 2) | 0]!]! ^
      t[12 * 256 + bytes[(i + 3) | 0]!]! ^
      t[11 * 256 + bytes[(i + 4) | 0]!]! ^
      t[10 * 256 + bytes[(i + 5) | 0]!]! ^
      t[9 * 256 + bytes[(i + 6) | 0]!]! ^
      t[8 * 256 + bytes[(i + 7) | 0]!]! ^
      t[7 * 256 + bytes[(i + 8) | 0]!]! ^
      t[6 * 256 + bytes[(i + 9) | 0]!]! ^
      t[5 * 256 + bytes[(i + 10) | 0]!]! ^
      t[4 * 256 + bytes[(i + 11) | 0]!]! ^
      t[3 * 256 + bytes[(i + 12) | 0]!]! ^
      t[2 * 256 + bytes[(i + 13) | 0]!]! ^
      t[256 + bytes[(i + 14) | 0]!]! ^
      t[bytes[(i + 15) | 0]!]!;
  }
  for (; i < end; i = (i + 1) | 0) {
    crc = (crc >>> 8) ^ t[(crc ^ bytes[i]!) & 0xff]!;
  }
  return crc;
}
