import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConvoy } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { VirtualTerminal } from '@convoy/simulator';

/**
 * Durable ingest: simulated JT/T 808 terminals on real TCP connections report 0x0200 at a
 * fixed total rate (BENCH_RATE positions/s, BENCH_TERMINALS terminals, each with at most
 * BENCH_LOAD_WINDOW reports unacknowledged) from a separate process; a report counts once the
 * platform acknowledged it, which it does only after the batch holding it committed.
 * Embedded PGlite on disk by default; set BENCH_DATABASE_URL for a PostgreSQL server.
 */
export async function ingestBenchmark(): Promise<void> {
  const terminals = Number(process.env.BENCH_TERMINALS ?? 1000);
  const window = Number(process.env.BENCH_WINDOW ?? 8);
  const seconds = Number(process.env.BENCH_SECONDS ?? 20);
  const dataDir = mkdtempSync(join(tmpdir(), 'convoy-bench-'));
  const convoy = await createConvoy(
    loadConfig({
      CONFIG_FILE: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench-admin',
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
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
    const phones = Array.from({ length: terminals }, (_, i) => String(13800000000 + i));
    for (const phone of phones) {
      await convoy.services.devices.add(admin.id, {
        imei: phone,
        name: `Bench ${phone}`,
        deviceType: 'gps',
        model: '',
        protocol: 'jt808',
        objectType: 'vehicle',
        creditYears: 1,
        channels: 0,
      });
    }
    await convoy.startGateway({ jt808: 0 });
    const port = convoy.gateway.port('jt808') ?? 0;
    // The load runs in a process of its own (devices are not the server), unless
    // BENCH_LOAD_PROCESS=0 asks for simulated terminals in the server's process.
    if (process.env.BENCH_LOAD_PROCESS !== '0') {
      await measureWithLoadProcess(convoy, port, terminals, seconds, phones[0]!);
      return;
    }
    const fleet = phones.map(
      (phone) => new VirtualTerminal({ phone, version: '2013' }, '127.0.0.1', port),
    );
    await Promise.all(fleet.map((t) => t.connect()));

    let running = true;
    const base = Date.now() - 3600_000;
    const drive = async (terminal: VirtualTerminal, index: number) => {
      let n = 0;
      const inFlight = new Set<Promise<void>>();
      while (running) {
        const fix = {
          time: new Date(base + n * 1000 + index),
          latitude: 22.5 + index * 1e-4 + n * 1e-6,
          longitude: 114.0 + n * 1e-6,
          altitudeM: 20,
          speedKmh: 40,
          course: 90,
          valid: true,
          ignition: true,
          odometerKm: 1000 + n / 100,
          satellites: 9,
        };
        n++;
        const sent = terminal.report(fix).finally(() => inFlight.delete(sent));
        inFlight.add(sent);
        if (inFlight.size >= window) await Promise.race(inFlight);
      }
      await Promise.all(inFlight);
    };
    const started = performance.now();
    const drivers = fleet.map((t, i) => drive(t, i));
    const samples: number[] = [];
    let last = 0;
    for (let s = 0; s < seconds; s++) {
      await new Promise((r) => setTimeout(r, 1000));
      const acked = fleet.reduce((sum, t) => sum + t.stats.acknowledged, 0);
      samples.push(acked - last);
      last = acked;
    }
    running = false;
    await Promise.all(drivers);
    const elapsed = (performance.now() - started) / 1000;
    const acked = fleet.reduce((sum, t) => sum + t.stats.acknowledged, 0);
    const latency = fleet.reduce((sum, t) => sum + t.stats.latencyMsTotal, 0) / Math.max(1, acked);
    const { n } = await convoy.database.db
      .selectFrom('positions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    samples.sort((a, b) => a - b);
    console.log(
      `${convoy.database.engine}: ${terminals} terminals, window ${window}: ${acked} positions acknowledged in ${elapsed.toFixed(1)} s`,
    );
    console.log(
      `  median ${samples[Math.floor(samples.length / 2)]} positions/s; mean ack latency ${latency.toFixed(1)} ms`,
    );
    console.log(
      `  rows stored: ${n} (every acknowledged position is stored: ${Number(n) >= acked})`,
    );
    const trips = convoy.services.tripRecorder.stats;
    console.log(
      `  writer batches ${convoy.services.positionWriter.stats.batches}; trip detection: ${trips.batches} batches, ${trips.refolds} refolds, ${trips.failures} failures`,
    );
    fleet.forEach((t) => t.close());
  } finally {
    await convoy.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The same measure with the load in a child process (the simulator's load mode), so the
 * server's process does only the server's work: counts positions committed per second.
 */
async function measureWithLoadProcess(
  convoy: Awaited<ReturnType<typeof createConvoy>>,
  port: number,
  terminals: number,
  seconds: number,
  firstNumber: string,
): Promise<void> {
  // The offered rate: BENCH_RATE positions/s over the fleet, or one report per terminal every
  // BENCH_INTERVAL seconds.
  const intervalS = process.env.BENCH_RATE
    ? terminals / Number(process.env.BENCH_RATE)
    : Number(process.env.BENCH_INTERVAL ?? 0.02);
  const cli = fileURLToPath(new URL('../apps/simulator/src/cli.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      cli,
      '--mode',
      'load',
      '--jt808',
      String(port),
      '--connections',
      String(terminals),
      '--interval',
      String(intervalS),
      '--duration',
      String(seconds),
      '--first-number',
      firstNumber,
      '--window',
      process.env.BENCH_LOAD_WINDOW ?? '16',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const samples: number[] = [];
  let last = convoy.services.positionWriter.stats.positions;
  const cpuBefore = process.cpuUsage();
  const databaseBefore = databaseServerCpuMs();
  const positionsBefore = last;
  const heap: number[] = [];
  const sampler = setInterval(() => {
    const now = convoy.services.positionWriter.stats.positions;
    samples.push(now - last);
    last = now;
    if (samples.length % 10 === 0) heap.push(Math.round(process.memoryUsage().heapUsed / 2 ** 20));
  }, 1000);
  await new Promise<void>((resolve) => child.on('exit', () => resolve()));
  clearInterval(sampler);
  const cpu = process.cpuUsage(cpuBefore);
  const databaseMs = databaseServerCpuMs() - databaseBefore;
  const committed = convoy.services.positionWriter.stats.positions - positionsBefore;
  const busy = samples.filter((n) => n > 0);
  // Sustained: every 10-second window after the first (connections, warm-up) and before the
  // load stops.
  const windows: number[] = [];
  for (let at = 10; at + 10 <= Math.min(busy.length, seconds); at += 10) {
    windows.push(busy.slice(at, at + 10).reduce((sum, n) => sum + n, 0) / 10);
  }
  const sorted = [...busy].sort((a, b) => a - b);
  for (const line of output.trim().split('\n').slice(-2)) console.log(line);
  if (process.env.BENCH_VERBOSE) {
    console.log(`  committed per second: ${samples.join(' ')}`);
    console.log(`  server heap every 10 s: ${heap.join(' ')} MiB`);
  }
  // What the server's process spent per position, whatever else ran on the machine.
  console.log(
    `  server process CPU: ${((cpu.user + cpu.system) / 1000 / Math.max(1, committed)).toFixed(3)} ms per position (user ${(cpu.user / 1e6).toFixed(1)} s, system ${(cpu.system / 1e6).toFixed(1)} s)`,
  );
  if (convoy.database.engine === 'postgres' && databaseMs > 0) {
    console.log(
      `  database server CPU (local postgres processes): ${(databaseMs / Math.max(1, committed)).toFixed(3)} ms per position`,
    );
  }
  console.log(
    `${convoy.database.engine}: load in a child process, ${terminals} terminals every ${intervalS} s: median ${sorted[Math.floor(sorted.length / 2)] ?? 0} positions/s committed (of ${sorted.length} busy seconds; max ${sorted.at(-1) ?? 0})`,
  );
  if (windows.length > 0) {
    console.log(
      `  10-second windows after the first: ${windows.map((w) => Math.round(w)).join(', ')} positions/s (lowest ${Math.round(Math.min(...windows))})`,
    );
  }
  const { n } = await convoy.database.db
    .selectFrom('positions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const writer = convoy.services.positionWriter.stats;
  console.log(
    `  rows stored ${n}, committed by the writer ${writer.positions} in ${writer.batches} batches (${writer.rewritten} written again for a position already stored)`,
  );
}

/**
 * CPU time of this machine's PostgreSQL server processes so far (ms; Linux /proc), for a
 * database on the same machine. 0 where it cannot be read.
 */
function databaseServerCpuMs(): number {
  const tick = 10; // USER_HZ is 100 on Linux
  let total = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== 'postgres' && !name.startsWith('postgres')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime are fields 14-17 of the file, 12-15 after the name.
      total +=
        (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * tick;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}
