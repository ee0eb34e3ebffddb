/**
 * Device display status (SPEC.md §4 Device display status, Dashboard motion): which icon a
 * device shows on the map and in the lists, and which motion state the dashboard counts it in.
 * Facts in, decisions out: the caller supplies the last location, the plans and the clock.
 */
import {
  DEFAULT_OFFLINE_SPEED_CONDITION_KMH,
  DEFAULT_OFFLINE_TIME_CONDITION_MINUTES,
  DEFAULT_ONLINE_TIME_MINUTES,
  DEFAULT_PARKING_SPEED_KMH,
} from './constants';
import type { DeviceStatusIcon, MotionState } from './constants';

const MINUTE_MS = 60_000;

/** The idling event (engine running, vehicle not moving). */
export const IDLING_EVENT_ID = 133;
/** Event 35 is reported with ordinary positions and is not an alarm. */
export const NON_ALARM_EVENT_ID = 35;
/** GPS times before this, without a fix, mean the device has never had a position. */
export const NEVER_LOCATED_BEFORE = new Date(Date.UTC(2010, 0, 1));

/** The last location of a tracker record (SPEC.md §3), times already parsed. */
export interface LastLocation {
  readonly receivedTime: Date;
  readonly gpsTime: Date;
  /** km/h */
  readonly speed: number;
  /** The gateway's own view: the device holds an open connection. */
  readonly online: boolean;
  readonly gpsAvailable: boolean;
  /** The 12-bit status word as hexadecimal text, e.g. "200". */
  readonly trackerState: string;
  readonly eventId: number;
  /** The device reported that it entered sleep mode. */
  readonly sleeping?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Online plan (SPEC.md §3 General setting, §7 onlinePlanPar)

/**
 * How "online" is decided: 'connection' trusts the gateway's connection flag; 'lastReceipt'
 * counts a device online while its last data arrived within `onlineTime` minutes.
 */
export const ONLINE_TYPES = ['connection', 'lastReceipt'] as const;
export type OnlineType = (typeof ONLINE_TYPES)[number];

export interface OnlinePlan {
  readonly onlineType: OnlineType;
  /** Minutes since the last receipt (used by 'lastReceipt'). */
  readonly onlineTime: number;
  /** A device that reports sleep mode counts as offline. */
  readonly isOfflineWhenSleep: boolean;
  /**
   * Positioning-speed-offline: a device that is still connected but whose last fix is slower
   * than `offlineSpeedCondition` km/h and older than `offlineTimeCondition` minutes counts as
   * offline. It catches parked trackers that keep a heartbeat but no longer send positions.
   */
  readonly positioningSpeedOffline: boolean;
  readonly offlineSpeedCondition: number;
  readonly offlineTimeCondition: number;
}

export const DEFAULT_ONLINE_PLAN: OnlinePlan = {
  onlineType: 'lastReceipt',
  onlineTime: DEFAULT_ONLINE_TIME_MINUTES,
  isOfflineWhenSleep: false,
  positioningSpeedOffline: false,
  offlineSpeedCondition: DEFAULT_OFFLINE_SPEED_CONDITION_KMH,
  offlineTimeCondition: DEFAULT_OFFLINE_TIME_CONDITION_MINUTES,
};

export function isOnline(lastLoc: LastLocation | null, plan: OnlinePlan, now: Date): boolean {
  if (!lastLoc) return false;
  const connected =
    plan.onlineType === 'connection'
      ? lastLoc.online
      : now.getTime() - lastLoc.receivedTime.getTime() <= plan.onlineTime * MINUTE_MS;
  if (!connected) return false;
  if (plan.isOfflineWhenSleep && lastLoc.sleeping === true) return false;
  if (plan.positioningSpeedOffline) {
    const fixAgeMs = now.getTime() - lastLoc.gpsTime.getTime();
    if (
      lastLoc.speed < plan.offlineSpeedCondition &&
      fixAgeMs > plan.offlineTimeCondition * MINUTE_MS
    ) {
      return false;
    }
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Ignition (SPEC.md §4: the ignition bit depends on the model group)

/**
 * Where a model keeps its ignition (ACC) bit in the 12-bit state, counted from the least
 * significant bit 0; 'noIgnition' for models without an ignition input (personal, pet and
 * asset trackers), which count as neither on nor off.
 */
export type IgnitionModelGroup = 'bit8' | 'bit9' | 'bit10' | 'noIgnition';

export const IGNITION_BIT_OF_GROUP = { bit8: 8, bit9: 9, bit10: 10 } as const;

/**
 * Model → ignition group. This table is configuration: the names below are examples of the
 * kinds of devices in each group and an operator extends it for the models of their fleet.
 * Model names are matched case-insensitively.
 */
export const IGNITION_MODEL_GROUPS: Readonly<Record<string, IgnitionModelGroup>> = {
  'MT-100': 'bit8',
  'MT-110': 'bit8',
  'VT-300': 'bit9',
  'VT-310': 'bit9',
  'VT-400': 'bit9',
  'DVR-4C': 'bit9',
  'DVR-8C': 'bit9',
  'OBD-200': 'bit10',
  'OBD-210': 'bit10',
  'PT-20': 'noIgnition',
  'PET-10': 'noIgnition',
  'AT-50': 'noIgnition',
};

/** Models not in the table belong to the largest group. */
export const DEFAULT_IGNITION_MODEL_GROUP: IgnitionModelGroup = 'bit9';

export type IgnitionState = 'on' | 'off' | 'unknown';

/** Each table by upper-case model name, built once: the monitor asks for every device. */
const tablesByName = new WeakMap<object, Map<string, IgnitionModelGroup>>();

export function ignitionModelGroup(
  model: string,
  table: Readonly<Record<string, IgnitionModelGroup>> = IGNITION_MODEL_GROUPS,
): IgnitionModelGroup {
  let byName = tablesByName.get(table);
  if (!byName) {
    byName = new Map(Object.entries(table).map(([name, group]) => [name.toUpperCase(), group]));
    tablesByName.set(table, byName);
  }
  return byName.get(model.trim().toUpperCase()) ?? DEFAULT_IGNITION_MODEL_GROUP;
}

/** 'unknown' for models without ignition and for a state word that is not hexadecimal. */
export function ignitionState(
  trackerState: string,
  model: string,
  table: Readonly<Record<string, IgnitionModelGroup>> = IGNITION_MODEL_GROUPS,
): IgnitionState {
  const group = ignitionModelGroup(model, table);
  if (group === 'noIgnition') return 'unknown';
  const text = trackerState.trim().replace(/^0x/i, '');
  if (!/^[0-9a-f]+$/i.test(text)) return 'unknown';
  const bits = Number.parseInt(text, 16);
  return (bits >> IGNITION_BIT_OF_GROUP[group]) & 1 ? 'on' : 'off';
}

/** JT/T 808 Table 25: bit 0 is ACC; the gateway sets it for every protocol. */
const PROTOCOL_ACC_BIT = 1;
/** The low byte of the protocol's status word (ACC, fix, south, west, …) carries over as is. */
const PROTOCOL_LOW_BITS = 0xff;
const STATE_WORD_BITS = 0xfff;

/**
 * The 12-bit state of a tracker record (SPEC.md §3 trackerState) from a protocol's status
 * word: the low byte as reported, and the ignition at the bit of the model's group, so
 * `ignitionState` reads it where the model keeps it. A model without ignition carries none.
 */
export function trackerStateOf(
  statusWord: number,
  ignition: boolean | undefined,
  model: string,
  table: Readonly<Record<string, IgnitionModelGroup>> = IGNITION_MODEL_GROUPS,
): string {
  let state = statusWord & PROTOCOL_LOW_BITS;
  const group = ignitionModelGroup(model, table);
  const on = ignition ?? (statusWord & PROTOCOL_ACC_BIT) !== 0;
  if (group !== 'noIgnition' && on) state |= 1 << IGNITION_BIT_OF_GROUP[group];
  return (state & STATE_WORD_BITS).toString(16).toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// Alarm, idling, never located

export function hasAlarm(eventId: number, hasLastAlarm: boolean): boolean {
  return (eventId > 0 && eventId !== NON_ALARM_EVENT_ID) || hasLastAlarm;
}

export function isIdling(eventId: number): boolean {
  return eventId === IDLING_EVENT_ID;
}

export function isNeverLocated(lastLoc: LastLocation): boolean {
  return !lastLoc.gpsAvailable && lastLoc.gpsTime.getTime() < NEVER_LOCATED_BEFORE.getTime();
}

// ---------------------------------------------------------------------------------------------
// Icon and motion state

export interface DeviceStatusInput {
  /** Null when the device has never sent anything. */
  readonly lastLoc: LastLocation | null;
  /** The tracker record holds a last alarm (SPEC.md §3 lastAlarm). */
  readonly hasLastAlarm: boolean;
  /** The device model (tracker.typeName), which decides the ignition bit. */
  readonly model: string;
  readonly now: Date;
  readonly onlinePlan?: OnlinePlan;
  /** Stop plan: at or below this speed the vehicle is parked. */
  readonly parkingSpeedKmh?: number;
  readonly ignitionModelGroups?: Readonly<Record<string, IgnitionModelGroup>>;
}

/**
 * Exactly one icon of SPEC.md §4 for a device. 'checkAll' is never returned: it is the
 * legend's "all" filter, not a device state.
 *
 * - No last location at all: 'nolocate' (the device never reported).
 * - Offline: never located → 'off_nolocate'; alarm → 'off_alarm'; else 'offline'.
 * - Online without a valid fix: 'on_nolocate'.
 * - Online, parked (speed ≤ parking speed): idling → 'on_p_idling'; else by ignition,
 *   'on_p_accon' or 'on_p_accoff', each with '_alarm' when there is an alarm.
 * - Online, driving: idling → 'on_t_idling'; alarm → 'on_t_alarm'; else 'online'.
 *
 * Idling (event 133) is itself an event above 0, so it is tested before the alarm; otherwise
 * the idling icons could never appear. A model without ignition shows the ignition-off parked
 * icons: the icon set has no parked icon without an ignition state, and "off" never suggests a
 * running engine that nobody can see.
 */
export function deriveDeviceIcon(input: DeviceStatusInput): DeviceStatusIcon {
  const { lastLoc } = input;
  if (!lastLoc) return 'nolocate';
  const alarm = hasAlarm(lastLoc.eventId, input.hasLastAlarm);

  if (!isOnline(lastLoc, input.onlinePlan ?? DEFAULT_ONLINE_PLAN, input.now)) {
    if (isNeverLocated(lastLoc)) return 'off_nolocate';
    return alarm ? 'off_alarm' : 'offline';
  }
  if (!lastLoc.gpsAvailable) return 'on_nolocate';

  const idling = isIdling(lastLoc.eventId);
  if (lastLoc.speed <= (input.parkingSpeedKmh ?? DEFAULT_PARKING_SPEED_KMH)) {
    if (idling) return 'on_p_idling';
    const ignition = ignitionState(lastLoc.trackerState, input.model, input.ignitionModelGroups);
    if (ignition === 'on') return alarm ? 'on_p_accon_alarm' : 'on_p_accon';
    return alarm ? 'on_p_accoff_alarm' : 'on_p_accoff';
  }
  if (idling) return 'on_t_idling';
  return alarm ? 'on_t_alarm' : 'online';
}

/**
 * The dashboard's motion state. The six states divide the whole fleet, so the dashboard can
 * add them up: offline devices and devices that never reported are 'noDataUpload'; online
 * devices without a valid fix are 'noPosition'; the rest are idling (event 133), moving
 * (above the parking speed; 'movingEngineOn' when the ignition bit says on) or stopped.
 */
export function deriveMotionState(input: DeviceStatusInput): MotionState {
  const { lastLoc } = input;
  if (!lastLoc || !isOnline(lastLoc, input.onlinePlan ?? DEFAULT_ONLINE_PLAN, input.now)) {
    return 'noDataUpload';
  }
  if (!lastLoc.gpsAvailable) return 'noPosition';
  if (isIdling(lastLoc.eventId)) return 'idling';
  if (lastLoc.speed <= (input.parkingSpeedKmh ?? DEFAULT_PARKING_SPEED_KMH)) return 'stopped';
  const ignition = ignitionState(lastLoc.trackerState, input.model, input.ignitionModelGroups);
  return ignition === 'on' ? 'movingEngineOn' : 'moving';
}

// ---------------------------------------------------------------------------------------------
// Record keys (SPEC.md §3 Tracker record)

/** Records are keyed by the text after the last '|' of an id, or the whole id without one. */
export function recordKey(id: string): string {
  const bar = id.lastIndexOf('|');
  return bar === -1 ? id : id.slice(bar + 1);
}
