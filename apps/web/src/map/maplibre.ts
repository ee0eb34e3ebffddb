/**
 * MapLibre GL with its worker served by Vite as a separate file: the library cannot find its
 * worker inside a bundle by itself. The worker starts as soon as this module loads, while the
 * page that needs the map is still rendering: a map that started it itself would wait for
 * the worker's script to load and compile before its sources could take any data.
 */
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';

maplibregl.setWorkerUrl(workerUrl);
// Unit tests import map modules where there are no workers.
if (typeof Worker !== 'undefined') maplibregl.prewarm();

export { maplibregl };
export type {
  GeoJSONSource,
  Map as MapLibreMap,
  MapMouseEvent,
  StyleSpecification,
} from 'maplibre-gl';
