import ExcelJS from 'exceljs';
import { type Language, resources } from '@convoy/i18n';
import type { TrackColumns } from './trip.repository';

/** A track to export: the device and its points. */
export interface ExportedTrack {
  imei: string;
  name: string;
  columns: TrackColumns;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

const isoAt = (track: ExportedTrack, i: number) =>
  new Date(track.columns.baseTime + (track.columns.t[i] ?? 0) * 1000).toISOString();

/** GPX 1.1: one track segment, speed in m/s and course in degrees as GPX extensions name them. */
export function trackGpx(track: ExportedTrack): string {
  const { lat, lng, speed, course } = track.columns;
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<gpx version="1.1" creator="Convoy" xmlns="http://www.topografix.com/GPX/1/1">\n',
    `<trk><name>${escapeXml(`${track.name} (${track.imei})`)}</name><trkseg>\n`,
  ];
  for (let i = 0; i < lat.length; i++) {
    parts.push(
      `<trkpt lat="${lat[i]}" lon="${lng[i]}"><time>${isoAt(track, i)}</time><extensions><speed>${((speed[i] ?? 0) / 3.6).toFixed(2)}</speed><course>${course[i] ?? 0}</course></extensions></trkpt>\n`,
    );
  }
  parts.push('</trkseg></trk>\n</gpx>\n');
  return parts.join('');
}

/** KML 2.2: the track as a gx:Track (time-stamped) and a LineString for viewers without it. */
export function trackKml(track: ExportedTrack): string {
  const { lat, lng } = track.columns;
  const name = escapeXml(`${track.name} (${track.imei})`);
  const when: string[] = [];
  const coord: string[] = [];
  const line: string[] = [];
  for (let i = 0; i < lat.length; i++) {
    when.push(`<when>${isoAt(track, i)}</when>`);
    coord.push(`<gx:coord>${lng[i]} ${lat[i]} 0</gx:coord>`);
    line.push(`${lng[i]},${lat[i]}`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">\n',
    `<Document><name>${name}</name>\n`,
    `<Placemark><name>${name}</name><gx:Track>\n${when.join('\n')}\n${coord.join('\n')}\n</gx:Track></Placemark>\n`,
    `<Placemark><name>${name}</name><LineString><tessellate>1</tessellate><coordinates>${line.join(' ')}</coordinates></LineString></Placemark>\n`,
    '</Document>\n</kml>\n',
  ].join('');
}

/** The track as a sheet, one row a point, headed in the caller's language. */
export async function trackXlsx(track: ExportedTrack, language: Language): Promise<Buffer> {
  const labels = (resources[language].playback as { columns: Record<string, string> }).columns;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(track.imei);
  const keys = ['time', 'lat', 'lng', 'speed', 'course', 'alarm'];
  sheet.addRow([track.name, track.imei]).font = { bold: true };
  sheet.addRow(keys.map((key) => labels[key] ?? key)).font = { bold: true };
  const alarms = new Map(track.columns.alarms.map((a) => [a.index, a]));
  const { lat, lng, speed, course } = track.columns;
  for (let i = 0; i < lat.length; i++) {
    const alarm = alarms.get(i);
    sheet.addRow([
      isoAt(track, i),
      lat[i],
      lng[i],
      speed[i],
      course[i],
      alarm ? `${alarm.alarmFlags} / ${alarm.eventId}` : '',
    ]);
  }
  sheet.columns.forEach((column, index) => {
    column.width = index === 0 ? 26 : 14;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface ImportedPoint {
  time: Date;
  lat: number;
  lng: number;
  altitude: number;
  /** km/h, from the file or from the distance to the previous point. */
  speed: number;
  course: number;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1];
const element = (body: string, name: string) =>
  new RegExp(`<(?:\\w+:)?${name}>([^<]*)</(?:\\w+:)?${name}>`).exec(body)?.[1];

/**
 * The timed track points of a GPX document (waypoints and untimed points are skipped). GPX
 * has no speed of its own: a `speed` extension (m/s) is read when present, otherwise the
 * speed and course come from the previous point.
 */
export function parseGpx(text: string): ImportedPoint[] {
  const points: ImportedPoint[] = [];
  const pattern = /<trkpt\b([^>]*)>([\s\S]*?)<\/trkpt>/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const lat = Number(attribute(match[1] ?? '', 'lat'));
    const lng = Number(attribute(match[1] ?? '', 'lon'));
    const body = match[2] ?? '';
    const time = new Date(element(body, 'time') ?? '');
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Number.isNaN(time.getTime())) continue;
    const speedMs = element(body, 'speed');
    const course = element(body, 'course');
    points.push({
      time,
      lat,
      lng,
      altitude: Number(element(body, 'ele') ?? 0) || 0,
      speed: speedMs !== undefined ? Number(speedMs) * 3.6 : Number.NaN,
      course: course !== undefined ? Number(course) : Number.NaN,
    });
  }
  points.sort((a, b) => a.time.getTime() - b.time.getTime());
  for (let i = 0; i < points.length; i++) {
    const point = points[i] as ImportedPoint;
    const previous = points[i - 1];
    if (!previous) {
      if (Number.isNaN(point.speed)) point.speed = 0;
      if (Number.isNaN(point.course)) point.course = 0;
      continue;
    }
    const seconds = (point.time.getTime() - previous.time.getTime()) / 1000;
    const dLat = (point.lat - previous.lat) * 111_195;
    const dLng = (point.lng - previous.lng) * 111_195 * Math.cos((point.lat * Math.PI) / 180);
    if (Number.isNaN(point.speed)) {
      point.speed = seconds > 0 ? (Math.hypot(dLat, dLng) / seconds) * 3.6 : 0;
    }
    if (Number.isNaN(point.course)) {
      point.course = (Math.round((Math.atan2(dLng, dLat) * 180) / Math.PI) + 360) % 360;
    }
  }
  return points;
}
