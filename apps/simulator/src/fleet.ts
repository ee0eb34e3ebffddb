import { Polyline } from './geo';
import type { SimulatedFix } from './jt808/terminal-messages';
import { VirtualTerminal } from './jt808/virtual-terminal';
import { DvrVideo } from './video/dvr-video';
import type { DeviceClient } from './protocols/device-client';
import { Gt06Client } from './protocols/gt06-client';
import { H02Client } from './protocols/h02-client';
import { OsmandClient } from './protocols/osmand-client';
import { TeltonikaClient } from './protocols/teltonika-client';
import { seededRandom, type Random } from './random';
import { routeById, type RouteDefinition } from './routes/cities';
import { type DemoVehicle, utcOffsetOf } from './demo-fleet';
import {
  initialState,
  reportIntervalMs,
  stepVehicle,
  type VehicleProfile,
  type VehicleState,
} from './vehicle/vehicle-model';

/**
 * Fixes sent together: a JT/T 808 0x0704 batch must stay within one frame's 1023-byte body,
 * and a 2019 fix with every item (tyre pressure among them) takes 92 bytes of it.
 */
export const FIXES_PER_BATCH = 10;

/** Where the simulated devices connect: one port per protocol (0 or absent skips it). */
export interface TargetServer {
  host: string;
  ports: Partial<Record<'jt808' | 'gt06' | 'teltonika' | 'h02' | 'osmand', number>>;
}

export interface FleetLog {
  info(message: string): void;
  warn(message: string): void;
}

interface SimulatedVehicle {
  spec: DemoVehicle;
  client: DeviceClient;
  route: RouteDefinition;
  line: Polyline;
  profile: VehicleProfile;
  random: Random;
  state: VehicleState;
  /** Simulated time of the last step, ms. */
  clock: number;
  nextReportAt: number;
  blindFixes: SimulatedFix[];
  connected: boolean;
  busy: boolean;
}

export function createClient(spec: DemoVehicle, target: TargetServer): DeviceClient | null {
  const host = target.host;
  switch (spec.protocol) {
    case 'jt808-2013':
    case 'jt808-2019': {
      const port = target.ports.jt808;
      if (!port) return null;
      const version = spec.protocol === 'jt808-2019' ? '2019' : '2013';
      const phone =
        version === '2019' ? spec.identifier.padStart(20, '0') : spec.identifier.padStart(12, '0');
      const terminal = new VirtualTerminal({ phone, version }, host, port);
      if (spec.channels > 0) {
        terminal.video = new DvrVideo(spec.channels, phone, version === '2019' ? 10 : 6);
      }
      return terminal;
    }
    case 'gt06':
      return target.ports.gt06 ? new Gt06Client(spec.identifier, host, target.ports.gt06) : null;
    case 'teltonika':
      return target.ports.teltonika
        ? new TeltonikaClient(spec.identifier, host, target.ports.teltonika)
        : null;
    case 'h02':
      return target.ports.h02 ? new H02Client(spec.identifier, host, target.ports.h02) : null;
    case 'osmand':
      return target.ports.osmand
        ? new OsmandClient(spec.identifier, host, target.ports.osmand)
        : null;
  }
}

/**
 * A fleet of simulated devices on real connections. In real time each vehicle reports on its
 * own interval; `generateHistory` drives a simulated clock through a past period as fast as
 * the platform acknowledges, for reports and playback. Deterministic for a seed.
 */
export class Fleet {
  private readonly vehicles: SimulatedVehicle[] = [];
  private timer: NodeJS.Timeout | null = null;
  readonly stats = { reports: 0, acknowledged: 0, reconnects: 0, failures: 0 };

  constructor(
    specs: readonly DemoVehicle[],
    private readonly target: TargetServer,
    private readonly options: { seed: number; log: FleetLog; now?: () => number },
  ) {
    const now = options.now?.() ?? Date.now();
    specs.forEach((spec, index) => {
      const client = createClient(spec, target);
      if (!client) return;
      const route = routeById(spec.routeId);
      const random = seededRandom(options.seed * 7919 + index);
      const profile: VehicleProfile = {
        eventfulness: spec.eventfulness,
        tankL: spec.objectType === 'vehicle' ? 80 : 0,
        consumptionL100: spec.objectType === 'vehicle' ? 11 + (index % 6) : 0,
        utcOffsetMinutes: utcOffsetOf(spec.routeId),
        ...(spec.neverLocated ? { neverLocated: true } : {}),
      };
      this.vehicles.push({
        spec,
        client,
        route,
        line: new Polyline(route.points),
        profile,
        random,
        state: initialState(route, random, profile, now),
        clock: now,
        nextReportAt: now + Math.floor(random() * 10_000),
        blindFixes: [],
        connected: false,
        busy: false,
      });
    });
  }

  get size(): number {
    return this.vehicles.length;
  }

