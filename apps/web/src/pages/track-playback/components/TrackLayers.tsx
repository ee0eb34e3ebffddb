/**
 * Track playback's layers on the shared map: the track coloured by speed with direction
 * arrows, stop markers with durations, alarms, photos, and the vehicle itself.
 */
import type * as GeoJSON from 'geojson';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { maplibregl, type GeoJSONSource, type MapLibreMap } from '../../../map/maplibre';
import { useMap } from '../../../map/map-context';
import { toMapCoordinates } from '../../../map/providers';
import { usePlaybackStore } from '../state/playback-store';
import type { TrackAlarm } from '../utils/packed-track';
import { drawnRuns, positionAtTime, SPEED_BANDS, type TrackColumns } from '../utils/track-math';

const TRACK = 'playback-track';
const ARROWS = 'playback-arrows';
const ALARMS = 'playback-alarms';
const ARROW_IMAGE = 'playback-arrow';

function arrowImage(): ImageData {
  const size = 16;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#1f1f1f';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(3, 3);
  ctx.lineTo(13, 8);
  ctx.lineTo(3, 13);
  ctx.lineTo(6, 8);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  return ctx.getImageData(0, 0, size, size);
}

function removeAll(map: MapLibreMap, layers: string[], sources: string[]) {
  if (!map.style) return;
  for (const id of layers) if (map.getLayer(id)) map.removeLayer(id);
  for (const id of sources) if (map.getSource(id)) map.removeSource(id);
}

const empty: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The drawn track: simplified for the map, one line per run of a speed band, with arrows. */
export function TrackLineLayer({ track }: { track: TrackColumns }) {
  const { map, coordinates } = useMap();
  useEffect(() => {
    map.addSource(TRACK, { type: 'geojson', data: empty });
    if (!map.hasImage(ARROW_IMAGE)) map.addImage(ARROW_IMAGE, arrowImage());
    map.addLayer({
      id: TRACK,
      type: 'line',
      source: TRACK,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: {
        'line-width': 4,
        'line-color': [
          'match',
          ['get', 'band'],
          ...SPEED_BANDS.flatMap((band, i) => [i, band.color]),
          '#8c8c8c',
        ] as never,
      },
    });
    map.addLayer({
      id: ARROWS,
      type: 'symbol',
      source: TRACK,
      layout: {
        'symbol-placement': 'line',
        'symbol-spacing': 90,
        'icon-image': ARROW_IMAGE,
        'icon-size': 0.8,
        'icon-allow-overlap': true,
      },
    });
    return () => removeAll(map, [ARROWS, TRACK], [TRACK]);
  }, [map]);

  const features = useMemo<GeoJSON.FeatureCollection>(() => {
    // About 20 m, below a pixel at the zoom that frames a month; a colour must hold for 10
    // reports. A month of 10-second reports draws as a few hundred lines, ~10,000 points.
    return {
      type: 'FeatureCollection',
      features: drawnRuns(track, 0.0002, 10).map((run) => ({
        type: 'Feature',
        properties: { band: run.band },
        geometry: {
          type: 'LineString',
          coordinates: run.coordinates.map(([lng, lat]) => toMapCoordinates(lng, lat, coordinates)),
        },
      })),
    };
  }, [track, coordinates]);

  useEffect(() => {
    void map.getSource<GeoJSONSource>(TRACK)?.setData(features);
    // Frame the whole track once it arrives.
    const bounds = new maplibregl.LngLatBounds();
    for (const feature of features.features) {
      if (feature.geometry.type !== 'LineString') continue;
      for (const c of feature.geometry.coordinates) bounds.extend(c as [number, number]);
    }
    if (!bounds.isEmpty()) map.fitBounds(bounds, { padding: 60, duration: 0, maxZoom: 15 });
  }, [map, features]);
  return null;
}

/**
 * Where each alarm began: a report with an alarm whose report before did not carry the same
 * one. An alarm held for hours (low supply voltage) is one dot, not thousands.
 */
