import type { PackedTrackColumns } from './trip.repository';

/**
 * The playback track as one binary answer (Trip/GetTrackPacked): what Trip/GetTrack says in
 * 13 MB of JSON for a month of 10-second points, in about 4 MB the browser reads without
 * parsing a number. All little-endian:
 *
 *   u32                 length H of the header
 *   H bytes             header, UTF-8 JSON: { imei, name, baseTime (ISO), count, alarmCount }
 *   0–3 bytes           zeros, to a multiple of 4
 *   u32  × count        t: ms after baseTime
 *   i32  × count        lat: millionths of a degree
 *   i32  × count        lng: millionths of a degree
 *   u16  × count        speed: tenths of km/h
 *   u16  × count        course: degrees
 *   u32  × alarmCount   index of a point that carried an alarm
 *   u32  × alarmCount   its alarm word
 *   i32  × alarmCount   its alarm event (0 for none)
 */
export const PACKED_TRACK_CONTENT_TYPE = 'application/octet-stream';

export interface PackedTrackHeader {
  imei: string;
  name: string;
  baseTime: string;
  count: number;
  alarmCount: number;
}

export function packTrack(
  device: { imei: string; name: string },
  columns: PackedTrackColumns,
): Buffer {
  const count = columns.t.length;
  const header: PackedTrackHeader = {
    imei: device.imei,
    name: device.name,
    baseTime: new Date(columns.baseTime).toISOString(),
    count,
    alarmCount: columns.alarms.length,
  };
  const alarms = columns.alarms.length;
  const alarmIndex = new Uint32Array(alarms);
  const alarmWord = new Uint32Array(alarms);
  const alarmEvent = new Int32Array(alarms);
  columns.alarms.forEach((alarm, i) => {
    alarmIndex[i] = alarm.index;
    alarmWord[i] = Number.parseInt(alarm.alarmFlags, 16);
    alarmEvent[i] = alarm.eventId;
  });
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const headerEnd = 4 + json.length;
  const columnsStart = Math.ceil(headerEnd / 4) * 4;
  const out = Buffer.alloc(columnsStart + count * 16 + alarms * 12);
  out.writeUInt32LE(json.length, 0);
  json.copy(out, 4);
  let at = columnsStart;
  const sections = [columns.t, columns.lat, columns.lng, columns.speed, columns.course];
  for (const column of [...sections, alarmIndex, alarmWord, alarmEvent]) {
    const bytes = Buffer.from(column.buffer, column.byteOffset, column.byteLength);
    if (isLittleEndian) bytes.copy(out, at);
    else writeLittleEndian(column, out, at);
    at += column.byteLength;
  }
  return out;
}

const isLittleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function writeLittleEndian(
  column: Uint32Array | Int32Array | Uint16Array,
  out: Buffer,
  at: number,
): void {
  for (let i = 0; i < column.length; i++) {
    const value = column[i] as number;
    if (column instanceof Uint16Array) out.writeUInt16LE(value, at + i * 2);
    else if (column instanceof Int32Array) out.writeInt32LE(value, at + i * 4);
    else out.writeUInt32LE(value, at + i * 4);
  }
}
