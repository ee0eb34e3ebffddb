import type { SimulatedFix } from '../jt808/terminal-messages';
import type { DeviceClient } from './device-client';

/**
 * A phone tracker app speaking OsmAnd over HTTP: one GET per fix, answered 200 once stored.
 * Speed in knots, as the protocol has it. An app paired with an OBD-II adapter adds the
 * engine's values as parameters named by their code (CAN0X0C=…, CAN0XA04B=…).
 */
export function osmandQuery(id: string, fix: SimulatedFix): string {
  const params = new URLSearchParams({
    id,
    timestamp: String(Math.round(fix.time.getTime() / 1000)),
    lat: fix.latitude.toFixed(6),
    lon: fix.longitude.toFixed(6),
    speed: (fix.speedKmh / 1.852).toFixed(2),
    bearing: String(Math.round(fix.course)),
    altitude: String(Math.round(fix.altitudeM)),
    batt: String(Math.round(60 + ((fix.odometerKm ?? 0) % 40))),
    valid: String(fix.valid),
  });
  for (const [code, value] of Object.entries(fix.obd ?? {})) params.set(code, String(value));
  return `/?${params.toString()}`;
}

export class OsmandClient implements DeviceClient {
  readonly protocol = 'osmand' as const;
  readonly stats = { sent: 0, acknowledged: 0 };

  constructor(
    readonly identifier: string,
    private readonly host: string,
    private readonly port: number,
  ) {}

  connect(): Promise<void> {
    return Promise.resolve();
  }

  async report(fix: SimulatedFix): Promise<void> {
    this.stats.sent++;
    const response = await fetch(
      `http://${this.host}:${this.port}${osmandQuery(this.identifier, fix)}`,
    );
    await response.arrayBuffer();
    if (response.status === 200) this.stats.acknowledged++;
  }

  /** The protocol has no batch: the fixes go out back to back, answered as they come. */
  async reportBatch(fixes: SimulatedFix[]): Promise<void> {
    await Promise.all(fixes.map((fix) => this.report(fix)));
  }

  close(): void {
    // Stateless: nothing to close.
  }
}
