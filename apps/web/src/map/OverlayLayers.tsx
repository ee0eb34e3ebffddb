import type * as GeoJSON from 'geojson';
import { useEffect } from 'react';
import type { GeoJSONSource } from './maplibre';
import { useMap } from './map-context';
import { toMapCoordinates, type CoordinateSystem } from './providers';
import { useAccountFences } from './FenceLayer';
import { useAccountPois } from './PoiLayer';

/**
 * Fences and points of interest over the vehicles' base map. The fence and POI screens own
 * their data; they hand it over as GeoJSON (WGS-84) with `name` and optional `color`
 * properties, and these layers draw it in the base map's coordinate system.
 */

function convert(geometry: GeoJSON.Geometry, system: CoordinateSystem): GeoJSON.Geometry {
  const point = (p: GeoJSON.Position) => toMapCoordinates(p[0] ?? 0, p[1] ?? 0, system);
  switch (geometry.type) {
    case 'Point':
      return { ...geometry, coordinates: point(geometry.coordinates) };
    case 'LineString':
    case 'MultiPoint':
      return { ...geometry, coordinates: geometry.coordinates.map(point) };
    case 'Polygon':
    case 'MultiLineString':
      return { ...geometry, coordinates: geometry.coordinates.map((ring) => ring.map(point)) };
    case 'MultiPolygon':
      return {
        ...geometry,
        coordinates: geometry.coordinates.map((poly) => poly.map((ring) => ring.map(point))),
      };
    case 'GeometryCollection':
      return { ...geometry, geometries: geometry.geometries.map((g) => convert(g, system)) };
  }
}

function useGeoJsonSource(id: string, data: GeoJSON.FeatureCollection) {
  const { map, coordinates } = useMap();
  useEffect(() => {
    map.addSource(id, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    return () => {
      if (!map.style) return;
      for (const layer of map.getStyle().layers) {
        if ('source' in layer && layer.source === id) map.removeLayer(layer.id);
      }
      if (map.getSource(id)) map.removeSource(id);
    };
  }, [map, id]);
  useEffect(() => {
    const source = map.getSource<GeoJSONSource>(id);
    void source?.setData({
      type: 'FeatureCollection',
      features: data.features.map((f) => ({ ...f, geometry: convert(f.geometry, coordinates) })),
    });
  }, [map, id, data, coordinates]);
  return map;
}

/** Geo-fences: circles arrive as polygons; lines and areas in the fence's colour. */
export function FenceLayer({ fences }: { fences: GeoJSON.FeatureCollection }) {
  const map = useGeoJsonSource('overlay-fences', fences);
  useEffect(() => {
    const color = ['coalesce', ['get', 'color'], '#7c3aed'] as never;
    map.addLayer({
      id: 'overlay-fences-fill',
      type: 'fill',
      source: 'overlay-fences',
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': color, 'fill-opacity': 0.12 },
    });
    map.addLayer({
      id: 'overlay-fences-line',
      type: 'line',
      source: 'overlay-fences',
      paint: { 'line-color': color, 'line-width': ['coalesce', ['get', 'lineWidth'], 2] as never },
    });
    map.addLayer({
      id: 'overlay-fences-name',
      type: 'symbol',
      source: 'overlay-fences',
      layout: { 'text-field': ['get', 'name'], 'text-font': ['sans-serif'], 'text-size': 11 },
      paint: { 'text-color': '#5b21b6', 'text-halo-color': '#fff', 'text-halo-width': 1.2 },
    });
  }, [map]);
  return null;
}

/** Points of interest with their names. */
export function PoiLayer({ pois }: { pois: GeoJSON.FeatureCollection }) {
  const map = useGeoJsonSource('overlay-pois', pois);
  useEffect(() => {
    map.addLayer({
      id: 'overlay-pois-range',
      type: 'line',
      source: 'overlay-pois',
      filter: ['==', ['geometry-type'], 'LineString'],
      paint: { 'line-color': '#0891b2', 'line-width': 1, 'line-dasharray': [2, 2] },
    });
    map.addLayer({
      id: 'overlay-pois-point',
      type: 'circle',
      source: 'overlay-pois',
      filter: ['==', ['geometry-type'], 'Point'],
      paint: {
        'circle-radius': 6,
        'circle-color': ['coalesce', ['get', 'color'], '#0891b2'] as never,
        'circle-stroke-color': '#fff',
        'circle-stroke-width': 2,
      },
    });
    map.addLayer({
      id: 'overlay-pois-name',
      type: 'symbol',
      source: 'overlay-pois',
      layout: {
        'text-field': ['get', 'name'],
        'text-font': ['sans-serif'],
        'text-size': 11,
        'text-offset': [0, 1.1],
        'text-anchor': 'top',
      },
      paint: { 'text-color': '#155e75', 'text-halo-color': '#fff', 'text-halo-width': 1.2 },
    });
  }, [map]);
  return null;
}

/** The fences to overlay: the account's geo-fences (FenceLayer.tsx). */
export const useFenceOverlay = useAccountFences;

/** The POIs to overlay: the account's points of interest (PoiLayer.tsx). */
export const usePoiOverlay = useAccountPois;
