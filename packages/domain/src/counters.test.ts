import { describe, expect, it } from 'vitest';
import { EMPTY_ALARM_COUNTERS, applyAlarmCounters, informTotalOf } from './counters';
import { POLLING_PATHS, isPollingPage, startCountdown, tickCountdown } from './polling';

describe('alarm counters', () => {
  it('informTotal is undisposed alarms + maintenance + expiry', () => {
    expect(informTotalOf({ alarmUndisposed: 4, maintainNumber: 2, expireNumber: 3 })).toBe(9);
  });

  it.each<[string, Parameters<typeof applyAlarmCounters>[1], number]>([
    ['alarm count changes', { alarmUndisposed: 5 }, 5 + 2 + 1],
    ['maintenance count changes', { maintainNumber: 7 }, 3 + 7 + 1],
    ['expiry count changes', { expireNumber: 4 }, 3 + 2 + 4],
  ])('recomputes informTotal when the %s', (_name, update, total) => {
    const current = {
      ...EMPTY_ALARM_COUNTERS,
      alarmUndisposed: 3,
      maintainNumber: 2,
      expireNumber: 1,
      informTotal: 6,
    };
    expect(applyAlarmCounters(current, update, true).informTotal).toBe(total);
  });

  it('keeps informTotal when other counters change', () => {
    const current = { ...EMPTY_ALARM_COUNTERS, alarmUndisposed: 3, informTotal: 3 };
    const next = applyAlarmCounters(current, { alarmRecent1Number: 9, uploadTotal: 2 }, true);
    expect(next.informTotal).toBe(3);
    expect(next.alarmRecent1Number).toBe(9);
  });

  it('counts maintenance and expiry only when isSecond is set', () => {
    const update = { alarmUndisposed: 1, maintainNumber: 5, expireNumber: 6 };
    const counted = applyAlarmCounters(EMPTY_ALARM_COUNTERS, update, true);
    expect(counted).toMatchObject({ maintainNumber: 5, expireNumber: 6, informTotal: 12 });
    const reset = applyAlarmCounters(counted, update, false);
    expect(reset).toMatchObject({ maintainNumber: 0, expireNumber: 0, informTotal: 1 });
  });
});

describe('polling', () => {
  it('runs on the realtime, video, track, video playback and report pages only', () => {
    expect(POLLING_PATHS).toEqual([
      '/realTimeMonitor',
      '/videoMonitor',
      '/trackPlayback',
      '/videoPlayback',
      '/statisticalReport',
    ]);
    expect(isPollingPage('/realTimeMonitor/')).toBe(true);
    expect(isPollingPage('/dashBoard')).toBe(false);
    expect(isPollingPage('/platformSetting')).toBe(false);
  });

  it('reloads every N seconds of one-second ticks', () => {
    let countdown = startCountdown(3);
    const reloads: boolean[] = [];
    for (let i = 0; i < 7; i++) {
      const step = tickCountdown(countdown);
      countdown = step.countdown;
      reloads.push(step.reload);
    }
    expect(reloads).toEqual([false, false, true, false, false, true, false]);
  });

  it('never runs a period below one second', () => {
    expect(startCountdown(0).periodSeconds).toBe(1);
  });
});
