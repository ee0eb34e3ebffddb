/**
 * Trip and stop detection: a fold over a device's positions in fix-time order.
 *
 * A position is moving above the parking speed. A trip starts at the first moving position
 * after a stop and ends where the vehicle came to rest, once it has stood still for the stop
 * gap (a shorter halt, a traffic light, is part of the trip), or at the last report before the
 * device fell silent for the no-data gap. A trip shorter than the minimum distance or
 * duration is no trip: the stop it interrupted goes on.
 *
 * Every stop begins where an accepted trip ended (or at the device's first position), so the
 * fold started at the end of a stored trip, seeded with the position there, gives exactly
 * what the fold from the beginning gives, as long as the positions up to the one that closed
 * that trip are unchanged. That is what lets late positions be absorbed by folding again
 * from the last trip closed before them.
 */

export interface TripThresholds {
  /** At or below this, km/h, a vehicle stands still. */
  parkingSpeedKmh: number;
  minTripDistanceM: number;
  minTripSeconds: number;
  stopGapSeconds: number;
  noDataGapSeconds: number;
}

/** What detection needs of a position. `time` is ms since the epoch; fuel in litres. */
export interface TrackPoint {
  time: number;
  lat: number;
  lng: number;
  speed: number;
  fuel: number | null;
}

export interface DetectedTrip {
  startTime: number;
  endTime: number;
  startLat: number;
  startLng: number;
  endLat: number;
  endLng: number;
  distanceM: number;
  maxSpeed: number;
  /** Litres the fuel sensor fell by (refuels ignored); null without readings. */
  fuelUsed: number | null;
  /**
   * Time of the position that ended the trip (the stop gap reached, or the first report
   * after a silence). Positions later than this cannot change the trip, so a fold may start
   * again at its end.
   */
  closedAt: number;
}

export interface DetectedStop {
  startTime: number;
  endTime: number;
  lat: number;
  lng: number;
}

interface OpenTrip extends Omit<DetectedTrip, 'closedAt'> {
  lastFuel: number | null;
}

/** Where a fold stands: the current stop (or open trip) and the last position seen. */
export interface DetectorState {
  last: TrackPoint;
  /** The stop the vehicle is in, or the one an open trip set out from. */
  stop: DetectedStop;
  trip: OpenTrip | null;
  /** Time the open trip's vehicle came to rest, and the trip as it stood then. */
  stillSince: number | null;
  tripAtRest: OpenTrip | null;
}

export interface Detected {
  trips: DetectedTrip[];
  stops: DetectedStop[];
}

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Great-circle distance in metres. */
export function haversineMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The state of a fold that begins at `seed`: standing at it since its time. */
export function startDetection(seed: TrackPoint): DetectorState {
  return {
    last: seed,
    stop: { startTime: seed.time, endTime: seed.time, lat: seed.lat, lng: seed.lng },
    trip: null,
    stillSince: null,
    tripAtRest: null,
  };
}

function openTrip(p: TrackPoint): OpenTrip {
  return {
    startTime: p.time,
    endTime: p.time,
    startLat: p.lat,
    startLng: p.lng,
    endLat: p.lat,
    endLng: p.lng,
    distanceM: 0,
    maxSpeed: p.speed,
    fuelUsed: null,
    lastFuel: p.fuel,
  };
}

function extend(trip: OpenTrip, from: TrackPoint, to: TrackPoint): void {
  trip.distanceM += haversineMetres(from.lat, from.lng, to.lat, to.lng);
  trip.endTime = to.time;
  trip.endLat = to.lat;
  trip.endLng = to.lng;
  if (to.speed > trip.maxSpeed) trip.maxSpeed = to.speed;
  if (to.fuel !== null) {
    // A rise is a refuel, not consumption.
    if (trip.lastFuel !== null) {
      trip.fuelUsed = (trip.fuelUsed ?? 0) + Math.max(0, trip.lastFuel - to.fuel);
    }
    trip.lastFuel = to.fuel;
  }
}

/** Ends the open trip as `ended`; an accepted trip closes the stop before it. */
function closeTrip(
  state: DetectorState,
  ended: OpenTrip,
  closedAt: number,
  t: TripThresholds,
  out: Detected,
): void {
  state.trip = null;
  state.stillSince = null;
  state.tripAtRest = null;
  const accepted =
    ended.distanceM >= t.minTripDistanceM &&
    (ended.endTime - ended.startTime) / 1000 >= t.minTripSeconds;
  if (!accepted) return;
  if (ended.startTime > state.stop.startTime) {
    out.stops.push({ ...state.stop, endTime: ended.startTime });
  }
  const { lastFuel: _lastFuel, ...trip } = ended;
  out.trips.push({ ...trip, closedAt });
  state.stop = {
    startTime: ended.endTime,
    endTime: ended.endTime,
    lat: ended.endLat,
    lng: ended.endLng,
  };
}

/**
 * Advances the fold by one position (later than the last one) and appends what it closed to
 * `out`. The state is updated in place.
 */
export function advance(
  state: DetectorState,
  p: TrackPoint,
  t: TripThresholds,
  out: Detected,
): void {
  const last = state.last;
  if (p.time <= last.time) return;
  const moving = p.speed > t.parkingSpeedKmh;
  const silent = (p.time - last.time) / 1000 >= t.noDataGapSeconds;
  if (state.trip && silent) {
    closeTrip(state, state.tripAtRest ?? state.trip, p.time, t, out);
  }
  const trip = state.trip;
  if (trip) {
    extend(trip, last, p);
    if (moving) {
      state.stillSince = null;
      state.tripAtRest = null;
    } else if (state.stillSince === null) {
      state.stillSince = p.time;
      state.tripAtRest = { ...trip };
    } else if ((p.time - state.stillSince) / 1000 >= t.stopGapSeconds) {
      closeTrip(state, state.tripAtRest ?? trip, p.time, t, out);
    }
  } else if (moving) {
    state.trip = openTrip(p);
  }
  state.stop.endTime = p.time;
  state.last = p;
}

/** Detects over `points` (fix-time order) from a fresh start at the first one. */
export function detectTrips(
  points: readonly TrackPoint[],
  t: TripThresholds,
): Detected & {
  state: DetectorState | null;
} {
  const out: Detected = { trips: [], stops: [] };
  const first = points[0];
  if (!first) return { ...out, state: null };
  const state = startDetection(first);
  for (let i = 1; i < points.length; i++) advance(state, points[i] as TrackPoint, t, out);
  return { ...out, state };
}
