import { type Kysely, sql } from 'kysely';
import type { Position } from '@convoy/protocols';
import type { Database } from '../db/schema';

/** A position bound to the platform's device id, as the pipeline hands it to storage. */
export interface StoredPosition extends Position {
  deviceId: string;
  receivedTime: Date;
}

/** Positions gathered for one transaction; every caller with rows in it shares its promise. */
interface Batch {
  rows: StoredPosition[];
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function newBatch(): Batch {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A batch nobody awaits any more (its callers gone) must not fail unhandled.
  promise.catch(() => undefined);
  return { rows: [], promise, resolve, reject };
}

export interface PositionWriterOptions {
  /** Positions per transaction at most. */
  maxBatch?: number;
  /** How long the first queued position waits for others to share its transaction. */
  maxDelayMs?: number;
  /**
   * Checks every row for a stored duplicate instead of writing plainly first (see `store`).
   * For the embedded database: it has one session for every caller, so a statement that
   * fails there could fall inside another caller's open transaction and abort it.
   */
  absorbStoredAlways?: boolean;
}

/**
 * Writes positions in batches: many devices share one transaction, and each caller's
 * promise settles only once its rows are committed, so the gateway acknowledges a device
 * after its data is durable. Batches are written one at a time, so order per device holds.
 * A position already stored (same device and fix time) is absorbed, not stored twice.
 */
export class PositionWriter {
  /** Batches full or closed, oldest first, then the one still taking rows. */
  private readonly full: Batch[] = [];
  private open: Batch | null = null;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private readonly maxBatch: number;
  private readonly maxDelayMs: number;
  private readonly absorbStoredAlways: boolean;
  /** Until when batches are written to absorb positions already stored (epoch ms). */
  private absorbUntil = 0;
  /**
   * Totals since start, for health and benchmarks; `rewritten` counts batches written again
   * because they held a position already stored.
   */
  readonly stats = { positions: 0, batches: 0, failures: 0, rewritten: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    options: PositionWriterOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 5000;
    this.maxDelayMs = options.maxDelayMs ?? 10;
    this.absorbStoredAlways = options.absorbStoredAlways ?? false;
  }

  /**
   * Queues positions for the next transaction; the promise settles when it has committed.
   * A caller's positions always share one transaction, and callers share its promise.
   */
  write(positions: StoredPosition[]): Promise<void> {
    if (positions.length === 0) return Promise.resolve();
    let batch = this.open;
    if (batch && batch.rows.length > 0 && batch.rows.length + positions.length > this.maxBatch) {
      this.full.push(batch);
      batch = null;
    }
    if (!batch) batch = this.open = newBatch();
    for (const position of positions) batch.rows.push(position);
    if (batch.rows.length >= this.maxBatch || this.full.length > 0) this.kick();
    else this.timer ??= setTimeout(() => this.kick(), this.maxDelayMs);
    return batch.promise;
  }

  private get pending(): boolean {
    return this.full.length > 0 || (this.open !== null && this.open.rows.length > 0);
  }

  /** Writes everything queued and waits for it (graceful shutdown). */
  async drain(): Promise<void> {
    while (this.pending || this.flushing) {
      this.kick();
      await this.flushing;
    }
  }

  private kick(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.flushing || !this.pending) return;
    this.flushing = this.flushOnce().finally(() => {
      this.flushing = null;
      if (this.pending) this.kick();
    });
  }

  /**
   * Stores a batch. A position already stored (same device and fix time) is absorbed, not
   * stored twice; since such a position is rare, a batch is first written without looking
   * for one, which costs the database about a third less per row than `ON CONFLICT DO
   * NOTHING` (that checks each row before writing it). Should the batch meet one, nothing of
   * it is kept, and it is written again absorbing them, as are the batches of the next minute.
   */
  private async store(rows: StoredPosition[]): Promise<void> {
    if (this.absorbStoredAlways || Date.now() < this.absorbUntil) {
      await storePositions(this.db, rows, true);
      return;
    }
    try {
      await storePositions(this.db, rows, false);
    } catch (error) {
      if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
      this.stats.rewritten += 1;
      this.absorbUntil = Date.now() + ABSORB_FOR_MS;
      await storePositions(this.db, rows, true);
    }
  }

