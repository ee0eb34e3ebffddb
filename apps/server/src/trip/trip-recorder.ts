import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RegisteredDevice } from '../device/device-registry';
import type { StoredPosition } from '../location/position-writer';
import {
  advance,
  type Detected,
  type DetectorState,
  detectTrips,
  type TrackPoint,
  type TripThresholds,
} from './trip-detector';
import {
  insertSegments,
  lastTripEndBefore,
  readDetectionPoints,
  replaceSegmentsFrom,
} from './trip.repository';

export interface TripRecorderLog {
  warn(object: unknown, message: string): void;
}

/** Located fixes of a stored batch as detection points, in fix-time order. */
export function detectionPoints(rows: readonly StoredPosition[]): TrackPoint[] {
  const points: TrackPoint[] = [];
  for (const row of rows) {
    if (!row.valid || (row.latitude === 0 && row.longitude === 0)) continue;
    points.push({
      time: row.fixTime.getTime(),
      lat: row.latitude,
      lng: row.longitude,
      speed: row.speed,
      fuel: row.fuel ?? null,
    });
  }
  for (let i = 1; i < points.length; i++) {
    if ((points[i] as TrackPoint).time < (points[i - 1] as TrackPoint).time) {
      return points.sort((a, b) => a.time - b.time);
    }
  }
  return points;
}

/**
 * Keeps every device's trips and stops stored as its positions are committed. Positions in
 * order advance the device's fold in memory and write only what closes. A position older
 * than the last one seen (a blind-area batch, a resent frame, the first batch after a
 * restart) folds the device again from the last stored trip that ended before it, and
 * replaces what was stored from there: the stored rows are always what one fold over all
 * the device's positions gives.
 */
export class TripRecorder {
  private readonly states = new Map<string, DetectorState>();
  private readonly queues = new Map<string, Promise<void>>();
  /** Numbers the batches accepted, in commit order. */
  private acceptedSequence = 0;
  /**
   * Per device, the last batch number a fold from stored positions already took in: a batch
   * committed before that fold read the positions is in it and must not be folded again
   * (otherwise a device whose detection lags behind storage folds once per queued batch).
   */
  private readonly foldedThrough = new Map<string, number>();
  /** Per device, the batches accepted while its last fold was reading, and the times it read. */
  private readonly readDuringFold = new Map<string, { through: number; times: Set<number> }>();
  /** Totals since start, for health and tests. */
  readonly stats = { batches: 0, refolds: 0, failures: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    /** The owner's settings; a value (not a promise) when known at once (cached). */
    readonly thresholdsFor: (device: RegisteredDevice) => TripThresholds | Promise<TripThresholds>,
    private readonly log?: TripRecorderLog,
  ) {}

  /** The pipeline's after-store listener: queues the batch behind the device's earlier ones. */
  accept(device: RegisteredDevice, rows: readonly StoredPosition[]): void {
    const points = detectionPoints(rows);
    if (points.length === 0) return;
    // Batches reach this listener after they are committed, in commit order.
    const sequence = ++this.acceptedSequence;
    if (this.advanceAtOnce(device, points, sequence)) return;
    this.chain(device.id, () => this.process(device, points, sequence));
  }

  /**
   * The common case without a promise: nothing of the device waits, its fold is in memory,
   * its settings are known and the points follow the last one. Closed segments are written
   * behind the device's queue. False when the batch must take the queue.
   */
  private advanceAtOnce(device: RegisteredDevice, points: TrackPoint[], sequence: number): boolean {
    if (this.queues.has(device.id)) return false;
    const state = this.states.get(device.id);
    if (!state || sequence <= (this.foldedThrough.get(device.id) ?? 0)) return false;
    const recent = this.readDuringFold.get(device.id);
    if (recent) {
      if (sequence <= recent.through) return false;
      this.readDuringFold.delete(device.id);
    }
    const thresholds = this.thresholdsFor(device);
    if (thresholds instanceof Promise) {
      // Read now for the next batch; this one takes the queue.
      thresholds.catch(() => undefined);
      return false;
    }
    let skip = 0;
    while (skip < points.length && (points[skip] as TrackPoint).time === state.last.time) skip++;
    if (skip === points.length) return true;
    if ((points[skip] as TrackPoint).time < state.last.time) return false;
    this.stats.batches += 1;
    const out: Detected = { trips: [], stops: [] };
    for (let i = skip; i < points.length; i++)
      advance(state, points[i] as TrackPoint, thresholds, out);
    if (out.trips.length > 0 || out.stops.length > 0) {
      this.chain(device.id, () => insertSegments(this.db, device.id, out));
    }
    return true;
  }

