import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { hexWord } from '../location/last-location-store';
import type { Detected, TrackPoint } from './trip-detector';

/** Located fixes only (a report without a fix carries no place). */
const LOCATED = sql`valid AND NOT (latitude = 0 AND longitude = 0)`;

/**
 * What detection reads of a device's positions from `from` on: located fixes only, in
 * fix-time order.
 */
export async function readDetectionPoints(
  db: Kysely<Database>,
  deviceId: string,
  from: Date | null,
): Promise<TrackPoint[]> {
  const rows = await sql<PointRow>`
    SELECT (extract(epoch FROM fix_time) * 1000)::float8 AS t, latitude AS lat, longitude AS lng,
      speed, fuel
    FROM positions
    WHERE device_id = ${deviceId} AND ${LOCATED}
      ${from ? sql`AND fix_time >= ${from}` : sql``}
    ORDER BY fix_time`.execute(db);
  return rows.rows.map(toPoint);
}

interface PointRow {
  t: number | string | null;
  lat: number;
  lng: number;
  speed: number;
  fuel: number | null;
}

function toPoint(r: PointRow): TrackPoint {
  return { time: Number(r.t), lat: r.lat, lng: r.lng, speed: r.speed, fuel: r.fuel };
}

/** A fold from storage to read: the device, and the earliest fix it must take in. */
export interface FoldAsk {
  deviceId: string;
  /** Null: the device's whole history. */
  before: Date | null;
}

/** Where a fold starts (null: the device's first position) and the points it folds. */
export interface FoldInput {
  from: Date | null;
  points: TrackPoint[];
  /** Whether segments starting from there on are stored (a fold that finds none writes none). */
  stored: boolean;
}

/**
 * The input of several folds in one round trip (after a restart every device folds once).
 * For each ask: the end of the last trip closed by a fix earlier than `before` (where the
 * fold starts; nothing for the whole history), whether segments are stored from there on,
 * and every located fix from there in fix-time order.
 */
export async function readFoldInputs(
  db: Kysely<Database>,
  asks: readonly FoldAsk[],
): Promise<Map<FoldAsk, FoldInput>> {
  const found = new Map<FoldAsk, FoldInput>();
  if (asks.length === 0) return found;
  const asked = JSON.stringify(asks.map((ask, i) => [i, ask.deviceId, ask.before]));
  const rows = await sql<
    PointRow & { i: number; from_time: Date | string | null; stored: boolean }
  >`
    WITH asked AS (
      SELECT (a->>0)::integer AS i, (a->>1)::bigint AS device_id, (a->>2)::timestamptz AS before
      FROM jsonb_array_elements(${asked}::jsonb) AS e(a)
    ), fold AS (
      SELECT asked.i, asked.device_id,
        (SELECT end_time FROM trips t WHERE t.device_id = asked.device_id
          AND t.closed_at < asked.before ORDER BY t.closed_at DESC LIMIT 1) AS from_time
      FROM asked
    ), marked AS (
      SELECT fold.*,
        EXISTS (SELECT 1 FROM trips t WHERE t.device_id = fold.device_id
          AND t.start_time >= coalesce(fold.from_time, '-infinity'::timestamptz))
        OR EXISTS (SELECT 1 FROM stops s WHERE s.device_id = fold.device_id
          AND s.start_time >= coalesce(fold.from_time, '-infinity'::timestamptz)) AS stored
      FROM fold
    )
    SELECT marked.i, marked.from_time, marked.stored, p.t, p.lat, p.lng, p.speed, p.fuel
    FROM marked LEFT JOIN LATERAL (
      SELECT fix_time, (extract(epoch FROM fix_time) * 1000)::float8 AS t, latitude AS lat,
        longitude AS lng, speed, fuel
      FROM positions
      WHERE device_id = marked.device_id AND ${LOCATED}
        AND fix_time >= coalesce(marked.from_time, '-infinity'::timestamptz)
    ) p ON true
    ORDER BY marked.i, p.fix_time`.execute(db);
  for (const row of rows.rows) {
    const ask = asks[row.i] as FoldAsk;
    let input = found.get(ask);
    if (!input) {
      const from = row.from_time ? new Date(row.from_time) : null;
      input = { from, points: [], stored: row.stored };
      found.set(ask, input);
    }
    if (row.t !== null) input.points.push(toPoint(row));
  }
  return found;
}