  private async flushOnce(): Promise<void> {
    let batch = this.full.shift();
    if (!batch) {
      batch = this.open as Batch;
      this.open = null;
    }
    try {
      await this.store(batch.rows);
      this.stats.positions += batch.rows.length;
      this.stats.batches += 1;
      batch.resolve();
    } catch (error) {
      this.stats.failures += 1;
      batch.reject(error);
    }
  }
}

/**
 * How long batches absorb positions already stored, once one batch held such a position.
 * A device resends what was not acknowledged (after a reconnect, or a blind area); while one
 * does, checking every row first is cheaper than writing batches twice.
 */
const ABSORB_FOR_MS = 60_000;

/**
 * A batch as one JSON parameter, a row an array in column order: serialising it is one
 * native JSON.stringify, several times cheaper than sixteen PostgreSQL array literals, and
 * the database reads it back in C. Times travel as epoch milliseconds: formatting two ISO
 * strings per row cost more than the whole JSON.stringify.
 */
function rowsJson(rows: StoredPosition[]): string {
  return JSON.stringify(
    rows.map((r) => [
      r.deviceId,
      r.fixTime.getTime(),
      r.receivedTime.getTime(),
      r.valid,
      r.latitude,
      r.longitude,
      r.altitude,
      r.speed,
      r.course,
      r.satellites ?? null,
      r.alarm ?? 0,
      r.status ?? 0,
      r.odometer ?? null,
      r.fuel ?? null,
      r.eventId ?? null,
      r.attributes,
    ]),
  );
}

const COLUMNS =
  'device_id, fix_time, received_time, valid, latitude, longitude, altitude, speed, course, satellites, alarm, status, odometer, fuel, event_id, attributes';
const COLUMN_LIST = sql.raw(`(${COLUMNS})`);
const COLUMN_NAMES = sql.raw(COLUMNS);
// Epoch milliseconds to timestamptz, exact (integer microseconds, no float rounding).
const EPOCH = sql.raw(`timestamptz 'epoch'`);
const MILLISECOND = sql.raw(`interval '1 millisecond'`);
const ABSORB_STORED = sql.raw('ON CONFLICT (device_id, fix_time) DO NOTHING');
const NOTHING = sql.raw('');
/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Stores a batch and moves the devices' last locations in one statement: one round trip and
 * one implicit transaction, so either both are committed or neither. The batch travels once,
 * as one JSON parameter read once; each device's latest fix of the batch becomes its last
 * location (of equal fixes, the one sent last), and a late (blind-area) fix never replaces a
 * newer one.
 */
async function storePositions(
  db: Kysely<Database>,
  rows: StoredPosition[],
  absorbStored: boolean,
): Promise<void> {
  await sql`WITH batch AS MATERIALIZED (
    SELECT (r->>0)::bigint AS device_id, ${EPOCH} + (r->>1)::bigint * ${MILLISECOND} AS fix_time,
      ${EPOCH} + (r->>2)::bigint * ${MILLISECOND} AS received_time, (r->>3)::boolean AS valid,
      (r->>4)::float8 AS latitude, (r->>5)::float8 AS longitude, (r->>6)::real AS altitude,
      (r->>7)::real AS speed, (r->>8)::real AS course, (r->>9)::smallint AS satellites,
      (r->>10)::bigint AS alarm, (r->>11)::bigint AS status, (r->>12)::float8 AS odometer,
      (r->>13)::real AS fuel, (r->>14)::integer AS event_id, r->15 AS attributes, n
    FROM jsonb_array_elements(${rowsJson(rows)}::jsonb) WITH ORDINALITY AS e(r, n)
  ), stored AS (
    INSERT INTO positions ${COLUMN_LIST} SELECT ${COLUMN_NAMES} FROM batch
    ${absorbStored ? ABSORB_STORED : NOTHING}
  )
  INSERT INTO last_locations ${COLUMN_LIST}
    SELECT DISTINCT ON (device_id) ${COLUMN_NAMES} FROM batch
    ORDER BY device_id, fix_time DESC, n DESC
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
        rewritten: sum.rewritten + lane.stats.rewritten,
      }),
      { positions: 0, batches: 0, failures: 0, rewritten: 0 },
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
