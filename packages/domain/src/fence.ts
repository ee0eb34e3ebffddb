/**
 * Geo-fence shapes and their geometry (SPEC.md §3 Geo-fence): circles, rectangles, polygons
 * and lines with a width (corridors). Distances are metres on a local flat projection around
 * the shape, exact enough for fences up to tens of kilometres across.
 */
import { z } from 'zod';
import { ERR } from './errors';

export const FENCE_TYPES = ['circle', 'rectangle', 'polygon', 'line'] as const;
export type FenceType = (typeof FENCE_TYPES)[number];

/** Limits that keep a fence drawable and its checks cheap. */
export const FENCE_MAX_POINTS = 500;
export const FENCE_MAX_RADIUS_M = 100_000;
export const FENCE_LINE_WIDTH_M = { min: 1, max: 10_000 } as const;
export const FENCE_NAME_MAX_LENGTH = 50;
/** Stroke width on the map, pixels. */
export const FENCE_STROKE_PX = { min: 1, max: 10 } as const;
export const DEFAULT_FENCE_COLOR = '#1677ff';

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
export const latLngSchema = z.object({ lat: latitude, lng: longitude });
export type LatLng = z.infer<typeof latLngSchema>;

const notDrawn = () => ERR.VALIDATION_FENCE_NOT_DRAWN;

export const fenceShapeSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('circle'),
      center: latLngSchema,
      radius: z.number().positive().max(FENCE_MAX_RADIUS_M),
    }),
    z.object({
      type: z.literal('rectangle'),
      southWest: latLngSchema,
      northEast: latLngSchema,
    }),
    z.object({
      type: z.literal('polygon'),
      points: z.array(latLngSchema).min(3, notDrawn()).max(FENCE_MAX_POINTS),
    }),
    z.object({
      type: z.literal('line'),
      points: z.array(latLngSchema).min(2, notDrawn()).max(FENCE_MAX_POINTS),
      /** Corridor width, metres: a vehicle within half of it from the line is inside. */
      width: z.number().min(FENCE_LINE_WIDTH_M.min).max(FENCE_LINE_WIDTH_M.max),
    }),
  ],
  { error: notDrawn },
);
export type FenceShape = z.infer<typeof fenceShapeSchema>;

// ---------------------------------------------------------------------------------------------
// Local projection

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

interface Xy {
  x: number;
  y: number;
}

/** An equirectangular projection centred on `origin`: metres east (x) and north (y). */
function projector(origin: LatLng): (p: LatLng) => Xy {
  const cos = Math.cos(rad(origin.lat));
  return (p) => ({
    x: rad(p.lng - origin.lng) * cos * EARTH_RADIUS_M,
    y: rad(p.lat - origin.lat) * EARTH_RADIUS_M,
  });
}

export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The corners of a rectangle, counter-clockwise from south-west. */
export function rectangleCorners(shape: { southWest: LatLng; northEast: LatLng }): LatLng[] {
  const { southWest: sw, northEast: ne } = shape;
  return [sw, { lat: sw.lat, lng: ne.lng }, ne, { lat: ne.lat, lng: sw.lng }];
}

/** A point that anchors the projection of a shape. */
export function fenceAnchor(shape: FenceShape): LatLng {
  switch (shape.type) {
    case 'circle':
      return shape.center;
    case 'rectangle':
      return {
        lat: (shape.southWest.lat + shape.northEast.lat) / 2,
        lng: (shape.southWest.lng + shape.northEast.lng) / 2,
      };
    case 'polygon':
    case 'line': {
      const n = shape.points.length;
      const sum = shape.points.reduce((s, p) => ({ lat: s.lat + p.lat, lng: s.lng + p.lng }), {
        lat: 0,
        lng: 0,
      });
      return { lat: sum.lat / n, lng: sum.lng / n };
    }
  }
}

