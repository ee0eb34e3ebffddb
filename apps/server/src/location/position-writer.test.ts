import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestConvoy, type TestConvoy } from '../test-support/test-server';
import { PositionWriter, type StoredPosition } from './position-writer';

/**
 * The position writer on a real database: callers of one moment share a transaction, a
 * caller's rows are never split, a failed transaction fails only its own callers, and each
 * device's last location is its newest fix.
 */
let server: TestConvoy;
const devices: string[] = [];
const BASE = Date.UTC(2026, 10, 20, 8, 0, 0);

beforeAll(async () => {
  server = await startTestConvoy({ DEMO: '0' });
  const { db } = server.database;
  const admin = await db
    .selectFrom('accounts')
    .select('id')
    .where('account', '=', 'admin')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < 3; i++) {
    const device = await server.convoy.services.devices.add(admin.id, {
      imei: String(860000000000100 + i),
      name: `Writer ${i}`,
      deviceType: 'gps',
      model: '',
      protocol: 'jt808',
      objectType: 'vehicle',
      creditYears: 1,
      channels: 0,
    });
    devices.push(String(device.id));
  }
});

afterAll(async () => {
  await server.close();
});

function row(deviceId: string, second: number, speed = 30): StoredPosition {
  return {
    deviceId,
    fixTime: new Date(BASE + second * 1000),
    receivedTime: new Date(),
    valid: true,
    latitude: 22.5 + second * 1e-5,
    longitude: 114.0,
    altitude: 10,
    speed,
    course: 90,
    satellites: 8,
    alarm: 0,
    status: 0,
    attributes: {},
  };
}

async function stored(deviceId: string): Promise<number[]> {
  const rows = await server.database.db
    .selectFrom('positions')
    .select('fix_time')
    .where('device_id', '=', deviceId)
    .orderBy('fix_time')
    .execute();
  return rows.map((r) => (new Date(r.fix_time).getTime() - BASE) / 1000);
}

async function lastLocation(deviceId: string) {
  return server.database.db
    .selectFrom('last_locations')
    .select(['fix_time', 'speed'])
    .where('device_id', '=', deviceId)
    .executeTakeFirstOrThrow();
}

