import { describe, expect, it } from 'vitest';
import { DEVICE_ICON_NAMES, LEGEND_ALL_ICON, MOTION_STATES } from './constants';
import type { DeviceStatusIcon, MotionState } from './constants';
import {
  DEFAULT_ONLINE_PLAN,
  deriveDeviceIcon,
  deriveMotionState,
  hasAlarm,
  ignitionModelGroup,
  ignitionState,
  isNeverLocated,
  isOnline,
  recordKey,
  trackerStateOf,
} from './status';
import type { DeviceStatusInput, LastLocation, OnlinePlan } from './status';

const NOW = new Date('2025-06-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

/** Ignition bit 9 set: the default group's "ignition on". */
const ACC_ON = '200';
const ACC_OFF = '000';

/** A tracker that reported a minute ago, with a fix, standing still, ignition off, no event. */
function lastLoc(overrides: Partial<LastLocation> = {}): LastLocation {
  return {
    receivedTime: minutesAgo(1),
    gpsTime: minutesAgo(1),
    speed: 0,
    online: true,
    gpsAvailable: true,
    trackerState: ACC_OFF,
    eventId: 0,
    ...overrides,
  };
}

function device(loc: Partial<LastLocation> | null, extra: Partial<DeviceStatusInput> = {}) {
  return {
    lastLoc: loc === null ? null : lastLoc(loc),
    hasLastAlarm: false,
    model: 'VT-300',
    now: NOW,
    ...extra,
  } satisfies DeviceStatusInput;
}

const OFFLINE = { receivedTime: minutesAgo(11), gpsTime: minutesAgo(11) };
const NEVER_LOCATED = { gpsAvailable: false, gpsTime: new Date('2009-12-31T23:59:59Z') };

describe('deriveDeviceIcon (SPEC.md §4 Device display status)', () => {
  const cases: [string, ReturnType<typeof device>, DeviceStatusIcon][] = [
    ['a device that never reported anything', device(null), 'nolocate'],
    ['offline, never located', device({ ...OFFLINE, ...NEVER_LOCATED }), 'off_nolocate'],
    [
      'offline, never located, with an alarm',
      device({ ...OFFLINE, ...NEVER_LOCATED, eventId: 1 }),
      'off_nolocate',
    ],
    ['offline with an alarm event', device({ ...OFFLINE, eventId: 2 }), 'off_alarm'],
    ['offline with a last alarm', device(OFFLINE, { hasLastAlarm: true }), 'off_alarm'],
    ['offline', device(OFFLINE), 'offline'],
    [
      'offline, lost its fix after having one',
      device({ ...OFFLINE, gpsAvailable: false }),
      'offline',
    ],
    ['online with no fix', device({ gpsAvailable: false }), 'on_nolocate'],
    ['online, never located', device(NEVER_LOCATED), 'on_nolocate'],
    ['online, parked, ignition on', device({ trackerState: ACC_ON }), 'on_p_accon'],
    [
      'online, parked, ignition on, alarm',
      device({ trackerState: ACC_ON, eventId: 7 }),
      'on_p_accon_alarm',
    ],
    ['online, parked, ignition off', device({}), 'on_p_accoff'],
    [
      'online, parked, ignition off, last alarm',
      device({}, { hasLastAlarm: true }),
      'on_p_accoff_alarm',
    ],
    ['online, parked at exactly the parking speed', device({ speed: 15 }), 'on_p_accoff'],
    [
      'online, parked, idling (event 133)',
      device({ trackerState: ACC_ON, eventId: 133 }),
      'on_p_idling',
    ],
    [
      'online, parked, idling beats a last alarm',
      device({ eventId: 133 }, { hasLastAlarm: true }),
      'on_p_idling',
    ],
    ['online, driving', device({ speed: 60, trackerState: ACC_ON }), 'online'],
    ['online, driving just above the parking speed', device({ speed: 15.1 }), 'online'],
    ['online, driving with an alarm', device({ speed: 60, eventId: 1 }), 'on_t_alarm'],
    ['online, driving, idling event', device({ speed: 60, eventId: 133 }), 'on_t_idling'],
    ['event 35 is not an alarm', device({ eventId: 35 }), 'on_p_accoff'],
    [
      'a model without ignition shows ignition off',
      device({ trackerState: 'FFF' }, { model: 'PET-10' }),
      'on_p_accoff',
    ],
    ['a custom parking speed', device({ speed: 20 }, { parkingSpeedKmh: 25 }), 'on_p_accoff'],
  ];

  it.each(cases)('%s → %s', (_name, input, expected) => {
    expect(deriveDeviceIcon(input)).toBe(expected);
  });

  it('covers every icon name of SPEC.md §4 except the legend filter', () => {
    const derived = new Set(cases.map(([, , icon]) => icon));
    const expected = DEVICE_ICON_NAMES.filter((name) => name !== LEGEND_ALL_ICON);
    expect([...derived].sort()).toEqual([...expected].sort());
    expect(derived.has(LEGEND_ALL_ICON as DeviceStatusIcon)).toBe(false);
  });
});

describe('deriveMotionState (SPEC.md §4 Dashboard motion)', () => {
  const cases: [string, ReturnType<typeof device>, MotionState][] = [
    ['never reported', device(null), 'noDataUpload'],
    ['offline', device({ ...OFFLINE, speed: 80 }), 'noDataUpload'],
    ['online without a fix', device({ gpsAvailable: false, speed: 50 }), 'noPosition'],
    ['idling event', device({ eventId: 133, trackerState: ACC_ON }), 'idling'],
    ['standing still', device({ trackerState: ACC_ON }), 'stopped'],
    ['moving, ignition off', device({ speed: 40 }), 'moving'],
    [
      'moving, model without ignition',
      device({ speed: 40, trackerState: 'FFF' }, { model: 'AT-50' }),
      'moving',
    ],
    ['moving, engine on', device({ speed: 40, trackerState: ACC_ON }), 'movingEngineOn'],
  ];

  it.each(cases)('%s → %s', (_name, input, expected) => {
    expect(deriveMotionState(input)).toBe(expected);
  });

  it('covers every motion state', () => {
    expect(new Set(cases.map(([, , state]) => state)).size).toBe(MOTION_STATES.length);
  });
});

describe('isOnline (SPEC.md §3 online plan)', () => {
  const plan = (overrides: Partial<OnlinePlan>): OnlinePlan => ({
    ...DEFAULT_ONLINE_PLAN,
    ...overrides,
  });
  const cases: [string, LastLocation | null, OnlinePlan, boolean][] = [
    ['no last location', null, DEFAULT_ONLINE_PLAN, false],
    [
      'received 10 min ago (default online time)',
      lastLoc({ receivedTime: minutesAgo(10) }),
      DEFAULT_ONLINE_PLAN,
      true,
    ],
    [
      'received 10 min 1 s ago',
      lastLoc({ receivedTime: new Date(minutesAgo(10).getTime() - 1000) }),
      DEFAULT_ONLINE_PLAN,
      false,
    ],
    [
      'received 25 min ago with a 30 min online time',
      lastLoc({ receivedTime: minutesAgo(25) }),
      plan({ onlineTime: 30 }),
      true,
    ],
    [
      'connection type trusts the gateway flag',
      lastLoc({ receivedTime: minutesAgo(120), online: true }),
      plan({ onlineType: 'connection' }),
      true,
    ],
    [
      'connection type, disconnected',
      lastLoc({ online: false }),
      plan({ onlineType: 'connection' }),
      false,
    ],
    [
      'sleeping, sleep counts as offline',
      lastLoc({ sleeping: true }),
      plan({ isOfflineWhenSleep: true }),
      false,
    ],
    ['sleeping, sleep does not count', lastLoc({ sleeping: true }), DEFAULT_ONLINE_PLAN, true],
    [
      'slow, stale fix, positioning-speed-offline on',
      lastLoc({ speed: 3, gpsTime: minutesAgo(16) }),
      plan({ positioningSpeedOffline: true }),
      false,
    ],
    [
      'slow, fix 15 min old, positioning-speed-offline on',
      lastLoc({ speed: 3, gpsTime: minutesAgo(15) }),
      plan({ positioningSpeedOffline: true }),
      true,
    ],
    [
      'fast, stale fix, positioning-speed-offline on',
      lastLoc({ speed: 15, gpsTime: minutesAgo(60) }),
      plan({ positioningSpeedOffline: true }),
      true,
    ],
    [
      'slow, stale fix, positioning-speed-offline off',
      lastLoc({ speed: 3, gpsTime: minutesAgo(60) }),
      DEFAULT_ONLINE_PLAN,
      true,
    ],
  ];

  it.each(cases)('%s → %s', (_name, loc, onlinePlan, expected) => {
    expect(isOnline(loc, onlinePlan, NOW)).toBe(expected);
  });
});

describe('ignition bit by model group', () => {
  it.each([
    ['MT-100', '100', 'on'],
    ['MT-100', '200', 'off'],
    ['VT-300', '200', 'on'],
    ['VT-300', '100', 'off'],
    ['vt-300', '0x200', 'on'],
    ['OBD-200', '400', 'on'],
    ['OBD-200', '3FF', 'off'],
    ['PT-20', 'FFF', 'unknown'],
    ['an unlisted model', '200', 'on'],
    ['VT-300', 'not hex', 'unknown'],
    ['VT-300', '', 'unknown'],
  ] as const)('%s with state %s → %s', (model, state, expected) => {
    expect(ignitionState(state, model)).toBe(expected);
  });

  it('accepts an operator-supplied table', () => {
    expect(ignitionModelGroup('X1', { X1: 'bit10' })).toBe('bit10');
    expect(ignitionState('400', 'X1', { X1: 'bit10' })).toBe('on');
  });
});

describe('alarm and never located', () => {
  it.each([
    [0, false, false],
    [35, false, false],
    [1, false, true],
    [133, false, true],
    [0, true, true],
    [35, true, true],
    [-1, false, false],
  ] as const)('eventId %i, last alarm %s → alarm %s', (eventId, last, expected) => {
    expect(hasAlarm(eventId, last)).toBe(expected);
  });

  it.each([
    ['2009-12-31T23:59:59Z', false, true],
    ['2010-01-01T00:00:00Z', false, false],
    ['2009-12-31T23:59:59Z', true, false],
  ] as const)('GPS time %s, fix %s → never located %s', (gpsTime, gpsAvailable, expected) => {
    expect(isNeverLocated(lastLoc({ gpsTime: new Date(gpsTime), gpsAvailable }))).toBe(expected);
  });
});

describe('recordKey (SPEC.md §3)', () => {
  it.each([
    ['868120300000001', '868120300000001'],
    ['acc|868120300000001', '868120300000001'],
    ['a|b|c', 'c'],
    ['trailing|', ''],
    ['', ''],
  ])('%s → %s', (id, expected) => {
    expect(recordKey(id)).toBe(expected);
  });
});

describe('trackerStateOf (the 12-bit state of a tracker record)', () => {
  // JT/T 808 Table 25: bit 0 ACC, bit 1 fix. The record carries the ignition where the
  // model's group keeps it, so the icon reads it from the right bit.
  it.each([
    ['VT-300', 0b11, undefined, '203'],
    ['MT-100', 0b11, undefined, '103'],
    ['OBD-200', 0b11, undefined, '403'],
    ['PT-20', 0b11, undefined, '3'],
    ['VT-300', 0b10, undefined, '2'],
    ['VT-300', 0b10, true, '202'],
    ['VT-300', 0b11, false, '3'],
  ] as const)('%s, status word %i, ignition %s → %s', (model, word, ignition, expected) => {
    const state = trackerStateOf(word, ignition, model);
    expect(state).toBe(expected);
    const on = ignition ?? (word & 1) === 1;
    const reads = ignitionState(state, model);
    expect(reads).toBe(model === 'PT-20' ? 'unknown' : on ? 'on' : 'off');
  });

  it('drops the protocol’s loading and fuel-cut bits (8–10), which are not ignition', () => {
    expect(trackerStateOf(0x700 | 0b10, false, 'VT-300')).toBe('2');
  });
});
