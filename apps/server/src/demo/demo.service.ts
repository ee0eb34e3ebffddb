import { sql } from 'kysely';
import { DEMO_FLEET, type DemoVehicle, Fleet, type TargetServer } from '@convoy/simulator';
import type { FastifyBaseLogger } from 'fastify';
import type { Convoy } from '../app';
import { CreditService } from '../account/credit.service';
import { DAYS_PER_CREDIT_YEAR } from '../account/credit-ledger';

/** Hours of history the demo fleet brings with it on the first start. */
const DEMO_HISTORY_HOURS = 24;

const deviceProtocol = (vehicle: DemoVehicle) =>
  vehicle.protocol.startsWith('jt808')
    ? 'jt808'
    : (vehicle.protocol as 'gt06' | 'teltonika' | 'h02' | 'osmand');

/**
 * Fills the demo account with the demo fleet's groups and devices, once. The top account
 * transfers the credit the devices need, as a reseller would, so the ledger balances.
 * Answers whether anything was created (a first start).
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
  const { n } = await db
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', demo.id)
    .executeTakeFirstOrThrow();
  if (Number(n) > 0) return false;

  const credits = new CreditService(db);
  const actor = { id: admin.id, name: admin.account };
  for (const kind of ['gps', 'dvr'] as const) {
    const devices = DEMO_FLEET.filter((v) => v.deviceType === kind).length;
    if (devices === 0) continue;
    await credits.transferFromParent({
      actor,
      toId: demo.id,
      kind,
      days: devices * DAYS_PER_CREDIT_YEAR,
      note: 'Demo fleet',
    });
  }
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
  for (const vehicle of DEMO_FLEET) {
    const device = await convoy.services.devices.add(admin.id, {
      imei: vehicle.identifier.replace(/^0+/, ''),
      name: vehicle.name,
      deviceType: vehicle.deviceType,
      model: vehicle.model,
      protocol: deviceProtocol(vehicle),
      objectType: vehicle.objectType,
      accountId: demo.id,
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
  return true;
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
