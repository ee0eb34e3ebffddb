/**
 * A fence being drawn: the clicked points in WGS-84, turned into a shape once it has enough
 * of them (SPEC.md §5: a fence must be drawn and confirmed before saving).
 */
import { distanceMetres, type FenceShape, type FenceType, type LatLng } from '@convoy/domain';

export interface FenceDraft {
  type: FenceType;
  /** circle: centre then a point on the edge; rectangle: two opposite corners; else vertices. */
  points: LatLng[];
  /** Corridor width of a line, metres. */
  width: number;
}

export const DEFAULT_CORRIDOR_WIDTH_M = 50;

/** Points a draft of a type needs before it is a shape. */
export const MIN_POINTS: Record<FenceType, number> = {
  circle: 2,
  rectangle: 2,
  polygon: 3,
  line: 2,
};

/** Drafts of two-point types are complete once both points are set. */
export const isFixedPointType = (type: FenceType) => type === 'circle' || type === 'rectangle';

export function emptyDraft(type: FenceType): FenceDraft {
  return { type, points: [], width: DEFAULT_CORRIDOR_WIDTH_M };
}

/** Adds a clicked point; two-point types start over after their second. */
export function addPoint(draft: FenceDraft, point: LatLng): FenceDraft {
  if (isFixedPointType(draft.type) && draft.points.length >= 2)
    return { ...draft, points: [point] };
  return { ...draft, points: [...draft.points, point] };
}

export function movePoint(draft: FenceDraft, index: number, point: LatLng): FenceDraft {
  if (isFixedPointType(draft.type) && draft.type === 'circle' && index === 0) {
    // Moving the centre carries the edge point along, keeping the radius.
    const [center, edge] = draft.points;
    if (center && edge) {
      const moved = {
        lat: edge.lat + point.lat - center.lat,
        lng: edge.lng + point.lng - center.lng,
      };
      return { ...draft, points: [point, moved] };
    }
  }
  return { ...draft, points: draft.points.map((p, i) => (i === index ? point : p)) };
}

export function removeLastPoint(draft: FenceDraft): FenceDraft {
  return { ...draft, points: draft.points.slice(0, -1) };
}

/** The shape a draft describes, or null while it is incomplete. */
export function draftToShape(draft: FenceDraft): FenceShape | null {
  if (draft.points.length < MIN_POINTS[draft.type]) return null;
  const [a, b] = draft.points as [LatLng, LatLng];
  switch (draft.type) {
    case 'circle': {
      const radius = Math.round(distanceMetres(a, b));
      return radius > 0 ? { type: 'circle', center: a, radius } : null;
    }
    case 'rectangle':
      if (a.lat === b.lat || a.lng === b.lng) return null;
      return {
        type: 'rectangle',
        southWest: { lat: Math.min(a.lat, b.lat), lng: Math.min(a.lng, b.lng) },
        northEast: { lat: Math.max(a.lat, b.lat), lng: Math.max(a.lng, b.lng) },
      };
    case 'polygon':
      return { type: 'polygon', points: draft.points };
    case 'line':
      return { type: 'line', points: draft.points, width: draft.width };
  }
}

/** A saved shape as a draft, for editing on the map. */
export function shapeToDraft(shape: FenceShape): FenceDraft {
  switch (shape.type) {
    case 'circle': {
      const east = {
        lat: shape.center.lat,
        lng:
          shape.center.lng +
          shape.radius / (111_195 * Math.cos((shape.center.lat * Math.PI) / 180)),
      };
      return { type: 'circle', points: [shape.center, east], width: DEFAULT_CORRIDOR_WIDTH_M };
    }
    case 'rectangle':
      return {
        type: 'rectangle',
        points: [shape.southWest, shape.northEast],
        width: DEFAULT_CORRIDOR_WIDTH_M,
      };
    case 'polygon':
      return { type: 'polygon', points: shape.points, width: DEFAULT_CORRIDOR_WIDTH_M };
    case 'line':
      return { type: 'line', points: shape.points, width: shape.width };
  }
}
