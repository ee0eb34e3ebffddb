import { connect, type Socket } from 'node:net';
import { decodeJt808, splitJt808Frames } from '@convoy/protocols';
import { encodeLocation, type SimulatedFix, type TerminalIdentity } from './terminal-messages';

/**
 * A simulated JT/T 808 terminal on a real TCP connection. It keeps what it sent until the
 * platform acknowledges it with 0x8001, as a real terminal keeps unacknowledged reports.
 */
export class VirtualTerminal {
  private socket: Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private serial = 0;
  private readonly unacknowledged = new Map<number, { sentAt: number; resolve: () => void }>();
  readonly stats = { sent: 0, acknowledged: 0, latencyMsTotal: 0 };

  constructor(
    readonly identity: TerminalIdentity,
    private readonly host: string,
    private readonly port: number,
  ) {}

  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: this.host, port: this.port }, () => resolve());
      socket.setNoDelay(true);
      socket.once('error', reject);
      socket.on('data', (chunk: Buffer) => this.receive(chunk));
      this.socket = socket;
    });
  }

  /** Sends a location report; the promise settles when the platform acknowledges it. */
  report(fix: SimulatedFix): Promise<void> {
    const serial = this.nextSerial();
    return new Promise<void>((resolve) => {
      this.unacknowledged.set(serial, { sentAt: performance.now(), resolve });
      this.stats.sent++;
      this.socket?.write(encodeLocation(this.identity, serial, fix));
    });
  }

  get pending(): number {
    return this.unacknowledged.size;
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private nextSerial(): number {
    const serial = this.serial;
    this.serial = (this.serial + 1) & 0xffff;
    return serial;
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const split = splitJt808Frames(this.buffer);
    this.buffer = this.buffer.subarray(split.consumed);
    for (const frame of split.frames) {
      const { header, message } = decodeJt808(frame);
      if (header.msgId !== 0x8001 || message.type !== 'unknown' || message.body.length < 2)
        continue;
      const acked = ((message.body[0] ?? 0) << 8) | (message.body[1] ?? 0);
      const waiting = this.unacknowledged.get(acked);
      if (!waiting) continue;
      this.unacknowledged.delete(acked);
      this.stats.acknowledged++;
      this.stats.latencyMsTotal += performance.now() - waiting.sentAt;
      waiting.resolve();
    }
  }
}
