import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SimulatedFix, VirtualTerminal } from '@convoy/simulator';
import {
  call,
  loginToken,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';

/**
 * Random reports across both header versions and every field the simulator's encoder writes
 * (signs of latitude and longitude, negative altitude, speed, course, alarm and status bits,
 * mileage, fuel, satellites), sent over TCP and read back through GetHistories. Seeded, so a
 * failure replays.
 */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 0x100000000;
  };
}

let server: TestConvoy;
let token: string;

beforeAll(async () => {
  server = await startTestConvoy();
  await server.convoy.startGateway({ jt808: 0 });
  token = await loginToken(server.baseUrl, 'admin', TEST_ADMIN_PASSWORD);
});

afterAll(async () => {
  await server.close();
});

describe.each(['2013', '2019'] as const)('JT/T 808 %s random reports', (version) => {
  it('read back exactly as sent', async () => {
    const next = random(version === '2013' ? 2013 : 2019);
    const phone = version === '2013' ? '018600001111' : '00000000018600002222';
    await call(server.baseUrl, '/api/Device/AddDevice', {
      method: 'POST',
      token,
      json: { imei: phone.replace(/^0+/, ''), name: `Random ${version}` },
    });
    const terminal = new VirtualTerminal(
      { phone, version },
      '127.0.0.1',
      server.convoy.gateway.port('jt808')!,
    );
    await terminal.connect();
    const start = Date.parse('2026-09-01T00:00:00Z');
    const fixes: SimulatedFix[] = Array.from({ length: 150 }, (_, i) => ({
      time: new Date(start + i * 60_000),
      latitude: Math.round((next() * 180 - 90) * 1e6) / 1e6,
      longitude: Math.round((next() * 360 - 180) * 1e6) / 1e6,
      altitudeM: Math.round(next() * 9000 - 500),
      speedKmh: Math.round(next() * 2000) / 10,
      course: Math.floor(next() * 360),
      valid: next() > 0.1,
      ignition: next() > 0.5,
      alarm: next() > 0.7 ? Math.floor(next() * 0xffffffff) >>> 0 : 0,
      odometerKm: Math.round(next() * 1e6) / 10,
      fuelL: Math.round(next() * 6000) / 10,
      satellites: Math.floor(next() * 30),
    }));
    for (const fix of fixes) await terminal.report(fix);
    terminal.close();

    const { body } = await call(server.baseUrl, '/api/Location/GetHistories', {
      method: 'POST',
      token,
      json: {
        imei: phone,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 150 * 60_000).toISOString(),
      },
    });
    const points = body.value as {
      gpsTime: string;
      lat: number;
      lng: number;
      altitude: number;
      speed: number;
      direction: number;
      gpsAvailable: boolean;
      alarmFlags: string;
      trackerState: string;
      mileage: number | null;
      fuel: number | null;
      satellites: number | null;
    }[];
    expect(points).toHaveLength(fixes.length);
    points.forEach((point, i) => {
      const fix = fixes[i]!;
      expect(point.gpsTime).toBe(fix.time.toISOString());
      expect(point.lat).toBeCloseTo(fix.latitude, 6);
      expect(point.lng).toBeCloseTo(fix.longitude, 6);
      expect(point.altitude).toBe(fix.altitudeM);
      expect(point.speed).toBeCloseTo(fix.speedKmh, 1);
      expect(point.direction).toBe(fix.course);
      expect(point.gpsAvailable).toBe(fix.valid);
      expect(parseInt(point.alarmFlags, 16)).toBe(fix.alarm ?? 0);
      expect(parseInt(point.trackerState, 16) & 1).toBe(fix.ignition ? 1 : 0);
      expect(point.mileage).toBeCloseTo(fix.odometerKm!, 1);
      expect(point.fuel).toBeCloseTo(fix.fuelL!, 1);
      expect(point.satellites).toBe(fix.satellites);
    });
  });
});
