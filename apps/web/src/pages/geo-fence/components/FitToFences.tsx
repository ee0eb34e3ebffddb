import { useEffect, useRef } from 'react';
import type * as GeoJSON from 'geojson';
import { useMap } from '../../../map/map-context';
import { toMapCoordinates } from '../../../map/providers';

/** Frames the fences once, when they first arrive, so every fence is in view. */
export function FitToFences({ fences }: { fences: GeoJSON.FeatureCollection }) {
  const { map, coordinates } = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || fences.features.length === 0) return;
    let west = 180;
    let south = 90;
    let east = -180;
    let north = -90;
    const visit = (position: GeoJSON.Position) => {
      const [lng, lat] = toMapCoordinates(position[0] ?? 0, position[1] ?? 0, coordinates);
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    };
    for (const feature of fences.features) {
      const geometry = feature.geometry;
      if (geometry.type === 'Polygon') geometry.coordinates.forEach((ring) => ring.forEach(visit));
      else if (geometry.type === 'LineString') geometry.coordinates.forEach(visit);
    }
    if (west > east) return;
    done.current = true;
    map.fitBounds(
      [
        [west, south],
        [east, north],
      ],
      { padding: 60, maxZoom: 15, duration: 0 },
    );
  }, [map, coordinates, fences]);
  return null;
}
