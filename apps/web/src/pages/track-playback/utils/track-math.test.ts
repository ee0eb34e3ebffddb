import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  adjacentTrip,
  drawnRuns,
  formatDuration,
  indexAtTime,
  positionAtTime,
  speedBand,
  type TrackColumns,
  recordingsAddress,
} from './track-math';

function line(n: number, speed: (i: number) => number = () => 50): TrackColumns {
  return {
    t: Array.from({ length: n }, (_, i) => i * 10),
    lat: Array.from({ length: n }, (_, i) => 30 + i * 0.0001),
    lng: Array.from({ length: n }, () => 120),
    speed: Array.from({ length: n }, (_, i) => speed(i)),
    course: Array.from({ length: n }, () => 0),
  };
}

describe('indexAtTime', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [9, 0],
    [10, 1],
    [25, 2],
    [90, 9],
    [1000, 9],
  ])('at %i s is point %i', (time, index) => {
    expect(indexAtTime(line(10).t, time)).toBe(index);
  });
});

describe('positionAtTime', () => {
  it('moves the vehicle between two reports', () => {
    const at = positionAtTime(line(3), 5);
    expect(at.index).toBe(0);
    expect(at.lat).toBeCloseTo(30.00005, 8);
  });
});

describe('drawnRuns', () => {
  it('draws a month of 10-second points as a few lines of few points, ends kept', () => {
    // A straight road, speed band changing every 25,000 reports, with one-report blips.
    const track = line(260_000, (i) => (i % 1000 === 500 ? 5 : i % 50_000 < 25_000 ? 50 : 100));
    const runs = drawnRuns(track, 0.0002, 10);
    expect(runs.map((r) => r.band)).toEqual(
      Array.from({ length: 11 }, (_, i) => speedBand(i % 2 === 0 ? 50 : 100)),
    );
    expect(runs.reduce((sum, r) => sum + r.coordinates.length, 0)).toBeLessThan(40);
    expect(runs[0]!.coordinates[0]).toEqual([120, 30]);
    expect(runs[runs.length - 1]!.coordinates.at(-1)![1]).toBeCloseTo(30 + 259_999 * 0.0001, 8);
  });

  it('joins each line to the end of the one before', () => {
    const track = line(40, (i) => (i < 20 ? 10 : 70));
    const runs = drawnRuns(track, 0.0002, 10);
    expect(runs.map((r) => r.band)).toEqual([speedBand(10), speedBand(70)]);
    expect(runs[1]!.coordinates[0]).toEqual(runs[0]!.coordinates.at(-1));
  });

  it('keeps a corner that lies off the straight line', () => {
    const track = line(21);
    const bent = {
      ...track,
      lng: Array.from(track.lng, (lng, i) => (i === 10 ? lng + 0.01 : lng)),
    };
    const [run] = drawnRuns(bent, 0.0002, 10);
    expect(run!.coordinates).toContainEqual([120.01, 30 + 10 * 0.0001]);
  });
});

describe('adjacentTrip', () => {
  const trips = [
    { start: 100, end: 200 },
    { start: 300, end: 400 },
  ];
  it.each([
    [0, 1, 1],
    [1, 1, null],
    [0, -1, null],
    [1, -1, 0],
  ] as const)('from trip %i going %i is trip %s', (current, direction, expected) => {
    expect(adjacentTrip(trips, current, 0, direction)).toBe(expected);
  });
  it('without a chosen trip goes to the next one starting after the moment', () => {
    expect(adjacentTrip(trips, null, 250, 1)).toBe(1);
    expect(adjacentTrip(trips, null, 250, -1)).toBe(0);
    expect(adjacentTrip(trips, null, 450, 1)).toBeNull();
  });
});

describe('formatDuration', () => {
  it.each([
    [40, '40 s'],
    [720, '12 min'],
    [3900, '1 h 05 min'],
  ])('%i s is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('the recordings of a track period', () => {
  it('names the device, the start day and the times of day', () => {
    const start = dayjs('2026-03-04T08:15:00').toISOString();
    const end = dayjs('2026-03-04T17:00:30').toISOString();
    const address = new URL(recordingsAddress('13800000001', start, end), 'http://x');
    expect(address.pathname).toBe('/videoPlayback');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      imei: '13800000001',
      date: '2026-03-04',
      startTime: '08:15:00',
      endTime: '17:00:30',
    });
  });

  it('runs to the end of the start day when the period spans days', () => {
    const start = dayjs('2026-03-04T22:00:00').toISOString();
    const end = dayjs('2026-03-06T01:00:00').toISOString();
    const address = new URL(recordingsAddress('13800000001', start, end), 'http://x');
    expect(address.searchParams.get('date')).toBe('2026-03-04');
    expect(address.searchParams.get('startTime')).toBe('22:00:00');
    expect(address.searchParams.get('endTime')).toBe('23:59:59');
  });
});
