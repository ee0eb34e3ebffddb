import { sql } from 'kysely';
import {
  DEMO_DRIVERS,
  DEMO_FENCES,
  DEMO_FLEET,
  DEMO_POIS,
  type DemoVehicle,
  Fleet,
  type TargetServer,
} from '@convoy/simulator';
import type { FastifyBaseLogger } from 'fastify';
import type { Convoy } from '../app';
import { CreditService } from '../account/credit.service';
import { DAYS_PER_CREDIT_YEAR } from '../account/credit-ledger';
import { DriverRepository } from '../driver/driver.repository';

/** Hours of history the demo fleet brings with it on the first start. */
const DEMO_HISTORY_HOURS = 24;

const deviceProtocol = (vehicle: DemoVehicle) =>
  vehicle.protocol.startsWith('jt808')
    ? 'jt808'
    : (vehicle.protocol as 'gt06' | 'teltonika' | 'h02' | 'osmand');

/**
 * Fills the demo account with the demo fleet: its groups and devices once, then whatever of its
 * drivers, geo-fences and points of interest is missing, so that a restart adds nothing twice.
 * The top account transfers the credit the devices need, as a reseller would, so the ledger
 * balances. Answers whether the devices were created (a first start).
 */
export async function provisionDemo(convoy: Convoy): Promise<boolean> {
  const db = convoy.database.db;
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'account'])
    .where('account', 'in', ['admin', 'demo'])
    .where('deleted_at', 'is', null)
    .execute();
  const admin = accounts.find((a) => a.account === 'admin');
  const demo = accounts.find((a) => a.account === 'demo');
  if (!admin || !demo) return false;
  const groups = new Map<string, string>();
  for (const name of new Set(DEMO_FLEET.map((v) => v.group))) {
    const row = await db
      .insertInto('device_groups')
      .values({ account_id: demo.id, name })
      .onConflict((oc) => oc.columns(['account_id', 'name']).doUpdateSet({ name }))
      .returning('id')
      .executeTakeFirstOrThrow();
    groups.set(name, row.id);
  }
  const { n } = await db
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', demo.id)
    .executeTakeFirstOrThrow();
  const firstStart = Number(n) === 0;
  if (firstStart) await addDemoDevices(convoy, admin, demo.id, groups);
  await provisionDemoRecords(convoy, demo.id);
  return firstStart;
}

async function addDemoDevices(
  convoy: Convoy,
  admin: { id: string; account: string },
  demoId: string,
  groups: ReadonlyMap<string, string>,
): Promise<void> {
  const db = convoy.database.db;
  const credits = new CreditService(db);
  const actor = { id: admin.id, name: admin.account };
  for (const kind of ['gps', 'dvr'] as const) {
    const devices = DEMO_FLEET.filter((v) => v.deviceType === kind).length;
    if (devices === 0) continue;
    await credits.transferFromParent({
      actor,
      toId: demoId,
      kind,
      days: devices * DAYS_PER_CREDIT_YEAR,
      note: 'Demo fleet',
    });
  }
  for (const vehicle of DEMO_FLEET) {
    const device = await convoy.services.devices.add(admin.id, {
      imei: vehicle.identifier.replace(/^0+/, ''),
      name: vehicle.name,
      deviceType: vehicle.deviceType,
      model: vehicle.model,
      protocol: deviceProtocol(vehicle),
      objectType: vehicle.objectType,
      accountId: demoId,
      groupId: groups.get(vehicle.group),
      creditYears: 1,
      channels: vehicle.channels,
    });
    if (vehicle.expired) {
      await sql`UPDATE devices SET expiry = now() - interval '3 days' WHERE id = ${device.id}`.execute(
        db,
      );
      convoy.services.registry.invalidate(device.imei);
    }
  }
}

/** Drivers bound to their vehicles, fences bound to the vehicles that cross them, and POIs. */
async function provisionDemoRecords(convoy: Convoy, demoId: string): Promise<void> {
  const db = convoy.database.db;
  const devices = await db
    .selectFrom('devices')
    .select(['id', 'imei'])
    .where('account_id', '=', demoId)
    .where('deleted_at', 'is', null)
    .execute();
  const deviceByIdentifier = new Map(devices.map((d) => [d.imei.replace(/^0+/, ''), d]));
  const deviceOf = (identifier: string) => deviceByIdentifier.get(identifier.replace(/^0+/, ''));

  await new DriverRepository(db).insertMissing(
    demoId,
    DEMO_DRIVERS.map((driver) => ({
      code: driver.code,
      name: driver.name,
      phone: driver.phone,
      licenceNumber: driver.licenceNumber,
      idNumber: driver.idNumber,
      icCardNumber: driver.icCardNumber,
      deviceId: deviceOf(driver.vehicle)?.id ?? null,
    })),
  );

  const fences = convoy.services.fences;
  if (fences) {
    const existing = new Set(
      (await db.selectFrom('fences').select('name').where('account_id', '=', demoId).execute()).map(
        (f) => f.name,
      ),
    );
    for (const fence of DEMO_FENCES) {
      if (existing.has(fence.name)) continue;
      const imeis = DEMO_FLEET.filter(
        (v) => fence.routeIds.includes(v.routeId) && !v.expired && !v.neverLocated,
      )
        .map((v) => deviceOf(v.identifier)?.imei)
        .filter((imei): imei is string => imei !== undefined);
      await fences.add(demoId, {
        name: fence.name,
        shape: fence.shape,
        color: fence.color,
        lineWidth: 2,
        inAlarm: true,
        outAlarm: true,
        imeis,
      });
    }
  }

  const poiNames = new Set(
    (await db.selectFrom('pois').select('name').where('account_id', '=', demoId).execute()).map(
      (p) => p.name,
    ),
  );
  const missingPois = DEMO_POIS.filter((poi) => !poiNames.has(poi.name));
  if (missingPois.length > 0) {
    await db
      .insertInto('pois')
      .values(
        missingPois.map((poi) => ({
          account_id: demoId,
          name: poi.name,
          content: poi.content,
          icon: poi.icon,
          range_metres: poi.rangeMetres,
          latitude: poi.point.lat,
          longitude: poi.point.lng,
        })),
      )
      .execute();
  }
}

/**
 * Runs the demo fleet in this process against the device listeners, in real time. On the
 * first start it also sends the past day, so trips, stops and alarms are there to explore.
 */
export async function startDemoFleet(
  convoy: Convoy,
  target: TargetServer,
  options: { backfill: boolean; log: FastifyBaseLogger },
): Promise<Fleet> {
  const fleet = new Fleet(DEMO_FLEET, target, {
    seed: 2026,
    log: { info: (m) => options.log.info(m), warn: (m) => options.log.debug(m) },
  });
  await fleet.connect();
  fleet.startRealTime();
  options.log.info(`Demo fleet of ${fleet.size} devices is driving`);
  if (options.backfill) {
    const now = Date.now();
    // Ends a quarter of an hour ago, where the live run takes over.
    fleet
      .generateHistory(now - DEMO_HISTORY_HOURS * 3600_000, now - 15 * 60_000, { concurrency: 8 })
      .then(
        () =>
          options.log.info(`Demo fleet: the past ${DEMO_HISTORY_HOURS} h of history are stored`),
        (error: unknown) => options.log.warn({ err: error }, 'Demo fleet history stopped'),
      );
  }
  return fleet;
}
