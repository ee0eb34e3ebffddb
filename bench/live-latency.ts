import { createRequire } from 'node:module';
import type { LiveMessage } from '@convoy/domain';
import { median, percentile, startMonitorFleet } from './monitor-fleet';

interface WsClient {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'open', listener: () => void): void;
  close(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => WsClient;

/**
 * Live push latency: BENCH_DEVICES (default 10,000) vehicles each reporting every 10 s
 * (a tenth of the fleet per second, committed positions handed to the hub as the pipeline
 * does), one monitor connected on /api/ws; for every record received, the time from its
 * commit to its arrival in the client. BENCH_SECONDS (default 20) of reports; the server's
 * coalescing interval from LIVE_PUSH_INTERVAL_MS (default 1000 ms, one message a second;
 * 100 for the low-latency setting).
 */
export async function liveLatencyBenchmark(): Promise<void> {
  const devices = Number(process.env.BENCH_DEVICES ?? 10_000);
  const seconds = Number(process.env.BENCH_SECONDS ?? 20);
  const fleet = await startMonitorFleet(devices);
  try {
    const token = await fleet.token();
    const latencies: number[] = [];
    let messages = 0;
    const socket = new WebSocket(`${fleet.baseUrl.replace('http', 'ws')}/api/ws?token=${token}`);
    await new Promise<void>((resolve) => socket.on('open', resolve));
    socket.on('message', (data) => {
      const arrived = Date.now();
      const message = JSON.parse(data.toString()) as LiveMessage;
      messages += 1;
      for (const record of message.records ?? []) {
        if (record.lastLoc) latencies.push(arrived - Date.parse(record.lastLoc.receivedTime));
      }
    });
    const perSecond = Math.round(devices / 10);
    const slices = 10; // every 100 ms, so reports arrive spread over the second
    for (let tick = 0; tick < seconds * slices; tick++) {
      fleet.move(Math.round(perSecond / slices));
      await new Promise((resolve) => setTimeout(resolve, 1000 / slices));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    socket.close();
    console.log(
      `live push, ${devices} devices every 10 s (${perSecond}/s), ${seconds} s, coalescing ` +
        `interval ${process.env.LIVE_PUSH_INTERVAL_MS ?? 1000} ms: ${messages} messages, ` +
        `${latencies.length} records; commit → client p50 ${median(latencies)} ms, ` +
        `p99 ${percentile(latencies, 0.99)} ms, max ${Math.max(...latencies)} ms`,
    );
  } finally {
    await fleet.close();
  }
}
