import { type Kysely, sql } from 'kysely';
import type { Position } from '@convoy/protocols';
import type { Database } from '../db/schema';

/** A position bound to the platform's device id, as the pipeline hands it to storage. */
export interface StoredPosition extends Position {
  deviceId: string;
  receivedTime: Date;
}

interface Pending {
  positions: StoredPosition[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface PositionWriterOptions {
  /** Positions per transaction at most. */
  maxBatch?: number;
  /** How long the first queued position waits for others to share its transaction. */
  maxDelayMs?: number;
}

/**
 * Writes positions in batches: many devices share one transaction, and each caller's
 * promise settles only once its rows are committed, so the gateway acknowledges a device
 * after its data is durable. Batches are written one at a time, so order per device holds.
 * A position already stored (same device and fix time) is absorbed, not stored twice.
 */
export class PositionWriter {
  private queue: Pending[] = [];
  private queued = 0;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private readonly maxBatch: number;
  private readonly maxDelayMs: number;
  /** Totals since start, for health and benchmarks. */
  readonly stats = { positions: 0, batches: 0, failures: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    options: PositionWriterOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 5000;
    this.maxDelayMs = options.maxDelayMs ?? 10;
  }

  write(positions: StoredPosition[]): Promise<void> {
    if (positions.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ positions, resolve, reject });
      this.queued += positions.length;
      if (this.queued >= this.maxBatch) this.kick();
      else this.timer ??= setTimeout(() => this.kick(), this.maxDelayMs);
    });
  }

  /** Writes everything queued and waits for it (graceful shutdown). */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.flushing) {
      this.kick();
      await this.flushing;
    }
  }

  private kick(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.flushing || this.queue.length === 0) return;
    this.flushing = this.flushOnce().finally(() => {
      this.flushing = null;
      if (this.queue.length > 0) this.kick();
    });
  }

  private async flushOnce(): Promise<void> {
    const batch: Pending[] = [];
    let count = 0;
    while (this.queue.length > 0 && count < this.maxBatch) {
      const next = this.queue.shift() as Pending;
      batch.push(next);
      count += next.positions.length;
    }
    this.queued -= count;
    const rows = batch.flatMap((pending) => pending.positions);
    try {
      await this.db.transaction().execute(async (trx) => {
        await insertPositions(trx, rows);
        await upsertLastLocations(trx, latestPerDevice(rows));
      });
      this.stats.positions += rows.length;
      this.stats.batches += 1;
      for (const pending of batch) pending.resolve();
    } catch (error) {
      this.stats.failures += 1;
      for (const pending of batch) pending.reject(error);
    }
  }
}

function latestPerDevice(rows: StoredPosition[]): StoredPosition[] {
  const latest = new Map<string, StoredPosition>();
  for (const row of rows) {
    const current = latest.get(row.deviceId);
    if (!current || row.fixTime.getTime() >= current.fixTime.getTime())
      latest.set(row.deviceId, row);
  }
  return [...latest.values()];
}

/** Column arrays for UNNEST: one parameter per column whatever the batch size. */
function columns(rows: StoredPosition[]) {
  return {
    deviceId: rows.map((r) => r.deviceId),
    fixTime: rows.map((r) => r.fixTime.toISOString()),
    receivedTime: rows.map((r) => r.receivedTime.toISOString()),
    valid: rows.map((r) => r.valid),
    latitude: rows.map((r) => r.latitude),
    longitude: rows.map((r) => r.longitude),
    altitude: rows.map((r) => r.altitude),
    speed: rows.map((r) => r.speed),
    course: rows.map((r) => r.course),
    satellites: rows.map((r) => r.satellites ?? null),
    alarm: rows.map((r) => String(r.alarm ?? 0)),
    status: rows.map((r) => String(r.status ?? 0)),
    odometer: rows.map((r) => r.odometer ?? null),
    fuel: rows.map((r) => r.fuel ?? null),
    eventId: rows.map((r) => r.eventId ?? null),
    attributes: rows.map((r) => JSON.stringify(r.attributes)),
  };
}

function unnestSelect(rows: StoredPosition[]) {
  const c = columns(rows);
  return sql`SELECT * FROM unnest(
    ${c.deviceId}::bigint[], ${c.fixTime}::timestamptz[], ${c.receivedTime}::timestamptz[],
    ${c.valid}::boolean[], ${c.latitude}::float8[], ${c.longitude}::float8[], ${c.altitude}::real[],
    ${c.speed}::real[], ${c.course}::real[], ${c.satellites}::smallint[], ${c.alarm}::bigint[],
    ${c.status}::bigint[], ${c.odometer}::float8[], ${c.fuel}::real[], ${c.eventId}::integer[],
    ${c.attributes}::jsonb[])`;
}

const COLUMN_LIST = sql.raw(
  '(device_id, fix_time, received_time, valid, latitude, longitude, altitude, speed, course, satellites, alarm, status, odometer, fuel, event_id, attributes)',
);

async function insertPositions(db: Kysely<Database>, rows: StoredPosition[]): Promise<void> {
  await sql`INSERT INTO positions ${COLUMN_LIST} ${unnestSelect(rows)}
    ON CONFLICT (device_id, fix_time) DO NOTHING`.execute(db);
}

async function upsertLastLocations(db: Kysely<Database>, rows: StoredPosition[]): Promise<void> {
  // A late (blind-area) fix never replaces a newer last location.
  await sql`INSERT INTO last_locations ${COLUMN_LIST} ${unnestSelect(rows)}
    ON CONFLICT (device_id) DO UPDATE SET
      fix_time = excluded.fix_time, received_time = excluded.received_time, valid = excluded.valid,
      latitude = excluded.latitude, longitude = excluded.longitude, altitude = excluded.altitude,
      speed = excluded.speed, course = excluded.course, satellites = excluded.satellites,
      alarm = excluded.alarm, status = excluded.status, odometer = excluded.odometer,
      fuel = excluded.fuel, event_id = excluded.event_id, attributes = excluded.attributes
    WHERE excluded.fix_time >= last_locations.fix_time`.execute(db);
}

/**
 * Several writers side by side, each with its own transactions, for a database server with
 * more than one connection. A device always goes to the same lane, so its order holds.
 */
export class PositionWriterPool {
  private readonly lanes: PositionWriter[];

  constructor(db: Kysely<Database>, lanes: number, options: PositionWriterOptions = {}) {
    this.lanes = Array.from({ length: Math.max(1, lanes) }, () => new PositionWriter(db, options));
  }

  get stats() {
    return this.lanes.reduce(
      (sum, lane) => ({
        positions: sum.positions + lane.stats.positions,
        batches: sum.batches + lane.stats.batches,
        failures: sum.failures + lane.stats.failures,
      }),
      { positions: 0, batches: 0, failures: 0 },
    );
  }

  write(positions: StoredPosition[]): Promise<void> {
    const first = positions[0];
    if (!first) return Promise.resolve();
    const lane = this.lanes[laneOf(first.deviceId, this.lanes.length)] as PositionWriter;
    return lane.write(positions);
  }

  async drain(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.drain()));
  }
}

/** A stable lane for a device id (ids are decimal strings). */
function laneOf(deviceId: string, lanes: number): number {
  let hash = 0;
  for (let i = 0; i < deviceId.length; i++) hash = (hash * 31 + deviceId.charCodeAt(i)) >>> 0;
  return hash % lanes;
}
