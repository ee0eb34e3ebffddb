/**
 * Encodes JT/T 1078 stream packets (S1078 Table 19, PROTOCOLS.md 2.2) as a terminal sends them:
 * a frame is cut into bodies of at most 950 bytes marked first / middle / last.
 */
import type { Jt1078DataType } from './packet';

const DATA_TYPE_CODES: Record<Jt1078DataType, number> = {
  video_I: 0,
  video_P: 1,
  video_B: 2,
  audio: 3,
  transparent: 4,
};

export interface Jt1078FrameInput {
  /** SIM as decimal digits; written as 6-byte BCD (12 digits) or 10-byte BCD (20 digits). */
  sim: string;
  simBytes?: 6 | 10;
  channel: number;
  payloadType: number;
  dataType: Jt1078DataType;
  /** Milliseconds. */
  timestamp: number;
  lastIFrameInterval?: number;
  lastFrameInterval?: number;
  data: Uint8Array;
  /** Sequence number of the first packet; the next one is returned. */
  sequence: number;
}

function simBcd(sim: string, bytes: number): Uint8Array {
  const digits = sim
    .replace(/\D/g, '')
    .padStart(bytes * 2, '0')
    .slice(-bytes * 2);
  const out = new Uint8Array(bytes);
  for (let i = 0; i < bytes; i++) {
    out[i] = ((Number(digits[i * 2]) << 4) | Number(digits[i * 2 + 1])) & 0xff;
  }
  return out;
}

/** The packets of one frame, and the sequence number that follows them. */
export function encodeJt1078Frame(
  frame: Jt1078FrameInput,
  maxBody = 950,
): { packets: Uint8Array[]; nextSequence: number } {
  const simBytes = frame.simBytes ?? 6;
  const sim = simBcd(frame.sim, simBytes);
  const typeCode = DATA_TYPE_CODES[frame.dataType];
  const video = typeCode <= 2;
  const timed = typeCode <= 3;
  const headerLength = (video ? 30 : typeCode === 3 ? 26 : 18) + (simBytes - 6);
  const packets: Uint8Array[] = [];
  let sequence = frame.sequence;
  const count = Math.max(1, Math.ceil(frame.data.length / maxBody));
  for (let i = 0; i < count; i++) {
    const body = frame.data.subarray(i * maxBody, Math.min(frame.data.length, (i + 1) * maxBody));
    const subpackage = count === 1 ? 0 : i === 0 ? 1 : i === count - 1 ? 2 : 3;
    const packet = new Uint8Array(headerLength + body.length);
    const view = new DataView(packet.buffer);
    view.setUint32(0, 0x30316364);
    packet[4] = 0x81;
    // The marker bit closes a frame (S1078 Table 19).
    packet[5] = ((i === count - 1 ? 0x80 : 0) | (frame.payloadType & 0x7f)) & 0xff;
    view.setUint16(6, sequence);
    packet.set(sim, 8);
    let offset = 8 + simBytes;
    packet[offset++] = frame.channel;
    packet[offset++] = (typeCode << 4) | subpackage;
    if (timed) {
      view.setBigUint64(offset, BigInt(Math.max(0, Math.floor(frame.timestamp))));
      offset += 8;
    }
    if (video) {
      view.setUint16(offset, frame.lastIFrameInterval ?? 0);
      view.setUint16(offset + 2, frame.lastFrameInterval ?? 0);
      offset += 4;
    }
    view.setUint16(offset, body.length);
    packet.set(body, offset + 2);
    packets.push(packet);
    sequence = (sequence + 1) & 0xffff;
  }
  return { packets, nextSequence: sequence };
}
