import { describe, expect, it } from 'vitest';
import { DEMO_VEHICLES, simulateReports } from '../test-support/simulated-track';
import {
  advance,
  type Detected,
  detectTrips,
  haversineMetres,
  startDetection,
  type TrackPoint,
  type TripThresholds,
} from './trip-detector';

const T: TripThresholds = {
  parkingSpeedKmh: 5,
  minTripDistanceM: 500,
  minTripSeconds: 120,
  stopGapSeconds: 300,
  noDataGapSeconds: 3600,
};

const T0 = Date.parse('2026-03-02T06:00:00Z');
/** ~111 m per 0.001° of latitude. */
const DEG_PER_KM = 1 / 111.195;

/**
 * A track from a script: each leg is [minutes, km/h], one point a minute, driving north at
 * that speed (0 stands still). Fuel falls 0.1 L a driving minute.
 */
function script(legs: [minutes: number, speed: number][], start = T0): TrackPoint[] {
  const points: TrackPoint[] = [];
  let time = start;
  let lat = 30;
  let fuel = 50;
  points.push({ time, lat, lng: 120, speed: 0, fuel });
  for (const [minutes, speed] of legs) {
    for (let m = 0; m < minutes; m++) {
      time += 60_000;
      lat += (speed / 60) * DEG_PER_KM;
      if (speed > 0) fuel -= 0.1;
      points.push({ time, lat, lng: 120, speed, fuel });
    }
  }
  return points;
}

const minutes = (ms: number) => Math.round((ms - T0) / 60_000);

describe('detectTrips', () => {
  it.each([
    { name: 'parked all along', legs: [[60, 0]], trips: [] },
    {
      name: 'one drive between two stops',
      legs: [
        [10, 0],
        [30, 60],
        [20, 0],
      ],
      trips: [{ from: 11, to: 41, km: 29 }],
    },
    {
      name: 'a traffic halt shorter than the stop gap stays within the trip',
      legs: [
        [10, 0],
        [15, 60],
        [3, 0],
        [15, 60],
        [20, 0],
      ],
      trips: [{ from: 11, to: 44, km: 29 }],
    },
    {
      name: 'a halt as long as the stop gap splits the drive in two',
      legs: [
        [10, 0],
        [15, 60],
        [6, 0],
        [15, 60],
        [20, 0],
      ],
      trips: [
        { from: 11, to: 26, km: 14 },
        { from: 32, to: 47, km: 14 },
      ],
    },
    {
      name: 'a yard move under the minimum distance is no trip',
      legs: [
        [10, 0],
        [3, 6],
        [20, 0],
      ],
      trips: [],
    },
    {
      name: 'a sprint under the minimum duration is no trip',
      legs: [
        [10, 0],
        [1, 60],
        [20, 0],
      ],
      trips: [],
    },
  ] as {
    name: string;
    legs: [number, number][];
    trips: { from: number; to: number; km: number }[];
  }[])('$name', ({ legs, trips }) => {
    const detected = detectTrips(script(legs), T);
    expect(
      detected.trips.map((trip) => ({
        from: minutes(trip.startTime),
        to: minutes(trip.endTime),
        km: Math.round(trip.distanceM / 1000),
      })),
    ).toEqual(trips);
  });

  it('gives each trip its figures and puts a stop before it', () => {
    const { trips, stops } = detectTrips(
      script([
        [10, 0],
        [30, 60],
        [20, 0],
        [12, 30],
        [10, 0],
      ]),
      T,
    );
    expect(trips).toHaveLength(2);
    const first = trips[0]!;
    expect(first.maxSpeed).toBe(60);
    // From the first moving report: 29 driving minutes at 60 km/h, 0.1 L each.
    expect(first.fuelUsed).toBeCloseTo(2.9, 5);
    expect(first.endLat).toBeGreaterThan(first.startLat);
    // Stops: from the first position to the first trip, and between the trips.
    expect(stops.map((s) => [minutes(s.startTime), minutes(s.endTime)])).toEqual([
      [0, 11],
      [41, 61],
    ]);
  });

  it('ends a trip at the last report before the device fell silent', () => {
    const before = script([
      [5, 0],
      [20, 60],
    ]);
    const lastTime = before[before.length - 1]!.time;
    const after = script(
      [
        [20, 60],
        [10, 0],
      ],
      lastTime + 2 * 3600_000,
    ).slice(1);
    const { trips } = detectTrips([...before, ...after], T);
    expect(trips.map((t) => [minutes(t.startTime), minutes(t.endTime)])).toEqual([
      [6, 25],
      [146, 166],
    ]);
  });

  it('folds from the end of any trip to the same result as from the beginning', () => {
    const from = Date.parse('2026-03-01T00:00:00Z');
    const points = simulateReports(DEMO_VEHICLES[0]!, from, from + 3 * 86_400_000, { seed: 7 }).map(
      ({ fix }) => ({
        time: fix.time.getTime(),
        lat: fix.latitude,
        lng: fix.longitude,
        speed: fix.speedKmh,
        fuel: fix.fuelL ?? null,
      }),
    );
    const whole = detectTrips(points, { ...T, parkingSpeedKmh: 15 });
    expect(whole.trips.length).toBeGreaterThan(5);
    for (const cut of whole.trips.slice(0, 4)) {
      const rest = points.filter((p) => p.time >= cut.endTime);
      const again = detectTrips(rest, { ...T, parkingSpeedKmh: 15 });
      const later = whole.trips.filter((t) => t.startTime > cut.endTime);
      expect(again.trips).toEqual(later);
    }
  });

  it('advances one position at a time to what the whole fold gives', () => {
    const points = script([
      [10, 0],
      [30, 60],
      [20, 0],
      [12, 30],
      [10, 0],
    ]);
    const out: Detected = { trips: [], stops: [] };
    const state = startDetection(points[0]!);
    for (const p of points.slice(1)) advance(state, p, T, out);
    // A repeated or older position changes nothing.
    advance(state, points[3]!, T, out);
    const whole = detectTrips(points, T);
    expect(out.trips).toEqual(whole.trips);
    expect(out.stops).toEqual(whole.stops);
  });
});

describe('haversineMetres', () => {
  it.each([
    [0, 0, 0, 1, 111_195],
    [30, 120, 31, 120, 111_195],
  ])('(%f, %f) to (%f, %f) is about %i m', (lat1, lng1, lat2, lng2, metres) => {
    expect(Math.abs(haversineMetres(lat1, lng1, lat2, lng2) - metres)).toBeLessThan(metres * 0.002);
  });
});
