import { startMonitorFleet } from './monitor-fleet';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
const fleet = await startMonitorFleet(50_000);
const token = await fleet.token();
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  const r = await fetch(`${fleet.baseUrl}/api/Location/GetAllLastLocationsCompact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ms_token: token,
    },
    body: '{}',
  });
  const text = await r.text();
  console.log(i, r.status, text.length, Math.round(performance.now() - t), 'ms');
  if (i === 0) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync('/tmp/prof/cold.cpuprofile', JSON.stringify(profile));
  }
}
await fleet.close();
