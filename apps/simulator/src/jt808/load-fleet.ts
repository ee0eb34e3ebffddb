import { connect, type Socket } from 'node:net';
import {
  decodeJt808,
  JT808_DELIMITER,
  JT808_ESCAPE,
  splitJt808Frames,
  unescapeJt808,
} from '@convoy/protocols';
import { bcdTime, encodeLocation, type TerminalIdentity } from './terminal-messages';

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
  /** Header and body of its 0x0200, unescaped, without checksum: patched for each report. */
  template: Uint8Array;
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
      const identity: TerminalIdentity = { phone, version: '2013' };
      const terminal: LoadTerminal = {
        identity,
        template: locationTemplate(identity, index, this.options.origin),
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
    // Round-robin over the fleet: every terminal gets its share, in turn.
    const due = new Map<LoadTerminal, number>();
    for (let tries = 0; owed > 0 && tries < count * 64; tries++) {
      const terminal = this.terminals[this.next] as LoadTerminal;
      this.next = (this.next + 1) % count;
      owed--;
      const reports = due.get(terminal) ?? 0;
      if (terminal.unacknowledged + reports >= this.window) {
        this.stats.heldBack++;
        continue;
      }
      due.set(terminal, reports + 1);
    }
    const now = performance.now();
    for (const [terminal, reports] of due) {
      const template = terminal.template;
      // Each byte may double when escaped, plus checksum and delimiters.
      const out = Buffer.allocUnsafe(reports * (2 * template.length + 4));
      let at = 0;
      for (let r = 0; r < reports; r++) {
        const serial = terminal.serial;
        terminal.serial = (serial + 1) & 0xffff;
        const sequence = terminal.sequence++;
        terminal.sentAt[serial % RING] = now;
        terminal.unacknowledged++;
        patchLocation(template, serial, this.clockStart + sequence * 1000, sequence);
        at = writeFrame(out, at, template);
        this.stats.sent++;
      }
      terminal.socket.write(out.subarray(0, at));
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

/** 2013 header length: id, attributes, BCD[6] number, serial. */
const HEADER = 12;

/** The terminal's 0x0200 as encoded once, unescaped and without its checksum. */
function locationTemplate(
  identity: TerminalIdentity,
  index: number,
  origin = { lat: 22.5, lng: 114.0 },
): Uint8Array {
  const wire = encodeLocation(identity, 0, {
    time: new Date(),
    latitude: origin.lat + index * 1e-4,
    longitude: origin.lng,
    altitudeM: 20,
    speedKmh: 40,
    course: 90,
    valid: true,
    ignition: true,
    satellites: 9,
  });
  const content = unescapeJt808(wire.subarray(1, wire.length - 1));
  const template = content.slice(0, content.length - 1);
  // Keep the terminal's own latitude offset; the report's sequence moves it along.
  return template;
}

/**
 * Serial, fix time (BCD, UTC+8 as the standard has it) and a position that moves with the
 * sequence, written into the template.
 */
function patchLocation(template: Uint8Array, serial: number, timeMs: number, sequence: number) {
  template[HEADER - 2] = (serial >>> 8) & 0xff;
  template[HEADER - 1] = serial & 0xff;
  const step = sequence % 1000; // micro-degrees
  const view = new DataView(template.buffer, template.byteOffset, template.byteLength);
  const base = view.getUint32(HEADER + 12) - (view.getUint32(HEADER + 12) % 1000);
  view.setUint32(HEADER + 12, base + step);
  template.set(bcdTime(new Date(timeMs)), HEADER + 22);
}

/** Checksum, escapes and delimiters around `content`, written at `at`; the new end. */
function writeFrame(out: Uint8Array, at: number, content: Uint8Array): number {
  out[at++] = JT808_DELIMITER;
  let checksum = 0;
  for (let i = 0; i < content.length; i++) {
    const value = content[i] as number;
    checksum ^= value;
    at = escapeInto(out, at, value);
  }
  at = escapeInto(out, at, checksum);
  out[at++] = JT808_DELIMITER;
  return at;
}

function escapeInto(out: Uint8Array, at: number, value: number): number {
  if (value === JT808_DELIMITER || value === JT808_ESCAPE) {
    out[at] = JT808_ESCAPE;
    out[at + 1] = value === JT808_DELIMITER ? 0x02 : 0x01;
    return at + 2;
  }
  out[at] = value;
  return at + 1;
}
