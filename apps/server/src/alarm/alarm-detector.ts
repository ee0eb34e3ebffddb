import type { Position } from '@convoy/protocols';
import {
  alarmTypesOfBits,
  overspeedLevel,
  videoAlarmTypesOfBits,
  type AlarmSetting,
  type AlarmType,
  type OverspeedLevel,
} from '@convoy/domain';

/** What the detector remembers per device between reports. */
export interface DeviceAlarmState {
  /** The JT/T 808 alarm word and the JT/T 1078 video alarm word of the last live report. */
  bits: number;
  videoBits: number;
  overspeedLevel: 0 | OverspeedLevel;
  lowPower: boolean;
  /** Continuous driving started; null while resting. */
  drivingSinceMs: number | null;
  /** Standing still started; null while moving. */
  stoppedSinceMs: number | null;
  fatigueRaised: boolean;
  parkingRaised: boolean;
  lastFixMs: number;
}

export const INITIAL_ALARM_STATE: DeviceAlarmState = {
  bits: 0,
  videoBits: 0,
  overspeedLevel: 0,
  lowPower: false,
  drivingSinceMs: null,
  stoppedSinceMs: null,
  fatigueRaised: false,
  parkingRaised: false,
  lastFixMs: 0,
};

export type AlarmThresholds = Pick<
  AlarmSetting,
  | 'overspeedKmh'
  | 'parkingMinutes'
  | 'fatigueMinutes'
  | 'fatigueRestMinutes'
  | 'lowBatteryPercent'
  | 'lowVoltage'
> & {
  /** At or below this speed a vehicle stands still (the account's stop plan). */
  parkingSpeedKmh: number;
};

export interface AlarmCandidate {
  type: AlarmType;
  source: 'platform' | 'terminal';
  level: number | null;
  positionIndex: number;
}

/** GT06 voltage level 0–6: 0 and 1 are "extremely low" and "very low" (Concox manuals). */
const GT06_LOW_VOLTAGE_LEVEL = 1;

function numberAttribute(position: Position, name: string): number | undefined {
  const value = position.attributes[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Whether the report says the device runs low on power, by whatever the protocol carries. */
export function isLowPower(position: Position, thresholds: AlarmThresholds): boolean {
  const battery = numberAttribute(position, 'batteryLevel');
  if (battery !== undefined && battery < thresholds.lowBatteryPercent) return true;
  const level = numberAttribute(position, 'voltageLevel');
  if (level !== undefined && level <= GT06_LOW_VOLTAGE_LEVEL) return true;
  const volts = numberAttribute(position, 'power');
  return volts !== undefined && volts > 0 && volts < thresholds.lowVoltage;
}

/**
 * Alarms a device's new reports raise, pure: terminal alarms when a bit of the JT/T 808 alarm
 * word or the JT/T 1078 video alarm word rises (bits held while a condition lasts raise once),
 * and the platform's own: overspeed by level (again when the level rises), low power,
 * fatigue driving (continuous driving without a long enough rest) and parking too long.
 * Reports older than the last live one (blind-area uploads) are history and raise nothing.
 */
export function detectAlarms(
  previous: DeviceAlarmState,
  positions: readonly Position[],
  thresholds: AlarmThresholds,
): { candidates: AlarmCandidate[]; state: DeviceAlarmState } {
  const candidates: AlarmCandidate[] = [];
  const s: DeviceAlarmState = { ...previous };
  for (let positionIndex = 0; positionIndex < positions.length; positionIndex++) {
    // Runs for every report: candidates are pushed in place, without a closure per call.
    const position = positions[positionIndex] as Position;
    const t = position.fixTime.getTime();
    if (t <= s.lastFixMs) continue;

    // Terminal alarms: rising bits only.
    const bits = (position.alarm ?? 0) >>> 0;
    const risen = (bits & ~s.bits) >>> 0;
    if (risen !== 0)
      for (const type of alarmTypesOfBits(risen)) {
        candidates.push({ type, source: 'terminal', level: null, positionIndex });
      }
    s.bits = bits;
    const videoValue = position.attributes['video_alarm'];
    const videoBits = typeof videoValue === 'number' ? videoValue >>> 0 : 0;
    const videoRisen = (videoBits & ~s.videoBits) >>> 0;
    if (videoRisen !== 0) {
      for (const type of videoAlarmTypesOfBits(videoRisen)) {
        candidates.push({ type, source: 'terminal', level: null, positionIndex });
      }
    }
    s.videoBits = videoBits;

    if (position.valid) {
      const level = overspeedLevel(position.speed, thresholds.overspeedKmh);
      if (level > s.overspeedLevel) {
        candidates.push({ type: 'platformOverspeed', source: 'platform', level, positionIndex });
      }
      s.overspeedLevel = level;

      const moving = position.speed > thresholds.parkingSpeedKmh;
      if (moving) {
        s.stoppedSinceMs = null;
        s.parkingRaised = false;
        s.drivingSinceMs ??= t;
        if (!s.fatigueRaised && t - s.drivingSinceMs >= thresholds.fatigueMinutes * 60_000) {
          candidates.push({
            type: 'platformFatigue',
            source: 'platform',
            level: null,
            positionIndex,
          });
          s.fatigueRaised = true;
        }
      } else {
        s.stoppedSinceMs ??= t;
        const stopped = t - s.stoppedSinceMs;
        if (stopped >= thresholds.fatigueRestMinutes * 60_000) {
          s.drivingSinceMs = null;
          s.fatigueRaised = false;
        }
        if (!s.parkingRaised && stopped >= thresholds.parkingMinutes * 60_000) {
          candidates.push({
            type: 'parkingTooLong',
            source: 'platform',
            level: null,
            positionIndex,
          });
          s.parkingRaised = true;
        }
      }
    }

    const low = isLowPower(position, thresholds);
    if (low && !s.lowPower) {
      candidates.push({ type: 'platformLowPower', source: 'platform', level: null, positionIndex });
    }
    s.lowPower = low;
    s.lastFixMs = t;
  }
  return { candidates, state: s };
}

/**
 * Whether a device silent since `lastReceivedMs` is due an offline-too-long alarm now; one
 * alarm per silence (`raisedForMs` is the silence an alarm was already raised for).
 */
export function offlineAlarmDue(
  lastReceivedMs: number,
  nowMs: number,
  offlineMinutes: number,
  raisedForMs: number | undefined,
): boolean {
  return nowMs - lastReceivedMs >= offlineMinutes * 60_000 && raisedForMs !== lastReceivedMs;
}
