/**
 * The map choices of SPEC.md §9 as raster tile sources. Google's map of China and its hybrid
 * labels are drawn in GCJ-02, so positions (WGS-84 from the devices) are shifted into it for
 * those; Tianditu and OpenStreetMap use WGS-84. Tianditu needs a key (VITE_TIANDITU_KEY);
 * without one, or whenever tiles cannot load, the bundled offline world map shows.
 */
import gcoord from 'gcoord';
import type { MapType } from '@convoy/domain';

export type CoordinateSystem = 'wgs84' | 'gcj02';

export interface MapProvider {
  /** Tile URL templates, drawn in order (a hybrid map is imagery plus labels). */
  tiles: string[][];
  coordinates: CoordinateSystem;
  attribution: string;
  maxZoom: number;
}

const google = (lyrs: string) =>
  [0, 1, 2, 3].map((n) => `https://mt${n}.google.com/vt/lyrs=${lyrs}&hl=en&x={x}&y={y}&z={z}`);
const tiandituKey = (import.meta.env.VITE_TIANDITU_KEY as string | undefined) ?? '';
const tianditu = (layer: string) =>
  [0, 1, 2, 3, 4, 5, 6, 7].map(
    (n) =>
      `https://t${n}.tianditu.gov.cn/${layer}_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=${layer}&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk=${tiandituKey}`,
  );

export const MAP_PROVIDERS: Record<MapType, MapProvider> = {
  googleStreet: {
    tiles: [google('m')],
    coordinates: 'gcj02',
    attribution: '© Google',
    maxZoom: 20,
  },
  googleAerial: {
    tiles: [google('s')],
    coordinates: 'wgs84',
    attribution: '© Google',
    maxZoom: 20,
  },
  googleSatellite: {
    tiles: [google('s')],
    coordinates: 'wgs84',
    attribution: '© Google',
    maxZoom: 20,
  },
  googleHybrid: {
    tiles: [google('y')],
    coordinates: 'gcj02',
    attribution: '© Google',
    maxZoom: 20,
  },
  openStreet: {
    tiles: [['https://tile.openstreetmap.org/{z}/{x}/{y}.png']],
    coordinates: 'wgs84',
    attribution: '© OpenStreetMap contributors',
    maxZoom: 19,
  },
  tiandiStreet: {
    tiles: [tianditu('vec'), tianditu('cva')],
    coordinates: 'wgs84',
    attribution: '© Tianditu',
    maxZoom: 18,
  },
  tiandiSatellite: {
    tiles: [tianditu('img'), tianditu('cia')],
    coordinates: 'wgs84',
    attribution: '© Tianditu',
    maxZoom: 18,
  },
};

/** Tianditu without a key cannot serve tiles; the offline map stands in at once. */
export function providerAvailable(type: MapType): boolean {
  return !type.startsWith('tiandi') || tiandituKey !== '';
}

/**
 * SPEC.md §9: multiSelected is exclusive between google street and tiandi street. Both are
 * street maps of the same places; only one may be chosen at a time, so choosing one of them
 * replaces the other, while imagery and the other maps stay free to choose.
 */
export const MUTUALLY_EXCLUSIVE_MAP_TYPES: readonly MapType[] = ['googleStreet', 'tiandiStreet'];

/** Device coordinates (WGS-84) in the provider's system. */
export function toMapCoordinates(
  lng: number,
  lat: number,
  system: CoordinateSystem,
): [number, number] {
  if (system === 'wgs84') return [lng, lat];
  return gcoord.transform<[number, number]>([lng, lat], gcoord.WGS84, gcoord.GCJ02);
}

/** Map coordinates back to WGS-84 (the ruler measures on the ground). */
export function fromMapCoordinates(
  lng: number,
  lat: number,
  system: CoordinateSystem,
): [number, number] {
  if (system === 'wgs84') return [lng, lat];
  return gcoord.transform<[number, number]>([lng, lat], gcoord.GCJ02, gcoord.WGS84);
}

/** Great-circle distance in metres. */
export function distanceMetres(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}