function ringLength(points: Xy[], closed: boolean): number {
  let total = 0;
  const last = closed ? points.length : points.length - 1;
  for (let i = 0; i < last; i++) {
    const a = points[i] as Xy;
    const b = points[(i + 1) % points.length] as Xy;
    total += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return total;
}

function shoelaceArea(points: Xy[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Xy;
    const b = points[(i + 1) % points.length] as Xy;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

/** Area in square metres; a corridor counts as its length times its width plus the round ends. */
export function fenceArea(shape: FenceShape): number {
  const project = projector(fenceAnchor(shape));
  switch (shape.type) {
    case 'circle':
      return Math.PI * shape.radius ** 2;
    case 'rectangle':
      return shoelaceArea(rectangleCorners(shape).map(project));
    case 'polygon':
      return shoelaceArea(shape.points.map(project));
    case 'line': {
      const half = shape.width / 2;
      return ringLength(shape.points.map(project), false) * shape.width + Math.PI * half * half;
    }
  }
}

/** Perimeter in metres; for a line, its length. */
export function fencePerimeter(shape: FenceShape): number {
  const project = projector(fenceAnchor(shape));
  switch (shape.type) {
    case 'circle':
      return 2 * Math.PI * shape.radius;
    case 'rectangle':
      return ringLength(rectangleCorners(shape).map(project), true);
    case 'polygon':
      return ringLength(shape.points.map(project), true);
    case 'line':
      return ringLength(shape.points.map(project), false);
  }
}

// ---------------------------------------------------------------------------------------------
// Containment and crossing

function pointInRing(p: Xy, ring: Xy[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as Xy;
    const b = ring[j] as Xy;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

function pointSegmentDistance(p: Xy, a: Xy, b: Xy): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSq = dx * dx + dy * dy;
  const t =
    lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSq));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function orientation(a: Xy, b: Xy, c: Xy): number {
  return Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
}

function segmentsIntersect(p1: Xy, p2: Xy, q1: Xy, q2: Xy): boolean {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  // Collinear overlaps.
  const onSegment = (a: Xy, b: Xy, c: Xy) =>
    Math.min(a.x, b.x) <= c.x &&
    c.x <= Math.max(a.x, b.x) &&
    Math.min(a.y, b.y) <= c.y &&
    c.y <= Math.max(a.y, b.y);
  return (
    (o1 === 0 && onSegment(p1, p2, q1)) ||
    (o2 === 0 && onSegment(p1, p2, q2)) ||
    (o3 === 0 && onSegment(q1, q2, p1)) ||
    (o4 === 0 && onSegment(q1, q2, p2))
  );
}

function segmentSegmentDistance(a1: Xy, a2: Xy, b1: Xy, b2: Xy): number {
  if (segmentsIntersect(a1, a2, b1, b2)) return 0;
  return Math.min(
    pointSegmentDistance(a1, b1, b2),
    pointSegmentDistance(a2, b1, b2),
    pointSegmentDistance(b1, a1, a2),
    pointSegmentDistance(b2, a1, a2),
  );
}

/**
 * A shape prepared for repeated checks: projected once. A point on the boundary counts as
 * inside, so a vehicle that touches the fence line is in it.
 */
export class PreparedFence {
  private readonly project: (p: LatLng) => Xy;
  private readonly ring: Xy[] = [];
  private readonly polyline: Xy[] = [];
  private readonly center: Xy = { x: 0, y: 0 };
  private readonly reach: number = 0;

  constructor(readonly shape: FenceShape) {
    this.project = projector(fenceAnchor(shape));
    switch (shape.type) {
      case 'circle':
        this.center = this.project(shape.center);
        this.reach = shape.radius;
        break;
      case 'rectangle':
        this.ring = rectangleCorners(shape).map(this.project);
        break;
      case 'polygon':
        this.ring = shape.points.map(this.project);
        break;
      case 'line':
        this.polyline = shape.points.map(this.project);
        this.reach = shape.width / 2;
        break;
    }
  }

  contains(point: LatLng): boolean {
    const p = this.project(point);
    switch (this.shape.type) {
      case 'circle':
        return Math.hypot(p.x - this.center.x, p.y - this.center.y) <= this.reach;
      case 'rectangle':
      case 'polygon':
        return pointInRing(p, this.ring) || this.distanceToRing(p) < 0.01;
      case 'line':
        return this.distanceToPolyline(p) <= this.reach;
    }
  }

  /** Whether the straight path from `from` to `to` passes through the fence anywhere. */
  crossedBy(from: LatLng, to: LatLng): boolean {
    if (this.contains(from) || this.contains(to)) return true;
    const a = this.project(from);
    const b = this.project(to);
    switch (this.shape.type) {
      case 'circle':
        return pointSegmentDistance(this.center, a, b) <= this.reach;
      case 'rectangle':
      case 'polygon':
        for (let i = 0; i < this.ring.length; i++) {
          const c = this.ring[i] as Xy;
          const d = this.ring[(i + 1) % this.ring.length] as Xy;
          if (segmentsIntersect(a, b, c, d)) return true;
        }
        return false;
      case 'line':
        for (let i = 0; i + 1 < this.polyline.length; i++) {
          const c = this.polyline[i] as Xy;
          const d = this.polyline[i + 1] as Xy;
          if (segmentSegmentDistance(a, b, c, d) <= this.reach) return true;
        }
        return false;
    }
  }

  private distanceToRing(p: Xy): number {
    let best = Infinity;
    for (let i = 0; i < this.ring.length; i++) {
      const a = this.ring[i] as Xy;
      const b = this.ring[(i + 1) % this.ring.length] as Xy;
      best = Math.min(best, pointSegmentDistance(p, a, b));
    }
    return best;
  }

  private distanceToPolyline(p: Xy): number {
    let best = Infinity;
    for (let i = 0; i + 1 < this.polyline.length; i++) {
      best = Math.min(
        best,
        pointSegmentDistance(p, this.polyline[i] as Xy, this.polyline[i + 1] as Xy),
      );
    }
    return best;
  }
}

/** A circle approximated by a polygon, for drawing (MapLibre has no circle in metres). */
export function circleOutline(center: LatLng, radius: number, steps = 64): LatLng[] {
  const cos = Math.cos(rad(center.lat));
  return Array.from({ length: steps }, (_, i) => {
    const angle = (2 * Math.PI * i) / steps;
    return {
      lat: center.lat + ((radius * Math.sin(angle)) / EARTH_RADIUS_M) * (180 / Math.PI),
      lng: center.lng + ((radius * Math.cos(angle)) / (EARTH_RADIUS_M * cos)) * (180 / Math.PI),
    };
  });
}
