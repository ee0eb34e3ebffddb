/**
 * `npm run bench -- <name>`: one command per benchmark. Each prints its figures; the
 * recorded results, with machine and command, are in BENCHMARKS.md.
 */
import { connectionClients, connectionsBenchmark } from './connections';
import { decodeBenchmark } from './decode';
import { historyBenchmark } from './history';
import { ingestBenchmark } from './ingest';
import { replayBenchmark, trackBenchmark, tripsBenchmark } from './playback';
import { lastLocationsBenchmark } from './last-locations';
import { liveLatencyBenchmark } from './live-latency';
import { monitorBenchmark } from './monitor';
import { videoBenchmark } from './video';

const benchmarks: Record<string, () => Promise<void>> = {
  decode: decodeBenchmark,
  ingest: ingestBenchmark,
  history: historyBenchmark,
  track: trackBenchmark,
  trips: tripsBenchmark,
  replay: replayBenchmark,
  connections: connectionsBenchmark,
  'connections-client': connectionClients,
  'last-locations': lastLocationsBenchmark,
  live: liveLatencyBenchmark,
  monitor: monitorBenchmark,
  video: videoBenchmark,
};

const name = process.argv[2];
const run = name ? benchmarks[name] : undefined;
if (!run) {
  console.error(`usage: npm run bench -- <${Object.keys(benchmarks).join('|')}>`);
  process.exit(2);
}
await run();
