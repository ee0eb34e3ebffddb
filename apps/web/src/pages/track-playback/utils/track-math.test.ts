import { describe, expect, it } from 'vitest';
import {
  adjacentTrip,
  formatDuration,
  indexAtTime,
  positionAtTime,
  simplifyIndices,
  speedBand,
  speedRuns,
  type TrackColumns,
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

describe('simplifyIndices', () => {
  it('draws a month of points as a small fraction, ends and speed changes kept', () => {
    const track = line(260_000, (i) => (i % 50_000 < 25_000 ? 50 : 100));
    const kept = simplifyIndices(track, 0.001);
    expect(kept.length).toBeLessThan(30_000);
    expect(kept[0]).toBe(0);
    expect(kept[kept.length - 1]).toBe(259_999);
    expect(kept).toContain(25_000);
  });

  it('splits the drawn line into runs of one speed band, joined end to start', () => {
    const track = line(6, (i) => (i < 3 ? 10 : 70));
    const runs = speedRuns(track, [0, 1, 2, 3, 4, 5]);
    expect(runs.map((r) => r.band)).toEqual([speedBand(10), speedBand(70)]);
    expect(runs[1]!.coordinates[0]).toEqual(runs[0]!.coordinates[2]);
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
