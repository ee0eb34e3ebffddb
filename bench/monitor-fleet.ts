import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createConvoy, type Convoy } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { StoredPosition } from '../apps/server/src/location/position-writer';

export const BENCH_ADMIN_PASSWORD = 'bench-admin';

/** Where the synthetic fleet drives: around a few dozen cities of every continent. */
const CITIES: [number, number][] = [
  [114.06, 22.54],
  [121.47, 31.23],
  [116.4, 39.9],
  [139.69, 35.69],
  [126.98, 37.57],
  [100.5, 13.76],
  [106.7, 10.78],
  [103.82, 1.35],
  [106.85, -6.21],
  [77.21, 28.61],
  [72.88, 19.08],
  [55.27, 25.2],
  [46.68, 24.71],
  [31.24, 30.04],
  [3.38, 6.52],
  [36.82, -1.29],
  [28.05, -26.2],
  [-0.13, 51.51],
  [2.35, 48.86],
  [-3.7, 40.42],
  [13.4, 52.52],
  [12.5, 41.9],
  [37.62, 55.76],
  [23.73, 37.98],
  [-74.0, 40.71],
  [-87.63, 41.88],
  [-118.24, 34.05],
  [-99.13, 19.43],
  [-46.63, -23.55],
  [-58.38, -34.6],
  [-77.04, -12.05],
  [151.21, -33.87],
  [144.96, -37.81],
  [174.76, -36.85],
];

/** The built web app the server serves: WEB_DIR when set, else apps/web/dist. */
export const webDir = (): string =>
  process.env.WEB_DIR ?? join(import.meta.dirname, '../apps/web/dist');

export interface MonitorFleet {
  convoy: Convoy;
  baseUrl: string;
  /** Device ids in insertion order. */
  deviceIds: string[];
  token(): Promise<string>;
  /** Moves `count` random vehicles, as if their reports had just been committed. */
  move(count: number): StoredPosition[];
  close(): Promise<void>;
}

/**
 * A server with `devices` vehicles under the top account, each with a last location, on
 * an embedded database on disk; the web app is served from WEB_DIR (default apps/web/dist)
 * when built. The vehicles' IMEIs are consecutive numbers from `firstImei` (a JT/T 808
 * terminal number, up to 12 digits, for a fleet that reports over the gateway).
 */
export async function startMonitorFleet(
  devices: number,
  port = 0,
  firstImei = 860_000_000_000_001,
): Promise<MonitorFleet> {
  const dataDir = mkdtempSync(join(tmpdir(), 'convoy-monitor-'));
  const convoy = await createConvoy(
    loadConfig({
      CONFIG_FILE: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIR: webDir(),
      // The live push's coalescing interval, when the run names one.
      ...(process.env.LIVE_PUSH_INTERVAL_MS
        ? { LIVE_PUSH_INTERVAL_MS: process.env.LIVE_PUSH_INTERVAL_MS }
        : {}),
    }),
    { logger: false },
  );
  await convoy.services.accounts.bootstrap({ adminPassword: BENCH_ADMIN_PASSWORD, demo: false });
  const db = convoy.database.db;
  const admin = await db
    .selectFrom('accounts')
    .select('id')
    .where('account', '=', 'admin')
    .executeTakeFirstOrThrow();
  await sql`INSERT INTO devices (account_id, name, imei, model, protocol, expiry)
    SELECT ${admin.id}, 'Vehicle ' || g, (${String(firstImei)}::bigint + g - 1)::text,
           (ARRAY['VT-300','MT-100','OBD-200','PT-20'])[1 + g % 4], 'jt808', now() + interval '1 year'
    FROM generate_series(1, ${devices}) AS g`.execute(db);
  const rows = await db.selectFrom('devices').select('id').orderBy('id').execute();
  const deviceIds = rows.map((r) => r.id);
  const cities = sql.raw(`ARRAY[${CITIES.map(([lng]) => lng).join(',')}]::float8[]`);
  const cityLats = sql.raw(`ARRAY[${CITIES.map(([, lat]) => lat).join(',')}]::float8[]`);
  await sql`INSERT INTO last_locations (device_id, fix_time, received_time, valid, latitude, longitude, speed, course, status, alarm, event_id, attributes)
    SELECT id, now() - (id % 300) * interval '1 second', now(), id % 17 <> 0,
           (${cityLats})[1 + id % ${CITIES.length}] + (random() - 0.5) * 0.8,
           (${cities})[1 + id % ${CITIES.length}] + (random() - 0.5) * 0.8,
           (id % 9) * 11, (id * 37) % 360, CASE WHEN id % 3 = 0 THEN 3 ELSE 2 END,
           CASE WHEN id % 41 = 0 THEN 2 ELSE 0 END, CASE WHEN id % 53 = 0 THEN 133 ELSE 0 END, '{}'
    FROM devices`.execute(db);
  await convoy.app.listen({ port, host: '127.0.0.1' });
  const address = convoy.app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const baseUrl = `http://127.0.0.1:${boundPort}`;
  await convoy.services.lastLocations.ready();
  // As `npm start` does once it listens (in the background there; awaited here).
  const warmStart = performance.now();
  const warmed = await convoy.warmUp();
  if (process.env.BENCH_VERBOSE) {
    console.log(`warm-up: ${warmed} accounts in ${Math.round(performance.now() - warmStart)} ms`);
  }

  const positions = new Map<string, StoredPosition>();
  return {
    convoy,
    baseUrl,
    deviceIds,
    token: async () => {
      const response = await fetch(`${baseUrl}/api/Login/UserLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ useraccount: 'admin', password: BENCH_ADMIN_PASSWORD }),
      });
      return ((await response.json()) as { value: { userToken: string } }).value.userToken;
    },
    move: (count) => {
      const now = new Date();
      const moved: StoredPosition[] = [];
      for (let i = 0; i < count; i++) {
        const id = deviceIds[Math.floor(Math.random() * deviceIds.length)] as string;
        const current = convoy.services.lastLocations.get(id)?.lastLoc;
        const position: StoredPosition = {
          deviceId: id,
          fixTime: now,
          receivedTime: now,
          valid: true,
          latitude: (current?.lat ?? 0) + (Math.random() - 0.5) * 0.002,
          longitude: (current?.lng ?? 0) + (Math.random() - 0.5) * 0.002,
          altitude: 10,
          speed: Math.round(Math.random() * 90),
          course: Math.round(Math.random() * 359),
          status: 3,
          alarm: 0,
          attributes: {},
        };
        positions.set(id, position);
        moved.push(position);
      }
      convoy.services.lastLocations.accept(moved);
      return moved;
    },
    close: async () => {
      await convoy.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};
