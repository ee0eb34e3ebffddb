import { describe, expect, it } from 'vitest';
import {
  circleOutline,
  fenceArea,
  fencePerimeter,
  fenceShapeSchema,
  PreparedFence,
  type FenceShape,
} from './fence';
import { ERR } from './errors';

const equator = { lat: 0, lng: 0 };
// One degree of latitude on the mean sphere.
const DEGREE_M = 111_195;

describe('fence geometry', () => {
  it.each<[string, FenceShape, number, number]>([
    [
      'circle of 100 m',
      { type: 'circle', center: equator, radius: 100 },
      Math.PI * 100 ** 2,
      2 * Math.PI * 100,
    ],
    [
      'rectangle of 0.01° × 0.01° at the equator',
      { type: 'rectangle', southWest: equator, northEast: { lat: 0.01, lng: 0.01 } },
      (0.01 * DEGREE_M) ** 2,
      4 * 0.01 * DEGREE_M,
    ],
    [
      'right triangle',
      { type: 'polygon', points: [equator, { lat: 0, lng: 0.01 }, { lat: 0.01, lng: 0 }] },
      (0.01 * DEGREE_M) ** 2 / 2,
      (2 + Math.SQRT2) * 0.01 * DEGREE_M,
    ],
    [
      'line of 0.01° with 20 m width',
      { type: 'line', points: [equator, { lat: 0, lng: 0.01 }], width: 20 },
      0.01 * DEGREE_M * 20 + Math.PI * 100,
      0.01 * DEGREE_M,
    ],
  ])('%s: area and perimeter', (_name, shape, area, perimeter) => {
    expect(fenceArea(shape)).toBeCloseTo(area, -1);
    expect(fencePerimeter(shape)).toBeCloseTo(perimeter, 0);
  });

  it('a circle contains points within its radius, boundary included', () => {
    const fence = new PreparedFence({ type: 'circle', center: equator, radius: 1000 });
    expect(fence.contains({ lat: 999 / DEGREE_M, lng: 0 })).toBe(true);
    expect(fence.contains({ lat: 1001 / DEGREE_M, lng: 0 })).toBe(false);
  });

  it('a concave polygon excludes its notch', () => {
    // A "U": the notch between the arms is outside.
    const fence = new PreparedFence({
      type: 'polygon',
      points: [
        { lat: 0, lng: 0 },
        { lat: 0, lng: 3 },
        { lat: 3, lng: 3 },
        { lat: 3, lng: 2 },
        { lat: 1, lng: 2 },
        { lat: 1, lng: 1 },
        { lat: 3, lng: 1 },
        { lat: 3, lng: 0 },
      ].map((p) => ({ lat: p.lat / 1000, lng: p.lng / 1000 })),
    });
    expect(fence.contains({ lat: 0.0005, lng: 0.0015 })).toBe(true);
    expect(fence.contains({ lat: 0.002, lng: 0.0015 })).toBe(false);
    expect(fence.contains({ lat: 0.002, lng: 0.0005 })).toBe(true);
  });

  it('a circle outline stays on the circle', () => {
    const outline = circleOutline({ lat: 45, lng: 7 }, 500, 16);
    expect(outline).toHaveLength(16);
    const fence = new PreparedFence({ type: 'circle', center: { lat: 45, lng: 7 }, radius: 501 });
    expect(outline.every((p) => fence.contains(p))).toBe(true);
  });

  it('refuses a shape that was not drawn (SPEC.md §5)', () => {
    const polygon = fenceShapeSchema.safeParse({ type: 'polygon', points: [equator, equator] });
    expect(polygon.success).toBe(false);
    expect(polygon.error?.issues[0]?.message).toBe(ERR.VALIDATION_FENCE_NOT_DRAWN);
    const nothing = fenceShapeSchema.safeParse(undefined);
    expect(nothing.error?.issues[0]?.message).toBe(ERR.VALIDATION_FENCE_NOT_DRAWN);
  });
});
