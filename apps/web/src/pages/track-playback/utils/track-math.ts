/**
 * Pure helpers of track playback: where the vehicle is at a moment, what the map draws of a
 * long track, and the colours of speed. Every point stays on the timeline; only what is
 * drawn is simplified.
 */

/** A track in columns, as Trip/GetTrack answers it (times in seconds after the base time). */
export interface TrackColumns {
  t: readonly number[];
  lat: readonly number[];
  lng: readonly number[];
  speed: readonly number[];
  course: readonly number[];
}

/** The index of the last point at or before `time` (0 before the first). */
export function indexAtTime(t: readonly number[], time: number): number {
  let lo = 0;
  let hi = t.length - 1;
  if (hi < 0 || time <= (t[0] ?? 0)) return 0;
  if (time >= (t[hi] ?? 0)) return hi;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((t[mid] ?? 0) <= time) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The vehicle between two reports, moved along the straight line between them. */
export function positionAtTime(
  track: TrackColumns,
  time: number,
): { index: number; lat: number; lng: number; speed: number; course: number } {
  const index = indexAtTime(track.t, time);
  const next = Math.min(index + 1, track.t.length - 1);
  const t0 = track.t[index] ?? 0;
  const t1 = track.t[next] ?? t0;
  const f = t1 > t0 ? Math.min(1, Math.max(0, (time - t0) / (t1 - t0))) : 0;
  const lerp = (a: readonly number[]) => (a[index] ?? 0) + ((a[next] ?? 0) - (a[index] ?? 0)) * f;
  return {
    index,
    lat: lerp(track.lat),
    lng: lerp(track.lng),
    speed: track.speed[index] ?? 0,
    course: track.course[index] ?? 0,
  };
}

/** Speed bands of the track colours, km/h, with their colours (slow red to fast green). */
export const SPEED_BANDS: readonly { upTo: number; color: string }[] = [
  { upTo: 15, color: '#d4380d' },
  { upTo: 40, color: '#fa8c16' },
  { upTo: 60, color: '#fadb14' },
  { upTo: 90, color: '#52c41a' },
  { upTo: Infinity, color: '#1677ff' },
];

export function speedBand(speed: number): number {
  const band = SPEED_BANDS.findIndex((b) => speed <= b.upTo);
  return band < 0 ? SPEED_BANDS.length - 1 : band;
}

/**
 * The indices worth drawing: a point is kept when it lies more than `tolerance` degrees off
 * the line from the last kept point (a radial filter, linear time), when its speed band
 * changes, and always at both ends. A month of 10-second points draws as a few thousand.
 */
export function simplifyIndices(track: TrackColumns, tolerance: number): number[] {
  const n = track.t.length;
  if (n <= 2) return Array.from({ length: n }, (_, i) => i);
  const kept = [0];
  let lastLat = track.lat[0] ?? 0;
  let lastLng = track.lng[0] ?? 0;
  let lastBand = speedBand(track.speed[0] ?? 0);
  const tol2 = tolerance * tolerance;
  for (let i = 1; i < n - 1; i++) {
    const lat = track.lat[i] ?? 0;
    const lng = track.lng[i] ?? 0;
    const band = speedBand(track.speed[i] ?? 0);
    const dLat = lat - lastLat;
    const dLng = lng - lastLng;
    if (band !== lastBand || dLat * dLat + dLng * dLng > tol2) {
      kept.push(i);
      lastLat = lat;
      lastLng = lng;
      lastBand = band;
    }
  }
  kept.push(n - 1);
  return kept;
}

/**
 * The drawn track as runs of one speed band each: every run a line of its own colour, each
 * starting where the one before ended so the line has no gaps.
 */
export function speedRuns(
  track: TrackColumns,
  indices: readonly number[],
): { band: number; coordinates: [number, number][] }[] {
  type Run = { band: number; coordinates: [number, number][] };
  const runs: Run[] = [];
  let current: Run | null = null;
  for (const i of indices) {
    const point: [number, number] = [track.lng[i] ?? 0, track.lat[i] ?? 0];
    const band = speedBand(track.speed[i] ?? 0);
    if (!current || current.band !== band) {
      const previous: [number, number] | undefined = current
        ? current.coordinates[current.coordinates.length - 1]
        : undefined;
      current = { band, coordinates: previous ? [previous] : [] };
      runs.push(current);
    }
    current.coordinates.push(point);
  }
  return runs.filter((run) => run.coordinates.length >= 2);
}

/** 1 h 05 min, 12 min, 40 s. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  if (m > 0) return `${m} min`;
  return `${s} s`;
}

/** Playback rates: 1× up to 1024× (a month replays in under an hour at the top). */
export const PLAYBACK_RATES = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024] as const;

/** The trip to go to from `time`: the next one starting after it, or the one before it. */
export function adjacentTrip(
  trips: readonly { start: number; end: number }[],
  current: number | null,
  time: number,
  direction: 1 | -1,
): number | null {
  if (trips.length === 0) return null;
  if (current !== null) {
    const target = current + direction;
    return target >= 0 && target < trips.length ? target : null;
  }
  if (direction === 1) {
    const next = trips.findIndex((trip) => trip.start > time);
    return next < 0 ? null : next;
  }
  for (let i = trips.length - 1; i >= 0; i--) if ((trips[i]?.end ?? Infinity) < time) return i;
  return null;
}
