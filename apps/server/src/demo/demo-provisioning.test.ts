import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PreparedFence,
  type DriverItem,
  type Fence,
  type PoiItem,
  type TrackerRecord,
} from '@convoy/domain';
import {
  DEMO_DRIVERS,
  DEMO_FENCES,
  DEMO_FLEET,
  DEMO_POIS,
  Polyline,
  ROUTES,
} from '@convoy/simulator';
import { addUser, loginAdmin, loginAs } from '../test-support/accounts';
import { call, startTestConvoy, type TestConvoy } from '../test-support/test-server';
import { provisionDemo, startDemoFleet } from './demo.service';

/**
 * DEMO=1 fills the demo account with the fleet's devices, groups, drivers bound to vehicles,
 * geo-fences across the routes and points of interest, and a second run (a restart) adds
 * nothing twice but puts back what is missing.
 */

let server: TestConvoy;

beforeAll(async () => {
  server = await startTestConvoy();
});

afterAll(async () => {
  await server.close();
});

const post = (path: string, token: string | undefined, json: unknown = {}) =>
  call(server.baseUrl, path, { method: 'POST', ...(token ? { token } : {}), json });

async function counts() {
  const result = await sql<{ table: string; n: string }>`
    SELECT 'devices' AS table, count(*) AS n FROM devices d JOIN accounts a ON a.id = d.account_id
      WHERE a.account = 'demo' AND d.deleted_at IS NULL
    UNION ALL SELECT 'groups', count(*) FROM device_groups g JOIN accounts a ON a.id = g.account_id
      WHERE a.account = 'demo'
    UNION ALL SELECT 'drivers', count(*) FROM drivers r JOIN accounts a ON a.id = r.account_id
      WHERE a.account = 'demo'
    UNION ALL SELECT 'fences', count(*) FROM fences f JOIN accounts a ON a.id = f.account_id
      WHERE a.account = 'demo'
    UNION ALL SELECT 'bindings', count(*) FROM fence_bindings
    UNION ALL SELECT 'pois', count(*) FROM pois p JOIN accounts a ON a.id = p.account_id
      WHERE a.account = 'demo'`.execute(server.database.db);
  return Object.fromEntries(result.rows.map((r) => [r.table, Number(r.n)]));
}

