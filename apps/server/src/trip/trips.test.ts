import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fleet, type SimulatedFix } from '@convoy/simulator';
import type { Position } from '@convoy/protocols';
import type { TripAndParking } from '@convoy/domain';
import type { RegisteredDevice } from '../device/device-registry';
import { DEMO_VEHICLES, simulateReports } from '../test-support/simulated-track';
import {
  call,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';
import { detectTrips } from './trip-detector';
import {
  type FoldInput,
  readDetectionPoints,
  readFoldInputs,
  writeSegments,
} from './trip.repository';
import type { DetectedStop, DetectedTrip } from './trip-detector';

/**
 * Trips and stops as the platform stores them: a month of simulated driving, sent the way a
 * terminal sends it (live reports, blind-area batches after a tunnel, a day held back and
 * delivered late), read back by day and by month.
 */
const DAY = 86_400_000;
const MONTH_START = Date.parse('2026-03-01T00:00:00Z');
const DAYS = 30;

let server: TestConvoy;
let token: string;

function toPosition(fix: SimulatedFix): Position {
  return {
    fixTime: fix.time,
    valid: fix.valid,
    latitude: fix.latitude,
    longitude: fix.longitude,
    altitude: fix.altitudeM,
    speed: fix.speedKmh,
    course: fix.course,
    ...(fix.fuelL !== undefined ? { fuel: fix.fuelL } : {}),
    ...(fix.odometerKm !== undefined ? { odometer: fix.odometerKm } : {}),
    alarm: fix.alarm ?? 0,
    attributes: {},
  };
}

async function addDevice(imei: string, name: string): Promise<RegisteredDevice> {
  const added = await call(server.baseUrl, '/api/Device/AddDevice', {
    method: 'POST',
    token,
    json: { imei, name, protocol: 'jt808' },
  });
  expect(added.status).toBe(200);
  const device = await server.convoy.services.registry.find(imei);
  if (!device) throw new Error('device not registered');
  return device;
}

async function tripAndParking(imei: string, start: number, end: number, kind = 'both') {
  const { status, body } = await call(server.baseUrl, '/api/Location/GetTripAndParking', {
    method: 'POST',
    token,
    json: {
      imeis: [imei],
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      kind,
    },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value as TripAndParking;
}

/** What one fold over all the device's stored positions gives, under the default settings. */
async function foldOfAll(device: RegisteredDevice) {
  const thresholds = await server.convoy.services.tripRecorder.thresholdsFor(device);
  return detectTrips(await readDetectionPoints(server.database.db, device.id, null), thresholds);
}

beforeAll(async () => {
  server = await startTestConvoy();
  const { body } = await call(server.baseUrl, '/api/Login/UserLogin', {
    method: 'POST',
    json: { useraccount: 'admin', password: TEST_ADMIN_PASSWORD },
  });
  token = (body.value as { userToken: string }).userToken;
});

afterAll(async () => {
  await server.close();
});

describe('a month of trips', () => {
  const imei = '13900000801';
  let device: RegisteredDevice;

  beforeAll(async () => {
    device = await addDevice(imei, 'Month truck');
    const reports = simulateReports(DEMO_VEHICLES[0]!, MONTH_START, MONTH_START + DAYS * DAY, {
      seed: 11,
    });
    // Day 12 arrives last, as a terminal that was out of reach for a day would send it.
    const heldDay = [MONTH_START + 11 * DAY, MONTH_START + 12 * DAY];
    const held: Position[] = [];
    const pipeline = server.convoy.services.pipeline;
    let live: Position[] = [];
    let blind: Position[] = [];
    const flushLive = async () => {
      if (live.length > 0) await pipeline.process(device, live);
      live = [];
    };
    for (const { fix, blind: inTunnel } of reports) {
      const at = fix.time.getTime();
      const position = toPosition(fix);
      if (at >= heldDay[0]! && at < heldDay[1]!) {
        held.push(position);
      } else if (inTunnel) {
        blind.push(position);
      } else {
        // Signal back: the live report goes first, the blind-area batch (0x0704) after it.
        live.push(position);
        if (blind.length > 0) {
          await flushLive();
          await pipeline.process(device, blind);
          blind = [];
        }
        if (live.length >= 500) await flushLive();
      }
    }
    await flushLive();
    for (let i = 0; i < held.length; i += 500)
      await pipeline.process(device, held.slice(i, i + 500));
    await server.convoy.services.tripRecorder.idle();
  }, 300_000);

  it('stores what one fold over every position gives, late data included', async () => {
    const whole = await foldOfAll(device);
    const month = await tripAndParking(imei, MONTH_START, MONTH_START + 31 * DAY, 'trip');
    expect(whole.trips.length).toBeGreaterThan(DAYS * 2);
    expect(month.items.map((t) => t.startTime)).toEqual(
      whole.trips.map((t) => new Date(t.startTime).toISOString()),
    );
    expect(month.totals[0]!.distanceKm).toBeCloseTo(
      whole.trips.reduce((sum, t) => sum + t.distanceM / 1000, 0),
      1,
    );
    // The held day was folded in: it has trips of its own.
    const held = await tripAndParking(imei, MONTH_START + 11 * DAY, MONTH_START + 12 * DAY, 'trip');
    expect(held.items.length).toBeGreaterThan(0);
  });

  it('gives the month the sum of its days, trip for trip', async () => {
    const month = await tripAndParking(imei, MONTH_START, MONTH_START + 31 * DAY);
    const days: TripAndParking['items'] = [];
    let trips = 0;
    let km = 0;
    let driving = 0;
    let parking = 0;
    for (let d = 0; d < 31; d++) {
      const day = await tripAndParking(imei, MONTH_START + d * DAY, MONTH_START + (d + 1) * DAY);
      days.push(...day.items);
      trips += day.totals[0]!.trips;
      km += day.totals[0]!.distanceKm;
      driving += day.totals[0]!.drivingSeconds;
      parking += day.totals[0]!.parkingSeconds;
    }
    expect(days).toEqual(month.items);
    const total = month.totals[0]!;
    expect(trips).toBe(total.trips);
    expect(km).toBeCloseTo(total.distanceKm, 2);
    expect(driving).toBe(total.drivingSeconds);
    expect(parking).toBe(total.parkingSeconds);
  });

  it('gives each trip its figures', async () => {
    const { items } = await tripAndParking(imei, MONTH_START, MONTH_START + 7 * DAY, 'trip');
    for (const trip of items) {
      if (trip.kind !== 'trip') throw new Error('parking in a trip report');
      expect(trip.distanceKm).toBeGreaterThanOrEqual(0.5);
      expect(trip.durationSeconds).toBeGreaterThanOrEqual(120);
      expect(trip.maxSpeed).toBeGreaterThan(15);
      expect(trip.avgSpeed).toBeGreaterThan(0);
      expect(trip.avgSpeed).toBeLessThanOrEqual(trip.maxSpeed + 60);
      expect(trip.fuelSource).toBe('sensor');
      expect(trip.fuelUsed).toBeGreaterThanOrEqual(0);
      // Reverse geocoding is off by default: places are coordinates.
      expect(trip.start.address).toBeNull();
      expect(Math.abs(trip.start.lat)).toBeGreaterThan(0);
    }
    const parking = await tripAndParking(imei, MONTH_START, MONTH_START + 7 * DAY, 'parking');
    expect(parking.items.every((item) => item.kind === 'parking')).toBe(true);
    expect(parking.items.length).toBeGreaterThan(0);
  });

  it('serves the playback track in columns, every point of the period', async () => {
    const start = MONTH_START + 2 * DAY;
    const { status, body } = await call(server.baseUrl, '/api/Trip/GetTrack', {
      method: 'POST',
      token,
      json: {
        imei,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + DAY).toISOString(),
        mode: 'time',
      },
    });
    expect(status).toBe(200);
    const track = body.value as { t: number[]; lat: number[]; speed: number[] };
    const points = (
      await readDetectionPoints(server.database.db, device.id, new Date(start))
    ).filter((p) => p.time <= start + DAY);
    expect(track.t).toHaveLength(points.length);
    expect(track.lat).toHaveLength(points.length);
    expect(track.t.every((t, i) => i === 0 || t > track.t[i - 1]!)).toBe(true);
  });

  it('serves the same track packed for the playback screen, in time order after late data', async () => {
    // Days 9 to 16 include the day that arrived last, stored after the days around it.
    const range = {
      imei,
      startTime: new Date(MONTH_START + 9 * DAY).toISOString(),
      endTime: new Date(MONTH_START + 16 * DAY).toISOString(),
      mode: 'time',
    };
    const json = await call(server.baseUrl, '/api/Trip/GetTrack', {
      method: 'POST',
      token,
      json: range,
    });
    expect(json.status).toBe(200);
    const track = json.body.value as {
      baseTime: string;
      t: number[];
      lat: number[];
      lng: number[];
      speed: number[];
      course: number[];
      alarms: unknown[];
    };
    const response = await fetch(`${server.baseUrl}/api/Trip/GetTrackPacked`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(range),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    const bytes = Buffer.from(await response.arrayBuffer());
    const headerLength = bytes.readUInt32LE(0);
    const header = JSON.parse(bytes.subarray(4, 4 + headerLength).toString('utf8')) as {
      imei: string;
      baseTime: string;
      count: number;
      alarmCount: number;
    };
    expect(header).toMatchObject({
      imei,
      baseTime: track.baseTime,
      count: track.t.length,
      alarmCount: track.alarms.length,
    });
    expect(track.t.length).toBeGreaterThan(1000);
    let at = Math.ceil((4 + headerLength) / 4) * 4;
    const column = (size: 2 | 4, read: (offset: number) => number, length = header.count) => {
      const values = Array.from({ length }, (_, i) => read(at + i * size));
      at += length * size;
      return values;
    };
    const t = column(4, (o) => bytes.readUInt32LE(o) / 1000);
    const lat = column(4, (o) => bytes.readInt32LE(o) / 1e6);
    const lng = column(4, (o) => bytes.readInt32LE(o) / 1e6);
    const speed = column(2, (o) => bytes.readUInt16LE(o) / 10);
    const course = column(2, (o) => bytes.readUInt16LE(o));
    const alarmIndex = column(4, (o) => bytes.readUInt32LE(o), header.alarmCount);
    const alarmWord = column(4, (o) => bytes.readUInt32LE(o), header.alarmCount);
    const alarmEvent = column(4, (o) => bytes.readInt32LE(o), header.alarmCount);
    expect(at).toBe(bytes.length);
    expect(
      alarmIndex.map((index, i) => ({
        index,
        alarmFlags: alarmWord[i]!.toString(16).toUpperCase().padStart(8, '0'),
        eventId: alarmEvent[i],
      })),
    ).toEqual(track.alarms);
    expect({ t, lat, lng, speed, course }).toEqual({
      t: track.t,
      lat: track.lat,
      lng: track.lng,
      speed: track.speed,
      course: track.course,
    });
    expect(t.every((value, i) => i === 0 || value > t[i - 1]!)).toBe(true);
    // Every stored located position of the week, each once.
    const stored = (
      await readDetectionPoints(server.database.db, device.id, new Date(MONTH_START + 9 * DAY))
    ).filter((p) => p.time <= MONTH_START + 16 * DAY);
    expect(t.map((s) => Date.parse(track.baseTime) + Math.round(s * 1000))).toEqual(
      stored.map((p) => p.time),
    );
  });

  it('answers a packed track with the catalogue error of a too long period', async () => {
    const response = await fetch(`${server.baseUrl}/api/Trip/GetTrackPacked`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Accept-Language': 'en',
      },
      body: JSON.stringify({
        imei,
        mode: 'time',
        startTime: new Date(MONTH_START).toISOString(),
        endTime: new Date(MONTH_START + 8 * DAY).toISOString(),
      }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('validation.dateRangeTooLong');
  });

  it('exports the track as .xlsx, GPX and KML, and reads GPX back', async () => {
    const range = {
      imei,
      startTime: new Date(MONTH_START + DAY).toISOString(),
      endTime: new Date(MONTH_START + DAY + 3 * 3600_000).toISOString(),
    };
    for (const format of ['xlsx', 'gpx', 'kml']) {
      const response = await fetch(`${server.baseUrl}/api/Trip/ExportTrack`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...range, format }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(`.${format}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (format === 'xlsx') expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
      else {
        const text = new TextDecoder().decode(bytes);
        expect(text).toContain(format === 'gpx' ? '<trkpt' : '<gx:Track>');
        if (format === 'gpx') {
          const copy = await addDevice('13900000802', 'Imported');
          const imported = await call(server.baseUrl, '/api/Trip/ImportTrack', {
            method: 'POST',
            token,
            json: { imei: '13900000802', gpx: text },
          });
          expect(imported.status).toBe(200);
          const stored = (imported.body.value as { stored: number }).stored;
          expect(stored).toBe(text.split('<trkpt').length - 1);
          await server.convoy.services.tripRecorder.idle();
          expect((await readDetectionPoints(server.database.db, copy.id, null)).length).toBe(
            stored,
          );
        }
      }
    }
  });
});

describe('track search limits (SPEC.md §5)', () => {
  const imei = '13900000801';
  const at = (days: number) => new Date(MONTH_START + days * DAY).toISOString();

  it.each([
    ['GetHistories', '/api/Location/GetHistories', 'time', 8, 'validation.dateRangeTooLong'],
    ['GetHistories', '/api/Location/GetHistories', 'speed', 8, 'validation.dateRangeTooLong'],
    ['GetHistories', '/api/Location/GetHistories', 'trip', 32, 'validation.dateRangeTooLong'],
    ['GetTrack', '/api/Trip/GetTrack', 'time', 8, 'validation.dateRangeTooLong'],
    ['GetTrack', '/api/Trip/GetTrack', 'trip', 32, 'validation.dateRangeTooLong'],
    ['GetTrack', '/api/Trip/GetTrack', 'time', -1, 'validation.startAfterEnd'],
    ['GetHistories', '/api/Location/GetHistories', 'time', -1, 'validation.startAfterEnd'],
  ])('%s (%s) by %s over %i days is refused with %s', async (_name, path, mode, days, code) => {
    const { status, body } = await call(server.baseUrl, path, {
      method: 'POST',
      token,
      headers: { 'Accept-Language': 'en' },
      json: { imei, mode, startTime: at(1), endTime: at(1 + days) },
    });
    expect(status).toBe(400);
    expect(body.code).toBe(code);
    expect(body.message).toMatch(
      code === 'validation.startAfterEnd'
        ? /start time cannot be later/
        : /cannot exceed (7|31) days/,
    );
  });

  it.each([
    ['/api/Location/GetHistories', 'time', 7],
    ['/api/Trip/GetTrack', 'trip', 31],
  ])('%s by %s over %i days is answered', async (path, mode, days) => {
    const { status } = await call(server.baseUrl, path, {
      method: 'POST',
      token,
      json: { imei, mode, startTime: at(0), endTime: at(days) },
    });
    expect(status).toBe(200);
  });

  it('refuses a trip report over more than a month', async () => {
    const { status, body } = await call(server.baseUrl, '/api/Location/GetTripAndParking', {
      method: 'POST',
      token,
      json: { imeis: [imei], startTime: at(0), endTime: at(32), kind: 'both' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe('validation.dateRangeTooLong');
  });
});

describe('trips from the gateway', () => {
  it('stores trips for history a terminal sends in 0x0704 batches', async () => {
    await server.convoy.startGateway({ jt808: 0 });
    const spec = DEMO_VEHICLES.find((v) => v.protocol === 'jt808-2013')!;
    const imei = spec.identifier.replace(/^0+/, '');
    const device = await addDevice(imei, spec.name);
    const fleet = new Fleet(
      [spec],
      { host: '127.0.0.1', ports: { jt808: server.convoy.gateway.port('jt808')! } },
      { seed: 5, log: { info: () => undefined, warn: () => undefined } },
    );
    const to = Date.parse('2026-02-10T00:00:00Z');
    await fleet.generateHistory(to - DAY, to);
    fleet.stop();
    await server.convoy.services.tripRecorder.idle();
    const whole = await foldOfAll(device);
    const stored = await tripAndParking(imei, to - 2 * DAY, to, 'trip');
    expect(whole.trips.length).toBeGreaterThan(0);
    expect(stored.items.map((t) => t.startTime)).toEqual(
      whole.trips.map((t) => new Date(t.startTime).toISOString()),
    );
  }, 120_000);
});

describe('the trip plan of the platform settings', () => {
  const imei = '13900000803';
  const STEP_S = 10;
  let device: RegisteredDevice;

  /** `moving` minutes northwards at 40 km/h from `lat`, then `halted` minutes standing. */
  function drive(from: number, lat: number, moving: number, halted: number): Position[] {
    const positions: Position[] = [];
    let at = lat;
    for (let s = 0; s < (moving + halted) * 60; s += STEP_S) {
      const speed = s < moving * 60 ? 40 : 0;
      // 40 km/h for 10 s is 111 m, a thousandth of a degree of latitude.
      if (speed > 0) at += 0.001;
      positions.push({
        fixTime: new Date(from + s * 1000),
        valid: true,
        latitude: at,
        longitude: 114.05,
        altitude: 20,
        speed,
        course: 0,
        alarm: 0,
        attributes: {},
      });
    }
    return positions;
  }

  async function saveTripPlan(tripPlan: Record<string, number>) {
    const read = await call(server.baseUrl, '/api/Setting/GetSettings', { token });
    const general = (read.body.value as { general: { tripPlan: Record<string, number> } }).general;
    return call(server.baseUrl, '/api/Setting/SaveSetting', {
      method: 'POST',
      token,
      headers: { 'Accept-Language': 'en' },
      json: {
        group: 'general',
        value: { ...general, tripPlan: { ...general.tripPlan, ...tripPlan } },
      },
    });
  }

  beforeAll(async () => {
    device = await addDevice(imei, 'Plan van');
  });

  afterAll(async () => {
    await saveTripPlan({ minTripDistanceM: 500, minTripMinutes: 2, stopGapMinutes: 5 });
  });

  it('detects the positions that arrive after a change under the new plan', async () => {
    const start = Date.parse('2026-05-04T06:00:00Z');
    const pipeline = server.convoy.services.pipeline;
    // 13 km is no trip while a trip must cover 50 km.
    expect((await saveTripPlan({ minTripDistanceM: 50_000 })).status).toBe(200);
    await pipeline.process(device, drive(start, 22.5, 20, 30));
    await server.convoy.services.tripRecorder.idle();
    expect((await tripAndParking(imei, start, start + DAY, 'trip')).items).toHaveLength(0);

    // The same drive again, after the plan asks for 1 km: a trip, and the first stays none.
    expect((await saveTripPlan({ minTripDistanceM: 1000 })).status).toBe(200);
    const second = start + 50 * 60_000;
    await pipeline.process(device, drive(second, 22.513, 20, 30));
    await server.convoy.services.tripRecorder.idle();
    const trips = (await tripAndParking(imei, start, start + DAY, 'trip')).items;
    expect(trips.map((trip) => trip.startTime)).toEqual([new Date(second).toISOString()]);

    // A stop gap longer than the halt joins the next drive to the trip before it.
    expect((await saveTripPlan({ stopGapMinutes: 60 })).status).toBe(200);
    const third = second + 50 * 60_000;
    await pipeline.process(device, drive(third, 22.526, 20, 30));
    await pipeline.process(device, drive(third + 50 * 60_000, 22.539, 20, 70));
    await server.convoy.services.tripRecorder.idle();
    const joined = (await tripAndParking(imei, third, start + DAY, 'trip')).items;
    expect(joined).toHaveLength(1);
    expect(joined[0]!.durationSeconds).toBeGreaterThan(60 * 60);
  });

  it.each([
    ['a stop gap under a minute', { stopGapMinutes: 0 }],
    ['a negative trip distance', { minTripDistanceM: -1 }],
    ['a minimum duration over a day', { minTripMinutes: 1441 }],
  ])('refuses %s with a catalogue error', async (_name, plan) => {
    const { status, body } = await saveTripPlan(plan);
    expect(status).toBe(400);
    expect(body.state).toBe(0);
    expect(typeof body.code).toBe('string');
    expect(typeof body.message).toBe('string');
  });
});

describe('segments in storage', () => {
  const imei = '13900000809';
  const base = Date.parse('2026-05-04T08:00:00Z');
  const min = 60_000;
  const trip = (start: number, end: number, distanceM = 1000): DetectedTrip => ({
    startTime: base + start * min,
    endTime: base + end * min,
    startLat: 22.5,
    startLng: 114,
    endLat: 22.51,
    endLng: 114.01,
    distanceM,
    maxSpeed: 50,
    fuelUsed: null,
    closedAt: base + (end + 5) * min,
  });
  const stop = (start: number, end: number): DetectedStop => ({
    startTime: base + start * min,
    endTime: base + end * min,
    lat: 22.5,
    lng: 114,
  });
  const stored = async (deviceId: string) => {
    const db = server.database.db;
    const trips = await db
      .selectFrom('trips')
      .select(['start_time', 'distance_m'])
      .where('device_id', '=', deviceId)
      .orderBy('start_time')
      .execute();
    const stops = await db
      .selectFrom('stops')
      .select(['start_time'])
      .where('device_id', '=', deviceId)
      .orderBy('start_time')
      .execute();
    const minutes = (t: Date | string) => (new Date(t).getTime() - base) / min;
    return {
      trips: trips.map((r) => [minutes(r.start_time), Number(r.distance_m)]),
      stops: stops.map((r) => minutes(r.start_time)),
    };
  };

  it('replaces the segments from a time in one statement and keeps the earlier ones', async () => {
    const device = await addDevice(imei, 'Segment van');
    const db = server.database.db;
    await writeSegments(db, device.id, {
      trips: [trip(0, 10), trip(20, 30), trip(40, 50)],
      stops: [stop(10, 20), stop(30, 40)],
    });
    expect(await stored(device.id)).toEqual({
      trips: [
        [0, 1000],
        [20, 1000],
        [40, 1000],
      ],
      stops: [10, 30],
    });
    // A refold from minute 20: the trip at 20 is written again longer, the one at 40 and the
    // stop at 30 are gone, a trip at 60 is new; what starts before 20 stays.
    await writeSegments(
      db,
      device.id,
      { trips: [trip(20, 45, 2500), trip(60, 70)], stops: [stop(45, 60)] },
      new Date(base + 20 * min),
    );
    expect(await stored(device.id)).toEqual({
      trips: [
        [0, 1000],
        [20, 2500],
        [60, 1000],
      ],
      stops: [10, 45],
    });
    // Replacing the whole history with nothing leaves nothing.
    await writeSegments(db, device.id, { trips: [], stops: [] }, null);
    expect(await stored(device.id)).toEqual({ trips: [], stops: [] });
  });

  it('reads where several folds start, and their points, in one round trip', async () => {
    const device = await server.convoy.services.registry.find(imei);
    if (!device) throw new Error('device not registered');
    const other = await addDevice('13900000810', 'Segment van 2');
    const db = server.database.db;
    const minutes = (input: FoldInput | undefined) =>
      input?.points.map((p) => (p.time - base) / min);
    // Without positions or segments: no start, no points, nothing stored.
    const none = { deviceId: device.id, before: new Date(base + 90 * min) };
    expect((await readFoldInputs(db, [none])).get(none)).toEqual({
      from: null,
      points: [],
      stored: false,
    });
    const fix = (minute: number, valid = true): Position => ({
      fixTime: new Date(base + minute * min),
      valid,
      latitude: 22.5 + minute * 1e-4,
      longitude: 114,
      altitude: 0,
      speed: 30,
      course: 0,
      alarm: 0,
      attributes: {},
    });
    const pipeline = server.convoy.services.pipeline;
    await pipeline.process(device, [fix(1), fix(12), fix(25, false), fix(33)]);
    await pipeline.process(other, [fix(2), fix(3)]);
    await server.convoy.services.tripRecorder.idle();
    for (const id of [device.id, other.id]) {
      await db.deleteFrom('trips').where('device_id', '=', id).execute();
      await db.deleteFrom('stops').where('device_id', '=', id).execute();
    }
    await writeSegments(db, device.id, { trips: [trip(0, 10), trip(20, 30)], stops: [] });
    // The last trip closed (end + 5 min) before minute 36 ends at 30: the fold starts there,
    // with nothing stored from there on.
    const late = { deviceId: device.id, before: new Date(base + 36 * min) };
    // Before minute 20 only the first trip was closed (at 15): the fold starts at its end, 10;
    // the trip at 20 is stored after it, and the unlocated fix at 25 is not a point.
    const earlier = { deviceId: device.id, before: new Date(base + 20 * min) };
    // Null: the whole history.
    const all = { deviceId: device.id, before: null };
    const otherAll = { deviceId: other.id, before: null };
    const read = await readFoldInputs(db, [late, earlier, all, otherAll]);
    expect(read.get(late)?.from?.getTime()).toBe(base + 30 * min);
    expect(read.get(late)?.stored).toBe(false);
    expect(minutes(read.get(late))).toEqual([33]);
    expect(read.get(earlier)?.from?.getTime()).toBe(base + 10 * min);
    expect(read.get(earlier)?.stored).toBe(true);
    expect(minutes(read.get(earlier))).toEqual([12, 33]);
    expect(read.get(all)?.from).toBeNull();
    expect(read.get(all)?.stored).toBe(true);
    expect(minutes(read.get(all))).toEqual([1, 12, 33]);
    expect(read.get(otherAll)).toMatchObject({ from: null, stored: false });
    expect(minutes(read.get(otherAll))).toEqual([2, 3]);
  });
});
