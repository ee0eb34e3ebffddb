import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { hexWord } from '../location/last-location-store';
import type { Detected, TrackPoint } from './trip-detector';

/**
 * Where a fold may start again for positions from `before` on: the end of the last stored
 * trip closed by an earlier position (the last trip's end without `before`).
 */
export async function lastTripEndBefore(
  db: Kysely<Database>,
  deviceId: string,
  before?: Date,
): Promise<Date | null> {
  let query = db
    .selectFrom('trips')
    .select('end_time')
    .where('device_id', '=', deviceId)
    .orderBy('closed_at', 'desc')
    .limit(1);
  if (before) query = query.where('closed_at', '<', before);
  const row = await query.executeTakeFirst();
  return row ? new Date(row.end_time) : null;
}

/**
 * What detection reads of a device's positions from `from` on: located fixes only (a report
 * without a fix carries no place), in fix-time order.
 */
export async function readDetectionPoints(
  db: Kysely<Database>,
  deviceId: string,
  from: Date | null,
): Promise<TrackPoint[]> {
  const rows = await sql<{
    t: number;
    lat: number;
    lng: number;
    speed: number;
    fuel: number | null;
  }>`
    SELECT (extract(epoch FROM fix_time) * 1000)::float8 AS t, latitude AS lat, longitude AS lng,
      speed, fuel
    FROM positions
    WHERE device_id = ${deviceId} AND valid AND NOT (latitude = 0 AND longitude = 0)
      ${from ? sql`AND fix_time >= ${from}` : sql``}
    ORDER BY fix_time`.execute(db);
  return rows.rows.map((r) => ({
    time: Number(r.t),
    lat: r.lat,
    lng: r.lng,
    speed: r.speed,
    fuel: r.fuel,
  }));
}

function tripRows(deviceId: string, detected: Detected) {
  return detected.trips.map((trip) => ({
    device_id: deviceId,
    start_time: new Date(trip.startTime),
    end_time: new Date(trip.endTime),
    start_lat: trip.startLat,
    start_lng: trip.startLng,
    end_lat: trip.endLat,
    end_lng: trip.endLng,
    distance_m: trip.distanceM,
    max_speed: trip.maxSpeed,
    fuel_used: trip.fuelUsed,
    closed_at: new Date(trip.closedAt),
  }));
}

function stopRows(deviceId: string, detected: Detected) {
  return detected.stops.map((stop) => ({
    device_id: deviceId,
    start_time: new Date(stop.startTime),
    end_time: new Date(stop.endTime),
    latitude: stop.lat,
    longitude: stop.lng,
  }));
}

/** Adds closed trips and stops (a segment stored again replaces itself). */
export async function insertSegments(
  db: Kysely<Database>,
  deviceId: string,
  detected: Detected,
): Promise<void> {
  const trips = tripRows(deviceId, detected);
  const stops = stopRows(deviceId, detected);
  if (trips.length > 0) {
    await db
      .insertInto('trips')
      .values(trips)
      .onConflict((oc) =>
        oc.columns(['device_id', 'start_time']).doUpdateSet((eb) => ({
          end_time: eb.ref('excluded.end_time'),
          start_lat: eb.ref('excluded.start_lat'),
          start_lng: eb.ref('excluded.start_lng'),
          end_lat: eb.ref('excluded.end_lat'),
          end_lng: eb.ref('excluded.end_lng'),
          distance_m: eb.ref('excluded.distance_m'),
          max_speed: eb.ref('excluded.max_speed'),
          fuel_used: eb.ref('excluded.fuel_used'),
          closed_at: eb.ref('excluded.closed_at'),
        })),
      )
      .execute();
  }
  if (stops.length > 0) {
    await db
      .insertInto('stops')
      .values(stops)
      .onConflict((oc) =>
        oc.columns(['device_id', 'start_time']).doUpdateSet((eb) => ({
          end_time: eb.ref('excluded.end_time'),
          latitude: eb.ref('excluded.latitude'),
          longitude: eb.ref('excluded.longitude'),
        })),
      )
      .execute();
  }
}

