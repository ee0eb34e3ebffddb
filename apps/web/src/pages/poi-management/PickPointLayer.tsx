import { useEffect, useRef } from 'react';
import type { MapMouseEvent } from '../../map/maplibre';
import { useMap } from '../../map/map-context';
import { fromMapCoordinates } from '../../map/providers';

/** While a POI is being placed, a click on the map gives its position (WGS-84). */
export function PickPointLayer({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  const { map, coordinates } = useMap();
  const pick = useRef(onPick);
  pick.current = onPick;
  useEffect(() => {
    const onClick = (event: MapMouseEvent) => {
      const [lng, lat] = fromMapCoordinates(event.lngLat.lng, event.lngLat.lat, coordinates);
      pick.current(lat, lng);
    };
    map.getCanvas().style.cursor = 'crosshair';
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
      map.getCanvas().style.cursor = '';
    };
  }, [map, coordinates]);
  return null;
}
