/**
 * CRC-ITU as GT06 devices compute it: CRC-16/X-25 (poly 0x1021 reflected = 0x8408, init 0xFFFF,
 * xorout 0xFFFF), over the length field through the serial number.
 */
const CRC_ITU_TABLE = buildReflectedTable(0x8408);

function buildReflectedTable(reflectedPoly: number): Uint16Array {
  const table = new Uint16Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 1 ? (crc >>> 1) ^ reflectedPoly : crc >>> 1;
    }
    table[byte] = crc;
  }
  return table;
}

export function crcItu(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0xffff;
  for (let index = start; index < end; index++) {
    crc = (crc >>> 8) ^ CRC_ITU_TABLE[(crc ^ bytes[index]!) & 0xff]!;
  }
  return (crc ^ 0xffff) & 0xffff;
}
