import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FLEET, Fleet } from '@convoy/simulator';
import {
  call,
  loginToken,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';

/**
 * The simulator's fleet, every protocol, against the running gateway: two hours of history
 * generated on accelerated time end up stored, one row per reported fix.
 */
const protocols = ['jt808-2013', 'jt808-2019', 'gt06', 'teltonika', 'h02', 'osmand'] as const;
const specs = protocols.flatMap((protocol) =>
  DEMO_FLEET.filter((v) => v.protocol === protocol && !v.neverLocated).slice(0, 2),
);

let server: TestConvoy;

beforeAll(async () => {
  server = await startTestConvoy();
  await server.convoy.startGateway({ jt808: 0, gt06: 0, teltonika: 0, h02: 0, osmand: 0 });
  const token = await loginToken(server.baseUrl, 'admin', TEST_ADMIN_PASSWORD);
  for (const spec of specs) {
    const added = await call(server.baseUrl, '/api/Device/AddDevice', {
      method: 'POST',
      token,
      json: {
        imei: spec.identifier.replace(/^0+/, ''),
        name: spec.name,
        protocol: spec.protocol.startsWith('jt808') ? 'jt808' : spec.protocol,
      },
    });
    expect(added.status).toBe(200);
  }
});

afterAll(async () => {
  await server.close();
});

describe('simulated fleet', () => {
  it('has every protocol in the demo fleet', () => {
    expect(specs.map((s) => s.protocol).sort()).toEqual([...protocols, ...protocols].sort());
    expect(DEMO_FLEET.length).toBeGreaterThanOrEqual(45);
  });

  it('stores two hours of accelerated history from every protocol, one row per fix', async () => {
    const gateway = server.convoy.gateway;
    const fleet = new Fleet(
      specs,
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
      { seed: 42, log: { info: () => undefined, warn: () => undefined } },
    );
    const to = Date.parse('2026-11-02T04:00:00Z');
    await fleet.generateHistory(to - 2 * 3600_000, to);
    fleet.stop();
    expect(fleet.stats.acknowledged).toBe(fleet.stats.reports);
    // H02 has no acknowledgement: its reports are written, then stored a moment later.
    const deadline = Date.now() + 10_000;
    let rows = 0;
    while (Date.now() < deadline) {
      const result = await sql<{ n: string }>`SELECT count(*) AS n FROM positions`.execute(
        server.database.db,
      );
      rows = Number(result.rows[0]?.n);
      if (rows >= fleet.stats.acknowledged) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows).toBe(fleet.stats.acknowledged);
    const perDevice = await sql<{ protocol: string; n: string }>`
      SELECT d.protocol, count(*) AS n FROM positions p JOIN devices d ON d.id = p.device_id GROUP BY d.id, d.protocol`.execute(
      server.database.db,
    );
    expect(perDevice.rows).toHaveLength(specs.length);
    for (const row of perDevice.rows) expect(Number(row.n), row.protocol).toBeGreaterThan(20);
  }, 120_000);
});
