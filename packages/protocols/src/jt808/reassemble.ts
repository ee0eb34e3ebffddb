/**
 * Reassembly of subpackaged JT/T 808 messages (S808-13 §4.4.3): each packet carries its own
 * header with total and 1-based index; the body is the concatenation in index order. Packets of
 * one message have different serials, so they are grouped by terminal, message ID and total.
 * A pure data structure: the caller owns one per connection and supplies the clock.
 */
import type { Jt808Header } from './decode';

interface PendingMessage {
  total: number;
  parts: (Uint8Array | undefined)[];
  received: number;
  /** Caller's clock when the first packet arrived. */
  firstSeenAt: number;
}

export interface Jt808ReassemblerLimits {
  /** Messages kept pending at once; the oldest is dropped beyond this. */
  maxPendingMessages?: number;
}

/** The header of the completed message: that of packet 1, marked not subpackaged. */
export interface Jt808Reassembled {
  header: Jt808Header;
  body: Uint8Array;
}

export class Jt808Reassembler {
  private readonly pending = new Map<string, PendingMessage>();
  private readonly firstHeader = new Map<string, Jt808Header>();
  private readonly maxPending: number;

  constructor(limits: Jt808ReassemblerLimits = {}) {
    this.maxPending = limits.maxPendingMessages ?? 64;
  }

  /** Number of messages waiting for packets. */
  get size(): number {
    return this.pending.size;
  }

  /**
   * Adds one packet. Returns the full message once every packet is present, else undefined.
   * A repeated packet replaces the earlier copy (devices retransmit unacknowledged packets).
   */
  add(header: Jt808Header, body: Uint8Array, now = 0): Jt808Reassembled | undefined {
    const total = header.totalPackets ?? 0;
    const index = header.packetIndex ?? 0;
    if (!header.subpackaged || total < 1 || index < 1 || index > total) {
      return { header, body };
    }
    const key = `${header.phoneHex}:${header.msgId}:${total}`;
    let message = this.pending.get(key);
    if (!message) {
      if (this.pending.size >= this.maxPending) this.dropOldest();
      message = {
        total,
        parts: Array.from<Uint8Array | undefined>({ length: total }),
        received: 0,
        firstSeenAt: now,
      };
      this.pending.set(key, message);
    }
    if (message.parts[index - 1] === undefined) message.received++;
    // Copy: the packet body usually views a socket buffer that will be reused.
    message.parts[index - 1] = body.slice();
    if (index === 1) this.firstHeader.set(key, header);
    if (message.received < total) return undefined;

    this.pending.delete(key);
    const first = this.firstHeader.get(key) ?? header;
    this.firstHeader.delete(key);
    let length = 0;
    for (const part of message.parts) length += part?.length ?? 0;
    const full = new Uint8Array(length);
    let offset = 0;
    for (const part of message.parts) {
      if (!part) continue;
      full.set(part, offset);
      offset += part.length;
    }
    const { totalPackets: _total, packetIndex: _index, ...rest } = first;
    return {
      header: {
        ...rest,
        subpackaged: false,
        bodyLength: length,
        headerLength: first.headerLength - 4,
      },
      body: full,
    };
  }

  /** Drops messages whose first packet arrived before `now - maxAge`; returns how many. */
  prune(now: number, maxAge: number): number {
    let dropped = 0;
    for (const [key, message] of this.pending) {
      if (now - message.firstSeenAt > maxAge) {
        this.pending.delete(key);
        this.firstHeader.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  /** Packet indexes (1-based) still missing for a message, for a 0x8003 retransmission request. */
  missing(phoneHex: string, msgId: number, total: number): number[] {
    const message = this.pending.get(`${phoneHex}:${msgId}:${total}`);
    if (!message) return [];
    const missing: number[] = [];
    message.parts.forEach((part, i) => {
      if (part === undefined) missing.push(i + 1);
    });
    return missing;
  }

  private dropOldest(): void {
    const oldest = this.pending.keys().next();
    if (!oldest.done) {
      this.pending.delete(oldest.value);
      this.firstHeader.delete(oldest.value);
    }
  }
}
