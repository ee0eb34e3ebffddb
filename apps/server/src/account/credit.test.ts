import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { isAppError } from '@convoy/domain';
import { startTestConvoy, type TestConvoy } from '../test-support/test-server';
import { addUser, loginAdmin } from '../test-support/accounts';
import { CreditService } from './credit.service';
import { chargeDeviceCredit } from './credit-ledger';

let server: TestConvoy;
beforeAll(async () => {
  server = await startTestConvoy();
});
afterAll(async () => {
  await server.close();
});

/** A small deterministic generator (mulberry32), so a failing sequence can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('credit transfers', () => {
  it('never create credit and never go negative over random sequences', async () => {
    const admin = await loginAdmin(server.baseUrl);
    const db = server.database.db;
    const top = await db
      .selectFrom('accounts')
      .select(['id', 'account'])
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    // A tree of three levels under the top account: r1, r2 below it; r1a, r1b below r1; r1a1 below r1a.
    const r1 = await addUser(server.baseUrl, admin, { useraccount: 'prop-r1' });
    const r2 = await addUser(server.baseUrl, admin, { useraccount: 'prop-r2' });
    const r1a = await addUser(server.baseUrl, admin, { useraccount: 'prop-r1a', parentId: r1 });
    const r1b = await addUser(server.baseUrl, admin, { useraccount: 'prop-r1b', parentId: r1 });
    const r1a1 = await addUser(server.baseUrl, admin, { useraccount: 'prop-r1a1', parentId: r1a });
    const accounts = [r1, r2, r1a, r1b, r1a1];
    const credit = new CreditService(db);
    const actor = { id: top.id, name: top.account };

    const balances = async () => {
      const rows = await db
        .selectFrom('accounts')
        .select(['id', 'gps_credit_days', 'dvr_credit_days'])
        .where('id', 'in', accounts)
        .execute();
      return new Map(rows.map((r) => [r.id, { gps: r.gps_credit_days, dvr: r.dvr_credit_days }]));
    };
    const ledgerSums = async () => {
      const result = await sql<{ account_id: string; kind: 'gps' | 'dvr'; total: string }>`
        SELECT account_id, kind, sum(delta_days) AS total FROM credit_ledger
        WHERE account_id IN (${sql.join(accounts)}) GROUP BY account_id, kind`.execute(db);
      return result.rows;
    };
    const issuedAndSpent = async (kind: 'gps' | 'dvr') => {
      const result = await sql<{ issued: string | null; spent: string | null }>`
        SELECT
          sum(delta_days) FILTER (WHERE reason = 'transferIn' AND counterparty_id = ${top.id}) AS issued,
          -sum(delta_days) FILTER (WHERE reason IN ('deviceAdd', 'deviceRenew') AND account_id <> ${top.id}) AS spent
        FROM credit_ledger WHERE kind = ${kind} AND (account_id IN (${sql.join(accounts)}))`.execute(
        db,
      );
      return {
        issued: Number(result.rows[0]?.issued ?? 0),
        spent: Number(result.rows[0]?.spent ?? 0),
      };
    };

    const next = random(20240607);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    let refused = 0;
    let moved = 0;
    for (let step = 0; step < 150; step++) {
      const before = await balances();
      const kind = pick(['gps', 'dvr'] as const);
      const days = 1 + Math.floor(next() * 900);
      const target = pick(accounts);
      try {
        if (next() < 0.8) {
          await credit.transferFromParent({ actor, toId: target, kind, days });
        } else {
          await db.transaction().execute((trx) =>
            chargeDeviceCredit(trx, {
              ownerId: target,
              actorId: top.id,
              kind,
              days,
              reason: next() < 0.5 ? 'deviceAdd' : 'deviceRenew',
              device: { id: String(step), imei: `9${step}` },
            }),
          );
        }
        moved++;
      } catch (error) {
        if (!isAppError(error) || error.code !== 'account.insufficientCredit') throw error;
        refused++;
        // A refused move changes nothing.
        expect(await balances()).toEqual(before);
      }
      const after = await balances();
      for (const [id, balance] of after) {
        expect(balance.gps, `gps of ${id} at step ${step}`).toBeGreaterThanOrEqual(0);
        expect(balance.dvr, `dvr of ${id} at step ${step}`).toBeGreaterThanOrEqual(0);
      }
      // Every balance is exactly what its ledger rows add up to.
      for (const row of await ledgerSums()) {
        expect(Number(row.total)).toBe(after.get(row.account_id)?.[row.kind]);
      }
      // Nothing is created: what the accounts hold is what the top gave, less what devices used.
      for (const k of ['gps', 'dvr'] as const) {
        const held = [...after.values()].reduce((sum, b) => sum + b[k], 0);
        const { issued, spent } = await issuedAndSpent(k);
        expect(held, `${k} at step ${step}`).toBe(issued - spent);
      }
    }
    expect(moved).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(5);
  });
});
