import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALARM_REMINDER_DELAY_MS, useCountersStore } from './counters-store';
import { usePollingStore } from './polling-store';

beforeEach(() => {
  vi.useFakeTimers();
  useCountersStore.getState().reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('alarm reminder flag', () => {
  it('is cleared at once and set to the new value after 1 s', () => {
    const store = useCountersStore;
    store.getState().setAlarmReminder(true);
    vi.advanceTimersByTime(ALARM_REMINDER_DELAY_MS);
    expect(store.getState().alarmReminder).toBe(true);

    store.getState().setAlarmReminder(true);
    expect(store.getState().alarmReminder).toBe(false);
    vi.advanceTimersByTime(ALARM_REMINDER_DELAY_MS - 1);
    expect(store.getState().alarmReminder).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState().alarmReminder).toBe(true);
  });

  it('takes only the latest value when set twice within the second', () => {
    const store = useCountersStore;
    store.getState().setAlarmReminder(true);
    vi.advanceTimersByTime(500);
    store.getState().setAlarmReminder(false);
    vi.advanceTimersByTime(ALARM_REMINDER_DELAY_MS);
    expect(store.getState().alarmReminder).toBe(false);
  });
});

describe('alarm counters', () => {
  it('recompute informTotal and honour isSecond', () => {
    const store = useCountersStore;
    store
      .getState()
      .updateAlarmCounters({ alarmUndisposed: 2, maintainNumber: 3, expireNumber: 4 }, true);
    expect(store.getState().alarms.informTotal).toBe(9);
    store.getState().updateAlarmCounters({ maintainNumber: 3 }, false);
    expect(store.getState().alarms).toMatchObject({
      maintainNumber: 0,
      expireNumber: 0,
      informTotal: 2,
    });
  });
});

describe('polling countdown', () => {
  it('asks for a reload every N one-second ticks', () => {
    const store = usePollingStore;
    store.getState().restart(2);
    const before = store.getState().reloadCount;
    for (let i = 0; i < 6; i++) store.getState().tick();
    expect(store.getState().reloadCount - before).toBe(3);
  });
});
