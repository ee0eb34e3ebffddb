import {
  DEMO_FLEET,
  initialState,
  reportIntervalMs,
  ROUTES,
  seededRandom,
  stepVehicle,
  type DemoVehicle,
  type SimulatedFix,
  Polyline,
  utcOffsetOf,
} from '@convoy/simulator';

export interface SimulatedReport {
  fix: SimulatedFix;
  /** Sent late, in a blind-area batch (0x0704), once the signal is back. */
  blind: boolean;
}

/**
 * What a demo vehicle reports over [from, to) on the simulator's vehicle model, without a
 * connection: driving, traffic stops, idling, parking, blind areas. `everyMs` forces one
 * report interval; with `keepOffline` too, 10 s all month gives 259,200 points.
 */
export function simulateReports(
  vehicle: DemoVehicle,
  from: number,
  to: number,
  options: { seed: number; everyMs?: number; keepOffline?: boolean },
): SimulatedReport[] {
  const route = ROUTES.find((r) => r.id === vehicle.routeId) ?? ROUTES[0]!;
  const line = new Polyline(route.points);
  const random = seededRandom(options.seed);
  const profile = {
    eventfulness: vehicle.eventfulness,
    tankL: 80,
    consumptionL100: 12,
    utcOffsetMinutes: utcOffsetOf(vehicle.routeId),
  };
  let state = initialState(route, random, profile, from);
  const reports: SimulatedReport[] = [];
  let clock = from;
  while (clock < to) {
    const at = clock + (options.everyMs ?? reportIntervalMs(state));
    const result = stepVehicle(state, route, line, profile, random, at, at - clock);
    state = result.state;
    clock = at;
    if (!result.offline || options.keepOffline)
      reports.push({ fix: result.fix, blind: result.blind });
  }
  return reports;
}

export const DEMO_VEHICLES = DEMO_FLEET.filter(
  (v) => !v.neverLocated && v.objectType === 'vehicle',
);