describe('PositionWriter', () => {
  it('stores the callers of one moment in one transaction, each settling once it is committed', async () => {
    const writer = new PositionWriter(server.database.db, { maxDelayMs: 5 });
    const [a, b] = devices as [string, string];
    const calls = [
      writer.write([row(a, 1), row(a, 2)]),
      writer.write([row(b, 1)]),
      writer.write([row(a, 3)]),
      // The same fix again, sent last with another speed: absorbed, but it is the newest
      // of the batch for the last location.
      writer.write([row(b, 1, 55)]),
    ];
    await Promise.all(calls);
    expect(writer.stats.batches).toBe(1);
    expect(writer.stats.positions).toBe(5);
    expect(await stored(a)).toEqual([1, 2, 3]);
    expect(await stored(b)).toEqual([1]);
    expect((await lastLocation(a)).fix_time).toEqual(new Date(BASE + 3000));
    expect(Number((await lastLocation(b)).speed)).toBe(55);
  });

  it('stores fix and receipt times to the millisecond, far from the epoch and before it', async () => {
    const writer = new PositionWriter(server.database.db, { maxDelayMs: 5 });
    const d = devices[2] as string;
    const received = new Date('2026-11-20T08:00:00.999Z');
    const times = [
      '2026-11-20T08:00:00.001Z',
      '2026-11-20T08:00:59.999Z',
      '1969-12-31T23:59:59.123Z',
    ];
    await writer.write(
      times.map((t, i) => ({ ...row(d, 900 + i), fixTime: new Date(t), receivedTime: received })),
    );
    const rows = await server.database.db
      .selectFrom('positions')
      .select(['fix_time', 'received_time'])
      .where('device_id', '=', d)
      .where(
        'fix_time',
        'in',
        times.map((t) => new Date(t)),
      )
      .orderBy('fix_time')
      .execute();
    expect(rows.map((r) => new Date(r.fix_time).toISOString())).toEqual([
      times[2],
      times[0],
      times[1],
    ]);
    expect(rows.map((r) => new Date(r.received_time).getTime())).toEqual([
      received.getTime(),
      received.getTime(),
      received.getTime(),
    ]);
    await server.database.db.deleteFrom('positions').where('device_id', '=', d).execute();
  });

  it('never splits a caller’s rows and starts a new transaction when the next would overflow', async () => {
    const writer = new PositionWriter(server.database.db, { maxBatch: 3, maxDelayMs: 5 });
    const c = devices[2] as string;
    await Promise.all([
      writer.write([row(c, 10), row(c, 11)]),
      writer.write([row(c, 12), row(c, 13)]),
      writer.write([row(c, 14)]),
    ]);
    // [10, 11] | [12, 13, 14]
    expect(writer.stats.batches).toBe(2);
    expect(await stored(c)).toEqual([10, 11, 12, 13, 14]);
  });

  it('fails only the callers of a transaction that fails, and a late fix leaves the last location alone', async () => {
    const writer = new PositionWriter(server.database.db, { maxBatch: 2, maxDelayMs: 5 });
    const a = devices[0] as string;
    const broken = { ...row(a, 20), deviceId: 'not-a-number' };
    const first = writer.write([row(a, 20), broken]);
    const second = writer.write([row(a, 21)]);
    await expect(first).rejects.toThrow();
    await second;
    // A blind-area fix in a later transaction is stored but does not move the last location.
    await writer.write([row(a, 0)]);
    expect(writer.stats.failures).toBe(1);
    expect(writer.stats.batches).toBe(2);
    // Nothing of the failed transaction is stored; the others are.
    expect(await stored(a)).toEqual([0, 1, 2, 3, 21]);
    expect((await lastLocation(a)).fix_time).toEqual(new Date(BASE + 21_000));
  });

  it('absorbs positions already stored: the batch is written again, and so are the next minute’s', async () => {
    const d = devices[2] as string;
    const writer = new PositionWriter(server.database.db, {
      maxDelayMs: 1,
      absorbStoredAlways: false,
    });
    await writer.write([row(d, 1000), row(d, 1001)]);
    expect(writer.stats.rewritten).toBe(0);
    // A resend of an unacknowledged fix, with a new one: the new one is stored, once.
    await writer.write([row(d, 1001, 55), row(d, 1002)]);
    expect(writer.stats.rewritten).toBe(1);
    // Later batches absorb without a failed attempt first.
    await writer.write([row(d, 1002), row(d, 1003)]);
    expect(writer.stats.rewritten).toBe(1);
    expect(writer.stats.failures).toBe(0);
    expect((await stored(d)).filter((s) => s >= 1000)).toEqual([1000, 1001, 1002, 1003]);
    // The fix stored first stays; the last location moves to the newest.
    const resent = await server.database.db
      .selectFrom('positions')
      .select('speed')
      .where('device_id', '=', d)
      .where('fix_time', '=', new Date(BASE + 1_001_000))
      .executeTakeFirstOrThrow();
    expect(resent.speed).toBe(30);
    expect((await lastLocation(d)).fix_time).toEqual(new Date(BASE + 1_003_000));

    // The same fix twice in one batch, on a writer that has not met a duplicate yet.
    const fresh = new PositionWriter(server.database.db, { maxDelayMs: 1 });
    await fresh.write([row(d, 1010), row(d, 1010)]);
    expect(fresh.stats.rewritten).toBe(1);
    expect((await stored(d)).filter((s) => s >= 1010)).toEqual([1010]);

    // Checking every row first (the embedded database): absorbed without a failed attempt.
    const checking = new PositionWriter(server.database.db, {
      maxDelayMs: 1,
      absorbStoredAlways: true,
    });
    await checking.write([row(d, 1010), row(d, 1011)]);
    expect(checking.stats.rewritten).toBe(0);
    expect(checking.stats.failures).toBe(0);
    expect((await stored(d)).filter((s) => s >= 1010)).toEqual([1010, 1011]);
  });
});
