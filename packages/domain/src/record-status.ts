/**
 * Status of a tracker record as the API carries it (times as ISO text): the icon and motion
 * state of status.ts under the plans a caller chose, shared by the server's answers and the
 * monitor, which re-derives as time passes (a silent device goes offline without a message).
 */
import type { LastAlarm, LastLoc, OnlinePlanPar, VehicleParkingPar } from './api/location';
import { DEFAULT_PARKING_SPEED_KMH, type DeviceStatusIcon, type MotionState } from './constants';
import {
  DEFAULT_ONLINE_PLAN,
  deriveDeviceIcon,
  deriveMotionState,
  type LastLocation,
  type OnlinePlan,
} from './status';

/** The caller's onlinePlanPar over the account's own plan. */
export function onlinePlanOf(
  par: OnlinePlanPar | undefined,
  base: OnlinePlan = DEFAULT_ONLINE_PLAN,
): OnlinePlan {
  return {
    onlineType: par?.onlineType ?? base.onlineType,
    onlineTime: par?.onlineInterval ?? base.onlineTime,
    isOfflineWhenSleep: par?.isOfflineWhenSleep ?? base.isOfflineWhenSleep,
    positioningSpeedOffline: par?.positioningSpeedOffline ?? base.positioningSpeedOffline,
    offlineSpeedCondition: par?.offlineSpeedCondition ?? base.offlineSpeedCondition,
    offlineTimeCondition: par?.offlineTimeCondition ?? base.offlineTimeCondition,
  };
}

/**
 * The parking speed of a stop plan. A disabled plan parks only a vehicle that stands still
 * (speed 0), so the icons still tell parked from driving.
 */
export function parkingSpeedOf(
  par: VehicleParkingPar | undefined,
  base: { isEnable: boolean; speed: number } = { isEnable: true, speed: DEFAULT_PARKING_SPEED_KMH },
): number {
  const enabled = par?.isEnable ?? base.isEnable;
  return enabled ? (par?.speed ?? base.speed) : 0;
}

export function lastLocationOf(lastLoc: LastLoc): LastLocation {
  return {
    receivedTime: new Date(lastLoc.receivedTime),
    gpsTime: new Date(lastLoc.gpsTime),
    speed: lastLoc.speed,
    online: lastLoc.online,
    gpsAvailable: lastLoc.gpsAvailable,
    trackerState: lastLoc.trackerState,
    eventId: lastLoc.eventId,
  };
}

export interface RecordStatusInput {
  readonly lastLoc: LastLoc | null;
  readonly lastAlarm: LastAlarm | null;
  readonly model: string;
}

export function deriveRecordStatus(
  record: RecordStatusInput,
  plan: OnlinePlan,
  parkingSpeedKmh: number,
  now: Date,
): { status: DeviceStatusIcon; motion: MotionState } {
  const input = {
    lastLoc: record.lastLoc ? lastLocationOf(record.lastLoc) : null,
    hasLastAlarm: record.lastAlarm !== null,
    model: record.model,
    now,
    onlinePlan: plan,
    parkingSpeedKmh,
  };
  return { status: deriveDeviceIcon(input), motion: deriveMotionState(input) };
}
