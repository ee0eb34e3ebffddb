/**
 * Joins subpackaged JT/T 1078 packets into whole frames (PROTOCOLS.md 2.2): first, middle...,
 * last bodies concatenated, per channel and data type. A pure data structure owned by the
 * media connection; no timers.
 */
import type { Jt1078DataType, Jt1078Packet } from './packet';

export interface Jt1078Frame {
  channel: number;
  dataType: Jt1078DataType;
  payloadType: number;
  timestamp?: number;
  /** Sequence of the first packet. */
  sequence: number;
  data: Uint8Array;
}

interface PartialFrame {
  first: Jt1078Packet;
  parts: Uint8Array[];
  length: number;
  nextSequence: number;
}

/** A frame larger than this is dropped as corrupt (a 4K I-frame is well below it). */
const MAX_FRAME_BYTES = 8 * 1024 * 1024;

export class Jt1078FrameAssembler {
  private readonly partial = new Map<string, PartialFrame>();
  /** Packets discarded because their frame had a missing or out-of-order packet. */
  droppedPackets = 0;

  /**
   * Adds a packet; returns the completed frame, or undefined while one is being built. A gap in
   * sequence numbers drops the partial frame, since a frame with a hole cannot be decoded.
   */
  push(packet: Jt1078Packet): Jt1078Frame | undefined {
    const key = `${packet.channel}:${packet.dataType === 'audio' ? 'a' : 'v'}`;
    if (packet.subpackage === 'atomic') {
      return this.complete(packet, [packet.body], packet.body.length);
    }
    if (packet.subpackage === 'first') {
      const unfinished = this.partial.get(key);
      if (unfinished) this.droppedPackets += unfinished.parts.length;
      this.partial.set(key, {
        first: packet,
        // Copy: packet bodies usually view a socket buffer that will be reused.
        parts: [packet.body.slice()],
        length: packet.body.length,
        nextSequence: (packet.sequence + 1) & 0xffff,
      });
      return undefined;
    }
    const frame = this.partial.get(key);
    if (
      !frame ||
      frame.nextSequence !== packet.sequence ||
      frame.length + packet.body.length > MAX_FRAME_BYTES
    ) {
      if (frame) {
        this.partial.delete(key);
        this.droppedPackets += frame.parts.length;
      }
      this.droppedPackets++;
      return undefined;
    }
    frame.parts.push(packet.body.slice());
    frame.length += packet.body.length;
    frame.nextSequence = (packet.sequence + 1) & 0xffff;
    if (packet.subpackage === 'middle') return undefined;
    this.partial.delete(key);
    return this.complete(frame.first, frame.parts, frame.length);
  }

  private complete(first: Jt1078Packet, parts: Uint8Array[], length: number): Jt1078Frame {
    let data: Uint8Array;
    if (parts.length === 1 && parts[0]) {
      data = parts[0].slice();
    } else {
      data = new Uint8Array(length);
      let offset = 0;
      for (const part of parts) {
        data.set(part, offset);
        offset += part.length;
      }
    }
    return {
      channel: first.channel,
      dataType: first.dataType,
      payloadType: first.payloadType,
      timestamp: first.timestamp,
      sequence: first.sequence,
      data,
    };
  }
}

/** NAL unit types of an Annex-B H.264 buffer in order (start codes 00 00 01 / 00 00 00 01). */
export function h264NalTypes(data: Uint8Array): number[] {
  const types: number[] = [];
  for (let i = 0; i + 3 < data.length; i++) {
    if (data[i] === 0 && data[i + 1] === 0 && data[i + 2] === 1) {
      types.push((data[i + 3] ?? 0) & 0x1f);
      i += 3;
    }
  }
  return types;
}
