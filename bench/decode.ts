import { decodeJt808 } from '@convoy/protocols';
import { hexToBytes, loadFrames } from '@convoy/protocols/test-support';

/** Frames per second through the full JT/T 808 decoder (unescape, checksum, header, body). */
function measure(label: string, frames: Uint8Array[], seconds = 3): number {
  let decoded = 0;
  // Warm up so the JIT has compiled the decoder before timing.
  for (let i = 0; i < 50_000; i++) decodeJt808(frames[i % frames.length] as Uint8Array);
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(seconds * 1e9);
  let now = start;
  while (now < deadline) {
    for (let i = 0; i < 10_000; i++)
      decodeJt808(frames[(decoded + i) % frames.length] as Uint8Array);
    decoded += 10_000;
    now = process.hrtime.bigint();
  }
  const rate = decoded / (Number(now - start) / 1e9);
  console.log(`${label}: ${Math.round(rate).toLocaleString('en')} frames/s on one core`);
  return rate;
}

export async function decodeBenchmark(): Promise<void> {
  const locations = loadFrames<{ msg_id: string }>('jt808')
    .filter((r) => r.expect.msg_id === '0x0200' && r.hexForm === 'wire' && /real/.test(r.origin))
    .map((r) => hexToBytes(r.hex));
  console.log(`JT/T 808: ${locations.length} real 0x0200 frames, round robin`);
  const runs = [1, 2, 3, 4, 5].map(() => measure('  run', locations, 2));
  runs.sort((a, b) => a - b);
  console.log(
    `JT/T 808 0x0200 decode, median of 5: ${Math.round(runs[2] ?? 0).toLocaleString('en')} frames/s`,
  );
  await Promise.resolve();
}
