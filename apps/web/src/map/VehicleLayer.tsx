import type * as GeoJSON from 'geojson';
import { useEffect, useRef } from 'react';
import type { GeoJSONSource, MapMouseEvent } from './maplibre';
import { useMap } from './map-context';
import { toMapCoordinates, type CoordinateSystem } from './providers';
import type { VehicleFeed, VehiclePoint } from './vehicle-feed';
import { ALL_STATUS_ICONS, drawStatusIcon, vehicleIconId } from './vehicle-icons';

export interface LabelExtension {
  gpsTime: boolean;
  speed: boolean;
}

export interface VehicleLayerProps {
  feed: VehicleFeed;
  cluster: boolean;
  labels: LabelExtension;
  selectedId: string | null;
  onSelect?: (id: string) => void;
  /** Called after each batch reached the map, with how long it took (benchmarks). */
  onBatchApplied?: (ms: number, size: number) => void;
}

const SOURCE = 'vehicles';
export const VEHICLES_RENDERED_MARK = 'convoy:vehicles-rendered';
export const VEHICLES_LOADED_MARK = 'convoy:vehicles-loaded';
const LAYERS = {
  clusters: 'vehicles-clusters',
  clusterCount: 'vehicles-cluster-count',
  selected: 'vehicles-selected',
  icons: 'vehicles-icons',
  labels: 'vehicles-labels',
};
/** Names and extensions show from this zoom on; below it they would only be clutter. */
const LABEL_MIN_ZOOM = 11;

type VehicleFeature = GeoJSON.Feature<GeoJSON.Point, Record<string, string | number>>;

/**
 * A vehicle as a map feature: its device id is the feature id, and the properties are kept
 * to what the layers draw, since 50,000 of them are copied to the map's worker at once.
 */
function featureOf(point: VehiclePoint, system: CoordinateSystem): VehicleFeature {
  return {
    type: 'Feature',
    id: Number(point.id),
    geometry: { type: 'Point', coordinates: toMapCoordinates(point.lng, point.lat, system) },
    properties: {
      icon: vehicleIconId(point.status),
      course: point.course,
      name: point.name,
      speed: Math.round(point.speed),
      gpsTime: point.gpsTime.slice(0, 19).replace('T', ' '),
    },
  };
}

/** The selected vehicle, by feature id (clusters have ids of their own: left out). */
const selectedFilter = (id: string | null) =>
  ['all', ['!', ['has', 'point_count']], ['==', ['id'], id === null ? -1 : Number(id)]] as never;

function labelExpression(labels: LabelExtension) {
  const parts: unknown[] = [['get', 'name']];
  if (labels.speed) parts.push('\n', ['to-string', ['get', 'speed']], ' km/h');
  if (labels.gpsTime) parts.push('\n', ['get', 'gpsTime']);
  return ['concat', ...parts] as never;
}

/**
 * Every vehicle of the feed as one GeoJSON source: icon by status, turned by heading,
 * MapLibre's own clustering, names with the label extension (speed, GPS time). Changes
 * arrive in batches and go to the map as a diff, so 50,000 vehicles stay smooth.
 */
