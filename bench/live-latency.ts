import { fork, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Position } from '@convoy/protocols';
import type { RegisteredDevice } from '../apps/server/src/device/device-registry';
import { RealtimeHub } from '../apps/server/src/realtime/realtime-hub';
import {
  LONGITUDE_BASE_MICRO,
  type LiveClientMessage,
  type LiveControlMessage,
} from './live-clients';
import { percentile, startMonitorFleet } from './monitor-fleet';

/** Terminal numbers of the fleet: 12-digit JT/T 808 numbers (with a leading zero). */
const FIRST_NUMBER = 13_900_000_000;

/**
 * Live latency as a user sees it: BENCH_DEVICES (default 10,000) JT/T 808 terminals of one
 * account, each on its own TCP connection to the gateway and sending a 0x0200 every
 * BENCH_INTERVAL seconds (default 10; the fleet's reports evenly spread), and one monitor
 * logged in as that account on /api/ws; terminals and monitor in processes of their own.
 * For every report, the time from the terminal writing the frame to its socket to the arrival
 * of the WebSocket message carrying that position. After a warm-up in which every terminal has
 * connected and reported once, BENCH_SECONDS (default 30) are measured; reports written then
 * and never seen on the WebSocket are counted. The server's coalescing interval comes from
 * LIVE_PUSH_INTERVAL_MS (default 1000 ms: one message a second; 100 for the low-latency
 * setting). Where the time goes is taken inside the server: the report entering the pipeline,
 * its commit, and the hub's flush of the message that carried it; BENCH_PROFILE=<file> also
 * writes the server's CPU profile of the measured seconds.
 */
