/**
 * `npm run bench -- <name>`: one command per benchmark. Each prints its figures; the
 * recorded results, with machine and command, are in BENCHMARKS.md.
 */
import { connectionClients, connectionsBenchmark } from './connections';
import { decodeBenchmark } from './decode';
import { historyBenchmark } from './history';
import { ingestBenchmark } from './ingest';

const benchmarks: Record<string, () => Promise<void>> = {
  decode: decodeBenchmark,
  ingest: ingestBenchmark,
  history: historyBenchmark,
  connections: connectionsBenchmark,
  'connections-client': connectionClients,
};

const name = process.argv[2];
const run = name ? benchmarks[name] : undefined;
if (!run) {
  console.error(`usage: npm run bench -- <${Object.keys(benchmarks).join('|')}>`);
  process.exit(2);
}
await run();
