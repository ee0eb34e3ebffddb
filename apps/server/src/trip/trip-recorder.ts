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
import { batchedReader } from '../db/lookup-cache';
import { type FoldAsk, type FoldInput, readFoldInputs, writeSegments } from './trip.repository';

/**
 * Folds from stored positions running at once. Their reads go to the database together
 * (one query per turn of the event loop), so after a restart a thousand devices fold in a
 * few dozen round trips; the bound keeps each query, and the points held meanwhile, small.
 */
const MAX_CONCURRENT_FOLDS = 64;

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
  /**
   * Per device with a fold from storage under way, the points of the batches accepted
   * meanwhile. They are not queued one by one (a device reporting fast would pile up work
   * and memory while the fold reads): once the fold is done, those it did not read are
   * folded on, in memory, or the device folds again when one of them is older.
   */
  private readonly missedDuringFold = new Map<string, TrackPoint[]>();
  private activeFolds = 0;
  private readonly readFold = batchedReader(
    (asks: FoldAsk[]) => readFoldInputs(this.db, asks),
    null as FoldInput | null,
    // Folds are already held to MAX_CONCURRENT_FOLDS at a time: their reads go as asked.
    { maxReads: Number.POSITIVE_INFINITY },
  );
  private readonly foldQueue: (() => void)[] = [];
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
    const missed = this.missedDuringFold.get(device.id);
    if (missed) {
      for (const point of points) missed.push(point);
      return;
    }
    if (this.advanceAtOnce(device, points)) return;
    this.chain(device.id, () => this.process(device, points, sequence));
  }

  /**
   * The common case without a promise: nothing of the device waits, its fold is in memory,
   * its settings are known and the points follow the last one. Closed segments are written
   * behind the device's queue. False when the batch must take the queue.
   */
  private advanceAtOnce(device: RegisteredDevice, points: TrackPoint[]): boolean {
    if (this.queues.has(device.id)) return false;
    const state = this.states.get(device.id);
    if (!state) return false;
    const thresholds = this.thresholdsFor(device);
    if (thresholds instanceof Promise) {
      // Read now for the next batch; this one takes the queue.
      thresholds.catch(() => undefined);
      return false;
    }
    const out = this.foldOn(state, points, thresholds);
    if (!out) return false;
    if (out.trips.length > 0 || out.stops.length > 0) {
      this.chain(device.id, () => writeSegments(this.db, device.id, out));
    }
    return true;
  }

  /**
   * Advances a fold in memory by points that follow it; null when one of them is older than
   * the fold's last point (the device must fold again from storage). A fix resent with the
   * time of the last one folded is already counted (storage absorbs it too).
   */
  private foldOn(
    state: DetectorState,
    points: readonly TrackPoint[],
    thresholds: TripThresholds,
  ): Detected | null {
    let skip = 0;
    while (skip < points.length && (points[skip] as TrackPoint).time === state.last.time) skip++;
    const out: Detected = { trips: [], stops: [] };
    if (skip === points.length) return out;
    if ((points[skip] as TrackPoint).time < state.last.time) return null;
    this.stats.batches += 1;
    for (let i = skip; i < points.length; i++) {
      advance(state, points[i] as TrackPoint, thresholds, out);
    }
    return out;
  }

  /** Runs `work` after the device's earlier work; a failure refolds the device next time. */
  private chain(deviceId: string, work: () => Promise<void>): void {
    const previous = this.queues.get(deviceId) ?? Promise.resolve();
    const next = previous.then(work).catch((error: unknown) => {
      this.stats.failures += 1;
      this.missedDuringFold.delete(deviceId);
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
    const thresholds = await this.thresholdsFor(device);
    const state = this.states.get(device.id);
    const out = state ? this.foldOn(state, points, thresholds) : null;
    if (!out) {
      await this.refold(device, new Date((points[0] as TrackPoint).time), thresholds);
      return;
    }
    await writeSegments(this.db, device.id, out);
  }

  /**
   * Folds the device from its stored positions, from the end of the last trip closed before
   * `before` (its whole history for null), and replaces its segments from there; then folds
   * on what was accepted meanwhile and not read. Each fold is one read (shared with the folds
   * of other devices) and at most one write.
   */
  private async refold(
    device: RegisteredDevice,
    before: Date | null,
    thresholds: TripThresholds,
  ): Promise<void> {
    const missed: TrackPoint[] = [];
    this.missedDuringFold.set(device.id, missed);
    // A few folds at a time: after a restart every device folds once, and the database
    // connections are also the API's.
    await this.foldSlot();
    try {
      for (;;) {
        this.stats.refolds += 1;
        // Every batch accepted so far is committed, so the read below includes it.
        this.foldedThrough.set(device.id, this.acceptedSequence);
        const input = await this.readFold({ deviceId: device.id, before });
        if (!input) throw new Error('fold input not read');
        const { from, points } = input;
        const detected = detectTrips(points, thresholds);
        // A device that never had segments from there and has none now (a new device's first
        // fold) has nothing to write.
        if (input.stored || detected.trips.length > 0 || detected.stops.length > 0) {
          await writeSegments(this.db, device.id, detected, from);
        }
        if (detected.state) this.states.set(device.id, detected.state);
        else this.states.delete(device.id);
        // Batches handed over during the fold that were committed before its read are in
        // it: only the others are folded on.
        const arrived = missed.splice(0);
        if (arrived.length === 0) return;
        let earliest = Infinity;
        for (const point of arrived) if (point.time < earliest) earliest = point.time;
        const read = new Set<number>();
        for (const point of points) if (point.time >= earliest) read.add(point.time);
        const rest = arrived.filter((p) => !read.has(p.time));
        if (rest.length === 0) return;
        rest.sort((a, b) => a.time - b.time);
        const state = this.states.get(device.id);
        const out = state ? this.foldOn(state, rest, thresholds) : null;
        if (out) {
          await writeSegments(this.db, device.id, out);
          // Points that arrived while those were written follow them, or fold again.
          if (missed.length === 0) return;
          const more = missed.splice(0).sort((a, b) => a.time - b.time);
          const next = this.foldOn(this.states.get(device.id) as DetectorState, more, thresholds);
          if (next) {
            if (next.trips.length > 0 || next.stops.length > 0) {
              this.chain(device.id, () => writeSegments(this.db, device.id, next));
            }
            return;
          }
          before = new Date((more[0] as TrackPoint).time);
          continue;
        }
        // A late fix among them: fold again from before it.
        before = new Date((rest[0] as TrackPoint).time);
      }
    } finally {
      this.missedDuringFold.delete(device.id);
      this.releaseFoldSlot();
    }
  }

  private foldSlot(): Promise<void> {
    if (this.activeFolds < MAX_CONCURRENT_FOLDS) {
      this.activeFolds++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.foldQueue.push(resolve));
  }

  private releaseFoldSlot(): void {
    const next = this.foldQueue.shift();
    if (next) next();
    else this.activeFolds--;
  }
}