  /** Runs `work` after the device's earlier work; a failure refolds the device next time. */
  private chain(deviceId: string, work: () => Promise<void>): void {
    const previous = this.queues.get(deviceId) ?? Promise.resolve();
    const next = previous.then(work).catch((error: unknown) => {
      this.stats.failures += 1;
      // The next batch folds again from stored positions.
      this.states.delete(deviceId);
      this.log?.warn({ err: error, deviceId }, 'trip detection failed');
    });
    this.queues.set(deviceId, next);
    void next.finally(() => {
      if (this.queues.get(deviceId) === next) this.queues.delete(deviceId);
    });
  }

  /** Resolves once every batch accepted so far is processed. */
  async idle(): Promise<void> {
    while (this.queues.size > 0) await Promise.all([...this.queues.values()]);
  }

  /** The stop a device is in, or the trip it is on, not yet closed (null before any data). */
  current(deviceId: string): DetectorState | null {
    return this.states.get(deviceId) ?? null;
  }

  /** Folds a device again from the start of its history and replaces its stored segments. */
  async rebuild(device: RegisteredDevice): Promise<void> {
    await this.refold(device, null, await this.thresholdsFor(device));
  }

  private async process(
    device: RegisteredDevice,
    points: TrackPoint[],
    sequence: number,
  ): Promise<void> {
    if (sequence <= (this.foldedThrough.get(device.id) ?? 0)) return;
    // Committed while the last fold was reading: in it if its points are.
    const recent = this.readDuringFold.get(device.id);
    if (recent) {
      if (sequence <= recent.through) {
        if (points.every((p) => recent.times.has(p.time))) return;
      } else {
        this.readDuringFold.delete(device.id);
      }
    }
    this.stats.batches += 1;
    const thresholds = await this.thresholdsFor(device);
    const state = this.states.get(device.id);
    // A fix resent with the time of the last one folded is already counted (storage absorbs
    // it too): it neither advances the fold nor sends it back to the stored positions.
    if (state) {
      let skip = 0;
      while (skip < points.length && (points[skip] as TrackPoint).time === state.last.time) skip++;
      if (skip === points.length) return;
      if (skip > 0) points = points.slice(skip);
    }
    const first = points[0] as TrackPoint;
    if (!state || first.time < state.last.time) {
      const from = await lastTripEndBefore(this.db, device.id, new Date(first.time));
      await this.refold(device, from, thresholds);
      return;
    }
    const out: Detected = { trips: [], stops: [] };
    for (const point of points) advance(state, point, thresholds, out);
    if (out.trips.length > 0 || out.stops.length > 0) {
      await insertSegments(this.db, device.id, out);
    }
  }

  private async refold(
    device: RegisteredDevice,
    from: Date | null,
    thresholds: TripThresholds,
  ): Promise<void> {
    this.stats.refolds += 1;
    // Every batch accepted so far is committed, so the read below includes it.
    const before = this.acceptedSequence;
    this.foldedThrough.set(device.id, before);
    const points = await readDetectionPoints(this.db, device.id, from);
    // Batches committed while the read ran may or may not be in it: remember what it read.
    if (this.acceptedSequence > before) {
      this.readDuringFold.set(device.id, {
        through: this.acceptedSequence,
        times: new Set(points.map((p) => p.time)),
      });
    } else {
      this.readDuringFold.delete(device.id);
    }
    const detected = detectTrips(points, thresholds);
    await replaceSegmentsFrom(this.db, device.id, from, detected);
    if (detected.state) this.states.set(device.id, detected.state);
    else this.states.delete(device.id);
  }
}
