import { type Kysely, sql } from 'kysely';
import type { HistoryPoint } from '@convoy/domain';
import type { Database } from '../db/schema';

/** The JT/T 808 status or alarm word as 8 hex digits. */
const hexWord = (value: string | number): string =>
  (Number(value) >>> 0).toString(16).toUpperCase().padStart(8, '0');

export async function readHistory(
  db: Kysely<Database>,
  deviceId: string,
  start: Date,
  end: Date,
  minSpeed?: number,
): Promise<HistoryPoint[]> {
  let query = db
    .selectFrom('positions')
    .select([
      'fix_time',
      'received_time',
      'latitude',
      'longitude',
      'altitude',
      'speed',
      'course',
      'valid',
      'satellites',
      'status',
      'alarm',
      'odometer',
      'fuel',
      'event_id',
      'attributes',
    ])
    .where('device_id', '=', deviceId)
    .where('fix_time', '>=', start)
    .where('fix_time', '<=', end);
  if (minSpeed !== undefined) query = query.where('speed', '>=', minSpeed);
  const rows = await query.orderBy(sql`fix_time`).execute();
  return rows.map((row) => ({
    gpsTime: new Date(row.fix_time).toISOString(),
    receivedTime: new Date(row.received_time).toISOString(),
    lat: row.latitude,
    lng: row.longitude,
    altitude: row.altitude,
    speed: row.speed,
    direction: row.course,
    gpsAvailable: row.valid,
    satellites: row.satellites,
    trackerState: hexWord(row.status),
    alarmFlags: hexWord(row.alarm),
    mileage: row.odometer,
    fuel: row.fuel,
    eventId: row.event_id,
    attributes: row.attributes,
  }));
}
