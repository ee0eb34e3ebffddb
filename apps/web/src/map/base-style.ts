import type { StyleSpecification } from './maplibre';
import { GRATICULE, OFFLINE_WORLD } from './offline-world';

export const OFFLINE_LAYER_IDS = [
  'offline-sea',
  'offline-graticule',
  'offline-land',
  'offline-coast',
];

/**
 * The style every map starts from: the offline world (sea, graticule, land) at the bottom,
 * so that it shows wherever tiles are missing. No glyphs URL: labels are drawn locally with
 * the browser's fonts, so they work offline and in every script.
 */
export function baseStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      'offline-world': { type: 'geojson', data: OFFLINE_WORLD },
      'offline-graticule': { type: 'geojson', data: GRATICULE },
    },
    layers: [
      { id: 'offline-sea', type: 'background', paint: { 'background-color': '#cfe3ef' } },
      {
        id: 'offline-graticule',
        type: 'line',
        source: 'offline-graticule',
        paint: { 'line-color': '#b5cfdf', 'line-width': 0.6 },
      },
      {
        id: 'offline-land',
        type: 'fill',
        source: 'offline-world',
        paint: { 'fill-color': '#f2efe6' },
      },
      {
        id: 'offline-coast',
        type: 'line',
        source: 'offline-world',
        paint: { 'line-color': '#a9b9c4', 'line-width': 0.8 },
      },
    ],
  };
}
