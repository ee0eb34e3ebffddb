import { connect, type Socket } from 'node:net';
import { teltonika } from '@convoy/protocols';
import type { SimulatedFix } from '../jt808/terminal-messages';
import type { DeviceClient } from './device-client';

/**
 * A simulated Teltonika FMB tracker: IMEI handshake, then Codec 8 AVL packets acknowledged with
 * their record count (PROTOCOLS.md §5). IO: 239 ignition, 240 movement, 21 GSM, 66 external
 * voltage (mV), 16 odometer (m), 72 temperature (0.1 °C).
 */
const i32 = (v: number) => [(v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff];
const u16 = (v: number) => [(v >> 8) & 0xff, v & 0xff];

function record(fix: SimulatedFix): number[] {
  const ms = fix.time.getTime();
  const high = Math.floor(ms / 0x100000000);
  const low = ms >>> 0;
  const priority = (fix.alarm ?? 0) & 1 ? 2 : 0;
  const altitude = Math.round(fix.altitudeM) & 0xffff;
  const moving = fix.speedKmh > 0;
  return [
    ...i32(high),
    ...i32(low),
    priority,
    ...i32(Math.round(fix.longitude * 1e7) | 0),
    ...i32(Math.round(fix.latitude * 1e7) | 0),
    ...u16(altitude),
    ...u16(Math.round(fix.course) % 360),
    fix.valid ? (fix.satellites ?? 8) : 0,
    ...u16(fix.valid ? Math.round(fix.speedKmh) : 0),
    0, // event IO id
    6, // total IO
    3,
    239,
    fix.ignition ? 1 : 0,
    240,
    moving ? 1 : 0,
    21,
    4, // 1-byte IO
    2,
    66,
    ...u16(fix.ignition ? 13800 : 12400),
    72,
    ...u16(Math.round((fix.cabinTemperatureC ?? 20) * 10) & 0xffff), // 2-byte IO
    1,
    16,
    ...i32(Math.round((fix.odometerKm ?? 0) * 1000)), // 4-byte IO
    0, // 8-byte IO
  ];
}

export function teltonikaAvlPacket(fixes: SimulatedFix[]): Uint8Array {
  const data = [0x08, fixes.length, ...fixes.flatMap(record), fixes.length];
  const crc = teltonika.crcIbm(Uint8Array.from(data));
  return Uint8Array.from([0, 0, 0, 0, ...i32(data.length), ...data, 0, 0, ...u16(crc)]);
}

export function teltonikaHandshake(imei: string): Uint8Array {
  return Uint8Array.from([...u16(imei.length), ...new TextEncoder().encode(imei)]);
}

export class TeltonikaClient implements DeviceClient {
  readonly protocol = 'teltonika' as const;
  readonly stats = { sent: 0, acknowledged: 0 };
  private socket: Socket | null = null;
  /** Teltonika acknowledges in order: one packet in flight at a time. */
  private queue: { resolve: () => void; replyBytes: number }[] = [];
  private buffer: Buffer = Buffer.alloc(0);
  private chain: Promise<void> = Promise.resolve();

  constructor(
    readonly identifier: string,
    private readonly host: string,
    private readonly port: number,
  ) {}

  async connect(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const socket = connect({ host: this.host, port: this.port }, () => resolve());
      socket.once('error', reject);
      socket.on('error', () => undefined);
      socket.on('data', (chunk: Buffer) => this.receive(chunk));
      this.socket = socket;
    });
    await this.exchange(teltonikaHandshake(this.identifier), 1);
  }

  report(fix: SimulatedFix): Promise<void> {
    return this.reportBatch([fix]);
  }

  reportBatch(fixes: SimulatedFix[]): Promise<void> {
    this.stats.sent += fixes.length;
    const run = this.chain.then(() => this.exchange(teltonikaAvlPacket(fixes), 4));
    this.chain = run.catch(() => undefined);
    return run.then(() => {
      this.stats.acknowledged += fixes.length;
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
    this.queue = [];
  }

  private exchange(bytes: Uint8Array, replyBytes: number): Promise<void> {
    return new Promise((resolve) => {
      this.queue.push({ resolve, replyBytes });
      this.socket?.write(bytes);
    });
  }

  private receive(chunk: Buffer): void {
    // Answers are one byte (handshake) or four (record count), in the order of the requests.
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    while (this.queue.length > 0 && this.buffer.length >= this.queue[0]!.replyBytes) {
      const waiting = this.queue.shift()!;
      this.buffer = this.buffer.subarray(waiting.replyBytes);
      waiting.resolve();
    }
  }
}
