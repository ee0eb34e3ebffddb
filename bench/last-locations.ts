import { median, percentile, startMonitorFleet } from './monitor-fleet';

/**
 * Location/GetAllLastLocations for BENCH_DEVICES (default 10,000) devices of one account,
 * over HTTP on a real server: time from request to the whole JSON answer, 30 calls after
 * a warm-up.
 */
export async function lastLocationsBenchmark(): Promise<void> {
  const devices = Number(process.env.BENCH_DEVICES ?? 10_000);
  const fleet = await startMonitorFleet(devices);
  try {
    const token = await fleet.token();
    // The whole answer is received; the count is checked once, outside the timing (parsing
    // 10,000 records is the client's work, not the server's).
    const first = await fetch(`${fleet.baseUrl}/api/Location/GetAllLastLocations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const answered = ((await first.json()) as { value: unknown[] }).value.length;
    if (answered !== devices) throw new Error(`answered ${answered}`);
    const call = async () => {
      const started = performance.now();
      const response = await fetch(`${fleet.baseUrl}/api/Location/GetAllLastLocations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      await response.arrayBuffer();
      return performance.now() - started;
    };
    for (let i = 0; i < 3; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < 30; i++) times.push(await call());
    console.log(
      `GetAllLastLocations, ${devices} devices: p50 ${median(times).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (30 calls)`,
    );
  } finally {
    await fleet.close();
  }
}
