/**
 * Points of interest on the shared map: each POI as a point with its name, and its range as
 * a circle around it, as GeoJSON for the overlay layer (OverlayLayers' PoiLayer).
 */
import type * as GeoJSON from 'geojson';
import { useQuery } from '@tanstack/react-query';
import { circleOutline } from '@convoy/domain';
import { fetchPois, POIS_KEY, type PoiRecord } from '../api/fences';
import { useSessionStore } from '../state/session-store';

export const POI_COLOR = '#0891b2';

export function poiFeatures(
  pois: readonly Pick<PoiRecord, 'id' | 'name' | 'lat' | 'lng' | 'rangeMetres' | 'icon'>[],
): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: pois.flatMap((poi): GeoJSON.Feature[] => {
      const outline = circleOutline({ lat: poi.lat, lng: poi.lng }, poi.rangeMetres, 48).map(
        (p) => [p.lng, p.lat],
      );
      return [
        {
          type: 'Feature',
          properties: { id: poi.id, name: poi.name, icon: poi.icon, color: POI_COLOR },
          geometry: { type: 'Point', coordinates: [poi.lng, poi.lat] },
        },
        {
          type: 'Feature',
          properties: { id: poi.id, name: '', color: POI_COLOR },
          geometry: {
            type: 'LineString',
            coordinates: [...outline, outline[0] ?? [poi.lng, poi.lat]],
          },
        },
      ];
    }),
  };
}

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The POIs of the signed-in account, for the monitor's overlay. */
export function useAccountPois(): GeoJSON.FeatureCollection {
  const signedIn = useSessionStore((s) => s.profile !== null);
  const { data } = useQuery({
    queryKey: POIS_KEY,
    queryFn: ({ signal }) => fetchPois(signal),
    enabled: signedIn,
    staleTime: 30_000,
    select: poiFeatures,
  });
  return data ?? EMPTY;
}
