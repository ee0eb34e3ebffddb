import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import type { Position } from '@convoy/protocols';
import { createConvoy, type Convoy } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { DEMO_VEHICLES, simulateReports } from '../apps/server/src/test-support/simulated-track';
import { detectTrips } from '../apps/server/src/trip/trip-detector';
import {
  writeSegments,
  readTrackColumns,
  readTrackPacked,
} from '../apps/server/src/trip/trip.repository';

/**
 * Playback benchmarks on the embedded database on disk (BENCH_DATABASE_URL: a PostgreSQL
 * server instead). One device reports every 10 s for
 * 30 days (259,200 points, through the pipeline, so its trips are detected as they arrive);
 * 19 more carry a month of detected trips each.
 *   track:  the month (every point) over HTTP: Trip/GetTrackPacked, as the playback screen
 *           reads it, and Trip/GetTrack in JSON.
 *   trips:  Location/GetTripAndParking for 20 devices over the month.
 *   replay: Chromium loads /trackPlayback with the month and replays it at 1024×.
 */
const DAY = 86_400_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PASSWORD = 'bench-admin';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function prepare(withFleet: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'convoy-playback-'));
  const convoy = await createConvoy(
    loadConfig({
      CONFIG_FILE: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: PASSWORD,
      PORT_JT808: '0',
      PORT_H02: '0',
      PORT_GT06: '0',
      PORT_TELTONIKA: '0',
      PORT_OSMAND: '0',
      PORT_MEDIA: '0',
      // A PostgreSQL server instead of the embedded database (an empty database of its own).
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
      // replay: a web build elsewhere than apps/web/dist.
      ...(process.env.WEB_DIR ? { WEB_DIR: process.env.WEB_DIR } : {}),
    }),
    { logger: false },
  );
  await convoy.services.accounts.bootstrap({ adminPassword: PASSWORD, demo: false });
  const admin = await convoy.database.db
    .selectFrom('accounts')
    .select('id')
    .where('account', '=', 'admin')
    .executeTakeFirstOrThrow();
  const to = Date.now();
  const from = to - 30 * DAY;
  const imeis: string[] = [];
  const vehicles = withFleet ? DEMO_VEHICLES.slice(0, 20) : DEMO_VEHICLES.slice(0, 1);
  let started = performance.now();
  for (const [index, vehicle] of vehicles.entries()) {
    const imei = `1390000${String(index).padStart(4, '0')}`;
    imeis.push(imei);
    const dto = await convoy.services.devices.add(admin.id, {
      imei,
      name: vehicle.name,
      deviceType: 'gps',
      model: vehicle.model,
      protocol: 'jt808',
      objectType: 'vehicle',
      creditYears: 1,
      channels: 0,
    });
    const device = (await convoy.services.registry.find(imei))!;
    if (index === 0) {
      const reports = simulateReports(vehicle, from, to, {
        seed: 1,
        everyMs: 10_000,
        keepOffline: true,
      });
      for (let i = 0; i < reports.length; i += 5000) {
        const positions: Position[] = reports.slice(i, i + 5000).map(({ fix }) => ({
          fixTime: fix.time,
          valid: true,
          latitude: fix.latitude,
          longitude: fix.longitude,
          altitude: fix.altitudeM,
          speed: fix.speedKmh,
          course: fix.course,
          alarm: fix.alarm ?? 0,
          ...(fix.fuelL !== undefined ? { fuel: fix.fuelL } : {}),
          attributes: {},
        }));
        await convoy.services.pipeline.process(device, positions);
      }
      await convoy.services.tripRecorder.idle();
      console.log(
        `  ${reports.length} points stored with their trips in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      started = performance.now();
    } else {
      const thresholds = await convoy.services.tripRecorder.thresholdsFor(device);
      const points = simulateReports(vehicle, from, to, { seed: index }).map(({ fix }) => ({
        time: fix.time.getTime(),
        lat: fix.latitude,
        lng: fix.longitude,
        speed: fix.speedKmh,
        fuel: fix.fuelL ?? null,
      }));
      const detected = detectTrips(points, thresholds);
      for (let i = 0; i < Math.max(detected.trips.length, detected.stops.length); i += 1000) {
        await writeSegments(convoy.database.db, dto.id, {
          trips: detected.trips.slice(i, i + 1000),
          stops: detected.stops.slice(i, i + 1000),
        });
      }
    }
  }
  await convoy.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(convoy.app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/Login/UserLogin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ useraccount: 'admin', password: PASSWORD }),
  });
  const token = ((await login.json()) as { value: { userToken: string } }).value.userToken;
  return { convoy, dataDir, base, token, imeis, from, to };
}

async function timed(runs: number, work: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times;
}

async function post(base: string, token: string, path: string, body: unknown) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`);
  return text;
}

async function close(setup: { convoy: Convoy; dataDir: string }) {
  await setup.convoy.close();
  rmSync(setup.dataDir, { recursive: true, force: true });
}

export async function trackBenchmark(): Promise<void> {
  const setup = await prepare(false);
  try {
    const body = {
      imei: setup.imeis[0],
      mode: 'trip',
      startTime: new Date(setup.from).toISOString(),
      endTime: new Date(setup.to).toISOString(),
    };
    const runs = (work: () => Promise<void>) => timed(RUNS, work);
    const show = (times: number[]) =>
      `median ${median(times).toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms)`;
    let packedSize = 0;
    let packedPoints = 0;
    const packedTimes = await runs(async () => {
      const response = await fetch(`${setup.base}/api/Trip/GetTrackPacked`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${setup.token}`,
        },
        body: JSON.stringify(body),
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`GetTrackPacked: ${response.status}`);
      packedSize = bytes.length;
      const header = JSON.parse(bytes.subarray(4, 4 + bytes.readUInt32LE(0)).toString()) as {
        count: number;
      };
      packedPoints = header.count;
    });
    let size = 0;
    let points = 0;
    const times = await runs(async () => {
      const text = await post(setup.base, setup.token, '/api/Trip/GetTrack', body);
      size = text.length;
      points = (JSON.parse(text) as { value: { t: number[] } }).value.t.length;
    });
    const device = (await setup.convoy.services.registry.find(setup.imeis[0]!))!;
    const period = [device.id, new Date(setup.from), new Date(setup.to)] as const;
    const packedQueries = await runs(async () => {
      await readTrackPacked(setup.convoy.database.db, ...period);
    });
    const queries = await runs(async () => {
      await readTrackColumns(setup.convoy.database.db, ...period);
    });
    console.log(
      `Trip/GetTrackPacked (the playback screen), 30 days of one device: ${packedPoints} points, ${(packedSize / 1e6).toFixed(1)} MB; ${show(packedTimes)}`,
    );
    console.log(`  of which the database read and unpacking: ${show(packedQueries)}`);
    console.log(
      `Trip/GetTrack (JSON), 30 days of one device: ${points} points, ${(size / 1e6).toFixed(1)} MB; ${show(times)}`,
    );
    console.log(`  of which the database read into columns: ${show(queries)}`);
    console.log(
      `  load average: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}`,
    );
  } finally {
    await close(setup);
  }
}

export async function tripsBenchmark(): Promise<void> {
  const setup = await prepare(true);
  try {
    const body = {
      imeis: setup.imeis,
      kind: 'both',
      startTime: new Date(setup.from).toISOString(),
      endTime: new Date(setup.to).toISOString(),
    };
    let items = 0;
    const times = await timed(RUNS, async () => {
      const text = await post(setup.base, setup.token, '/api/Location/GetTripAndParking', body);
      items = (JSON.parse(text) as { value: { items: unknown[] } }).value.items.length;
    });
    console.log(
      `Location/GetTripAndParking, 20 devices over 30 days: ${items} trips and stops; median ${median(times).toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
    );
  } finally {
    await close(setup);
  }
}

export async function replayBenchmark(): Promise<void> {
  const setup = await prepare(false);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript("window.localStorage.setItem('language', 'en')");
    const login = await context.newPage();
    await login.goto(`${setup.base}/loginPage`);
    await login.getByRole('textbox', { name: 'Account' }).fill('admin');
    await login.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await login.waitForURL(/realTimeMonitor/);
    await login.close();
    const loads: number[] = [];
    const fps: number[] = [];
    const worstFrames: number[] = [];
    for (let run = 0; run < Math.min(RUNS, 5); run++) {
      const page = await context.newPage();
      const query = new URLSearchParams({
        imei: setup.imeis[0]!,
        mode: 'trip',
        start: new Date(setup.from).toISOString(),
        end: new Date(setup.to).toISOString(),
      });
      await page.goto(`${setup.base}/trackPlayback?${query.toString()}`);
      const start = performance.now();
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByText(/259,?\d{3} points/).waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Play' }).waitFor();
      loads.push(performance.now() - start);
      await page.getByRole('combobox', { name: 'Rate' }).click();
      await page.locator('.ant-select-item-option[title="1024×"]').click();
      await page.getByRole('button', { name: 'Play' }).click();
      // Frames the page paints while the replay runs, and the longest gap between two.
      // (A string, so that the bundler's helpers stay out of the page.)
      const measured = await page.evaluate<{ frames: number; worst: number }>(`
        new Promise((resolve) => {
          let frames = 0;
          let worst = 0;
          let last = performance.now();
          const end = last + 3000;
          const frame = (now) => {
            frames++;
            worst = Math.max(worst, now - last);
            last = now;
            if (now < end) requestAnimationFrame(frame);
            else resolve({ frames, worst });
          };
          requestAnimationFrame(frame);
        })`);
      fps.push(measured.frames / 3);
      worstFrames.push(measured.worst);
      await page.close();
    }
    console.log(
      `  load average: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}`,
    );
    console.log(
      `Replay of 259,200 points in Chromium (software rendering): search to playable median ${median(loads).toFixed(0)} ms (runs: ${loads.map((t) => t.toFixed(0)).join(', ')}); while replaying at 1024×: median ${median(fps).toFixed(0)} frames/s, longest frame median ${median(worstFrames).toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
    await close(setup);
  }
}
