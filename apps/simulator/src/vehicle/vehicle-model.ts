import { Polyline } from '../geo';
import { between, chance, type Random } from '../random';
import type { RouteDefinition } from '../routes/cities';
import type { SimulatedFix } from '../jt808/terminal-messages';

/**
 * How a simulated vehicle moves and behaves, as a pure step function: state and elapsed
 * time in, new state and the fix to report out. The same seed gives the same day.
 */

/** JT/T 808 alarm bits (S808-13 Table 24) the simulation raises. */
export const AlarmBit = {
  sos: 1 << 0,
  overspeed: 1 << 1,
  mainPowerLow: 1 << 7,
  /** Collision warning: raised on harsh braking. */
  collisionWarning: 1 << 29,
} as const;

/** Event id of idling: ignition on, standing still for long (SPEC.md §4). */
export const IDLING_EVENT_ID = 133;

export type VehiclePhase = 'driving' | 'trafficStop' | 'idling' | 'parked' | 'offline' | 'blind';

export interface VehicleProfile {
  /** Scales how often incidents happen (1 = normal). */
  eventfulness: number;
  /** Fuel tank, litres; fuel use, L/100 km. */
  tankL: number;
  consumptionL100: number;
  /** Local time offset of its city, minutes, for the working day. */
  utcOffsetMinutes: number;
  /** A device that never gets a satellite fix (SPEC.md §4 "never located"). */
  neverLocated?: boolean;
}

export interface VehicleState {
  phase: VehiclePhase;
  /** Simulated time the current phase ends, ms. */
  phaseEndsAt: number;
  distanceM: number;
  direction: 1 | -1;
  speedKmh: number;
  targetSpeedKmh: number;
  ignition: boolean;
  odometerKm: number;
  fuelL: number;
  powerV: number;
  cabinTemperatureC: number;
  humidityPct: number;
  /** Cold tyre pressure of each wheel from front-left, kPa. */
  tyreBaseKpa: number[];
  /** Engine coolant, °C. */
  coolantC: number;
  /** Mobile data the unit has used, KB. */
  networkUsageKb: number;
  /** Remaining ms of a raised alarm. */
  sosUntil: number;
  harshBrakeUntil: number;
  overspeedUntil: number;
  idleSince: number | null;
}

export interface StepResult {
  state: VehicleState;
  fix: SimulatedFix;
  /** The link is down (offline phase): nothing can be sent. */
  offline: boolean;
  /** No satellite signal (tunnel, parking garage): the fix is kept for a blind-area batch. */
  blind: boolean;
}

export function initialState(
  route: RouteDefinition,
  random: Random,
  profile: VehicleProfile,
  now: number,
): VehicleState {
  const line = new Polyline(route.points);
  const state: Omit<VehicleState, 'tyreBaseKpa' | 'coolantC' | 'networkUsageKb'> = {
    phase: 'driving',
    phaseEndsAt: now + between(random, 10, 40) * 60_000,
    distanceM: between(random, 0, line.length),
    direction: chance(random, 0.5) ? 1 : -1,
    speedKmh: 0,
    targetSpeedKmh: route.speedLimitKmh * between(random, 0.6, 0.95),
    ignition: true,
    odometerKm: Math.round(between(random, 5_000, 180_000)),
    fuelL: profile.tankL * between(random, 0.3, 0.95),
    powerV: between(random, 12.4, 13.8),
    cabinTemperatureC: between(random, 18, 28),
    humidityPct: between(random, 35, 70),
    sosUntil: 0,
    harshBrakeUntil: 0,
    overspeedUntil: 0,
    idleSince: null,
  };
  // Sensors are derived, not drawn, so that they leave every seeded day as it was.
  return { ...state, ...sensorStart(profile, state.odometerKm) };
}

/** Wheels of a vehicle with tyre sensors; people, pets and assets have none. */
const TYRES = 4;

function sensorStart(
  profile: VehicleProfile,
  odometerKm: number,
): Pick<VehicleState, 'tyreBaseKpa' | 'coolantC' | 'networkUsageKb'> {
  const base = 226 + (odometerKm % 19);
  return {
    tyreBaseKpa: profile.tankL > 0 ? Array.from({ length: TYRES }, (_, i) => base + i * 2) : [],
    coolantC: 20,
    // About 1.5 MB a day over the unit's life so far.
    networkUsageKb: Math.round(odometerKm * 25),
  };
}

/** OBD-II mode 01 PIDs the simulated engines report, in the platform's CAN0X<hex> codes. */
export const ObdCode = {
  engineLoadPct: 'CAN0X04',
  coolantC: 'CAN0X05',
  rpm: 'CAN0X0C',
  speedKmh: 'CAN0X0D',
  fuelLevelPct: 'CAN0X2F',
  /** Not a PID: the unit's own mobile network usage, KB (SPEC.md §3 obdData). */
  networkUsageKb: 'CAN0XA04B',
} as const;

