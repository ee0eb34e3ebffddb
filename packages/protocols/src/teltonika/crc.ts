/**
 * CRC-16/IBM (ARC: poly 0x8005 reflected = 0xA001, init 0, no xorout) as Teltonika computes it
 * over codec ID .. second record count; it travels in the low half of a DWORD.
 */
const CRC_IBM_TABLE = buildReflectedTable(0xa001);

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

export function crcIbm(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0;
  for (let index = start; index < end; index++) {
    crc = (crc >>> 8) ^ CRC_IBM_TABLE[(crc ^ bytes[index]!) & 0xff]!;
  }
  return crc;
}
