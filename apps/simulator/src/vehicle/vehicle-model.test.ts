import { describe, expect, it } from 'vitest';
import { distanceM, Polyline } from '../geo';
import { seededRandom } from '../random';
import { ROUTES } from '../routes/cities';
import {
  AlarmBit,
  IDLING_EVENT_ID,
  initialState,
  reportIntervalMs,
  stepVehicle,
  type VehicleProfile,
} from './vehicle-model';

const profile: VehicleProfile = {
  eventfulness: 3,
  tankL: 80,
  consumptionL100: 12,
  utcOffsetMinutes: 480,
};

function simulate(seed: number, hours: number, routeIndex = 0) {
  const route = ROUTES[routeIndex]!;
  const line = new Polyline(route.points);
  const random = seededRandom(seed);
  let now = Date.parse('2026-11-02T00:00:00Z'); // 08:00 in Shenzhen
  let state = initialState(route, random, profile, now);
  const results = [];
  const end = now + hours * 3600_000;
  while (now < end) {
    const dt = reportIntervalMs(state);
    now += dt;
    const step = stepVehicle(state, route, line, profile, random, now, dt);
    state = step.state;
    results.push(step);
  }
  return { results, route, line };
}

describe('vehicle model', () => {
  it('is deterministic for a seed', () => {
    const a = simulate(7, 2).results.map((r) => r.fix);
    const b = simulate(7, 2).results.map((r) => r.fix);
    expect(a).toEqual(b);
    expect(simulate(8, 2).results.map((r) => r.fix)).not.toEqual(a);
  });

  it('stays on its route and moves no faster than its speed allows', () => {
    const { results, line } = simulate(1, 12);
    const fixes = results.map((r) => r.fix);
    for (let i = 1; i < fixes.length; i++) {
      const a = fixes[i - 1]!;
      const b = fixes[i]!;
      const seconds = (b.time.getTime() - a.time.getTime()) / 1000;
      const metres = distanceM(
        { lat: a.latitude, lng: a.longitude },
        { lat: b.latitude, lng: b.longitude },
      );
      expect(metres).toBeLessThanOrEqual((Math.max(a.speedKmh, b.speedKmh) / 3.6) * seconds + 60);
    }
    const box = line.points;
    const lats = box.map((p) => p.lat);
    for (const fix of fixes) {
      expect(fix.latitude).toBeGreaterThanOrEqual(Math.min(...lats) - 0.01);
      expect(fix.latitude).toBeLessThanOrEqual(Math.max(...lats) + 0.01);
    }
  });

  it('drives, stops, parks with ignition off, idles, speeds, and accumulates mileage over a day', () => {
    const { results, route } = simulate(3, 24);
    const fixes = results.map((r) => r.fix);
    expect(fixes.some((f) => f.speedKmh > 20)).toBe(true);
    expect(fixes.some((f) => !f.ignition && f.speedKmh === 0)).toBe(true);
    expect(fixes.some((f) => f.eventId === IDLING_EVENT_ID && f.ignition && f.speedKmh === 0)).toBe(
      true,
    );
    expect(
      fixes.some(
        (f) => ((f.alarm ?? 0) & AlarmBit.overspeed) !== 0 && f.speedKmh > route.speedLimitKmh,
      ),
    ).toBe(true);
    expect(fixes.at(-1)!.odometerKm! - fixes[0]!.odometerKm!).toBeGreaterThan(20);
    // Parked at night: a 5-minute report interval, ignition off.
    const night = results.filter(
      (r) => new Date(r.fix.time.getTime() + 8 * 3600_000).getUTCHours() === 3,
    );
    expect(night.length).toBeGreaterThan(0);
    expect(night.every((r) => !r.fix.ignition)).toBe(true);
  });

  it('has blind-area stretches and offline periods in a busy week', () => {
    const { results } = simulate(11, 24 * 7);
    expect(results.some((r) => r.blind)).toBe(true);
    expect(results.some((r) => r.offline)).toBe(true);
  });

  it('reports a device that never gets a fix as never located (time before 2010, no fix)', () => {
    const route = ROUTES[0]!;
    const random = seededRandom(5);
    const now = Date.parse('2026-11-02T02:00:00Z');
    const state = initialState(route, random, { ...profile, neverLocated: true }, now);
    const { fix } = stepVehicle(
      state,
      route,
      new Polyline(route.points),
      { ...profile, neverLocated: true },
      random,
      now + 10_000,
      10_000,
    );
    expect(fix.valid).toBe(false);
    expect(fix.time.getTime()).toBeLessThan(Date.parse('2010-01-01T00:00:00Z'));
  });
});
