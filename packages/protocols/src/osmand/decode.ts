/**
 * OsmAnd / Traccar Client HTTP decoder. Phone apps report one fix per request, either as query
 * (or form) parameters — `?id=…&lat=…&lon=…&timestamp=…&speed=…` — or, in newer Traccar Client
 * versions, as a JSON body `{ device_id, location: { timestamp, coords: {…}, battery, … } }`.
 *
 * Units: `speed` parameter in knots (OsmAnd protocol); JSON `coords.speed` in m/s; altitude
 * and accuracy in metres; `batt` and JSON `battery.level` (0-1) as percent.
 */
import type { AttributeValue, Position } from '../types';
import { ProtocolError } from '../types';

export interface OsmandReport {
  deviceId: string;
  position: Position;
}

const KNOTS_TO_KMH = 1.852;
const METRES_PER_SECOND_TO_KMH = 3.6;
/** Timestamps above this are milliseconds (seconds would be the year 5138). */
const MILLISECONDS_THRESHOLD = 100_000_000_000;

/** Query keys with a normalised meaning; everything else lands in attributes as sent. */
const DEVICE_ID_KEYS = ['id', 'deviceid'];
const HANDLED_KEYS = new Set([
  ...DEVICE_ID_KEYS,
  'lat',
  'lon',
  'location',
  'timestamp',
  'speed',
  'bearing',
  'heading',
  'altitude',
  'accuracy',
  'hdop',
  'batt',
  'valid',
  'sat',
  'satellites',
]);

function parseTime(value: string): Date {
  const trimmed = value.trim();
  let time: number;
  if (/^\d+(\.\d+)?$/.test(trimmed)) {
    const number = Number(trimmed);
    time = number > MILLISECONDS_THRESHOLD ? number : number * 1000;
  } else {
    // ISO 8601, or "yyyy-MM-dd HH:mm:ss" (read as UTC when it carries no zone).
    const iso = trimmed.replace(' ', 'T');
    const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(iso);
    time = Date.parse(hasZone ? iso : `${iso}Z`);
  }
  if (!Number.isFinite(time)) throw new ProtocolError(`OsmAnd: bad timestamp "${value}"`);
  return new Date(time);
}

function coordinate(value: unknown, limit: number, name: string): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (typeof value === 'string' && value.trim() === '') {
    throw new ProtocolError(`OsmAnd: ${name} is empty`);
  }
  if (!Number.isFinite(number) || Math.abs(number) > limit) {
    throw new ProtocolError(`OsmAnd: bad ${name} "${String(value)}" (must be within ±${limit})`);
  }
  return number;
}

function optionalNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function attributeValue(value: string): AttributeValue {
  if (value === 'true') return true;
  if (value === 'false') return false;
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) ? number : value;
}

