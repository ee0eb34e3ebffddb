import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { splitJt808Frames } from '@convoy/protocols';
import { encodeLocation } from '@convoy/simulator';
import { createConvoy } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

/**
 * Concurrent device sessions in one server process: BENCH_CONNECTIONS JT/T 808 terminals
 * (opened by child processes from several loopback source addresses, so that ephemeral
 * ports do not run out) connect and report every BENCH_INTERVAL seconds. Prints the server's
 * memory with every session open and what was acknowledged. Embedded PGlite by default (its
 * memory is part of the process's); BENCH_DATABASE_URL names an empty PostgreSQL database
 * instead, so that the process holds only the server. Raise the descriptor limit
 * first: `bash -c 'ulimit -n 250000 && npm run bench -- connections'`.
 */
/**
 * Terminals per client process, each process from a source address of its own. Binding a
 * socket to an address picks a free port by searching: with 19,000 ports of one address in
 * use, opening went at about 100 terminals a second, the client's CPU spent in that search.
 */
const CLIENTS_PER_PROCESS = 5_000;
const FIRST_NUMBER = 16000000000;

/** Child side: open `count` terminals from `localAddress`, report on an interval, print counts. */
export async function connectionClients(): Promise<void> {
  const [countText, portText, localAddress, firstText, intervalText] = process.argv.slice(3);
  const count = Number(countText);
  const port = Number(portText);
  const first = Number(firstText);
  const intervalMs = Number(intervalText) * 1000;
  let connected = 0;
  let sent = 0;
  let acknowledged = 0;
  let lost = 0;
  const sockets: Socket[] = [];
  const open = (index: number) =>
    new Promise<void>((resolve) => {
      const phone = String(first + index).padStart(12, '0');
      const socket = connect({ host: '127.0.0.1', port, localAddress }, () => {
        connected++;
        resolve();
      });
      let buffer = Buffer.alloc(0);
      socket.on('data', (chunk: Buffer) => {
        buffer = Buffer.concat([buffer, chunk]);
        const split = splitJt808Frames(buffer);
        buffer = buffer.subarray(split.consumed);
        acknowledged += split.frames.length;
      });
      socket.on('error', () => resolve());
      socket.on('close', () => lost++);
      sockets.push(socket);
      let serial = 0;
      const report = () => {
        if (socket.destroyed) return;
        sent++;
        socket.write(
          encodeLocation({ phone, version: '2013' }, serial++ & 0xffff, {
            time: new Date(),
            latitude: 22.5 + index * 1e-6,
            longitude: 114,
            altitudeM: 5,
            speedKmh: 30,
            course: 90,
            valid: true,
            ignition: true,
          }),
        );
      };
      socket.once('connect', () => {
        report();
        setTimeout(function again() {
          report();
          setTimeout(again, intervalMs).unref();
        }, Math.random() * intervalMs).unref();
      });
    });
  // Counts go to the parent every second from the start, so it sees sessions as they open.
  const status = () => process.send?.({ connected, sent, acknowledged, lost });
  setInterval(status, 1000);
  for (let i = 0; i < count; i += 1000) {
    await Promise.all(Array.from({ length: Math.min(1000, count - i) }, (_, k) => open(i + k)));
  }
  status();
  process.on('message', (message) => {
    if (message === 'stop') {
      sockets.forEach((s) => s.destroy());
      process.exit(0);
    }
  });
}

