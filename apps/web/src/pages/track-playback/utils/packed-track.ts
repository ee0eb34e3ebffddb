/**
 * Reads Trip/GetTrackPacked, the playback track as one binary answer (the layout is described
 * with the route): typed arrays straight over the bytes, no number parsed. A month of
 * 10-second points, about 260,000, decodes in milliseconds.
 */
import type { TrackColumns } from './track-math';

export interface TrackAlarm {
  index: number;
  alarmFlags: string;
  eventId: number;
}

/** A decoded track: times in seconds after `baseTime`, degrees, km/h, degrees. */
export interface PlaybackTrack extends TrackColumns {
  imei: string;
  name: string;
  baseTime: string;
  t: Float64Array;
  lat: Float64Array;
  lng: Float64Array;
  speed: Float32Array;
  course: Float32Array;
  alarms: TrackAlarm[];
}

interface PackedHeader {
  imei: string;
  name: string;
  baseTime: string;
  count: number;
  alarmCount: number;
}

export function decodePackedTrack(buffer: ArrayBuffer): PlaybackTrack {
  const view = new DataView(buffer);
  const headerLength = view.getUint32(0, true);
  const header = JSON.parse(
    new TextDecoder().decode(new Uint8Array(buffer, 4, headerLength)),
  ) as PackedHeader;
  const n = header.count;
  let at = Math.ceil((4 + headerLength) / 4) * 4;
  const a = header.alarmCount;
  if (buffer.byteLength !== at + n * 16 + a * 12)
    throw new RangeError('packed track of the wrong size');
  // The columns are little-endian; read them with DataView where the machine is not.
  const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
  const column = (size: 2 | 4, signed: boolean, scale: number, length = n) => {
    const out = new Float64Array(length);
    if (littleEndian) {
      const raw =
        size === 2
          ? new Uint16Array(buffer, at, length)
          : signed
            ? new Int32Array(buffer, at, length)
            : new Uint32Array(buffer, at, length);
      for (let i = 0; i < length; i++) out[i] = (raw[i] as number) / scale;
    } else {
      for (let i = 0; i < length; i++) {
        const offset = at + i * size;
        const value =
          size === 2
            ? view.getUint16(offset, true)
            : signed
              ? view.getInt32(offset, true)
              : view.getUint32(offset, true);
        out[i] = value / scale;
      }
    }
    at += length * size;
    return out;
  };
  const t = column(4, false, 1000);
  const lat = column(4, true, 1e6);
  const lng = column(4, true, 1e6);
  const speed = Float32Array.from(column(2, false, 10));
  const course = Float32Array.from(column(2, false, 1));
  const alarmIndex = column(4, false, 1, a);
  const alarmWord = column(4, false, 1, a);
  const alarmEvent = column(4, true, 1, a);
  const alarms: TrackAlarm[] = [];
  for (let i = 0; i < a; i++) {
    alarms.push({
      index: alarmIndex[i] as number,
      // The alarm word as the other calls spell it: 8 upper-case hex digits.
      alarmFlags: (alarmWord[i] as number).toString(16).toUpperCase().padStart(8, '0'),
      eventId: alarmEvent[i] as number,
    });
  }
  return {
    imei: header.imei,
    name: header.name,
    baseTime: header.baseTime,
    t,
    lat,
    lng,
    speed,
    course,
    alarms,
  };
}
