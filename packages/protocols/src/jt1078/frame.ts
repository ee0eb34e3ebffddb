/**
 * Cuts JT/T 1078 stream packets from a TCP byte stream. Packets follow each other with no
 * delimiter; each starts with `30 31 63 64` and states its body length (S1078 Table 19).
 */
import type { FrameSplit } from '../types';
import { isJt1078Magic, jt1078PacketLayout } from './packet';

/**
 * Complete packets from the front of `buf` (header included; parse each with parseJt1078Packet).
 * Bytes before a `01cd` header are skipped; an incomplete last packet is left unconsumed.
 */
export function splitJt1078Packets(buf: Uint8Array): FrameSplit {
  const frames: Uint8Array[] = [];
  let offset = 0;
  let skipped = 0;
  while (offset + 4 <= buf.length) {
    if (!isJt1078Magic(buf, offset)) {
      offset++;
      skipped++;
      continue;
    }
    const layout = jt1078PacketLayout(buf, offset);
    if (!layout || offset + layout.total > buf.length) break;
    frames.push(buf.subarray(offset, offset + layout.total));
    offset += layout.total;
  }
  // Keep up to 3 trailing bytes that might begin a header split across chunks.
  if (offset + 4 > buf.length && offset < buf.length) {
    while (offset < buf.length && buf[offset] !== 0x30) {
      offset++;
      skipped++;
    }
  }
  return { frames, consumed: offset, skipped };
}