/** A segment's instants as ISO text, for the JSON a statement reads its rows from. */
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Writes closed trips and stops in one statement (a segment stored again replaces itself).
 * With `replaceFrom` (null: the device's whole history), the device's other segments that
 * start from then on are removed in the same statement, so the stored segments are always
 * one fold's. The rows travel as JSON, so a fold of any length is one parameter each.
 */
export async function writeSegments(
  db: Kysely<Database>,
  deviceId: string,
  detected: Detected,
  replaceFrom?: Date | null,
): Promise<void> {
  const replacing = replaceFrom !== undefined;
  if (!replacing && detected.trips.length === 0 && detected.stops.length === 0) return;
  const trips = JSON.stringify(
    detected.trips.map((t) => [
      iso(t.startTime),
      iso(t.endTime),
      t.startLat,
      t.startLng,
      t.endLat,
      t.endLng,
      t.distanceM,
      t.maxSpeed,
      t.fuelUsed,
      iso(t.closedAt),
    ]),
  );
  const stops = JSON.stringify(
    detected.stops.map((s) => [iso(s.startTime), iso(s.endTime), s.lat, s.lng]),
  );
  const from = replaceFrom ?? '-infinity';
  // The rows removed and the rows written are disjoint (a start time written again is
  // updated in place), so the sub-statements never touch the same row.
  const removal = replacing
    ? sql`, removed_trips AS (
        DELETE FROM trips WHERE device_id = ${deviceId} AND start_time >= ${from}::timestamptz
          AND start_time NOT IN (SELECT start_time FROM new_trips)
      ), removed_stops AS (
        DELETE FROM stops WHERE device_id = ${deviceId} AND start_time >= ${from}::timestamptz
          AND start_time NOT IN (SELECT start_time FROM new_stops)
      )`
    : sql``;
  await sql`WITH new_trips AS (
      SELECT (r->>0)::timestamptz AS start_time, (r->>1)::timestamptz AS end_time,
        (r->>2)::float8 AS start_lat, (r->>3)::float8 AS start_lng, (r->>4)::float8 AS end_lat,
        (r->>5)::float8 AS end_lng, (r->>6)::float8 AS distance_m, (r->>7)::real AS max_speed,
        (r->>8)::real AS fuel_used, (r->>9)::timestamptz AS closed_at
      FROM jsonb_array_elements(${trips}::jsonb) AS e(r)
    ), new_stops AS (
      SELECT (r->>0)::timestamptz AS start_time, (r->>1)::timestamptz AS end_time,
        (r->>2)::float8 AS latitude, (r->>3)::float8 AS longitude
      FROM jsonb_array_elements(${stops}::jsonb) AS e(r)
    )${removal}, written_trips AS (
      INSERT INTO trips (device_id, start_time, end_time, start_lat, start_lng, end_lat, end_lng,
        distance_m, max_speed, fuel_used, closed_at)
      SELECT ${deviceId}::bigint, start_time, end_time, start_lat, start_lng, end_lat, end_lng,
        distance_m, max_speed, fuel_used, closed_at FROM new_trips
      ON CONFLICT (device_id, start_time) DO UPDATE SET end_time = excluded.end_time,
        start_lat = excluded.start_lat, start_lng = excluded.start_lng,
        end_lat = excluded.end_lat, end_lng = excluded.end_lng,
        distance_m = excluded.distance_m, max_speed = excluded.max_speed,
        fuel_used = excluded.fuel_used, closed_at = excluded.closed_at
    )
    INSERT INTO stops (device_id, start_time, end_time, latitude, longitude)
      SELECT ${deviceId}::bigint, start_time, end_time, latitude, longitude FROM new_stops
      ON CONFLICT (device_id, start_time) DO UPDATE SET end_time = excluded.end_time,
        latitude = excluded.latitude, longitude = excluded.longitude`.execute(db);
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
