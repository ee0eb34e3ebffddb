import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_FLEET, Fleet } from '@convoy/simulator';
import { createConvoy } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

/**
 * Accelerated history: BENCH_DEVICES vehicles of the demo fleet drive BENCH_DAYS days on a
 * simulated clock and send everything to a server on the embedded database on disk; timed
 * until the last position is acknowledged (so stored).
 */
export async function historyBenchmark(): Promise<void> {
  const devices = Number(process.env.BENCH_DEVICES ?? 20);
  const days = Number(process.env.BENCH_DAYS ?? 30);
  const dataDir = mkdtempSync(join(tmpdir(), 'convoy-history-'));
  const convoy = await createConvoy(
    loadConfig({
      CONFIG_FILE: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench-admin',
    }),
    { logger: false },
  );
  try {
    await convoy.services.accounts.bootstrap({ adminPassword: 'bench-admin', demo: false });
    const admin = await convoy.database.db
      .selectFrom('accounts')
      .select('id')
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    const vehicles = DEMO_FLEET.filter((v) => !v.neverLocated).slice(0, devices);
    for (const v of vehicles) {
      await convoy.services.devices.add(admin.id, {
        imei: v.identifier.replace(/^0+/, ''),
        name: v.name,
        deviceType: v.deviceType,
        model: v.model,
        protocol: v.protocol.startsWith('jt808') ? 'jt808' : (v.protocol as 'gt06'),
        objectType: v.objectType,
        creditYears: 1,
        channels: v.channels,
      });
    }
    await convoy.startGateway({ jt808: 0, gt06: 0, teltonika: 0, h02: 0, osmand: 0 });
    const g = convoy.gateway;
    const fleet = new Fleet(
      vehicles,
      {
        host: '127.0.0.1',
        ports: {
          jt808: g.port('jt808')!,
          gt06: g.port('gt06')!,
          teltonika: g.port('teltonika')!,
          h02: g.port('h02')!,
          osmand: g.port('osmand')!,
        },
      },
      { seed: 1, log: { info: () => undefined, warn: (m) => console.warn(m) } },
    );
    const to = Date.now();
    const started = performance.now();
    await fleet.generateHistory(to - days * 86_400_000, to, {
      onProgress: (done, total) =>
        console.log(
          `  ${done}/${total} vehicles, ${fleet.stats.acknowledged} positions, ${((performance.now() - started) / 1000).toFixed(0)} s`,
        ),
    });
    const seconds = (performance.now() - started) / 1000;
    fleet.stop();
    const { n } = await convoy.database.db
      .selectFrom('positions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `${days} days for ${vehicles.length} vehicles (${new Set(vehicles.map((v) => v.protocol)).size} protocols): ${fleet.stats.acknowledged} positions acknowledged, ${n} rows stored, in ${seconds.toFixed(0)} s (${Math.round(fleet.stats.acknowledged / seconds)} positions/s)`,
    );
  } finally {
    await convoy.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
