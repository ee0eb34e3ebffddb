import type * as GeoJSON from 'geojson';
import { useEffect, useState } from 'react';
import type { GeoJSONSource, MapMouseEvent } from './maplibre';
import { useMap } from './map-context';
import { distanceMetres, fromMapCoordinates } from './providers';

const SOURCE = 'ruler';

export function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(2)} km`;
}

/**
 * The distance ruler: each click adds a point, each leg and the running total are written
 * on the map; a double click ends the measure. Distances are on the ground (WGS-84).
 */
export function RulerLayer({ onTotal }: { onTotal?: (metres: number) => void }) {
  const { map, coordinates } = useMap();
  const [points, setPoints] = useState<[number, number][]>([]);

  useEffect(() => {
    map.addSource(SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer({
      id: 'ruler-line',
      type: 'line',
      source: SOURCE,
      paint: { 'line-color': '#e11d48', 'line-width': 2.5, 'line-dasharray': [2, 1] },
    });
    map.addLayer({
      id: 'ruler-points',
      type: 'circle',
      source: SOURCE,
      filter: ['==', ['geometry-type'], 'Point'],
      paint: {
        'circle-radius': 4,
        'circle-color': '#fff',
        'circle-stroke-color': '#e11d48',
        'circle-stroke-width': 2,
      },
    });
    map.addLayer({
      id: 'ruler-labels',
      type: 'symbol',
      source: SOURCE,
      filter: ['==', ['geometry-type'], 'Point'],
      layout: {
        'text-field': ['get', 'label'],
        'text-font': ['sans-serif'],
        'text-size': 12,
        'text-offset': [0, -1.2],
        'text-allow-overlap': true,
      },
      paint: { 'text-color': '#9f1239', 'text-halo-color': '#fff', 'text-halo-width': 1.5 },
    });
    map.doubleClickZoom.disable();
    map.getCanvas().style.cursor = 'crosshair';
    let finished = false;
    const onClick = (event: MapMouseEvent) => {
      if (finished) return;
      setPoints((current) => [...current, [event.lngLat.lng, event.lngLat.lat]]);
    };
    const onDoubleClick = () => {
      finished = true;
    };
    map.on('click', onClick);
    map.on('dblclick', onDoubleClick);
    return () => {
      map.off('click', onClick);
      map.off('dblclick', onDoubleClick);
      if (!map.style) return;
      map.getCanvas().style.cursor = '';
      map.doubleClickZoom.enable();
      for (const layer of ['ruler-labels', 'ruler-points', 'ruler-line']) map.removeLayer(layer);
      map.removeSource(SOURCE);
    };
  }, [map]);

  useEffect(() => {
    let total = 0;
    const features: GeoJSON.Feature[] = points.map((point, index) => {
      const previous = points[index - 1];
      if (previous) {
        total += distanceMetres(
          fromMapCoordinates(previous[0], previous[1], coordinates),
          fromMapCoordinates(point[0], point[1], coordinates),
        );
      }
      return {
        type: 'Feature',
        properties: { label: index === 0 ? '0' : formatDistance(total) },
        geometry: { type: 'Point', coordinates: point },
      };
    });
    if (points.length > 1) {
      features.push({
        type: 'Feature',
        properties: {},
        geometry: { type: 'LineString', coordinates: points },
      });
    }
    void map.getSource<GeoJSONSource>(SOURCE)?.setData({
      type: 'FeatureCollection',
      features,
    });
    onTotal?.(total);
  }, [map, points, coordinates, onTotal]);

  return null;
}
