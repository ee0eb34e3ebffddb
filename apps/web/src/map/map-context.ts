import { createContext, useContext } from 'react';
import type { MapLibreMap } from './maplibre';
import type { CoordinateSystem } from './providers';

export interface MapContextValue {
  map: MapLibreMap;
  /** The coordinate system of the base map shown: layers convert positions into it. */
  coordinates: CoordinateSystem;
}

export const MapContext = createContext<MapContextValue | null>(null);

/** The shared map, for layer components rendered inside <ConvoyMap>. */
export function useMap(): MapContextValue {
  const value = useContext(MapContext);
  if (!value) throw new Error('useMap outside <ConvoyMap>');
  return value;
}