export async function connectionsBenchmark(): Promise<void> {
  const total = Number(process.env.BENCH_CONNECTIONS ?? 20_000);
  const interval = Number(process.env.BENCH_INTERVAL ?? 30);
  const holdSeconds = Number(process.env.BENCH_SECONDS ?? 60);
  const dataDir = mkdtempSync(join(tmpdir(), 'convoy-conn-'));
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
  const children: ReturnType<typeof fork>[] = [];
  try {
    await convoy.services.accounts.bootstrap({ adminPassword: 'bench-admin', demo: false });
    const admin = await convoy.database.db
      .selectFrom('accounts')
      .select('id')
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    // Devices straight into the table: adding 100,000 through the API is not what is measured.
    for (let i = 0; i < total; i += 5000) {
      const rows = Array.from({ length: Math.min(5000, total - i) }, (_, k) => ({
        account_id: admin.id,
        name: `Unit ${FIRST_NUMBER + i + k}`,
        imei: String(FIRST_NUMBER + i + k),
        expiry: new Date(Date.now() + 365 * 86_400_000),
        next_pay_date: null,
        group_id: null,
        auth_code: null,
        deleted_at: null,
      }));
      await convoy.database.db.insertInto('devices').values(rows).execute();
    }
    await convoy.startGateway({ jt808: 0 });
    const port = convoy.gateway.port('jt808')!;
    const before = process.memoryUsage().rss;
    // The JavaScript heap and the buffers it holds, after a full collection, before and with
    // the sessions: RSS alone also moves with what the embedded database returns meanwhile.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const live = () => {
      collect();
      const { heapUsed, external } = process.memoryUsage();
      return heapUsed + external;
    };
    const liveBefore = live();
    type Counts = { connected: number; sent: number; acknowledged: number; lost: number };
    const counts = new Map<number, Counts>();
    const script = fileURLToPath(new URL('./run.ts', import.meta.url));
    for (let c = 0; c * CLIENTS_PER_PROCESS < total; c++) {
      const count = Math.min(CLIENTS_PER_PROCESS, total - c * CLIENTS_PER_PROCESS);
      const child = fork(
        script,
        [
          'connections-client',
          String(count),
          String(port),
          `127.0.0.${c + 2}`,
          String(FIRST_NUMBER + c * CLIENTS_PER_PROCESS),
          String(interval),
        ],
        {
          execArgv: ['--import', 'tsx'],
        },
      );
      child.on('message', (message) => counts.set(c, message as Counts));
      children.push(child);
    }
    const sum = () =>
      [...counts.values()].reduce(
        (a, b) => ({
          connected: a.connected + b.connected,
          sent: a.sent + b.sent,
          acknowledged: a.acknowledged + b.acknowledged,
          lost: a.lost + b.lost,
        }),
        { connected: 0, sent: 0, acknowledged: 0, lost: 0 },
      );
    let peakRss = 0;
    // (sessions open, RSS) each second while terminals connect: the slope is what a session costs.
    const growth: Array<[number, number]> = [];
    const sampler = setInterval(() => {
      const rss = process.memoryUsage().rss;
      peakRss = Math.max(peakRss, rss);
      if (sum().connected < total) growth.push([sum().connected, rss]);
    }, 1000).unref();
    const overflowsBefore = listenOverflows();
    const connectDelay = monitorEventLoopDelay({ resolution: 10 });
    connectDelay.enable();
    const started = Date.now();
    // Opening is paced by the clients (1,000 at a time); allow about 2 ms a terminal.
    const connectLimitMs = Math.max(300_000, total * 2);
    while (sum().connected < total && Date.now() - started < connectLimitMs)
      await new Promise((r) => setTimeout(r, 1000));
    connectDelay.disable();
    const acceptedThen = (
      convoy.gateway.stats() as Record<string, { open: number; connections: number }>
    ).jt808?.connections;
    console.log(
      `${sum().connected} of ${total} terminals connected in ${((Date.now() - started) / 1000).toFixed(0)} s (${acceptedThen ?? 0} accepted by the server by then); ${delayText(connectDelay)}`,
    );
    const holdDelay = monitorEventLoopDelay({ resolution: 10 });
    holdDelay.enable();
    await new Promise((r) => setTimeout(r, holdSeconds * 1000));
    holdDelay.disable();
    const overflowsAfter = listenOverflows();
    console.log(
      `while holding: ${delayText(holdDelay)}` +
        (overflowsBefore === null || overflowsAfter === null
          ? ''
          : `; the kernel counted ${overflowsAfter - overflowsBefore} accept-queue overflows (TcpExt ListenOverflows, every listener of the machine) since the first terminal`),
    );
    const s = sum();
    clearInterval(sampler);
    const memory = process.memoryUsage();
    const rss = memory.rss;
    peakRss = Math.max(peakRss, rss);
    const listener = (
      convoy.gateway.stats() as Record<string, { open: number; connections: number }>
    ).jt808;
    const open = listener?.open ?? 0;
    const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
    console.log(
      `${open} sessions open in the server (${listener?.connections ?? 0} accepted in all); server process RSS ${mib(rss)} MiB, peak ${mib(peakRss)} MiB, JavaScript heap ${mib(memory.heapUsed)} MiB (${((rss - before) / open / 1024).toFixed(1)} KiB per session beyond the ${mib(before)} MiB at start); ${s.sent} reports sent, ${s.acknowledged} acknowledged since the first connection; ${s.lost} terminals saw their connection closed`,
    );
    const liveWith = live();
    console.log(
      `after a full collection: JavaScript heap and buffers ${mib(liveBefore)} MiB before the sessions, ${mib(liveWith)} MiB with them: ${((liveWith - liveBefore) / open / 1024).toFixed(2)} KiB per session; RSS then ${mib(process.memoryUsage().rss)} MiB`,
    );
    const slope = leastSquaresSlope(growth);
    if (slope !== null)
      console.log(
        `while connecting, RSS grew ${(slope / 1024).toFixed(1)} KiB per session (least squares over ${growth.length} one-second samples); at that rate 100,000 sessions add ${((slope * 100_000) / 2 ** 20).toFixed(0)} MiB`,
      );
  } finally {
    children.forEach((child) => child.send('stop'));
    await new Promise((r) => setTimeout(r, 1000));
    await convoy.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The event loop's delay while a histogram was enabled: how long ready work waited. */
function delayText(histogram: IntervalHistogram): string {
  const ms = (ns: number) => (ns / 1e6).toFixed(0);
  return `event loop delay p50 ${ms(histogram.percentile(50))} ms, p99 ${ms(histogram.percentile(99))} ms, max ${ms(histogram.max)} ms`;
}

/**
 * The kernel's count of connections dropped because a listener's accept queue was full
 * (Linux; null elsewhere). A dropped handshake is retried by the terminal's kernel, but one
 * left waiting too long is reset.
 */
function listenOverflows(): number | null {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
    for (let i = 0; i + 1 < lines.length; i++) {
      const names = lines[i]!.split(' ');
      if (names[0] !== 'TcpExt:') continue;
      const column = names.indexOf('ListenOverflows');
      return column < 0 ? null : Number(lines[i + 1]!.split(' ')[column]);
    }
  } catch {
    // not Linux
  }
  return null;
}

/** Slope of y over x by least squares, or null with fewer than three points. */
function leastSquaresSlope(points: Array<[number, number]>): number | null {
  if (points.length < 3) return null;
  const n = points.length;
  const meanX = points.reduce((a, [x]) => a + x, 0) / n;
  const meanY = points.reduce((a, [, y]) => a + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const [x, y] of points) {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
  }
  return sxx === 0 ? null : sxy / sxx;
}