describe('demo provisioning', () => {
  it('fills the demo account with devices, groups, drivers, fences and POIs on the first start', async () => {
    expect(await provisionDemo(server.convoy)).toBe(true);
    const demo = await loginAs(server.baseUrl, 'demo', 'demo123');

    const drivers = (await post('/api/Driver/List', demo)).body.value as DriverItem[];
    expect(drivers).toHaveLength(DEMO_DRIVERS.length);
    expect(drivers.length).toBeGreaterThanOrEqual(10);
    for (const expected of DEMO_DRIVERS) {
      const driver = drivers.find((d) => d.code === expected.code);
      expect(driver?.name).toBe(expected.name);
      expect(driver?.licenceNumber).toBe(expected.licenceNumber);
      expect(driver?.vehicle?.imei.replace(/^0+/, '')).toBe(expected.vehicle.replace(/^0+/, ''));
    }

    const fences = (await post('/api/GeoFence/List', demo)).body.value as Fence[];
    expect(fences.map((f) => f.name).sort()).toEqual(DEMO_FENCES.map((f) => f.name).sort());
    for (const fence of fences) expect(fence.terminals.length, fence.name).toBeGreaterThan(0);

    const pois = (await post('/api/POI/List', demo)).body.value as PoiItem[];
    expect(pois.map((p) => p.name).sort()).toEqual(DEMO_POIS.map((p) => p.name).sort());

    expect(await counts()).toMatchObject({
      devices: DEMO_FLEET.length,
      groups: new Set(DEMO_FLEET.map((v) => v.group)).size,
      drivers: DEMO_DRIVERS.length,
      fences: DEMO_FENCES.length,
      pois: DEMO_POIS.length,
    });
  });

  it('adds nothing twice when provisioning runs again', async () => {
    const before = await counts();
    expect(await provisionDemo(server.convoy)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('after a restart puts back drivers, fences and POIs that are missing, and only those', async () => {
    const full = await counts();
    const db = server.database.db;
    await db.deleteFrom('drivers').where('code', 'in', ['D0001', 'D0002']).execute();
    await db.deleteFrom('pois').execute();
    await db.deleteFrom('fences').where('name', '=', DEMO_FENCES[0]!.name).execute();
    server = await server.restart();
    expect(await provisionDemo(server.convoy)).toBe(false);
    expect(await counts()).toEqual(full);
  });

  it('lays every fence across its route, so vehicles driving it enter and leave', () => {
    for (const fence of DEMO_FENCES) {
      const prepared = new PreparedFence(fence.shape);
      for (const routeId of fence.routeIds) {
        const line = new Polyline(ROUTES.find((r) => r.id === routeId)!.points);
        const along = Array.from({ length: 201 }, (_, i) => line.at((line.length * i) / 200).point);
        const inside = along.filter((p) => prepared.contains(p)).length;
        expect(inside, fence.name).toBeGreaterThan(0);
        expect(inside, fence.name).toBeLessThan(along.length);
      }
    }
  });

  it('lists drivers to their account tree only, with a search', async () => {
    const admin = await loginAdmin(server.baseUrl);
    const all = (await post('/api/Driver/List', admin)).body.value as DriverItem[];
    expect(all).toHaveLength(DEMO_DRIVERS.length);

    const byName = (await post('/api/Driver/List', admin, { search: 'camille' })).body
      .value as DriverItem[];
    expect(byName.map((d) => d.name)).toEqual(['Camille Martin']);
    const byLicence = (
      await post('/api/Driver/List', admin, { search: DEMO_DRIVERS[4]!.licenceNumber })
    ).body.value as DriverItem[];
    expect(byLicence.map((d) => d.code)).toEqual([DEMO_DRIVERS[4]!.code]);

    await addUser(server.baseUrl, admin, { useraccount: 'fleet2' });
    const other = await loginAs(server.baseUrl, 'fleet2', 'secret1');
    const foreign = await post('/api/Driver/List', other);
    expect(foreign.status).toBe(200);
    expect(foreign.body.value).toEqual([]);

    expect((await post('/api/Driver/List', undefined)).status).toBe(401);
    const tooLong = await post('/api/Driver/List', admin, { search: 'x'.repeat(51) });
    expect(tooLong.status).toBe(400);
  });

  it('runs about 50 devices, most online and moving, one never located and one expired', async () => {
    await server.convoy.startGateway({ jt808: 0, gt06: 0, teltonika: 0, h02: 0, osmand: 0 });
    const gateway = server.convoy.gateway;
    const fleet = await startDemoFleet(
      server.convoy,
      {
        host: '127.0.0.1',
        ports: {
          jt808: gateway.port('jt808')!,
          gt06: gateway.port('gt06')!,
          teltonika: gateway.port('teltonika')!,
          h02: gateway.port('h02')!,
          osmand: gateway.port('osmand')!,
        },
      },
      { backfill: false, log: server.convoy.app.log },
    );
    try {
      const demo = await loginAs(server.baseUrl, 'demo', 'demo123');
      // Every vehicle reports within its first interval of 10 s; wait for most of them.
      let records: TrackerRecord[] = [];
      for (let attempt = 0; attempt < 120; attempt++) {
        const answer = await post('/api/Location/GetAllLastLocations', demo, {
          onlinePlanPar: { onlineType: 'connection' },
        });
        records = answer.body.value as TrackerRecord[];
        const reported = records.filter((r) => r.lastLoc?.gpsAvailable).length;
        if (reported >= DEMO_FLEET.length - 4) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(records.length).toBe(DEMO_FLEET.length);
      expect(records.length).toBeGreaterThanOrEqual(45);
      const online = records.filter((r) => r.lastLoc?.online);
      const moving = records.filter((r) => r.lastLoc?.online && r.lastLoc.speed > 0);
      expect(online.length).toBeGreaterThanOrEqual(records.length * 0.8);
      expect(moving.length).toBeGreaterThanOrEqual(records.length * 0.6);

      const neverLocated = DEMO_FLEET.filter((v) => v.neverLocated);
      const expired = DEMO_FLEET.filter((v) => v.expired);
      expect(neverLocated).toHaveLength(1);
      expect(expired).toHaveLength(1);
      const recordOf = (identifier: string) =>
        records.find((r) => r.tracker.imei.replace(/^0+/, '') === identifier.replace(/^0+/, ''));
      expect(recordOf(neverLocated[0]!.identifier)?.lastLoc?.gpsAvailable ?? false).toBe(false);
      const expiry = recordOf(expired[0]!.identifier)?.tracker.expiry;
      expect(expiry && Date.parse(expiry)).toBeLessThan(Date.now());
    } finally {
      fleet.stop();
    }
  }, 120_000);
});
