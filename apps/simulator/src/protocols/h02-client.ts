import { connect, type Socket } from 'node:net';
import type { SimulatedFix } from '../jt808/terminal-messages';
import type { DeviceClient } from './device-client';

/**
 * A simulated H02 tracker: V1 text reports, no acknowledgement. Coordinates as ddmm.mmmm,
 * speed in knots, status word in negative logic (bit 10 ACC, bit 18 SOS, bit 2 overspeed).
 */
function ddmm(value: number, degreeDigits: number): string {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = (abs - degrees) * 60;
  return `${String(degrees).padStart(degreeDigits, '0')}${minutes.toFixed(4).padStart(7, '0')}`;
}

export function h02Report(imei: string, fix: SimulatedFix): string {
  const t = fix.time;
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(t.getUTCHours())}${two(t.getUTCMinutes())}${two(t.getUTCSeconds())}`;
  const date = `${two(t.getUTCDate())}${two(t.getUTCMonth() + 1)}${two(t.getUTCFullYear() % 100)}`;
  let status = 0xffffffff;
  if (fix.ignition) status &= ~(1 << 10);
  if ((fix.alarm ?? 0) & 1) status &= ~(1 << 18);
  if ((fix.alarm ?? 0) & 2) status &= ~(1 << 2);
  const knots = (fix.speedKmh / 1.852).toFixed(2);
  return `*HQ,${imei},V1,${time},${fix.valid ? 'A' : 'V'},${ddmm(fix.latitude, 2)},${fix.latitude < 0 ? 'S' : 'N'},${ddmm(fix.longitude, 3)},${fix.longitude < 0 ? 'W' : 'E'},${knots},${Math.round(fix.course)},${date},${(status >>> 0).toString(16).toUpperCase().padStart(8, '0')}#`;
}

export class H02Client implements DeviceClient {
  readonly protocol = 'h02' as const;
  readonly stats = { sent: 0, acknowledged: 0 };
  private socket: Socket | null = null;

  constructor(
    readonly identifier: string,
    private readonly host: string,
    private readonly port: number,
  ) {}

  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: this.host, port: this.port }, () => resolve());
      socket.once('error', reject);
      socket.on('error', () => undefined);
      this.socket = socket;
    });
  }

  report(fix: SimulatedFix): Promise<void> {
    this.stats.sent++;
    return new Promise((resolve) => {
      // H02 has no acknowledgement: a report counts once written to the socket.
      this.socket?.write(h02Report(this.identifier, fix), () => {
        this.stats.acknowledged++;
        resolve();
      });
    });
  }

  /** The protocol has no batch: the fixes go out back to back, answered as they come. */
  async reportBatch(fixes: SimulatedFix[]): Promise<void> {
    await Promise.all(fixes.map((fix) => this.report(fix)));
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }
}
