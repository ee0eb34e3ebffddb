import { describe, expect, it } from 'vitest';
import { decodeJt808, osmand } from '@convoy/protocols';
import { Polyline } from '../geo';
import { FIXES_PER_BATCH } from '../fleet';
import {
  encodeBlindAreaBatch,
  encodeLocation,
  type SimulatedFix,
} from '../jt808/terminal-messages';
import { osmandQuery } from '../protocols/osmand-client';
import { seededRandom } from '../random';
import { ROUTES } from '../routes/cities';
import {
  initialState,
  ObdCode,
  reportIntervalMs,
  stepVehicle,
  type VehicleProfile,
} from './vehicle-model';

/**
 * The sensors the simulated vehicles report, read back through the platform's own decoders:
 * fuel, mileage, cabin temperature and humidity, tyre pressure (JT/T 808-2019 item 0x05) and
 * OBD values by code over OsmAnd, network usage (CAN0XA04B) among them.
 */

const vehicle: VehicleProfile = {
  eventfulness: 1,
  tankL: 80,
  consumptionL100: 12,
  utcOffsetMinutes: 480,
};

const fix: SimulatedFix = {
  time: new Date('2026-11-02T02:00:00Z'),
  latitude: 22.5397,
  longitude: 113.9343,
  altitudeM: 12,
  speedKmh: 54.5,
  course: 90,
  valid: true,
  ignition: true,
  odometerKm: 12345.6,
  fuelL: 41.3,
  cabinTemperatureC: -4,
  humidityPct: 63,
  tyrePressuresKpa: [231, 233, 198, 236],
  obd: { [ObdCode.rpm]: 2321, [ObdCode.networkUsageKb]: 48211 },
};

function decodePosition(version: '2013' | '2019', sent: SimulatedFix) {
  const phone = version === '2019' ? '00000000013912345678' : '013912345678';
  const { message } = decodeJt808(encodeLocation({ phone, version }, 1, sent));
  if (message.type !== 'location') throw new Error(`decoded ${message.type}`);
  return message.position;
}

/** Runs a vehicle for `hours` of simulated time and answers every fix it reported. */
function drive(profile: VehicleProfile, hours: number): SimulatedFix[] {
  const route = ROUTES[0]!;
  const line = new Polyline(route.points);
  const random = seededRandom(7);
  let now = Date.parse('2026-11-02T00:00:00Z');
  let state = initialState(route, random, profile, now);
  const fixes: SimulatedFix[] = [];
  const end = now + hours * 3600_000;
  while (now < end) {
    const dt = reportIntervalMs(state);
    now += dt;
    const step = stepVehicle(state, route, line, profile, random, now, dt);
    state = step.state;
    fixes.push(step.fix);
  }
  return fixes;
}

describe('simulated sensors', () => {
  it('sends tyre pressure as the 30-byte 2019 item, unused tyres invalid', () => {
    const position = decodePosition('2019', fix);
    expect(position.attributes['tyre_pressure']).toBe(
      ['e7', 'e9', 'c6', 'ec', ...new Array<string>(26).fill('ff')].join(''),
    );
  });

  it('fits a full batch of 2019 fixes with every item in one 0x0704 frame', () => {
    const full: SimulatedFix = { ...fix, eventId: 133, rssi: 25, satellites: 12 };
    const fixes = Array.from({ length: FIXES_PER_BATCH }, () => full);
    const identity = { phone: '00000000013912345678', version: '2019' as const };
    const { header, message } = decodeJt808(encodeBlindAreaBatch(identity, 1, fixes));
    expect(header.subpackaged).toBe(false);
    if (message.type !== 'location_batch') throw new Error(`decoded ${message.type}`);
    expect(message.positions).toHaveLength(FIXES_PER_BATCH);
    expect(message.positions.every((p) => typeof p.attributes['tyre_pressure'] === 'string')).toBe(
      true,
    );
  });

  it('leaves the tyre item out of 2013 reports, which have no such item', () => {
    const position = decodePosition('2013', fix);
    expect(position.attributes['tyre_pressure']).toBeUndefined();
    expect(position.attributes['item_0x05']).toBeUndefined();
  });

  it('sends fuel, mileage, cabin temperature and humidity in their standard items', () => {
    for (const version of ['2013', '2019'] as const) {
      const position = decodePosition(version, fix);
      expect(position.odometer).toBe(12345.6);
      expect(position.fuel).toBe(41.3);
      expect(position.attributes['cabin_temperature']).toBe(-4);
      expect(position.attributes['analog_ad1']).toBe(630);
    }
  });

  it('names OBD values by code over OsmAnd, so they keep their code on the platform', () => {
    const report = osmand.decodeOsmand(osmandQuery('865000000000001', fix));
    expect(report.position.attributes[ObdCode.networkUsageKb]).toBe(48211);
    expect(report.position.attributes[ObdCode.rpm]).toBe(2321);
  });

  it('reports plausible tyre pressures and engine values, and network usage that only grows', () => {
    const fixes = drive(vehicle, 6);
    const usage = fixes.map((f) => f.obd?.[ObdCode.networkUsageKb] ?? NaN);
    for (let i = 1; i < usage.length; i++) expect(usage[i]).toBeGreaterThanOrEqual(usage[i - 1]!);
    const gainedKb = usage[usage.length - 1]! - usage[0]!;
    // Reporting every 10 s to 5 min for six hours: hundreds of KB to a few MB, not nothing.
    expect(gainedKb).toBeGreaterThan(200);
    expect(gainedKb).toBeLessThan(10_000);
    for (const f of fixes) {
      expect(f.tyrePressuresKpa).toHaveLength(4);
      for (const kpa of f.tyrePressuresKpa!) {
        expect(kpa).toBeGreaterThan(150);
        expect(kpa).toBeLessThan(300);
      }
      const rpm = f.obd?.[ObdCode.rpm] ?? NaN;
      if (f.ignition) expect(rpm).toBeGreaterThanOrEqual(700);
      else expect(rpm).toBe(0);
    }
    // The engine warms up once it has run a while.
    expect(Math.max(...fixes.map((f) => f.obd?.[ObdCode.coolantC] ?? 0))).toBeGreaterThan(70);
  });

  it('gives people, pets and assets no tyres and no engine', () => {
    const fixes = drive({ ...vehicle, tankL: 0, consumptionL100: 0 }, 1);
    expect(fixes.every((f) => f.tyrePressuresKpa === undefined && f.obd === undefined)).toBe(true);
  });
});