/** Replaces every segment that starts at or after `from` (all of them without it). */
export async function replaceSegmentsFrom(
  db: Kysely<Database>,
  deviceId: string,
  from: Date | null,
  detected: Detected,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ['trips', 'stops'] as const) {
      let query = trx.deleteFrom(table).where('device_id', '=', deviceId);
      if (from) query = query.where('start_time', '>=', from);
      await query.execute();
    }
    // Large refolds go in slices to stay within one statement's parameter limit.
    for (let i = 0; i < Math.max(detected.trips.length, detected.stops.length); i += 2000) {
      await insertSegments(trx, deviceId, {
        trips: detected.trips.slice(i, i + 2000),
        stops: detected.stops.slice(i, i + 2000),
      });
    }
  });
}

export interface TripRow {
  device_id: string;
  start_time: Date;
  end_time: Date;
  start_lat: number;
  start_lng: number;
  end_lat: number;
  end_lng: number;
  distance_m: number;
  max_speed: number;
  fuel_used: number | null;
  closed_at: Date;
}

/** Trips of the devices that start in [start, end), by device and time. */
export async function readTrips(
  db: Kysely<Database>,
  deviceIds: readonly string[],
  start: Date,
  end: Date,
): Promise<TripRow[]> {
  if (deviceIds.length === 0) return [];
  const rows = await db
    .selectFrom('trips')
    .selectAll()
    .where(sql<boolean>`device_id = ANY(${deviceIds}::bigint[])`)
    .where('start_time', '>=', start)
    .where('start_time', '<', end)
    .orderBy('device_id')
    .orderBy('start_time')
    .execute();
  return rows.map((r) => ({
    ...r,
    start_time: new Date(r.start_time),
    end_time: new Date(r.end_time),
    closed_at: new Date(r.closed_at),
  }));
}

export interface StopRow {
  device_id: string;
  start_time: Date;
  end_time: Date;
  latitude: number;
  longitude: number;
}

/** Stops of the devices that start in [start, end), by device and time. */
export async function readStops(
  db: Kysely<Database>,
  deviceIds: readonly string[],
  start: Date,
  end: Date,
): Promise<StopRow[]> {
  if (deviceIds.length === 0) return [];
  const rows = await db
    .selectFrom('stops')
    .selectAll()
    .where(sql<boolean>`device_id = ANY(${deviceIds}::bigint[])`)
    .where('start_time', '>=', start)
    .where('start_time', '<', end)
    .orderBy('device_id')
    .orderBy('start_time')
    .execute();
  return rows.map((r) => ({
    ...r,
    start_time: new Date(r.start_time),
    end_time: new Date(r.end_time),
  }));
}

export interface TrackColumns {
  baseTime: number;
  t: number[];
  lat: number[];
  lng: number[];
  speed: number[];
  course: number[];
  alarms: { index: number; alarmFlags: string; eventId: number }[];
}

/**
 * A track as packed columns: times in ms after `baseTime` (a month fits 32 bits), places in
 * millionths of a degree, speeds in tenths of km/h, courses in whole degrees. The same
 * precision as the JSON columns, a quarter of their size, and no number parsing.
 */
export interface PackedTrackColumns {
  baseTime: number;
  t: Uint32Array;
  lat: Int32Array;
  lng: Int32Array;
  speed: Uint16Array;
  course: Uint16Array;
  alarms: { index: number; alarmFlags: string; eventId: number }[];
}

/**
 * Bytes of one point as the database hands it over, in its own binary forms: fix time (int8
 * microseconds since 2000-01-01), latitude and longitude (float8), speed and course (float4),
 * alarm bits (int8) and alarm event (int4).
 */
const RECORD_BYTES = 44;
/** 2000-01-01T00:00:00Z, PostgreSQL's epoch for binary timestamps, in ms since 1970. */
const PG_EPOCH_MS = 946_684_800_000;
/** Event 0x23 (35) is the periodic report, not an alarm. */
const REPORT_EVENT_ID = 35;

