import type { DeviceStatusIcon } from '@convoy/domain';

/** A vehicle as the map draws it (WGS-84). */
export interface VehiclePoint {
  id: string;
  lng: number;
  lat: number;
  status: DeviceStatusIcon;
  /** Heading, degrees clockwise from north. */
  course: number;
  name: string;
  speed: number;
  gpsTime: string;
}

export type VehicleBatchListener = (
  changed: readonly VehiclePoint[],
  removed: readonly string[],
) => void;

/**
 * Where the vehicle layer takes its vehicles from: a snapshot to start with (and whenever
 * `version` changes, e.g. a filter), then batches of changes.
 */
export interface VehicleFeed {
  version: number;
  snapshot(): VehiclePoint[];
  subscribe(listener: VehicleBatchListener): () => void;
}
