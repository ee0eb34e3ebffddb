/**
 * Device statistics and alarm counters of SPEC.md §3 and §4, shared by the header bell, the
 * dashboard and the alarm centre. Not persisted: they are live figures.
 */
import { create } from 'zustand';
import {
  EMPTY_ALARM_COUNTERS,
  EMPTY_DEVICE_STATISTICS,
  applyAlarmCounters,
  type AlarmCounterUpdate,
  type AlarmCounters,
  type DeviceStatistics,
} from '@convoy/domain';

/** The reminder flag is cleared, then set again after this, so the same alarm rings again. */
export const ALARM_REMINDER_DELAY_MS = 1000;

interface CountersState {
  devices: DeviceStatistics;
  alarms: AlarmCounters;
  /** An alarm reminder (sound, popup) is due. */
  alarmReminder: boolean;
  setDeviceStatistics: (update: Partial<DeviceStatistics>) => void;
  /** New counts; `isSecond` is the site's flag (SPEC.md §3 Stored API config). */
  updateAlarmCounters: (update: AlarmCounterUpdate, isSecond: boolean) => void;
  setAlarmReminder: (value: boolean) => void;
  reset: () => void;
}

let reminderTimer: ReturnType<typeof setTimeout> | null = null;

export const useCountersStore = create<CountersState>()((set, get) => ({
  devices: EMPTY_DEVICE_STATISTICS,
  alarms: EMPTY_ALARM_COUNTERS,
  alarmReminder: false,
  setDeviceStatistics: (update) => set({ devices: { ...get().devices, ...update } }),
  updateAlarmCounters: (update, isSecond) =>
    set({ alarms: applyAlarmCounters(get().alarms, update, isSecond) }),
  setAlarmReminder: (value) => {
    if (reminderTimer !== null) clearTimeout(reminderTimer);
    set({ alarmReminder: false });
    reminderTimer = setTimeout(() => {
      reminderTimer = null;
      set({ alarmReminder: value });
    }, ALARM_REMINDER_DELAY_MS);
  },
  reset: () => {
    if (reminderTimer !== null) clearTimeout(reminderTimer);
    reminderTimer = null;
    set({ devices: EMPTY_DEVICE_STATISTICS, alarms: EMPTY_ALARM_COUNTERS, alarmReminder: false });
  },
}));
