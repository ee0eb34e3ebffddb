import { connect, type Socket } from 'node:net';
import { decodeJt808, splitJt808Frames } from '@convoy/protocols';
import { encodeLocation, type TerminalIdentity } from './terminal-messages';

export interface LoadFleetOptions {
  host: string;
  port: number;
  /** Terminal numbers, one connection each. */
  phones: string[];
  /** Reports per second over the whole fleet (open loop). */
  rate: number;
  /** Reports a terminal may have unacknowledged; past it the terminal holds back. */
  window?: number;
  /** Where the report coordinates start. */
  origin?: { lat: number; lng: number };
}

export interface LoadFleetStats {
  connected: number;
  sent: number;
  acknowledged: number;
  /** Reports not sent when due because the terminal's window was full. */
  heldBack: number;
  latencyMsTotal: number;
  latencyMsMax: number;
}

/** How often the fleet sends what is due: one socket write per terminal and tick at most. */
const TICK_MS = 10;
/** Acknowledgement send times kept per terminal, by serial; the window stays below it. */
const RING = 1024;

interface LoadTerminal {
  identity: TerminalIdentity;
  socket: Socket;
  serial: number;
  sequence: number;
  unacknowledged: number;
  sentAt: Float64Array;
  buffer: Buffer;
  index: number;
}

/**
 * Many JT/T 808 terminals reporting 0x0200 at a fixed total rate, made to measure a server
 * rather than itself: one timer for the fleet, a terminal's due reports in one write, and
 * acknowledgements (0x8001) counted with their latency. Each report has a fix second of its
 * own (a clock that starts far enough in the past), so the server stores every one.
 */
export class LoadFleet {
  readonly stats: LoadFleetStats = {
    connected: 0,
    sent: 0,
    acknowledged: 0,
    heldBack: 0,
    latencyMsTotal: 0,
    latencyMsMax: 0,
  };
  private readonly terminals: LoadTerminal[] = [];
  private timer: NodeJS.Timeout | null = null;
  private started = 0;
  private due = 0;
  private next = 0;
  private readonly window: number;
  private clockStart = 0;

  constructor(private readonly options: LoadFleetOptions) {
    this.window = Math.min(options.window ?? 256, RING - 1);
  }

  async connect(batch = 500): Promise<void> {
    const { phones } = this.options;
    for (let i = 0; i < phones.length; i += batch) {
      const part = phones.slice(i, i + batch).map((phone, j) => this.open(phone, i + j));
      const results = await Promise.allSettled(part);
      for (const result of results) if (result.status === 'fulfilled') this.stats.connected++;
    }
  }

  private open(phone: string, index: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: this.options.host, port: this.options.port }, () => {
        this.terminals.push(terminal);
        resolve();
      });
      const terminal: LoadTerminal = {
        identity: { phone, version: '2013' },
        socket,
        serial: 0,
        sequence: 0,
        unacknowledged: 0,
        sentAt: new Float64Array(RING),
        buffer: Buffer.alloc(0),
        index,
      };
      socket.setNoDelay(true);
      socket.once('error', reject);
      socket.on('error', () => undefined);
      socket.on('data', (chunk: Buffer) => this.receive(terminal, chunk));
    });
  }

  /** Starts reporting for `durationS` seconds; fix times never reach the future. */
  start(durationS: number): void {
    this.started = performance.now();
    const perTerminal = Math.ceil(
      (this.options.rate * durationS) / Math.max(1, this.terminals.length),
    );
    this.clockStart = Date.now() - (perTerminal + 60) * 1000;
    this.timer = setInterval(() => this.tick(), TICK_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  close(): void {
    this.stop();
    for (const terminal of this.terminals) terminal.socket.destroy();
  }

  private tick(): void {
    const count = this.terminals.length;
    if (count === 0) return;
    const target = Math.floor(((performance.now() - this.started) / 1000) * this.options.rate);
    let owed = target - this.due;
    this.due = target;
    const origin = this.options.origin ?? { lat: 22.5, lng: 114.0 };
    // Round-robin over the fleet: every terminal gets its share, in turn.
    const frames = new Map<LoadTerminal, Uint8Array[]>();
    const now = performance.now();
    for (let tries = 0; owed > 0 && tries < count * 64; tries++) {
      const terminal = this.terminals[this.next] as LoadTerminal;
      this.next = (this.next + 1) % count;
      if (terminal.unacknowledged >= this.window) {
        this.stats.heldBack++;
        owed--;
        continue;
      }
      const serial = terminal.serial;
      terminal.serial = (terminal.serial + 1) & 0xffff;
      const sequence = terminal.sequence++;
      terminal.sentAt[serial % RING] = now;
      terminal.unacknowledged++;
      const frame = encodeLocation(terminal.identity, serial, {
        time: new Date(this.clockStart + sequence * 1000),
        latitude: origin.lat + terminal.index * 1e-4 + (sequence % 1000) * 1e-6,
        longitude: origin.lng + (sequence % 1000) * 1e-6,
        altitudeM: 20,
        speedKmh: 40,
        course: 90,
        valid: true,
        ignition: true,
        satellites: 9,
      });
      const list = frames.get(terminal);
      if (list) list.push(frame);
      else frames.set(terminal, [frame]);
      this.stats.sent++;
      owed--;
    }
    for (const [terminal, list] of frames) {
      terminal.socket.write(list.length === 1 ? (list[0] as Uint8Array) : Buffer.concat(list));
    }
  }

  private receive(terminal: LoadTerminal, chunk: Buffer): void {
    const buffer = terminal.buffer.length > 0 ? Buffer.concat([terminal.buffer, chunk]) : chunk;
    const { frames, consumed } = splitJt808Frames(buffer);
    terminal.buffer = consumed < buffer.length ? Buffer.from(buffer.subarray(consumed)) : EMPTY;
    const now = performance.now();
    for (const wire of frames) {
      let decoded;
      try {
        decoded = decodeJt808(wire);
      } catch {
        continue;
      }
      const { header, message } = decoded;
      // 0x8001 body: reply serial, reply id, result (S808-13 §8.2).
      if (header.msgId !== 0x8001 || message.type !== 'unknown' || message.body.length < 5)
        continue;
      const body = message.body;
      if ((((body[2] as number) << 8) | (body[3] as number)) !== 0x0200) continue;
      const replySerial = ((body[0] as number) << 8) | (body[1] as number);
      const latency = now - (terminal.sentAt[replySerial % RING] as number);
      terminal.unacknowledged = Math.max(0, terminal.unacknowledged - 1);
      this.stats.acknowledged++;
      this.stats.latencyMsTotal += latency;
      if (latency > this.stats.latencyMsMax) this.stats.latencyMsMax = latency;
    }
  }
}

const EMPTY = Buffer.alloc(0);
