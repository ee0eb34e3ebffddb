/**
 * Geo-fences on the shared map: the account's fences as GeoJSON for the overlay layer
 * (OverlayLayers' FenceLayer draws them), circles as polygons, corridors as lines with their
 * width in metres shown by the line.
 */
import type * as GeoJSON from 'geojson';
import { useQuery } from '@tanstack/react-query';
import { circleOutline, rectangleCorners, type FenceShape, type LatLng } from '@convoy/domain';
import { FENCES_KEY, fetchFences, type FenceItem } from '../api/fences';
import { useSessionStore } from '../state/session-store';

const ring = (points: LatLng[]): GeoJSON.Position[] => {
  const coordinates = points.map((p) => [p.lng, p.lat]);
  const first = coordinates[0];
  return first ? [...coordinates, first] : coordinates;
};

/** A fence shape as a GeoJSON geometry in WGS-84. */
export function fenceGeometry(shape: FenceShape): GeoJSON.Geometry {
  switch (shape.type) {
    case 'circle':
      return { type: 'Polygon', coordinates: [ring(circleOutline(shape.center, shape.radius))] };
    case 'rectangle':
      return { type: 'Polygon', coordinates: [ring(rectangleCorners(shape))] };
    case 'polygon':
      return { type: 'Polygon', coordinates: [ring(shape.points)] };
    case 'line':
      return { type: 'LineString', coordinates: shape.points.map((p) => [p.lng, p.lat]) };
  }
}

export function fenceFeatures(
  fences: readonly Pick<FenceItem, 'id' | 'name' | 'shape' | 'color' | 'lineWidth'>[],
): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: fences.map((fence) => ({
      type: 'Feature',
      id: Number(fence.id),
      properties: {
        id: fence.id,
        name: fence.name,
        color: fence.color,
        lineWidth: fence.lineWidth,
      },
      geometry: fenceGeometry(fence.shape),
    })),
  };
}

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The fences of the signed-in account, for the monitor's overlay. */
export function useAccountFences(): GeoJSON.FeatureCollection {
  const signedIn = useSessionStore((s) => s.profile !== null);
  const { data } = useQuery({
    queryKey: FENCES_KEY,
    queryFn: ({ signal }) => fetchFences(signal),
    enabled: signedIn,
    staleTime: 30_000,
    select: fenceFeatures,
  });
  return data ?? EMPTY;
}