/**
 * Every located position of a device in [start, end], packed. The database folds the period
 * into one value, each point the binary form of its columns (no arithmetic, no text per
 * number, no sort), handed over as one base64 text that both engines pass through as it is.
 * Points come in storage order and are put in time order here when they are not already.
 */
export async function readTrackPacked(
  db: Kysely<Database>,
  deviceId: string,
  start: Date,
  end: Date,
  minSpeed?: number,
): Promise<PackedTrackColumns> {
  const base = start.getTime();
  const result = await sql<{ points: string | null }>`
    SELECT encode(string_agg(timestamptz_send(fix_time) || float8send(latitude)
        || float8send(longitude) || float4send(speed) || float4send(course)
        || int8send(alarm) || int4send(coalesce(event_id, 0)), ''), 'base64') AS points
    FROM positions
    WHERE device_id = ${deviceId} AND fix_time >= ${start} AND fix_time <= ${end}
      AND valid AND NOT (latitude = 0 AND longitude = 0)
      ${minSpeed !== undefined ? sql`AND speed >= ${minSpeed}` : sql``}`.execute(db);
  const bytes = Buffer.from(result.rows[0]?.points ?? '', 'base64');
  const n = Math.floor(bytes.length / RECORD_BYTES);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const times = new Float64Array(n);
  let sorted = true;
  for (let i = 0, at = 0; i < n; i++, at += RECORD_BYTES) {
    const micros = view.getInt32(at) * 4_294_967_296 + view.getUint32(at + 4);
    times[i] = Math.round(micros / 1000) + PG_EPOCH_MS - base;
    if (i > 0 && (times[i] as number) < (times[i - 1] as number)) sorted = false;
  }
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  if (!sorted) order.sort((a, b) => (times[a] as number) - (times[b] as number));
  const packed: PackedTrackColumns = {
    baseTime: base,
    t: new Uint32Array(n),
    lat: new Int32Array(n),
    lng: new Int32Array(n),
    speed: new Uint16Array(n),
    course: new Uint16Array(n),
    alarms: [],
  };
  for (let i = 0; i < n; i++) {
    const from = order[i] as number;
    const at = from * RECORD_BYTES;
    packed.t[i] = times[from] as number;
    packed.lat[i] = Math.round(view.getFloat64(at + 8) * 1e6);
    packed.lng[i] = Math.round(view.getFloat64(at + 16) * 1e6);
    packed.speed[i] = Math.min(65_535, Math.max(0, Math.round(view.getFloat32(at + 24) * 10)));
    packed.course[i] = Math.min(65_535, Math.max(0, Math.round(view.getFloat32(at + 28))));
    const alarmHigh = view.getUint32(at + 32);
    const alarmLow = view.getUint32(at + 36);
    const eventId = view.getInt32(at + 40);
    if (alarmHigh !== 0 || alarmLow !== 0 || (eventId > 0 && eventId !== REPORT_EVENT_ID)) {
      packed.alarms.push({ index: i, alarmFlags: hexWord(view.getBigInt64(at + 32)), eventId });
    }
  }
  return packed;
}

/** Every located position of a device in [start, end] as columns of plain numbers. */
export async function readTrackColumns(
  db: Kysely<Database>,
  deviceId: string,
  start: Date,
  end: Date,
  minSpeed?: number,
): Promise<TrackColumns> {
  const packed = await readTrackPacked(db, deviceId, start, end, minSpeed);
  const n = packed.t.length;
  const columns: TrackColumns = {
    baseTime: packed.baseTime,
    t: new Array<number>(n),
    lat: new Array<number>(n),
    lng: new Array<number>(n),
    speed: new Array<number>(n),
    course: new Array<number>(n),
    alarms: packed.alarms,
  };
  for (let i = 0; i < n; i++) {
    columns.t[i] = (packed.t[i] as number) / 1000;
    columns.lat[i] = (packed.lat[i] as number) / 1e6;
    columns.lng[i] = (packed.lng[i] as number) / 1e6;
    columns.speed[i] = (packed.speed[i] as number) / 10;
    columns.course[i] = packed.course[i] as number;
  }
  return columns;
}