function localHour(now: number, profile: VehicleProfile): number {
  return new Date(now + profile.utcOffsetMinutes * 60_000).getUTCHours();
}

/** Advances a vehicle by `dtMs` of simulated time. */
export function stepVehicle(
  previous: VehicleState,
  route: RouteDefinition,
  line: Polyline,
  profile: VehicleProfile,
  random: Random,
  now: number,
  dtMs: number,
): StepResult {
  const s: VehicleState = { ...previous };
  const dtS = dtMs / 1000;
  const rate = profile.eventfulness * (dtS / 60); // incidents scale with elapsed minutes
  const hour = localHour(now, profile);
  const workingHours = hour >= 6 && hour < 22;

  // Phase changes.
  if (now >= s.phaseEndsAt) {
    switch (s.phase) {
      case 'driving':
        if (!workingHours || chance(random, 0.35)) {
          s.phase = 'parked';
          s.phaseEndsAt =
            now + (workingHours ? between(random, 5, 45) : between(random, 60, 240)) * 60_000;
        } else if (chance(random, 0.3)) {
          s.phase = 'idling';
          s.phaseEndsAt = now + between(random, 6, 15) * 60_000;
        } else {
          s.phase = 'trafficStop';
          s.phaseEndsAt = now + between(random, 0.5, 3) * 60_000;
        }
        break;
      case 'parked':
        if (!workingHours) {
          s.phaseEndsAt = now + 30 * 60_000;
          break;
        }
        s.phase = 'driving';
        s.phaseEndsAt = now + between(random, 10, 50) * 60_000;
        break;
      default:
        s.phase = 'driving';
        s.phaseEndsAt = now + between(random, 5, 40) * 60_000;
    }
  }
  // Rare link or signal loss while driving.
  if (s.phase === 'driving' && chance(random, 0.004 * rate)) {
    s.phase = 'offline';
    s.phaseEndsAt = now + between(random, 10, 30) * 60_000;
  } else if (s.phase === 'driving' && chance(random, 0.01 * rate)) {
    s.phase = 'blind';
    s.phaseEndsAt = now + between(random, 2, 6) * 60_000;
  }

  const moving = s.phase === 'driving' || s.phase === 'blind' || s.phase === 'offline';
  s.ignition = s.phase !== 'parked';

  // Speed: chase a target that suits the road; sometimes over the limit, sometimes brake hard.
  if (moving) {
    if (chance(random, 0.15 * rate) || Math.abs(s.speedKmh - s.targetSpeedKmh) < 2) {
      s.targetSpeedKmh = route.speedLimitKmh * between(random, 0.55, 0.98);
    }
    if (now >= s.overspeedUntil && chance(random, 0.02 * rate)) {
      s.overspeedUntil = now + between(random, 30, 120) * 1000;
    }
    const target =
      now < s.overspeedUntil ? route.speedLimitKmh * between(random, 1.15, 1.3) : s.targetSpeedKmh;
    const maxChange = 9 * dtS; // ≈ 2.5 m/s²
    s.speedKmh += Math.max(-maxChange, Math.min(maxChange, target - s.speedKmh));
    if (chance(random, 0.01 * rate)) {
      s.speedKmh = Math.max(0, s.speedKmh - 25);
      s.harshBrakeUntil = now + dtMs;
    }
  } else {
    s.speedKmh = 0;
  }
  s.speedKmh = Math.max(0, s.speedKmh);

  // Position along the route, turning round at each end.
  const travelled = (s.speedKmh / 3.6) * dtS;
  s.distanceM += s.direction * travelled;
  if (s.distanceM >= line.length) {
    s.distanceM = line.length;
    s.direction = -1;
  } else if (s.distanceM <= 0) {
    s.distanceM = 0;
    s.direction = 1;
  }
  const { point, course } = line.at(s.distanceM);
  const heading = s.direction === 1 ? course : (course + 180) % 360;

  // Odometer, fuel (a refill when low), power, cabin climate.
  s.odometerKm += travelled / 1000;
  s.fuelL -=
    ((travelled / 1000) * profile.consumptionL100) / 100 +
    (s.ignition && !moving ? 0.0002 * dtS : 0);
  if (s.fuelL < profile.tankL * 0.1 && s.phase === 'parked') s.fuelL = profile.tankL * 0.95;
  s.powerV = s.ignition
    ? Math.min(14.2, s.powerV + 0.01 * dtS)
    : Math.max(10.8, s.powerV - (profile.eventfulness > 1.5 ? 0.0005 : 0.00005) * dtS);
  s.cabinTemperatureC = Math.max(
    -10,
    Math.min(45, s.cabinTemperatureC + between(random, -0.05, 0.05) * dtS),
  );
  s.humidityPct = Math.max(10, Math.min(95, s.humidityPct + between(random, -0.05, 0.05) * dtS));
  // Engine warms to 90 °C running and cools to the cabin when off; the unit uses mobile data
  // all the time, more when it reports every 10 s.
  const coolantTarget = s.ignition ? 90 : s.cabinTemperatureC;
  s.coolantC += (coolantTarget - s.coolantC) * Math.min(1, 0.004 * dtS);
  s.networkUsageKb += (s.ignition ? 0.12 : 0.02) * dtS;
  // A slow leak on the busiest vehicles' rear-left tyre, pumped up again when parked low.
  if (profile.eventfulness > 1.5 && s.tyreBaseKpa.length > 2) {
    const tyres = [...s.tyreBaseKpa];
    tyres[2] = (tyres[2] ?? 0) - 0.0002 * dtS;
    if ((tyres[2] ?? 0) < 170 && s.phase === 'parked') tyres[2] = (tyres[0] ?? 230) + 6;
    s.tyreBaseKpa = tyres;
  }

  // Incidents.
  if (chance(random, 0.0005 * rate)) s.sosUntil = now + 2 * dtMs;
  s.idleSince = s.phase === 'idling' ? (s.idleSince ?? now) : null;

  let alarm = 0;
  if (now < s.sosUntil) alarm |= AlarmBit.sos;
  if (s.speedKmh > route.speedLimitKmh * 1.1) alarm |= AlarmBit.overspeed;
  if (s.powerV < 11.5) alarm |= AlarmBit.mainPowerLow;
  if (now <= s.harshBrakeUntil) alarm |= AlarmBit.collisionWarning;
  const idling = s.idleSince !== null && now - s.idleSince >= 5 * 60_000;

  const located = !profile.neverLocated;
  const fix: SimulatedFix = {
    time: located ? new Date(now) : new Date('2000-01-01T00:00:00Z'),
    latitude: located ? point.lat : 0,
    longitude: located ? point.lng : 0,
    altitudeM: located ? Math.round(between(random, 8, 40)) : 0,
    speedKmh: located ? Math.round(s.speedKmh * 10) / 10 : 0,
    course: located ? heading : 0,
    valid: located && s.phase !== 'blind',
    ignition: s.ignition,
    alarm,
    odometerKm: Math.round(s.odometerKm * 10) / 10,
    fuelL: Math.round(s.fuelL * 10) / 10,
    satellites: located && s.phase !== 'blind' ? Math.round(between(random, 7, 16)) : 0,
    cabinTemperatureC: Math.round(s.cabinTemperatureC),
    humidityPct: Math.round(s.humidityPct),
    rssi: Math.round(between(random, 12, 31)),
    ...sensorReadings(s, profile, moving),
    ...(idling ? { eventId: IDLING_EVENT_ID } : {}),
  };
  // Blind-area fixes are still real fixes from the receiver, kept and sent later.
  if (s.phase === 'blind') fix.valid = true;
  return { state: s, fix, offline: s.phase === 'offline', blind: s.phase === 'blind' };
}