export function alarmStarts(alarms: readonly TrackAlarm[]): TrackAlarm[] {
  return alarms.filter((alarm, i) => {
    const before = alarms[i - 1];
    return (
      !before ||
      before.index !== alarm.index - 1 ||
      before.alarmFlags !== alarm.alarmFlags ||
      before.eventId !== alarm.eventId
    );
  });
}

/** Alarm points: red dots where an alarm began. */
export function AlarmLayer({
  track,
  alarms,
}: {
  track: TrackColumns;
  alarms: readonly TrackAlarm[];
}) {
  const { map, coordinates } = useMap();
  useEffect(() => {
    map.addSource(ALARMS, { type: 'geojson', data: empty });
    map.addLayer({
      id: ALARMS,
      type: 'circle',
      source: ALARMS,
      paint: {
        'circle-radius': 5,
        'circle-color': '#f5222d',
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
      },
    });
    return () => removeAll(map, [ALARMS], [ALARMS]);
  }, [map]);
  useEffect(() => {
    void map.getSource<GeoJSONSource>(ALARMS)?.setData({
      type: 'FeatureCollection',
      features: alarmStarts(alarms).map((alarm) => ({
        type: 'Feature',
        properties: { eventId: alarm.eventId, alarmFlags: alarm.alarmFlags },
        geometry: {
          type: 'Point',
          coordinates: toMapCoordinates(
            track.lng[alarm.index] ?? 0,
            track.lat[alarm.index] ?? 0,
            coordinates,
          ),
        },
      })),
    });
  }, [map, track, alarms, coordinates]);
  return null;
}

export interface MapMarker {
  key: string;
  lat: number;
  lng: number;
  label: string;
  kind: 'parking' | 'start' | 'end' | 'photo';
  title: string;
  onClick?: () => void;
}

/** Stops with their durations, trip ends and photos: few, so HTML markers with text. */
export function MarkerLayer({ markers }: { markers: readonly MapMarker[] }) {
  const { map, coordinates } = useMap();
  useEffect(() => {
    const placed = markers.map((marker) => {
      const element = document.createElement('div');
      element.className = `playback-marker playback-marker-${marker.kind}`;
      element.textContent = marker.label;
      element.title = marker.title;
      element.setAttribute('aria-label', marker.title);
      if (marker.onClick) {
        element.setAttribute('role', 'button');
        element.addEventListener('click', marker.onClick);
      }
      return new maplibregl.Marker({ element })
        .setLngLat(toMapCoordinates(marker.lng, marker.lat, coordinates))
        .addTo(map);
    });
    return () => placed.forEach((m) => m.remove());
  }, [map, markers, coordinates]);
  return null;
}

/**
 * The vehicle at the playback moment, turned to its heading. It follows the clock every frame
 * without React and without redrawing the map: an HTML marker only moves its transform.
 */
export function VehicleMarkerLayer({ track, follow }: { track: TrackColumns; follow: boolean }) {
  const { map, coordinates } = useMap();
  const { t } = useTranslation('playback');
  const followRef = useRef(follow);
  followRef.current = follow;
  const label = t('markers.vehicle');
  useEffect(() => {
    const element = document.createElement('div');
    element.className = 'playback-vehicle';
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', label);
    element.title = label;
    const marker = new maplibregl.Marker({ element, rotationAlignment: 'map' });
    let placed = false;
    const draw = (time: number) => {
      if (track.t.length === 0) return;
      const at = positionAtTime(track, time);
      const point = toMapCoordinates(at.lng, at.lat, coordinates);
      // The arrow image points east; a course counts clockwise from north.
      marker.setLngLat(point).setRotation(at.course - 90);
      if (!placed) {
        marker.addTo(map);
        placed = true;
      }
      if (followRef.current && !map.getBounds().contains(point)) map.panTo(point, { duration: 0 });
    };
    draw(usePlaybackStore.getState().time);
    const unsubscribe = usePlaybackStore.subscribe((state, previous) => {
      if (state.time !== previous.time) draw(state.time);
    });
    return () => {
      unsubscribe();
      marker.remove();
    };
  }, [map, track, coordinates, label]);
  return null;
}
