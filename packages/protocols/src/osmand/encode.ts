/**
 * OsmAnd has no downlink: commands cannot be sent to a phone app over this protocol. The only
 * reply is the HTTP status (frame.ts). This module builds request targets, which the simulator
 * and tests use to speak as a phone would.
 */
export interface OsmandRequestFields {
  deviceId: string;
  latitude: number;
  longitude: number;
  /** Defaults to now in the caller; seconds since the epoch are sent. */
  time: Date;
  /** km/h; sent in knots as the protocol defines. */
  speed?: number;
  course?: number;
  altitude?: number;
  accuracy?: number;
  battery?: number;
}

const KNOTS_TO_KMH = 1.852;

/** `/?id=…&lat=…&lon=…&timestamp=…` with the optional fields that are set. */
export function encodeOsmandQuery(fields: OsmandRequestFields): string {
  const parameters = new URLSearchParams({
    id: fields.deviceId,
    lat: String(fields.latitude),
    lon: String(fields.longitude),
    timestamp: String(Math.floor(fields.time.getTime() / 1000)),
  });
  if (fields.speed !== undefined) parameters.set('speed', String(fields.speed / KNOTS_TO_KMH));
  if (fields.course !== undefined) parameters.set('bearing', String(fields.course));
  if (fields.altitude !== undefined) parameters.set('altitude', String(fields.altitude));
  if (fields.accuracy !== undefined) parameters.set('accuracy', String(fields.accuracy));
  if (fields.battery !== undefined) parameters.set('batt', String(fields.battery));
  return `/?${parameters.toString()}`;
}
