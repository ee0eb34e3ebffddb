import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_FLEET,
  initialState,
  ObdCode,
  OsmandClient,
  Polyline,
  ROUTES,
  reportIntervalMs,
  seededRandom,
  type SimulatedFix,
  stepVehicle,
  type VehicleProfile,
  VirtualTerminal,
} from '@convoy/simulator';
import { loginAdmin } from '../test-support/accounts';
import { call, startTestConvoy, type TestConvoy } from '../test-support/test-server';

/**
 * Sensors of the demo fleet end to end: a simulated JT/T 808-2019 vehicle's tyre pressures
 * and an OBD vehicle's network usage (CAN0XA04B) reach the device's last location and
 * Location/GetObdDatas, over real sockets.
 */

const terminalSpec = DEMO_FLEET.find((v) => v.protocol === 'jt808-2019' && !v.neverLocated)!;
const obdSpec = DEMO_FLEET.find((v) => v.protocol === 'osmand' && v.objectType === 'vehicle')!;
const imeiOf = (identifier: string) => identifier.replace(/^0+/, '');

const profile: VehicleProfile = {
  eventfulness: 1,
  tankL: 80,
  consumptionL100: 12,
  utcOffsetMinutes: 60,
};

/** A vehicle of the model on a demo route: each call answers its next reported fix. */
function simulatedVehicle(routeId: string, seed: number, start: number): () => SimulatedFix {
  const route = ROUTES.find((r) => r.id === routeId)!;
  const line = new Polyline(route.points);
  const random = seededRandom(seed);
  let now = start;
  let state = initialState(route, random, profile, now);
  return () => {
    for (;;) {
      const dt = reportIntervalMs(state);
      now += dt;
      const step = stepVehicle(state, route, line, profile, random, now, dt);
      state = step.state;
      if (!step.offline && !step.blind) return step.fix;
    }
  };
}

let server: TestConvoy;
let token: string;
let terminal: VirtualTerminal;
let obdClient: OsmandClient;

async function obdData(imei: string): Promise<Record<string, unknown>> {
  const answer = await call(server.baseUrl, '/api/Location/GetObdDatas', {
    method: 'POST',
    token,
    json: { imei },
  });
  expect(answer.status).toBe(200);
  return answer.body.value as Record<string, unknown>;
}

async function storedAttributes(imei: string): Promise<Record<string, unknown>> {
  const row = await server.database.db
    .selectFrom('last_locations as l')
    .innerJoin('devices as d', 'd.id', 'l.device_id')
    .select('l.attributes')
    .where('d.imei', '=', imei)
    .executeTakeFirstOrThrow();
  return row.attributes;
}

beforeAll(async () => {
  server = await startTestConvoy();
  await server.convoy.startGateway({ jt808: 0, osmand: 0 });
  token = await loginAdmin(server.baseUrl);
  for (const spec of [terminalSpec, obdSpec]) {
    const added = await call(server.baseUrl, '/api/Device/AddDevice', {
      method: 'POST',
      token,
      json: {
        imei: imeiOf(spec.identifier),
        name: spec.name,
        protocol: spec.protocol.startsWith('jt808') ? 'jt808' : spec.protocol,
      },
    });
    expect(added.status).toBe(200);
  }
  const gateway = server.convoy.gateway;
  terminal = new VirtualTerminal(
    { phone: terminalSpec.identifier.padStart(20, '0'), version: '2019' },
    '127.0.0.1',
    gateway.port('jt808')!,
  );
  await terminal.connect();
  obdClient = new OsmandClient(obdSpec.identifier, '127.0.0.1', gateway.port('osmand')!);
});

afterAll(async () => {
  terminal.close();
  await server.close();
});

describe('demo fleet sensors on the platform', () => {
  it('stores a 2019 vehicle’s tyre pressures with its last location and answers them in GetObdDatas', async () => {
    const next = simulatedVehicle(terminalSpec.routeId, 11, Date.parse('2026-11-02T08:00:00Z'));
    let last: SimulatedFix | undefined;
    for (let i = 0; i < 5; i++) {
      last = next();
      await terminal.report(last);
    }
    const expected = [
      ...last!.tyrePressuresKpa!.map((kpa) => kpa.toString(16).padStart(2, '0')),
      ...new Array<string>(30 - last!.tyrePressuresKpa!.length).fill('ff'),
    ].join('');
    expect(last!.tyrePressuresKpa).toHaveLength(4);
    const obd = await obdData(imeiOf(terminalSpec.identifier));
    expect(obd['tyre_pressure']).toBe(expected);
    expect((await storedAttributes(imeiOf(terminalSpec.identifier)))['tyre_pressure']).toBe(
      expected,
    );
  });

  it('answers an OBD vehicle’s engine values and a network usage that grows between reports', async () => {
    const imei = imeiOf(obdSpec.identifier);
    const next = simulatedVehicle(obdSpec.routeId, 12, Date.parse('2026-11-02T08:00:00Z'));
    const first = next();
    await obdClient.report(first);
    const before = await obdData(imei);
    expect(before[ObdCode.networkUsageKb]).toBe(first.obd![ObdCode.networkUsageKb]);
    expect(before[ObdCode.rpm]).toBe(first.obd![ObdCode.rpm]);
    let latest = first;
    for (let i = 0; i < 30; i++) {
      latest = next();
      await obdClient.report(latest);
    }
    const after = await obdData(imei);
    expect(after[ObdCode.networkUsageKb]).toBe(latest.obd![ObdCode.networkUsageKb]);
    expect(after[ObdCode.networkUsageKb] as number).toBeGreaterThan(
      before[ObdCode.networkUsageKb] as number,
    );
    expect((await storedAttributes(imei))[ObdCode.networkUsageKb]).toBe(
      latest.obd![ObdCode.networkUsageKb],
    );
  });
});
