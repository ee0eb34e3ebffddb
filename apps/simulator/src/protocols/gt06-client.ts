import { connect, type Socket } from 'node:net';
import { gt06 } from '@convoy/protocols';
import type { SimulatedFix } from '../jt808/terminal-messages';
import type { DeviceClient } from './device-client';

/**
 * A simulated GT06 tracker: login (0x01), then GPS+LBS alarm-and-status reports (0x16), which
 * the platform acknowledges by serial (PROTOCOLS.md §4). Concox layouts, UTC times.
 */
function frame(protocol: number, content: number[], serial: number): Uint8Array {
  const length = 1 + content.length + 2 + 2;
  const body = [length, protocol, ...content, (serial >> 8) & 0xff, serial & 0xff];
  const crc = gt06.crcItu(Uint8Array.from(body));
  return Uint8Array.from([0x78, 0x78, ...body, (crc >> 8) & 0xff, crc & 0xff, 0x0d, 0x0a]);
}

const u32 = (v: number) => [(v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff];

export function gt06Login(imei: string, serial: number): Uint8Array {
  const digits = `0${imei}`.slice(-16).padStart(16, '0');
  const bcd = [];
  for (let i = 0; i < 16; i += 2) bcd.push((Number(digits[i]) << 4) | Number(digits[i + 1]));
  return frame(0x01, bcd, serial);
}

/** 0x16: GPS block, LBS block, status (terminal info, voltage, GSM, alarm, language). */
export function gt06Alarm(fix: SimulatedFix, serial: number): Uint8Array {
  const t = fix.time;
  const date = [
    t.getUTCFullYear() % 100,
    t.getUTCMonth() + 1,
    t.getUTCDate(),
    t.getUTCHours(),
    t.getUTCMinutes(),
    t.getUTCSeconds(),
  ];
  const satellites = Math.min(15, fix.satellites ?? 0);
  let courseStatus = Math.round(fix.course) & 0x3ff;
  if (fix.latitude >= 0) courseStatus |= 1 << 10;
  if (fix.longitude < 0) courseStatus |= 1 << 11;
  if (fix.valid) courseStatus |= 1 << 12;
  courseStatus |= 1 << 14;
  if (fix.ignition) courseStatus |= 1 << 15;
  const alarm = fix.alarm ?? 0;
  // Alarm byte: SOS 0x01, power cut 0x02, overspeed 0x06 (the first that applies).
  const alarmCode = alarm & 1 ? 0x01 : alarm & (1 << 8) ? 0x02 : alarm & 2 ? 0x06 : 0x00;
  const terminalInfo = (fix.ignition ? 0x02 : 0) | 0x40;
  const content = [
    ...date,
    0xc0 | satellites,
    ...u32(Math.round(Math.abs(fix.latitude) * 60 * 30000)),
    ...u32(Math.round(Math.abs(fix.longitude) * 60 * 30000)),
    Math.min(255, Math.round(fix.speedKmh)),
    (courseStatus >> 8) & 0xff,
    courseStatus & 0xff,
    0x09,
    0x01,
    0xcc,
    0x00,
    0x28,
    0x7d,
    0x00,
    0x1f,
    0xb8, // LBS: MCC 460, MNC 0, LAC, cell
    terminalInfo,
    0x06, // voltage level: very high
    0x04, // GSM signal: strong
    alarmCode,
    0x02, // language: English
  ];
  return frame(0x16, content, serial);
}

export class Gt06Client implements DeviceClient {
  readonly protocol = 'gt06' as const;
  readonly stats = { sent: 0, acknowledged: 0 };
  private socket: Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private serial = 1;
  private readonly waiting = new Map<number, () => void>();

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
    await this.send((serial) => gt06Login(this.identifier, serial));
  }

  report(fix: SimulatedFix): Promise<void> {
    return this.send((serial) => gt06Alarm(fix, serial));
  }

  /** The protocol has no batch: the fixes go out back to back, answered as they come. */
  async reportBatch(fixes: SimulatedFix[]): Promise<void> {
    await Promise.all(fixes.map((fix) => this.report(fix)));
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
    this.waiting.clear();
  }

  private send(build: (serial: number) => Uint8Array): Promise<void> {
    const serial = this.serial;
    this.serial = (this.serial % 0xffff) + 1;
    this.stats.sent++;
    return new Promise((resolve) => {
      this.waiting.set(serial, resolve);
      this.socket?.write(build(serial));
    });
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const split = gt06.splitGt06Frames(this.buffer);
    this.buffer = this.buffer.subarray(split.consumed);
    for (const reply of split.frames) {
      // An ack: 78 78 05 <protocol> <serial WORD> <crc> 0d 0a.
      if (reply.length < 10) continue;
      const serial = ((reply[4] ?? 0) << 8) | (reply[5] ?? 0);
      const done = this.waiting.get(serial);
      if (!done) continue;
      this.waiting.delete(serial);
      this.stats.acknowledged++;
      done();
    }
  }
}