function decodeParameters(parameters: URLSearchParams, now: Date): OsmandReport {
  const lower = new Map<string, string>();
  for (const [key, value] of parameters) lower.set(key.toLowerCase(), value);

  const deviceId = DEVICE_ID_KEYS.map((key) => lower.get(key)).find((value) => value);
  if (deviceId === undefined) {
    throw new ProtocolError('OsmAnd: missing device id (parameter "id" or "deviceid")');
  }

  let latitudeText = lower.get('lat');
  let longitudeText = lower.get('lon');
  const location = lower.get('location');
  if ((latitudeText === undefined || longitudeText === undefined) && location !== undefined) {
    [latitudeText, longitudeText] = location.split(',');
  }
  if (latitudeText === undefined || longitudeText === undefined) {
    throw new ProtocolError('OsmAnd: missing coordinates (parameters "lat" and "lon")');
  }
  const timestamp = lower.get('timestamp');
  const speedKnots = optionalNumber(lower.get('speed'));
  const attributes: Record<string, AttributeValue> = {};
  const accuracy = optionalNumber(lower.get('accuracy'));
  const hdop = optionalNumber(lower.get('hdop'));
  const battery = optionalNumber(lower.get('batt'));
  if (accuracy !== undefined) attributes['accuracy'] = accuracy;
  if (hdop !== undefined) attributes['hdop'] = hdop;
  if (battery !== undefined) attributes['batteryLevel'] = battery;
  for (const [key, value] of parameters) {
    if (!HANDLED_KEYS.has(key.toLowerCase())) attributes[key] = attributeValue(value);
  }

  const position: Position = {
    fixTime: timestamp === undefined || timestamp === '' ? now : parseTime(timestamp),
    valid: lower.get('valid') !== 'false' && lower.get('valid') !== '0',
    latitude: coordinate(latitudeText, 90, 'latitude'),
    longitude: coordinate(longitudeText, 180, 'longitude'),
    altitude: optionalNumber(lower.get('altitude')) ?? 0,
    speed: speedKnots === undefined ? 0 : speedKnots * KNOTS_TO_KMH,
    course: optionalNumber(lower.get('bearing') ?? lower.get('heading')) ?? 0,
    attributes,
  };
  const satellites = optionalNumber(lower.get('sat') ?? lower.get('satellites'));
  if (satellites !== undefined) position.satellites = satellites;
  return { deviceId, position };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Traccar Client JSON: `{ device_id, location: { timestamp, coords, battery, is_moving, … } }`. */
function decodeJson(body: string, now: Date): OsmandReport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new ProtocolError('OsmAnd: body is not valid JSON');
  }
  if (!isObject(parsed)) throw new ProtocolError('OsmAnd: JSON body is not an object');
  const rawId = parsed['device_id'] ?? parsed['deviceId'] ?? parsed['id'];
  const deviceId = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : '';
  if (deviceId === '') throw new ProtocolError('OsmAnd: missing device id ("device_id")');
  // Some client versions send the location as a one-element array.
  const rawLocation: unknown = parsed['location'];
  const location: unknown = Array.isArray(rawLocation)
    ? (rawLocation as unknown[])[0]
    : rawLocation;
  if (!isObject(location) || !isObject(location['coords'])) {
    throw new ProtocolError('OsmAnd: JSON body has no location.coords');
  }
  const coords = location['coords'];
  const attributes: Record<string, AttributeValue> = {};
  const accuracy = optionalNumber(coords['accuracy']);
  if (accuracy !== undefined) attributes['accuracy'] = accuracy;
  const battery = location['battery'];
  if (isObject(battery)) {
    const level = optionalNumber(battery['level']);
    // The plugin reports -1 when the level is unknown.
    if (level !== undefined && level >= 0) attributes['batteryLevel'] = Math.round(level * 100);
    if (typeof battery['is_charging'] === 'boolean')
      attributes['charging'] = battery['is_charging'];
  }
  if (typeof location['is_moving'] === 'boolean') attributes['motion'] = location['is_moving'];
  if (typeof location['event'] === 'string') attributes['event'] = location['event'];
  const activity = location['activity'];
  if (isObject(activity) && typeof activity['type'] === 'string') {
    attributes['activity'] = activity['type'];
  }
  const odometer = optionalNumber(location['odometer']);

  const timestamp = location['timestamp'];
  const speed = optionalNumber(coords['speed']);
  const heading = optionalNumber(coords['heading']);
  const position: Position = {
    fixTime:
      typeof timestamp === 'string' || typeof timestamp === 'number'
        ? parseTime(String(timestamp))
        : now,
    valid: true,
    latitude: coordinate(coords['latitude'], 90, 'latitude'),
    longitude: coordinate(coords['longitude'], 180, 'longitude'),
    altitude: optionalNumber(coords['altitude']) ?? 0,
    // -1 means "unknown" for speed and heading.
    speed: speed === undefined || speed < 0 ? 0 : speed * METRES_PER_SECOND_TO_KMH,
    course: heading === undefined || heading < 0 ? 0 : heading,
    attributes,
  };
  if (odometer !== undefined) position.odometer = odometer / 1000;
  return { deviceId, position };
}

/**
 * Decodes one OsmAnd request. `url` is the request target (path and query, or a full URL);
 * `body` and `contentType` are those of a POST. `now` is the receive time, used when the
 * request carries no timestamp. Throws ProtocolError on a missing id or bad coordinates.
 */
export function decodeOsmand(
  url: string,
  body?: string,
  contentType?: string,
  now: Date = new Date(),
): OsmandReport {
  const queryStart = url.indexOf('?');
  const parameters = new URLSearchParams(queryStart >= 0 ? url.slice(queryStart + 1) : '');
  const trimmedBody = body?.trim() ?? '';
  const type = contentType?.toLowerCase() ?? '';

  if (type.includes('json') || trimmedBody.startsWith('{') || trimmedBody.startsWith('[')) {
    if (trimmedBody !== '') return decodeJson(trimmedBody, now);
  }
  if (trimmedBody !== '') {
    // Form-encoded POST (or a bare query string as the body): body values complement the URL's.
    for (const [key, value] of new URLSearchParams(trimmedBody)) {
      if (!parameters.has(key)) parameters.append(key, value);
    }
  }
  return decodeParameters(parameters, now);
}
