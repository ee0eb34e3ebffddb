import type * as GeoJSON from 'geojson';
import { useEffect, useRef } from 'react';
import type { LatLng } from '@convoy/domain';
import type { GeoJSONSource, MapMouseEvent } from '../../../map/maplibre';
import { useMap } from '../../../map/map-context';
import { fenceGeometry } from '../../../map/FenceLayer';
import { fromMapCoordinates, toMapCoordinates } from '../../../map/providers';
import { addPoint, draftToShape, movePoint, type FenceDraft } from '../utils/fence-draft';

const SOURCE = 'fence-draft';
const VERTICES = 'fence-draft-vertices';

interface FenceDrawLayerProps {
  draft: FenceDraft;
  color: string;
  lineWidth: number;
  /** Clicks add points while drawing; vertices can be dragged either way. */
  drawing: boolean;
  onChange: (draft: FenceDraft) => void;
  /** A double click finishes a polygon or a line. */
  onFinish: () => void;
}

/**
 * The fence being drawn or edited, on the shared map: its outline in its colour and line
 * thickness, and its points as handles to drag. Drawn with MapLibre's own mouse events.
 */
export function FenceDrawLayer({
  draft,
  color,
  lineWidth,
  drawing,
  onChange,
  onFinish,
}: FenceDrawLayerProps) {
  const { map, coordinates } = useMap();
  const latest = useRef({ draft, drawing, onChange, onFinish });
  latest.current = { draft, drawing, onChange, onFinish };

  useEffect(() => {
    const empty: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };
    map.addSource(SOURCE, { type: 'geojson', data: empty });
    map.addSource(VERTICES, { type: 'geojson', data: empty });
    map.addLayer({
      id: 'fence-draft-fill',
      type: 'fill',
      source: SOURCE,
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': ['get', 'color'] as never, 'fill-opacity': 0.2 },
    });
    map.addLayer({
      id: 'fence-draft-line',
      type: 'line',
      source: SOURCE,
      paint: {
        'line-color': ['get', 'color'] as never,
        'line-width': ['get', 'lineWidth'] as never,
        'line-dasharray': [3, 1],
      },
    });
    map.addLayer({
      id: 'fence-draft-vertex',
      type: 'circle',
      source: VERTICES,
      paint: {
        'circle-radius': 6,
        'circle-color': '#fff',
        'circle-stroke-color': ['get', 'color'] as never,
        'circle-stroke-width': 2,
      },
    });

    const toWgs = (event: MapMouseEvent): LatLng => {
      const [lng, lat] = fromMapCoordinates(event.lngLat.lng, event.lngLat.lat, coordinates);
      return { lat, lng };
    };
    let dragging: number | null = null;
    const onDown = (event: MapMouseEvent & { features?: { properties: { index?: number } }[] }) => {
      const index = event.features?.[0]?.properties.index;
      if (typeof index !== 'number') return;
      event.preventDefault();
      dragging = index;
      map.getCanvas().style.cursor = 'grabbing';
    };
    const onMove = (event: MapMouseEvent) => {
      if (dragging === null) return;
      latest.current.onChange(movePoint(latest.current.draft, dragging, toWgs(event)));
    };
    const onUp = () => {
      if (dragging === null) return;
      dragging = null;
      map.getCanvas().style.cursor = latest.current.drawing ? 'crosshair' : '';
    };
    const onClick = (event: MapMouseEvent) => {
      if (!latest.current.drawing) return;
      if (map.queryRenderedFeatures(event.point, { layers: ['fence-draft-vertex'] }).length > 0)
        return;
      latest.current.onChange(addPoint(latest.current.draft, toWgs(event)));
    };
    const onDoubleClick = (event: MapMouseEvent) => {
      if (!latest.current.drawing) return;
      event.preventDefault();
      latest.current.onFinish();
    };
    map.on('mousedown', 'fence-draft-vertex', onDown);
    map.on('mousemove', onMove);
    map.on('mouseup', onUp);
    map.on('click', onClick);
    map.on('dblclick', onDoubleClick);
    return () => {
      map.off('mousedown', 'fence-draft-vertex', onDown);
      map.off('mousemove', onMove);
      map.off('mouseup', onUp);
      map.off('click', onClick);
      map.off('dblclick', onDoubleClick);
      if (!map.style) return;
      for (const id of ['fence-draft-vertex', 'fence-draft-line', 'fence-draft-fill']) {
        if (map.getLayer(id)) map.removeLayer(id);
      }
      for (const id of [SOURCE, VERTICES]) if (map.getSource(id)) map.removeSource(id);
      map.getCanvas().style.cursor = '';
    };
  }, [map, coordinates]);

  useEffect(() => {
    map.getCanvas().style.cursor = drawing ? 'crosshair' : '';
    if (drawing) map.doubleClickZoom.disable();
    else map.doubleClickZoom.enable();
    return () => map.doubleClickZoom.enable();
  }, [map, drawing]);

  useEffect(() => {
    const toMap = (p: LatLng) => toMapCoordinates(p.lng, p.lat, coordinates);
    const shape = draftToShape(draft);
    const properties = { color, lineWidth };
    const convert = (geometry: GeoJSON.Geometry): GeoJSON.Geometry => {
      if (geometry.type === 'Polygon')
        return {
          ...geometry,
          coordinates: geometry.coordinates.map((r) =>
            r.map(([lng, lat]) => toMap({ lng: lng ?? 0, lat: lat ?? 0 })),
          ),
        };
      if (geometry.type === 'LineString')
        return {
          ...geometry,
          coordinates: geometry.coordinates.map(([lng, lat]) =>
            toMap({ lng: lng ?? 0, lat: lat ?? 0 }),
          ),
        };
      return geometry;
    };
    const outline: GeoJSON.Feature[] = shape
      ? [{ type: 'Feature', properties, geometry: convert(fenceGeometry(shape)) }]
      : draft.points.length > 1
        ? [
            {
              type: 'Feature',
              properties,
              geometry: { type: 'LineString', coordinates: draft.points.map(toMap) },
            },
          ]
        : [];
    void map
      .getSource<GeoJSONSource>(SOURCE)
      ?.setData({ type: 'FeatureCollection', features: outline });
    void map.getSource<GeoJSONSource>(VERTICES)?.setData({
      type: 'FeatureCollection',
      features: draft.points.map((p, index) => ({
        type: 'Feature',
        properties: { index, color },
        geometry: { type: 'Point', coordinates: toMap(p) },
      })),
    });
  }, [map, coordinates, draft, color, lineWidth]);

  return null;
}
