import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { MapType } from '@convoy/domain';
import { maplibregl, type MapLibreMap } from './maplibre';
import { baseStyle } from './base-style';
import { MapContext } from './map-context';
import { MAP_PROVIDERS, providerAvailable } from './providers';

export interface ConvoyMapProps {
  mapType: MapType;
  /** Called when tiles of the chosen provider cannot be loaded (the offline map shows). */
  onOfflineChange?: (offline: boolean) => void;
  /** Layers and controls, rendered once the map has loaded. */
  children?: ReactNode;
  initialCenter?: [number, number];
  initialZoom?: number;
  className?: string;
}

const TILE_LAYER_PREFIX = 'tiles-';

/**
 * The one shared MapLibre map (ARCHITECTURE.md Web): the offline world underneath, the
 * chosen provider's tiles above it, and layer components as children that add their own
 * sources and layers and remove them on unmount.
 */
export function ConvoyMap({
  mapType,
  onOfflineChange,
  children,
  initialCenter = [20, 25],
  initialZoom = 1.6,
  className,
}: ConvoyMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const offlineChange = useRef(onOfflineChange);
  offlineChange.current = onOfflineChange;
  const initial = useRef({ center: initialCenter, zoom: initialZoom });

  useEffect(() => {
    if (!container.current) return;
    const instance = new maplibregl.Map({
      container: container.current,
      style: baseStyle(),
      center: initial.current.center,
      zoom: initial.current.zoom,
      attributionControl: { compact: true },
      dragRotate: false,
      pitchWithRotate: false,
      fadeDuration: 0,
    });
    // Every control in one corner, which stacks them (zoom buttons, scale bar, attribution from
    // top to bottom): the scale bar cannot meet the attribution, however narrow the map is or
    // however many lines its attribution wraps onto. A bottom corner adds controls upwards.
    instance.addControl(new maplibregl.ScaleControl({}), 'bottom-right');
    instance.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'bottom-right');
    // Overlays may join as soon as the style is there: waiting for 'load' would also wait for
    // the first base tiles, which a slow or offline tile server delays by seconds.
    const ready = () => setMap(instance);
    instance.once('style.load', ready);
    instance.once('load', ready);
    if (instance.isStyleLoaded()) ready();
    return () => {
      setMap(null);
      instance.remove();
    };
  }, []);

  // The provider's tiles, replaced when the map type changes.
  useEffect(() => {
    if (!map) return;
    const provider = MAP_PROVIDERS[mapType];
    const ids: string[] = [];
    let failures = 0;
    let loaded = 0;
    const report = () => offlineChange.current?.(failures > 0 && loaded === 0);
    if (!providerAvailable(mapType)) {
      offlineChange.current?.(true);
      return;
    }
    offlineChange.current?.(false);
    const firstOverlay = map.getStyle().layers.find((l) => !l.id.startsWith('offline-'))?.id;
    provider.tiles.forEach((tiles, index) => {
      const id = `${TILE_LAYER_PREFIX}${mapType}-${index}`;
      ids.push(id);
      map.addSource(id, {
        type: 'raster',
        tiles,
        tileSize: 256,
        maxzoom: provider.maxZoom,
        attribution: provider.attribution,
      });
      map.addLayer({ id, type: 'raster', source: id }, firstOverlay);
    });
    const onError = (event: object) => {
      const sourceId = (event as { sourceId?: string }).sourceId;
      if (!sourceId || !ids.includes(sourceId)) return;
      failures += 1;
      report();
    };
    const onData = (event: object) => {
      const { sourceId, tile } = event as { sourceId?: string; tile?: unknown };
      if (!sourceId || !ids.includes(sourceId) || !tile) return;
      loaded += 1;
      report();
    };
    map.on('error', onError);
    map.on('sourcedata', onData);
    return () => {
      map.off('error', onError);
      map.off('sourcedata', onData);
      for (const id of ids) {
        if (map.getLayer(id)) map.removeLayer(id);
        if (map.getSource(id)) map.removeSource(id);
      }
    };
  }, [map, mapType]);

  return (
    <div className={className ?? 'convoy-map'} ref={container} data-testid="convoy-map">
      {map && (
        <MapContext.Provider value={{ map, coordinates: MAP_PROVIDERS[mapType].coordinates }}>
          {children}
        </MapContext.Provider>
      )}
    </div>
  );
}
