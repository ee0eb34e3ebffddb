import { type Kysely, sql } from 'kysely';
import type { AlarmRecord, HistoryPoint } from '@convoy/domain';
import type { Database } from '../db/schema';

import { hexWord } from './last-location-store';

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

/** Alarm reports: an alarm event (above 0, not 35) or a raised alarm bit. Newest first. */
export async function readAlarms(
  db: Kysely<Database>,
  devices: readonly { id: string; imei: string; name: string }[],
  start: Date,
  end: Date,
  limit: number,
): Promise<AlarmRecord[]> {
  if (devices.length === 0) return [];
  const byId = new Map(devices.map((d) => [d.id, d]));
  const ids = devices.map((d) => d.id);
  const rows = await db
    .selectFrom('positions')
    .select([
      'device_id',
      'fix_time',
      'received_time',
      'event_id',
      'alarm',
      'speed',
      'latitude',
      'longitude',
    ])
    .where(sql<boolean>`device_id = ANY(${ids}::bigint[])`)
    .where('fix_time', '>=', start)
    .where('fix_time', '<=', end)
    .where((eb) =>
      eb.or([eb.and([eb('event_id', '>', 0), eb('event_id', '!=', 35)]), eb('alarm', '!=', '0')]),
    )
    .orderBy('fix_time', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const device = byId.get(row.device_id);
    return {
      imei: device?.imei ?? '',
      name: device?.name ?? '',
      gpsTime: new Date(row.fix_time).toISOString(),
      receivedTime: new Date(row.received_time).toISOString(),
      eventId: row.event_id ?? 0,
      alarmFlags: hexWord(row.alarm),
      speed: row.speed,
      lat: row.latitude,
      lng: row.longitude,
    };
  });
}

const PICTURE_COLUMNS = [
  'id',
  'device_id',
  'media_id',
  'channel',
  'event_code',
  'format',
  'fix_time',
  'latitude',
  'longitude',
] as const;

const pictureInfo = (
  row: {
    id: string;
    media_id: number;
    channel: number;
    event_code: number;
    format: string;
    fix_time: Date;
    latitude: number;
    longitude: number;
  },
  imei: string,
  size: number,
) => ({
  id: row.id,
  imei,
  mediaId: Number(row.media_id),
  channel: row.channel,
  eventCode: row.event_code,
  format: row.format,
  gpsTime: new Date(row.fix_time).toISOString(),
  lat: row.latitude,
  lng: row.longitude,
  size,
});

export async function readPictures(
  db: Kysely<Database>,
  device: { id: string; imei: string },
  start: Date,
  end: Date,
) {
  const rows = await db
    .selectFrom('pictures')
    .select([...PICTURE_COLUMNS, sql<number>`octet_length(data)`.as('size')])
    .where('device_id', '=', device.id)
    .where('fix_time', '>=', start)
    .where('fix_time', '<=', end)
    .orderBy('fix_time', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => pictureInfo(row, device.imei, Number(row.size)));
}

const MIME_OF_FORMAT: Record<string, string> = { jpeg: 'image/jpeg', tif: 'image/tiff' };

/** One picture with its data, if it belongs to one of `visible` (device id → IMEI). */
export async function readPicture(
  db: Kysely<Database>,
  id: string,
  visible: ReadonlyMap<string, string>,
) {
  const row = await db
    .selectFrom('pictures')
    .select([...PICTURE_COLUMNS, 'data'])
    .where('id', '=', id)
    .executeTakeFirst();
  const imei = row ? visible.get(row.device_id) : undefined;
  if (!row || imei === undefined) return undefined;
  const data = Buffer.from(row.data);
  return {
    ...pictureInfo(row, imei, data.length),
    dataUrl: `data:${MIME_OF_FORMAT[row.format] ?? 'application/octet-stream'};base64,${data.toString('base64')}`,
  };
}

/** JT/T 808 multimedia format codes (0x0801): 0 JPEG, 1 TIF, 2 MP3, 3 WAV, 4 WMV. */
const MEDIA_FORMATS = ['jpeg', 'tif', 'mp3', 'wav', 'wmv'];

export async function savePicture(
  db: Kysely<Database>,
  picture: {
    deviceId: string;
    mediaId: number;
    channel: number;
    eventCode: number;
    format: number;
    fixTime: Date;
    latitude: number;
    longitude: number;
    data: Uint8Array;
  },
): Promise<void> {
  await db
    .insertInto('pictures')
    .values({
      device_id: picture.deviceId,
      media_id: picture.mediaId,
      channel: picture.channel,
      event_code: picture.eventCode,
      format: MEDIA_FORMATS[picture.format] ?? String(picture.format),
      fix_time: picture.fixTime,
      latitude: picture.latitude,
      longitude: picture.longitude,
      data: picture.data,
    })
    .onConflict((oc) => oc.columns(['device_id', 'media_id', 'fix_time']).doNothing())
    .execute();
}