export async function liveLatencyBenchmark(): Promise<void> {
  const devices = Number(process.env.BENCH_DEVICES ?? 10_000);
  const intervalS = Number(process.env.BENCH_INTERVAL ?? 10);
  const seconds = Number(process.env.BENCH_SECONDS ?? 30);
  const pushIntervalMs = Number(process.env.LIVE_PUSH_INTERVAL_MS ?? 1000);
  const loadBefore = loadAverage();
  const fleet = await startMonitorFleet(devices, 0, FIRST_NUMBER);
  const key = (index: number, counter: number) => counter * devices + index;

  // Inside the server: when each report enters the pipeline and when it is committed (the
  // listener runs after the last location store's, which hands it to the hub).
  const pipelineAt = new Map<number, number>();
  const committedAt = new Map<number, number>();
  const reportKey = (device: RegisteredDevice, position: Position) =>
    key(
      Number(device.imei) - FIRST_NUMBER,
      Math.round(position.longitude * 1e6) - LONGITUDE_BASE_MICRO,
    );
  const pipeline = fleet.convoy.services.pipeline;
  const process_ = pipeline.process.bind(pipeline);
  pipeline.process = (device, positions, receivedTime) => {
    const now = Date.now();
    for (const position of positions) pipelineAt.set(reportKey(device, position), now);
    return process_(device, positions, receivedTime);
  };
  pipeline.onStored((device, rows) => {
    const now = Date.now();
    for (const row of rows) committedAt.set(reportKey(device, row), now);
  });
  // The hub's flushes: when each began and ended, by the store seq its message carries.
  const store = fleet.convoy.services.lastLocations;
  const flushes = new Map<number, { started: number; ended: number }>();
  const hub = RealtimeHub.prototype as unknown as { flush(this: void, connection: unknown): void };
  const flush = hub.flush;
  hub.flush = function (this: void, connection: unknown) {
    const started = Date.now();
    const seq = store.seq;
    flush.call(this, connection);
    if (!flushes.has(seq)) flushes.set(seq, { started, ended: Date.now() });
  };

  const sentAt = new Map<number, number>();
  const acknowledgedAt = new Map<number, number>();
  const seenAt = new Map<number, number>();
  const seenSeq = new Map<number, number>();
  let connected = 0;
  let startedAt = 0;
  let closedSockets = 0;
  let socketErrors: Record<string, number> = {};
  const monitorTotals = { messages: 0, records: 0, bytes: 0 };
  const children: ChildProcess[] = [];
  const script = fileURLToPath(new URL('./live-clients.ts', import.meta.url));
  const spawnClient = (args: string[]) => {
    const child = fork(script, args, { execArgv: ['--import', 'tsx'] });
    children.push(child);
    return child;
  };
  const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const eventLoop = monitorEventLoopDelay({ resolution: 5 });
  try {
    await fleet.convoy.startGateway({ jt808: 0 });
    const port = fleet.convoy.gateway.port('jt808') ?? 0;
    const token = await fleet.token();

    const monitor = spawnClient([
      'monitor',
      `${fleet.baseUrl.replace('http', 'ws')}/api/ws?token=${token}`,
      String(FIRST_NUMBER),
    ]);
    const monitorOpen = new Promise<void>((resolve) => {
      monitor.on('message', (message: LiveClientMessage) => {
        if (message.type === 'open') resolve();
        if (message.type !== 'seen') return;
        const { log } = message;
        for (let i = 0; i < log.length; i += 4) {
          const at = key(log[i] as number, log[i + 1] as number);
          if (seenAt.has(at)) continue; // a later message repeating it (a status change)
          seenAt.set(at, log[i + 2] as number);
          seenSeq.set(at, log[i + 3] as number);
        }
        monitorTotals.messages = message.messages;
        monitorTotals.records = message.records;
        monitorTotals.bytes = message.bytes;
      });
    });
    await monitorOpen;

    const terminals = spawnClient([
      'terminals',
      String(devices),
      String(port),
      String(FIRST_NUMBER),
      String(intervalS),
    ]);
    const opened = Date.now();
    terminals.on('message', (message: LiveClientMessage) => {
      if (message.type === 'connected') {
        connected = message.connected;
        startedAt = message.startedAt;
      } else if (message.type === 'sent' || message.type === 'acknowledged') {
        const into = message.type === 'sent' ? sentAt : acknowledgedAt;
        const { log } = message;
        for (let i = 0; i < log.length; i += 3) {
          into.set(key(log[i] as number, log[i + 1] as number), log[i + 2] as number);
        }
      } else if (message.type === 'closed') {
        closedSockets = message.sockets;
        socketErrors = message.errors;
      }
    });
    while (startedAt === 0) await delay(100);
    console.log(
      `${connected} of ${devices} terminals connected in ${((startedAt - opened) / 1000).toFixed(1)} s; ` +
        `warm-up: one report each over ${intervalS} s`,
    );
    // Measured: reports written after every terminal has reported once.
    const from = startedAt + intervalS * 1000;
    await delay(from - Date.now());
    const loadAtStart = loadAverage();
    const cpuBefore = process.cpuUsage();
    eventLoop.enable();
    // BENCH_PROFILE=<file>: the server process's CPU profile of the measured seconds.
    const profiler = process.env.BENCH_PROFILE ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    await delay(seconds * 1000);
    const to = Date.now();
    terminals.send('stop' satisfies LiveControlMessage);
    eventLoop.disable();
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(process.env.BENCH_PROFILE as string, JSON.stringify(profile));
      profiler.disconnect();
    }
    const cpu = process.cpuUsage(cpuBefore);
    const loadAtEnd = loadAverage();
    // The last reports' messages: one coalescing interval and the path's own time.
    await delay(pushIntervalMs + 3000);
    const exited = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    for (const child of children) child.send('exit' satisfies LiveControlMessage);
    await Promise.all(exited);

    const latency: number[] = [];
    const toAcknowledgement: number[] = [];
    /** Per report seen with every stamp: the stages of STAGES, in order. */
    const staged: number[][] = [];
    let written = 0;
    let acknowledged = 0;
    let unseen = 0;
    for (const [report, wroteAt] of sentAt) {
      if (wroteAt < from || wroteAt >= to) continue;
      written++;
      const ackAt = acknowledgedAt.get(report);
      if (ackAt !== undefined) {
        acknowledged++;
        toAcknowledgement.push(ackAt - wroteAt);
      }
      const arrived = seenAt.get(report);
      if (arrived === undefined) {
        unseen++;
        continue;
      }
      latency.push(arrived - wroteAt);
      const entered = pipelineAt.get(report);
      const committed = committedAt.get(report);
      const flushed = flushes.get(seenSeq.get(report) ?? -1);
      if (entered === undefined || committed === undefined || flushed === undefined) continue;
      staged.push([
        arrived - wroteAt,
        entered - wroteAt,
        committed - entered,
        flushed.started - committed,
        flushed.ended - flushed.started,
        arrived - flushed.ended,
      ]);
    }
    const figures = (values: number[]) =>
      `p50 ${percentile(values, 0.5)}, p95 ${percentile(values, 0.95)}, ` +
      `p99 ${percentile(values, 0.99)}, max ${values.reduce((a, b) => Math.max(a, b), 0)} ms`;
    const pair = (values: number[]) => `${percentile(values, 0.5)} / ${percentile(values, 0.99)}`;
    const ms = (ns: number) => (ns / 1e6).toFixed(1);
    console.log(
      `live, ${devices} JT/T 808 terminals every ${intervalS} s (${Math.round(devices / intervalS)} reports/s), ` +
        `push interval ${pushIntervalMs} ms, ${seconds} s measured; load average ${loadBefore} before start, ` +
        `${loadAtStart} → ${loadAtEnd} over the run`,
    );
    console.log(
      `  reports written ${written}, acknowledged ${acknowledged}, seen on /api/ws ${written - unseen}, ` +
        `never seen ${unseen}; terminal connections closed ${closedSockets} ` +
        `${JSON.stringify(socketErrors)}; monitor ` +
        `${monitorTotals.messages} messages, ${monitorTotals.records} records, ` +
        `${(monitorTotals.bytes / 2 ** 20).toFixed(1)} MiB in all`,
    );
    console.log(`  device frame → WebSocket message: ${figures(latency)}`);
    const stage = (at: number, of = staged) => of.map((stages) => stages[at] as number);
    const stages = STAGES.map((name, at) => `${name} ${pair(stage(at + 1))}`).join(', ');
    console.log(
      `  where (p50 / p99 ms): ${stages}; frame → acknowledgement ${pair(toAcknowledgement)}`,
    );
    // The slowest hundredth: which stages made it slow.
    const p99 = percentile(latency, 0.99);
    const slowest = staged.filter((stages) => (stages[0] as number) >= p99);
    const mean = (values: number[]) =>
      (values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)).toFixed(0);
    console.log(
      `  the slowest 1 % (${slowest.length} reports, mean ms): ` +
        STAGES.map((name, at) => `${name} ${mean(stage(at + 1, slowest))}`).join(', '),
    );
    console.log(
      `  server: event loop delay p50 ${ms(eventLoop.percentile(50))}, p99 ` +
        `${ms(eventLoop.percentile(99))}, max ${ms(eventLoop.max)} ms; CPU ` +
        `${((cpu.user + cpu.system) / 1e4 / seconds).toFixed(0)} % of a core; writer ` +
        `${fleet.convoy.services.positionWriter.stats.batches} batches in all`,
    );
  } finally {
    hub.flush = flush;
    for (const child of children) if (child.exitCode === null) child.kill();
    await fleet.close();
  }
}

/** The stages of a report's way, as measured inside the server. */
const STAGES = [
  'frame → pipeline',
  'pipeline → committed',
  'committed → hub flush',
  'flush',
  'flushed → client',
];

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
