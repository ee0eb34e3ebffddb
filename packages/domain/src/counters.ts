/**
 * The client counters of SPEC.md §3 and §4: device statistics and alarm counters, with the
 * rules that keep informTotal and the maintenance and expiry counts consistent.
 */

export interface DeviceStatistics {
  totalDevices: number;
  onlineDevices: number;
  alarmDevices: number;
  /** Epoch milliseconds of the last refresh, null before the first. */
  lastUpdate: number | null;
  isLoading: boolean;
}

export const EMPTY_DEVICE_STATISTICS: DeviceStatistics = {
  totalDevices: 0,
  onlineDevices: 0,
  alarmDevices: 0,
  lastUpdate: null,
  isLoading: false,
};

export interface AlarmCounters {
  /** Alarms of the last minute and of the last five minutes. */
  alarmRecent1Number: number;
  alarmRecent5Number: number;
  /** Active-safety (AI) alarms; the name is the one other clients use. */
  AIAlramNumber: number;
  alarmUndisposed: number;
  alarmNum: number;
  maintainNumber: number;
  expireNumber: number;
  /** Undisposed alarms + maintenance due + devices expiring: the bell's number. */
  informTotal: number;
  uploadTotal: number;
}

export const EMPTY_ALARM_COUNTERS: AlarmCounters = {
  alarmRecent1Number: 0,
  alarmRecent5Number: 0,
  AIAlramNumber: 0,
  alarmUndisposed: 0,
  alarmNum: 0,
  maintainNumber: 0,
  expireNumber: 0,
  informTotal: 0,
  uploadTotal: 0,
};

export type AlarmCounterUpdate = Partial<Omit<AlarmCounters, 'informTotal'>>;

export function informTotalOf(
  counters: Pick<AlarmCounters, 'alarmUndisposed' | 'maintainNumber' | 'expireNumber'>,
): number {
  return counters.alarmUndisposed + counters.maintainNumber + counters.expireNumber;
}

/**
 * Applies new counts. Maintenance and expiry are counted only where the site's isSecond flag
 * is set, otherwise they are 0; informTotal follows whenever the alarm, maintenance or expiry
 * count changes.
 */
export function applyAlarmCounters(
  current: AlarmCounters,
  update: AlarmCounterUpdate,
  isSecond: boolean,
): AlarmCounters {
  const next: AlarmCounters = { ...current, ...update };
  if (!isSecond) {
    next.maintainNumber = 0;
    next.expireNumber = 0;
  }
  const changed =
    next.alarmUndisposed !== current.alarmUndisposed ||
    next.maintainNumber !== current.maintainNumber ||
    next.expireNumber !== current.expireNumber;
  if (changed) next.informTotal = informTotalOf(next);
  return next;
}
