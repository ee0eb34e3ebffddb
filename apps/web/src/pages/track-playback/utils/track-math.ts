/**
 * Pure helpers of track playback: where the vehicle is at a moment, what the map draws of a
 * long track, and the colours of speed. Every point stays on the timeline; only what is
 * drawn is simplified.
 */
import dayjs from 'dayjs';

/** A track in columns (times in seconds after the base time): arrays or typed arrays. */
export interface TrackColumns {
  t: ArrayLike<number>;
  lat: ArrayLike<number>;
  lng: ArrayLike<number>;
  speed: ArrayLike<number>;
  course: ArrayLike<number>;
}

/** The index of the last point at or before `time` (0 before the first). */
export function indexAtTime(t: ArrayLike<number>, time: number): number {
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
  const lerp = (a: ArrayLike<number>) => (a[index] ?? 0) + ((a[next] ?? 0) - (a[index] ?? 0)) * f;
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

/**
 * What the map draws of a track: lines of one speed band each, simplified. A band must hold
 * for `minRunPoints` reports to start a line of its own (shorter runs keep the colour of the
 * line they interrupt, so a month of stop-and-go does not become tens of thousands of lines),
 * and each line keeps only the points that lie more than `tolerance` degrees off the
 * simplified line (Douglas–Peucker). Each line starts where the one before ended.
 */
export function drawnRuns(
  track: TrackColumns,
  tolerance: number,
  minRunPoints: number,
): { band: number; coordinates: [number, number][] }[] {
  const n = track.t.length;
  if (n < 2) return [];
  // Runs of one band as [first, last] index ranges, short ones merged into the one before.
  const runs: { band: number; first: number; last: number }[] = [];
  let first = 0;
  let band = speedBand(track.speed[0] ?? 0);
  const close = (last: number) => {
    const previous = runs[runs.length - 1];
    if (previous && (last - first + 1 < minRunPoints || previous.band === band)) {
      previous.last = last;
    } else {
      runs.push({ band, first, last });
    }
  };
  for (let i = 1; i < n; i++) {
    const b = speedBand(track.speed[i] ?? 0);
    if (b === band) continue;
    close(i - 1);
    first = i;
    band = b;
  }
  close(n - 1);
  return runs
    .map((run, r) => {
      // Joined to the line before it, so the track has no gaps.
      const from = r > 0 ? run.first - 1 : run.first;
      const kept = douglasPeucker(track, from, run.last, tolerance);
      return {
        band: run.band,
        coordinates: kept.map((i): [number, number] => [track.lng[i] ?? 0, track.lat[i] ?? 0]),
      };
    })
    .filter((run) => run.coordinates.length >= 2);
}

/** Douglas–Peucker over the points first..last, without recursion; answers kept indices. */
function douglasPeucker(
  track: TrackColumns,
  first: number,
  last: number,
  tolerance: number,
): number[] {
  if (last <= first) return [first, last];
  const keep = new Uint8Array(last - first + 1);
  keep[0] = 1;
  keep[last - first] = 1;
  const tol2 = tolerance * tolerance;
  const stack: number[] = [first, last];
  while (stack.length > 0) {
    const b = stack.pop() as number;
    const a = stack.pop() as number;
    const ax = track.lng[a] ?? 0;
    const ay = track.lat[a] ?? 0;
    const dx = (track.lng[b] ?? 0) - ax;
    const dy = (track.lat[b] ?? 0) - ay;
    const length2 = dx * dx + dy * dy;
    let worst = -1;
    let worstDistance = tol2;
    for (let i = a + 1; i < b; i++) {
      const px = (track.lng[i] ?? 0) - ax;
      const py = (track.lat[i] ?? 0) - ay;
      let d2: number;
      if (length2 === 0) d2 = px * px + py * py;
      else {
        const f = Math.min(1, Math.max(0, (px * dx + py * dy) / length2));
        const ex = px - f * dx;
        const ey = py - f * dy;
        d2 = ex * ex + ey * ey;
      }
      if (d2 > worstDistance) {
        worstDistance = d2;
        worst = i;
      }
    }
    if (worst >= 0) {
      keep[worst - first] = 1;
      stack.push(a, worst, worst, b);
    }
  }
  const kept: number[] = [];
  for (let i = 0; i < keep.length; i++) if (keep[i]) kept.push(first + i);
  return kept;
}

/**
 * The video playback page for the recorders' files of a track's period: its device, the
 * start's local day, and the times of day (to the day's end when the period runs past it).
 */
export function recordingsAddress(imei: string, startTime: string, endTime: string): string {
  const start = dayjs(startTime);
  const end = dayjs(endTime);
  const params = new URLSearchParams({
    imei,
    date: start.format('YYYY-MM-DD'),
    startTime: start.format('HH:mm:ss'),
    endTime: end.isSame(start, 'day') ? end.format('HH:mm:ss') : '23:59:59',
  });
  return `/videoPlayback?${params.toString()}`;
}
