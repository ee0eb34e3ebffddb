import { describe, expect, it } from 'vitest';
import type { Position } from '@convoy/protocols';
import { PreparedFence, type FenceShape } from '@convoy/domain';
import {
  detectFenceTransitions,
  NO_PRESENCE,
  type BoundFence,
  type FencePresence,
} from './fence-step';

// Around Shenzhen: 0.001° of latitude is about 111 m; of longitude about 103 m here.
const base = { lat: 22.54, lng: 114.0 };
let clock = Date.parse('2026-05-01T08:00:00Z');

function at(lat: number, lng: number, valid = true): Position {
  clock += 10_000;
  return {
    fixTime: new Date(clock),
    valid,
    latitude: lat,
    longitude: lng,
    altitude: 0,
    speed: 40,
    course: 90,
    attributes: {},
  };
}

const fence = (id: string, shape: FenceShape): BoundFence => ({
  id,
  fence: new PreparedFence(shape),
});

const square: FenceShape = {
  type: 'polygon',
  points: [
    { lat: base.lat, lng: base.lng },
    { lat: base.lat, lng: base.lng + 0.01 },
    { lat: base.lat + 0.01, lng: base.lng + 0.01 },
    { lat: base.lat + 0.01, lng: base.lng },
  ],
};

const started = (lat: number, lng: number): FencePresence => ({
  inside: new Set(),
  last: { lat, lng, fixTimeMs: clock },
});

function run(fences: BoundFence[], presence: FencePresence, positions: Position[]) {
  const result = detectFenceTransitions(fences, presence, positions);
  return {
    events: result.transitions.map((t) => `${t.fenceId}:${t.direction}@${t.positionIndex}`),
    presence: result.presence,
  };
}

describe('fence enter and exit detection', () => {
  it('enters when a report falls inside and leaves when one falls outside', () => {
    const { events } = run([fence('a', square)], started(base.lat - 0.005, base.lng + 0.005), [
      at(base.lat - 0.001, base.lng + 0.005),
      at(base.lat + 0.005, base.lng + 0.005),
      at(base.lat + 0.006, base.lng + 0.005),
      at(base.lat + 0.02, base.lng + 0.005),
    ]);
    expect(events).toEqual(['a:in@1', 'a:out@3']);
  });

  it('counts a report exactly on the boundary as inside', () => {
    const { events, presence } = run([fence('a', square)], started(base.lat - 0.005, base.lng), [
      at(base.lat, base.lng + 0.005),
    ]);
    expect(events).toEqual(['a:in@0']);
    expect([...presence.inside]).toEqual(['a']);
  });

  it('sees a small fence jumped over between two reports as an entry and an exit', () => {
    // A 50 m circle; reports 1 km before and 1 km after it.
    const small = fence('c', { type: 'circle', center: base, radius: 50 });
    const { events } = run([small], started(base.lat, base.lng - 0.01), [
      at(base.lat, base.lng + 0.01),
    ]);
    expect(events).toEqual(['c:in@0', 'c:out@0']);
  });

  it('does not count a path passing beside a small fence', () => {
    const small = fence('c', { type: 'circle', center: base, radius: 50 });
    const { events } = run([small], started(base.lat + 0.001, base.lng - 0.01), [
      at(base.lat + 0.001, base.lng + 0.01),
    ]);
    expect(events).toEqual([]);
  });

  it('sees a rectangle crossed at its corner between reports', () => {
    const box = fence('r', {
      type: 'rectangle',
      southWest: base,
      northEast: { lat: base.lat + 0.001, lng: base.lng + 0.001 },
    });
    const { events } = run([box], started(base.lat - 0.0005, base.lng + 0.0005), [
      at(base.lat + 0.0005, base.lng - 0.0005),
    ]);
    expect(events).toEqual(['r:in@0', 'r:out@0']);
  });

  it('treats a line with a width as a corridor', () => {
    // A road 1.1 km long heading east, 100 m wide: within 50 m of the line is inside.
    const road = fence('l', {
      type: 'line',
      points: [base, { lat: base.lat, lng: base.lng + 0.01 }],
      width: 100,
    });
    const north = (metres: number) => base.lat + metres / 111_195;
    const { events } = run([road], started(north(200), base.lng + 0.005), [
      at(north(40), base.lng + 0.005), // 40 m from the centre line: inside
      at(north(-45), base.lng + 0.006), // the other side, still inside
      at(north(-60), base.lng + 0.007), // 60 m: outside
      at(north(-200), base.lng + 0.02), // farther away, past the end of the road
    ]);
    expect(events).toEqual(['l:in@0', 'l:out@2']);
  });

  it('sees a corridor crossed at right angles between two reports', () => {
    const road = fence('l', {
      type: 'line',
      points: [base, { lat: base.lat, lng: base.lng + 0.01 }],
      width: 20,
    });
    const { events } = run([road], started(base.lat + 0.005, base.lng + 0.005), [
      at(base.lat - 0.005, base.lng + 0.005),
    ]);
    expect(events).toEqual(['l:in@0', 'l:out@0']);
  });

  it('raises nothing for a device seen for the first time, inside or not', () => {
    const { events, presence } = run([fence('a', square)], NO_PRESENCE, [
      at(base.lat + 0.005, base.lng + 0.005),
    ]);
    expect(events).toEqual([]);
    expect([...presence.inside]).toEqual(['a']);
  });

  it('ignores reports without a fix and blind-area reports older than the last live one', () => {
    const presence = started(base.lat - 0.005, base.lng + 0.005);
    const old: Position = { ...at(base.lat + 0.005, base.lng + 0.005), fixTime: new Date(0) };
    const { events } = run([fence('a', square)], presence, [
      at(base.lat + 0.005, base.lng + 0.005, false),
      old,
    ]);
    expect(events).toEqual([]);
  });

  it('leaves every fence it was in independently', () => {
    const inner = fence('b', {
      type: 'circle',
      center: { lat: base.lat + 0.005, lng: base.lng + 0.005 },
      radius: 100,
    });
    const first = run([fence('a', square), inner], started(base.lat - 0.005, base.lng + 0.005), [
      at(base.lat + 0.005, base.lng + 0.005),
    ]);
    expect(first.events).toEqual(['a:in@0', 'b:in@0']);
    const second = run([fence('a', square), inner], first.presence, [
      at(base.lat + 0.008, base.lng + 0.005),
    ]);
    expect(second.events).toEqual(['b:out@0']);
  });
});
