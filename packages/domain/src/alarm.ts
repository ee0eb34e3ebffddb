/**
 * The alarm catalogue (SPEC.md §3 Alarm): terminal alarms from the JT/T 808 alarm DWORD
 * (S808-13 Table 24, which GT06, Teltonika, H02 and OsmAnd map their alarms onto), JT/T 1078
 * video alarms (0x0200 additional item 0x14, abnormal driving 0x18), and platform alarms the
 * server raises itself.
 */
import type { OverspeedLevel } from './constants';

/** JT/T 808 alarm bits by position (S808-13 Table 24 / S808-19 Table 25). */
export const JT808_ALARM_BIT_TYPES = [
  'sos', // 0 (cleared after ack)
  'overspeed', // 1
  'fatigue', // 2
  'dangerWarning', // 3
  'gnssFault', // 4
  'gnssAntennaOpen', // 5
  'gnssAntennaShort', // 6
  'powerLow', // 7
  'powerCut', // 8
  'lcdFault', // 9
  'ttsFault', // 10
  'cameraFault', // 11
  'icCardFault', // 12
  'overspeedWarning', // 13
  'fatigueWarning', // 14
  'illegalDriving', // 15 (2019)
  'tyrePressure', // 16 (2019)
  'blindZone', // 17 (2019)
  'dailyDrivingExceeded', // 18
  'overtimeParking', // 19
  'areaInOut', // 20
  'routeInOut', // 21
  'routeTime', // 22
  'routeDeviation', // 23
  'vssFault', // 24
  'fuelAbnormal', // 25
  'stolen', // 26
  'illegalIgnition', // 27
  'illegalDisplacement', // 28
  'collision', // 29
  'rollover', // 30
  'illegalDoorOpen', // 31 (2013)
] as const;

/** JT/T 1078 video alarm bits (S1078 Table 13, additional item 0x14). */
export const JT1078_VIDEO_ALARM_BIT_TYPES = [
  'videoSignalLost', // 0
  'videoBlocked', // 1
  'storageFault', // 2
  'videoDeviceFault', // 3
  'busOvercrowded', // 4
  'abnormalDriving', // 5
  'recordingThreshold', // 6
] as const;

/** Alarms the platform raises from positions and time (not reported by the terminal). */
export const PLATFORM_ALARM_TYPES = [
  'platformOverspeed',
  'fenceIn',
  'fenceOut',
  'offlineTooLong',
  'platformLowPower',
  'platformFatigue',
  'parkingTooLong',
] as const;

export const TERMINAL_ALARM_TYPES = [
  ...JT808_ALARM_BIT_TYPES,
  ...JT1078_VIDEO_ALARM_BIT_TYPES,
] as const;

export const ALARM_TYPES = [...TERMINAL_ALARM_TYPES, ...PLATFORM_ALARM_TYPES] as const;
export type AlarmType = (typeof ALARM_TYPES)[number];

export function isAlarmType(value: string): value is AlarmType {
  return (ALARM_TYPES as readonly string[]).includes(value);
}

/** Driver-behaviour and video-analysis alarms: the "AI" counter (AIAlramNumber). */
export const AI_ALARM_TYPES: readonly AlarmType[] = [
  'dangerWarning',
  'abnormalDriving',
  'fatigueWarning',
  'collision',
  'blindZone',
];

/** Overspeed levels of SPEC.md §9: how far above the limit, as a share of it. */
export const OVERSPEED_LEVEL_THRESHOLDS = [0, 0.2, 0.5] as const;

/** The overspeed level of `speedKmh` against `limitKmh`, or 0 at or below the limit. */
export function overspeedLevel(speedKmh: number, limitKmh: number): 0 | OverspeedLevel {
  if (limitKmh <= 0 || speedKmh <= limitKmh) return 0;
  const excess = (speedKmh - limitKmh) / limitKmh;
  if (excess > (OVERSPEED_LEVEL_THRESHOLDS[2] as number)) return 3;
  if (excess > (OVERSPEED_LEVEL_THRESHOLDS[1] as number)) return 2;
  return 1;
}

/** Types whose bit is set in a JT/T 808 alarm DWORD. */
export function alarmTypesOfBits(bits: number): AlarmType[] {
  const types: AlarmType[] = [];
  for (let bit = 0; bit < 32; bit++) {
    if (Math.floor(bits / 2 ** bit) % 2 === 1) types.push(JT808_ALARM_BIT_TYPES[bit] as AlarmType);
  }
  return types;
}

/** Types whose bit is set in a JT/T 1078 video alarm DWORD (bits 7–31 are reserved). */
export function videoAlarmTypesOfBits(bits: number): AlarmType[] {
  return JT1078_VIDEO_ALARM_BIT_TYPES.filter((_, bit) => Math.floor(bits / 2 ** bit) % 2 === 1);
}

/** Alarm filters "last minute" and "last 5 minutes" (SPEC.md §9), as a query window. */
export function recentAlarmWindowStart(now: number, minutes: 1 | 5): Date {
  return new Date(now - minutes * 60_000);
}