export function VehicleLayer({
  feed,
  cluster,
  labels,
  selectedId,
  onSelect,
  onBatchApplied,
}: VehicleLayerProps) {
  const { map, coordinates } = useMap();
  const callbacks = useRef({ onSelect, onBatchApplied });
  callbacks.current = { onSelect, onBatchApplied };
  const initial = useRef({ cluster, labels });
  const current = useRef({ feed, coordinates });
  current.current = { feed, coordinates };
  /** What the source was created with, so the data effect does not send it a second time. */
  const created = useRef<{
    feed: VehicleFeed;
    coordinates: CoordinateSystem;
    count: number;
  } | null>(null);

  // Source, icons and layers, once.
  useEffect(() => {
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    for (const status of ALL_STATUS_ICONS) {
      const id = vehicleIconId(status);
      if (!map.hasImage(id)) map.addImage(id, drawStatusIcon(status, ratio), { pixelRatio: ratio });
    }
    // The source starts with the vehicles there are: an empty source would keep the map's
    // worker busy with a round trip before it could take them.
    const start = current.current;
    const features = start.feed.snapshot().map((p) => featureOf(p, start.coordinates));
    created.current = { ...start, count: features.length };
    map.addSource(SOURCE, {
      type: 'geojson',
      data: { type: 'FeatureCollection', features },
      cluster: initial.current.cluster,
      clusterRadius: 50,
      clusterMaxZoom: 14,
    });
    map.addLayer({
      id: LAYERS.clusters,
      type: 'circle',
      source: SOURCE,
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': [
          'step',
          ['get', 'point_count'],
          '#60a5fa',
          100,
          '#2563eb',
          1000,
          '#1e3a8a',
        ],
        'circle-radius': ['step', ['get', 'point_count'], 16, 100, 21, 1000, 27],
        'circle-stroke-width': 3,
        'circle-stroke-color': 'rgba(255,255,255,0.75)',
      },
    });
    map.addLayer({
      id: LAYERS.clusterCount,
      type: 'symbol',
      source: SOURCE,
      filter: ['has', 'point_count'],
      layout: {
        'text-field': ['get', 'point_count_abbreviated'],
        'text-size': 12,
        'text-font': ['sans-serif'],
        'text-allow-overlap': true,
      },
      paint: { 'text-color': '#ffffff' },
    });
    map.addLayer({
      id: LAYERS.selected,
      type: 'circle',
      source: SOURCE,
      filter: selectedFilter(null),
      paint: {
        'circle-radius': 22,
        'circle-color': 'rgba(37,99,235,0.18)',
        'circle-stroke-color': '#2563eb',
        'circle-stroke-width': 2,
      },
    });
    map.addLayer({
      id: LAYERS.icons,
      type: 'symbol',
      source: SOURCE,
      filter: ['!', ['has', 'point_count']],
      layout: {
        'icon-image': ['get', 'icon'],
        'icon-rotate': ['get', 'course'],
        'icon-rotation-alignment': 'map',
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
        'icon-size': 0.8,
      },
    });
    map.addLayer({
      id: LAYERS.labels,
      type: 'symbol',
      source: SOURCE,
      minzoom: LABEL_MIN_ZOOM,
      filter: ['!', ['has', 'point_count']],
      layout: {
        'text-field': labelExpression(initial.current.labels),
        'text-font': ['sans-serif'],
        'text-size': 11,
        'text-offset': [0, 1.4],
        'text-anchor': 'top',
        'text-optional': true,
      },
      paint: { 'text-color': '#1f2937', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
    });

    const onVehicleClick = (event: MapMouseEvent & { features?: GeoJSON.Feature[] }) => {
      const id = event.features?.[0]?.id;
      if (id !== undefined) callbacks.current.onSelect?.(String(id));
    };
    const onClusterClick = (event: MapMouseEvent & { features?: GeoJSON.Feature[] }) => {
      const feature = event.features?.[0];
      const clusterId = feature?.properties?.cluster_id as number | undefined;
      if (clusterId === undefined || feature?.geometry.type !== 'Point') return;
      const center = feature.geometry.coordinates as [number, number];
      (map.getSource(SOURCE) as GeoJSONSource).getClusterExpansionZoom(clusterId).then(
        (zoom) => map.easeTo({ center, zoom }),
        () => undefined,
      );
    };
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const noPointer = () => (map.getCanvas().style.cursor = '');
    map.on('click', LAYERS.icons, onVehicleClick);
    map.on('click', LAYERS.clusters, onClusterClick);
    for (const layer of [LAYERS.icons, LAYERS.clusters]) {
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, noPointer);
    }
    return () => {
      map.off('click', LAYERS.icons, onVehicleClick);
      map.off('click', LAYERS.clusters, onClusterClick);
      for (const layer of [LAYERS.icons, LAYERS.clusters]) {
        map.off('mouseenter', layer, pointer);
        map.off('mouseleave', layer, noPointer);
      }
      if (!map.style) return; // the map itself is gone
      for (const layer of Object.values(LAYERS)) if (map.getLayer(layer)) map.removeLayer(layer);
      if (map.getSource(SOURCE)) map.removeSource(SOURCE);
    };
  }, [map]);

  // Data: the whole snapshot when the feed's version or the coordinate system changes, then
  // each batch as a diff.
  useEffect(() => {
    const source = map.getSource<GeoJSONSource>(SOURCE);
    if (!source) return;
    const start = created.current;
    created.current = null;
    let count: number;
    let loading: Promise<void>;
    if (start && start.feed === feed && start.coordinates === coordinates) {
      count = start.count;
      loading = source.load();
    } else {
      const features = feed.snapshot().map((p) => featureOf(p, coordinates));
      count = features.length;
      loading = source.setData({ type: 'FeatureCollection', features });
    }
    void loading.then(() => {
      // A User Timing mark once the vehicles are drawn (performance tools, benchmarks).
      if (count === 0) return;
      performance.mark(VEHICLES_LOADED_MARK);
      map.once('render', () => performance.mark(VEHICLES_RENDERED_MARK));
      map.triggerRepaint();
    });
    return feed.subscribe((changed, removed) => {
      const started = performance.now();
      void source.updateData({
        add: changed.map((p) => featureOf(p, coordinates)),
        remove: removed.map(Number),
      });
      callbacks.current.onBatchApplied?.(performance.now() - started, changed.length);
    });
  }, [map, feed, feed.version, coordinates]);

  useEffect(() => {
    const source = map.getSource<GeoJSONSource>(SOURCE);
    void source?.setClusterOptions({ cluster });
  }, [map, cluster]);

  useEffect(() => {
    if (map.getLayer(LAYERS.labels)) {
      map.setLayoutProperty(LAYERS.labels, 'text-field', labelExpression(labels));
    }
  }, [map, labels]);

  useEffect(() => {
    if (map.getLayer(LAYERS.selected)) {
      map.setFilter(LAYERS.selected, selectedFilter(selectedId));
    }
  }, [map, selectedId]);

  return null;
}
