/**
 * The national-standard parameter panel (SPEC.md §2): JT/T 808 terminal parameters
 * (S808-13 Table 12; JT/T 1078 Table 2 for video) in the groups the panel shows, with the
 * unit a person enters and how it maps onto the value the terminal stores. SPEC.md §9 fixes
 * three units: heartbeat in minutes, upload interval in units of 10 s, acceleration in mg.
 */
export const PARAMETER_GROUPS = [
  'server',
  'track',
  'alarm',
  'ai',
  'peripherals',
  'deviceInfo',
  'ftp',
  'apn',
  'parkingMonitoring',
  'video',
] as const;
export type ParameterGroup = (typeof PARAMETER_GROUPS)[number];

export type ParameterUnit =
  'text' | 'number' | 's' | 'min' | 'units10s' | 'm' | 'kmh' | 'mg' | 'deg' | 'hex';

export interface ParameterDefinition {
  id: number;
  group: ParameterGroup;
  /** i18n key under device:parameters.<key>. */
  key: string;
  unit: ParameterUnit;
  /** Terminal value = entered value × scale (minutes → seconds is 60). */
  scale: number;
  min?: number;
  max?: number;
  /** Structured values shown as hex and not edited here. */
  readOnly?: boolean;
}

const p = (
  id: number,
  group: ParameterGroup,
  key: string,
  unit: ParameterUnit,
  options: { scale?: number; min?: number; max?: number; readOnly?: boolean } = {},
): ParameterDefinition => ({ id, group, key, unit, scale: options.scale ?? 1, ...options });

export const PARAMETER_DEFINITIONS: readonly ParameterDefinition[] = [
  p(0x0013, 'server', 'mainServer', 'text'),
  p(0x0017, 'server', 'backupServer', 'text'),
  p(0x0018, 'server', 'tcpPort', 'number', { min: 1, max: 65535 }),
  p(0x0019, 'server', 'udpPort', 'number', { min: 0, max: 65535 }),
  p(0x0001, 'track', 'heartbeat', 'min', { scale: 60, min: 1, max: 1440 }),
  p(0x0029, 'track', 'uploadInterval', 'units10s', { scale: 10, min: 1, max: 8640 }),
  p(0x0020, 'track', 'reportStrategy', 'number', { min: 0, max: 2 }),
  p(0x0022, 'track', 'driverAbsentInterval', 's', { min: 0, max: 86400 }),
  p(0x0028, 'track', 'emergencyInterval', 's', { min: 0, max: 86400 }),
  p(0x002c, 'track', 'reportDistance', 'm', { min: 0, max: 100000 }),
  p(0x0030, 'track', 'cornerAngle', 'deg', { min: 0, max: 180 }),
  p(0x0050, 'alarm', 'alarmMask', 'hex', { min: 0, max: 0xffffffff }),
  p(0x0055, 'alarm', 'maxSpeed', 'kmh', { min: 1, max: 250 }),
  p(0x0056, 'alarm', 'overspeedDuration', 's', { min: 0, max: 3600 }),
  p(0x0057, 'alarm', 'continuousDriving', 's', { min: 0, max: 86400 }),
  p(0x0058, 'alarm', 'dailyDriving', 's', { min: 0, max: 86400 }),
  p(0x0059, 'alarm', 'minimumRest', 's', { min: 0, max: 86400 }),
  // Collision: the low byte is the acceleration threshold in 0.1 g, entered in mg.
  p(0x005d, 'alarm', 'collisionAcceleration', 'mg', { scale: 0.01, min: 100, max: 25500 }),
  p(0x005e, 'alarm', 'rolloverAngle', 'deg', { min: 0, max: 90 }),
  p(0xf364, 'ai', 'adas', 'hex', { readOnly: true }),
  p(0xf365, 'ai', 'dsm', 'hex', { readOnly: true }),
  p(0xf366, 'ai', 'tpms', 'hex', { readOnly: true }),
  p(0xf367, 'ai', 'bsd', 'hex', { readOnly: true }),
  p(0x0090, 'peripherals', 'gnssMode', 'number', { min: 0, max: 15 }),
  p(0x0091, 'peripherals', 'gnssBaudRate', 'number', { min: 0, max: 5 }),
  p(0x0092, 'peripherals', 'gnssOutputFrequency', 'number', { min: 0, max: 4 }),
  p(0x0094, 'peripherals', 'gnssUploadMode', 'number', { min: 0, max: 255 }),
  p(0x0080, 'deviceInfo', 'odometer', 'number', { scale: 10, min: 0, max: 99999999 }),
  p(0x0081, 'deviceInfo', 'province', 'number', { min: 0, max: 65535 }),
  p(0x0082, 'deviceInfo', 'city', 'number', { min: 0, max: 65535 }),
  p(0x0083, 'deviceInfo', 'plate', 'text'),
  p(0x0084, 'deviceInfo', 'plateColour', 'number', { min: 0, max: 255 }),
  // The picture and IC card upload server (S808-13 0x001A–0x001D) is where FTP uploads go.
  p(0x001a, 'ftp', 'uploadServer', 'text'),
  p(0x001b, 'ftp', 'uploadTcpPort', 'number', { min: 0, max: 65535 }),
  p(0x001d, 'ftp', 'uploadBackupServer', 'text'),
  p(0x0010, 'apn', 'apn', 'text'),
  p(0x0011, 'apn', 'apnUser', 'text'),
  p(0x0012, 'apn', 'apnPassword', 'text'),
  p(0x0014, 'apn', 'backupApn', 'text'),
  p(0x005a, 'parkingMonitoring', 'maxParking', 's', { min: 0, max: 86400 }),
  p(0x0027, 'parkingMonitoring', 'sleepReportInterval', 's', { min: 0, max: 86400 }),
  p(0x0075, 'video', 'avParameters', 'hex', { readOnly: true }),
  p(0x0076, 'video', 'channelList', 'hex', { readOnly: true }),
  p(0x0077, 'video', 'channelParameters', 'hex', { readOnly: true }),
  p(0x007a, 'video', 'videoAlarmMask', 'hex', { min: 0, max: 0xffffffff }),
];

export const PARAMETER_BY_ID: ReadonlyMap<number, ParameterDefinition> = new Map(
  PARAMETER_DEFINITIONS.map((d) => [d.id, d]),
);

/** The value a person sees for what the terminal stores. */
export function toDisplayValue(
  definition: ParameterDefinition,
  stored: number | string,
): number | string {
  if (typeof stored === 'string' || definition.scale === 1) return stored;
  return Math.round((stored / definition.scale) * 1000) / 1000;
}

/**
 * The value to store for what a person entered, or an error key when it is out of range.
 * Heartbeat 2 (minutes) → 120 s; upload 3 (× 10 s) → 30 s; collision 4000 mg → 40 (0.1 g).
 */
export function toStoredValue(
  definition: ParameterDefinition,
  entered: number | string,
):
  | { value: number | string }
  | { error: 'validation.numberBetween' | 'generic.permissionDenied'; min?: number; max?: number } {
  if (definition.readOnly) return { error: 'generic.permissionDenied' };
  if (definition.unit === 'text') return { value: String(entered) };
  const number = typeof entered === 'number' ? entered : Number(entered);
  const { min = 0, max = 0xffffffff } = definition;
  if (!Number.isFinite(number) || number < min || number > max) {
    return { error: 'validation.numberBetween', min, max };
  }
  return { value: Math.round(number * definition.scale) };
}