/** Tyre pressures (warmer when driving and in the heat) and OBD values of a vehicle. */
function sensorReadings(
  s: VehicleState,
  profile: VehicleProfile,
  moving: boolean,
): Pick<SimulatedFix, 'tyrePressuresKpa' | 'obd'> {
  if (profile.tankL <= 0) return {};
  const warm = (s.cabinTemperatureC - 20) * 0.8 + (moving ? 8 : 0);
  const running = s.ignition;
  return {
    tyrePressuresKpa: s.tyreBaseKpa.map((kpa) => Math.round(kpa + warm)),
    obd: {
      [ObdCode.engineLoadPct]: running ? Math.round(moving ? 22 + s.speedKmh * 0.4 : 14) : 0,
      [ObdCode.coolantC]: Math.round(s.coolantC),
      [ObdCode.rpm]: running ? Math.round(moving ? 850 + s.speedKmh * 27 : 760) : 0,
      [ObdCode.speedKmh]: Math.round(s.speedKmh),
      [ObdCode.fuelLevelPct]: Math.round((s.fuelL / profile.tankL) * 100),
      [ObdCode.networkUsageKb]: Math.round(s.networkUsageKb),
    },
  };
}

/** How often a vehicle reports: every 10 s moving, every 5 min parked (a common set-up). */
export function reportIntervalMs(state: VehicleState): number {
  return state.phase === 'parked' ? 300_000 : 10_000;
}
