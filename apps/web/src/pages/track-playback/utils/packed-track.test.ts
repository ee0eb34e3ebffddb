import { describe, expect, it } from 'vitest';
import { decodePackedTrack } from './packed-track';

/** The bytes Trip/GetTrackPacked answers for a track, written the way the server writes them. */
function pack(
  header: object,
  points: { t: number; lat: number; lng: number; speed: number; course: number }[],
  alarms: { index: number; word: number; eventId: number }[] = [],
) {
  const json = new TextEncoder().encode(JSON.stringify(header));
  const start = Math.ceil((4 + json.length) / 4) * 4;
  const buffer = new ArrayBuffer(start + points.length * 16 + alarms.length * 12);
  const view = new DataView(buffer);
  view.setUint32(0, json.length, true);
  new Uint8Array(buffer, 4).set(json);
  let at = start;
  const columns: [number, (p: (typeof points)[number], at: number) => void][] = [
    [4, (p, o) => view.setUint32(o, p.t, true)],
    [4, (p, o) => view.setInt32(o, p.lat, true)],
    [4, (p, o) => view.setInt32(o, p.lng, true)],
    [2, (p, o) => view.setUint16(o, p.speed, true)],
    [2, (p, o) => view.setUint16(o, p.course, true)],
  ];
  for (const [size, write] of columns) {
    for (const p of points) {
      write(p, at);
      at += size;
    }
  }
  const alarmColumns: ((alarm: (typeof alarms)[number], at: number) => void)[] = [
    (alarm, o) => view.setUint32(o, alarm.index, true),
    (alarm, o) => view.setUint32(o, alarm.word, true),
    (alarm, o) => view.setInt32(o, alarm.eventId, true),
  ];
  for (const write of alarmColumns) {
    for (const alarm of alarms) {
      write(alarm, at);
      at += 4;
    }
  }
  return buffer;
}

describe('decodePackedTrack', () => {
  const header = {
    imei: '13900000001',
    name: 'Truck 7',
    baseTime: '2026-03-01T00:00:00.000Z',
    count: 3,
    alarmCount: 2,
  };
  const alarms = [
    { index: 1, word: 0x80, eventId: 0 },
    { index: 2, word: 0xa000_0001, eventId: 2 },
  ];
  const points = [
    { t: 0, lat: 22_543_210, lng: 114_057_860, speed: 0, course: 0 },
    { t: 10_500, lat: -33_868_820, lng: -151_209_296, speed: 653, course: 271 },
    // The last second of a 31-day search: past 2^31 ms.
    { t: 2_678_400_000, lat: 90_000_000, lng: 180_000_000, speed: 65_535, course: 359 },
  ];

  it('reads every column back in its unit', () => {
    const track = decodePackedTrack(pack(header, points, alarms));
    expect(track).toMatchObject({ imei: header.imei, name: 'Truck 7', baseTime: header.baseTime });
    expect(Array.from(track.t)).toEqual([0, 10.5, 2_678_400]);
    expect(Array.from(track.lat)).toEqual([22.54321, -33.86882, 90]);
    expect(Array.from(track.lng)).toEqual([114.05786, -151.209296, 180]);
    expect(Array.from(track.speed).map((s) => Math.round(s * 10) / 10)).toEqual([0, 65.3, 6553.5]);
    expect(Array.from(track.course)).toEqual([0, 271, 359]);
    expect(track.alarms).toEqual([
      { index: 1, alarmFlags: '00000080', eventId: 0 },
      { index: 2, alarmFlags: 'A0000001', eventId: 2 },
    ]);
  });

  it('reads a header of any length (the columns start at a multiple of 4)', () => {
    for (const name of ['', 'a', 'ab', 'abc', 'Грузовик 7']) {
      const track = decodePackedTrack(pack({ ...header, name }, points, alarms));
      expect(track.name).toBe(name);
      expect(Array.from(track.course)).toEqual([0, 271, 359]);
    }
  });

  it('reads an empty track', () => {
    const track = decodePackedTrack(pack({ ...header, count: 0, alarmCount: 0 }, []));
    expect(track.t).toHaveLength(0);
  });

  it('refuses bytes that do not match their header', () => {
    expect(() => decodePackedTrack(pack({ ...header, count: 4 }, points, alarms))).toThrow(
      RangeError,
    );
  });
});