  /** Connects every device; a device that cannot connect is retried by the loop. */
  async connect(): Promise<void> {
    await Promise.all(this.vehicles.map((v) => this.connectVehicle(v)));
  }

  /** Real time: each vehicle steps and reports when its interval comes round. */
  startRealTime(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      const now = this.options.now?.() ?? Date.now();
      for (const vehicle of this.vehicles) {
        if (!vehicle.busy && now >= vehicle.nextReportAt) void this.tick(vehicle, now);
      }
    }, 1000);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const vehicle of this.vehicles) vehicle.client.close();
  }

  /**
   * Drives every vehicle through [from, to) of simulated time on a clock of its own and sends
   * what it would have reported, in batches, on the vehicle's own connection. Real-time
   * reporting goes on meanwhile; positions are keyed by fix time, so both land in place.
   * Each batch waits for the platform's acknowledgement, so the period ends up stored.
   */
  async generateHistory(
    from: number,
    to: number,
    options: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
  ): Promise<void> {
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < this.vehicles.length) {
        const index = next++;
        const vehicle = this.vehicles[index]!;
        if (!vehicle.connected && !(await this.connectVehicle(vehicle))) continue;
        const random = seededRandom(this.options.seed * 104729 + index);
        let state = initialState(vehicle.route, random, vehicle.profile, from);
        let clock = from;
        let batch: SimulatedFix[] = [];
        const flush = async () => {
          if (batch.length === 0) return;
          const fixes = batch;
          batch = [];
          this.stats.reports += fixes.length;
          await this.withTimeout(vehicle.client.reportBatch(fixes), 60_000);
          this.stats.acknowledged += fixes.length;
        };
        while (clock < to) {
          const at = clock + reportIntervalMs(state);
          const result = stepVehicle(
            state,
            vehicle.route,
            vehicle.line,
            vehicle.profile,
            random,
            at,
            at - clock,
          );
          state = result.state;
          clock = at;
          if (!result.offline) batch.push(result.fix);
          if (batch.length >= FIXES_PER_BATCH) await flush();
        }
        await flush();
        options.onProgress?.(++done, this.vehicles.length);
      }
    };
    const workers = Math.min(options.concurrency ?? 20, this.vehicles.length);
    await Promise.all(Array.from({ length: workers }, worker));
  }

  /** Steps a vehicle to `at`; the fix to send now, or null when it is offline or blind. */
  private step(vehicle: SimulatedVehicle, at: number): SimulatedFix | null {
    const result = stepVehicle(
      vehicle.state,
      vehicle.route,
      vehicle.line,
      vehicle.profile,
      vehicle.random,
      at,
      at - vehicle.clock,
    );
    vehicle.state = result.state;
    vehicle.clock = at;
    if (result.offline) return null;
    if (result.blind) {
      vehicle.blindFixes.push(result.fix);
      return null;
    }
    return result.fix;
  }

  private async tick(vehicle: SimulatedVehicle, now: number): Promise<void> {
    vehicle.busy = true;
    try {
      const fix = this.step(vehicle, now);
      vehicle.nextReportAt = now + reportIntervalMs(vehicle.state);
      if (vehicle.state.phase === 'offline') {
        if (vehicle.connected) {
          vehicle.client.close();
          vehicle.connected = false;
        }
        return;
      }
      if (!vehicle.connected && !(await this.connectVehicle(vehicle))) return;
      await this.flushBlind(vehicle);
      if (fix) await this.withTimeout(this.send(vehicle, fix), 30_000);
    } catch (error) {
      this.stats.failures++;
      this.options.log.warn(`${vehicle.spec.name}: ${String(error)}`);
      vehicle.client.close();
      vehicle.connected = false;
    } finally {
      vehicle.busy = false;
    }
  }

  private async send(vehicle: SimulatedVehicle, fix: SimulatedFix): Promise<void> {
    this.stats.reports++;
    await vehicle.client.report(fix);
    this.stats.acknowledged++;
  }

  private async flushBlind(vehicle: SimulatedVehicle): Promise<void> {
    if (vehicle.blindFixes.length === 0 || vehicle.state.phase === 'blind') return;
    while (vehicle.blindFixes.length > 0) {
      const batch = vehicle.blindFixes.splice(0, FIXES_PER_BATCH);
      this.stats.reports += batch.length;
      await vehicle.client.reportBatch(batch);
      this.stats.acknowledged += batch.length;
    }
  }

  private async connectVehicle(vehicle: SimulatedVehicle): Promise<boolean> {
    try {
      await this.withTimeout(vehicle.client.connect(), 10_000);
      if (vehicle.connected === false && this.stats.reports > 0) this.stats.reconnects++;
      vehicle.connected = true;
      return true;
    } catch {
      vehicle.client.close();
      vehicle.connected = false;
      return false;
    }
  }

  private withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      work.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }
}
