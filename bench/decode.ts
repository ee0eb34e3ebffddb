import { decodeJt808, gt06, h02, teltonika } from '@convoy/protocols';
import { hexToBytes, loadFrames } from '@convoy/protocols/test-support';

/**
 * Frames per second through each full location decoder (framing checks, CRC or checksum,
 * body, conversion to Position), round robin over real captured frames, on one core.
 */
function measure(
  frames: Uint8Array[],
  decode: (frame: Uint8Array) => unknown,
  seconds: number,
): number {
  for (let i = 0; i < 50_000; i++) decode(frames[i % frames.length] as Uint8Array);
  let decoded = 0;
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(Math.round(seconds * 1e9));
  let now = start;
  while (now < deadline) {
    for (let i = 0; i < 10_000; i++) decode(frames[(decoded + i) % frames.length] as Uint8Array);
    decoded += 10_000;
    now = process.hrtime.bigint();
  }
  return decoded / (Number(now - start) / 1e9);
}

/**
 * Prints the median of five runs. A decoder that returns an array (Teltonika: one packet
 * carries one or more AVL records) also gets its rate in positions, since a packet of 14
 * records and a packet of one are both one frame.
 */
function report(label: string, frames: Uint8Array[], decode: (frame: Uint8Array) => unknown): void {
  const runs = [1, 2, 3, 4, 5].map(() => measure(frames, decode, 2)).sort((a, b) => a - b);
  const fmt = (n: number) => Math.round(n).toLocaleString('en');
  const median = runs[2] ?? 0;
  const counts = frames.map((f) => {
    const out = decode(f);
    return Array.isArray(out) ? out.length : 1;
  });
  const perFrame = counts.reduce((a, b) => a + b, 0) / frames.length;
  const positions =
    perFrame === 1
      ? ''
      : `, ${fmt(median * perFrame)} positions/s (${perFrame.toFixed(2)} a frame)`;
  console.log(
    `${label} (${frames.length} frames): median ${fmt(median)} frames/s${positions} (runs ${runs.map(fmt).join(', ')})`,
  );
}

export async function decodeBenchmark(): Promise<void> {
  const jt808 = loadFrames<{ msg_id: string }>('jt808')
    .filter((r) => r.expect.msg_id === '0x0200' && r.hexForm === 'wire' && /real/.test(r.origin))
    .map((r) => hexToBytes(r.hex));
  report('JT/T 808 0x0200', jt808, (f) => decodeJt808(f));

  const gt06Frames = loadFrames<{ protocol: string; datetime?: string }>('gt06')
    .filter((r) => r.expect.datetime !== undefined)
    .map((r) => hexToBytes(r.hex));
  report('GT06 location and alarm', gt06Frames, (f) => gt06.gt06ToPosition(gt06.decodeGt06(f)));

  const teltonikaFrames = loadFrames<{ kind: string; codec?: string }>('teltonika')
    .filter(
      (r) => r.expect.kind === 'avl_tcp' && ['0x08', '0x8e', '0x10'].includes(r.expect.codec ?? ''),
    )
    .map((r) => hexToBytes(r.hex));
  const decodeTeltonika = (f: Uint8Array) =>
    teltonika.teltonikaToPositions(teltonika.decodeTeltonika(f));
  report('Teltonika AVL (8, 8E, 16; all records)', teltonikaFrames, decodeTeltonika);
  // The like of a JT/T 808 0x0200: one location in one frame.
  report(
    'Teltonika AVL, one record a packet',
    teltonikaFrames.filter((f) => decodeTeltonika(f).length === 1),
    decodeTeltonika,
  );

  const h02Frames = [
    '*HQ,865205030330012,V1,145452,A,2240.55181,N,11358.32389,E,0.00,0,100815,FFFFFBFF#',
    '*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF,712,01,0,0,6#',
  ].map((s) => new TextEncoder().encode(s));
  report('H02 V1 (text)', h02Frames, (f) => h02.h02ToPosition(h02.decodeH02(f)));
  await Promise.resolve();
}
