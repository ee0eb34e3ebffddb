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
 * Every located position of a device in [start, end] as columns. The database aggregates
 * the arrays itself: one row to hand over instead of a quarter of a million.
 */
export async function readTrackColumns(
  db: Kysely<Database>,
  deviceId: string,
  start: Date,
  end: Date,
  minSpeed?: number,
): Promise<TrackColumns> {
  const base = start.getTime();
  const result = await sql<{
    t: string | null;
    lat: string | null;
    lng: string | null;
    speed: string | null;
    course: string | null;
    alarms: string | null;
  }>`
    WITH p AS (
      SELECT fix_time, latitude, longitude, speed, course, alarm, event_id,
        row_number() OVER (ORDER BY fix_time) - 1 AS i
      FROM positions
      WHERE device_id = ${deviceId} AND fix_time >= ${start} AND fix_time <= ${end}
        AND valid AND NOT (latitude = 0 AND longitude = 0)
        ${minSpeed !== undefined ? sql`AND speed >= ${minSpeed}` : sql``}
    )
    SELECT
      string_agg(round((extract(epoch FROM fix_time) * 1000 - ${base}) / 1000.0, 3)::text, ',' ORDER BY i) AS t,
      string_agg(round(latitude::numeric, 6)::text, ',' ORDER BY i) AS lat,
      string_agg(round(longitude::numeric, 6)::text, ',' ORDER BY i) AS lng,
      string_agg(round(speed::numeric, 1)::text, ',' ORDER BY i) AS speed,
      string_agg(round(course::numeric)::text, ',' ORDER BY i) AS course,
      string_agg(CASE WHEN alarm <> 0 OR (event_id > 0 AND event_id <> 35)
        THEN i || ':' || alarm || ':' || coalesce(event_id, 0) END, ',' ORDER BY i) AS alarms
    FROM p`.execute(db);
  const row = result.rows[0];
  const numbers = (text: string | null | undefined) => (text ? text.split(',').map(Number) : []);
  const alarms = (row?.alarms ? row.alarms.split(',') : []).map((item) => {
    const [index, alarm, eventId] = item.split(':');
    return { index: Number(index), alarmFlags: hexWord(String(alarm)), eventId: Number(eventId) };
  });
  return {
    baseTime: base,
    t: numbers(row?.t),
    lat: numbers(row?.lat),
    lng: numbers(row?.lng),
    speed: numbers(row?.speed),
    course: numbers(row?.course),
    alarms,
  };
}
