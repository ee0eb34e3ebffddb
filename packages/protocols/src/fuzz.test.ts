import { describe, expect, it } from 'vitest';
import { hexToBytes, loadFrames } from './test-support/frames';
import { decodeJt808, splitJt808Frames } from './jt808';
import { parseJt1078Packet, splitJt1078Packets } from './jt1078';
import * as gt06 from './gt06';
import * as teltonika from './teltonika';
import * as h02 from './h02';
import { ProtocolError, type FrameSplit } from './types';

/**
 * Every decoder meets random bytes and mutated real frames: nothing but ProtocolError may
 * escape, splitters always make progress or wait for more, and nothing grows without bound.
 * Deterministic (seeded), so a failure can be replayed.
 */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 0x100000000;
  };
}

function mutate(frame: Uint8Array, next: () => number): Uint8Array {
  const out = Uint8Array.from(frame);
  const kind = Math.floor(next() * 4);
  if (kind === 0) {
    for (let i = 0; i < 1 + Math.floor(next() * 4); i++) {
      out[Math.floor(next() * out.length)] = Math.floor(next() * 256);
    }
    return out;
  }
  if (kind === 1) return out.subarray(0, Math.floor(next() * out.length));
  if (kind === 2) {
    const extra = Uint8Array.from({ length: Math.floor(next() * 64) }, () =>
      Math.floor(next() * 256),
    );
    const joined = new Uint8Array(out.length + extra.length);
    joined.set(out);
    joined.set(extra, out.length);
    return joined;
  }
  // Flip bits in the length or header area, where decoders trust the input most.
  for (let i = 0; i < Math.min(out.length, 8); i++)
    if (next() < 0.3) out[i] = (out[i] ?? 0) ^ (1 << Math.floor(next() * 8));
  return out;
}

interface Codec {
  name: string;
  frames: Uint8Array[];
  split: (buffer: Uint8Array) => FrameSplit;
  decode: (frame: Uint8Array) => unknown;
}

const frameBytes = (protocol: 'jt808' | 'gt06' | 'teltonika' | 'jt1078') =>
  loadFrames(protocol).map((r) =>
    hexToBytes(r.hexForm === 'unescaped' && r.wireHexDerived ? r.wireHexDerived : r.hex),
  );

const codecs: Codec[] = [
  {
    name: 'JT/T 808',
    frames: frameBytes('jt808'),
    split: splitJt808Frames,
    decode: (f) => decodeJt808(f),
  },
  {
    name: 'JT/T 1078',
    frames: frameBytes('jt1078'),
    split: splitJt1078Packets,
    decode: (f) => parseJt1078Packet(f),
  },
  {
    name: 'GT06',
    frames: frameBytes('gt06'),
    split: gt06.splitGt06Frames,
    decode: (f) => gt06.decodeGt06(f),
  },
  {
    name: 'Teltonika',
    frames: frameBytes('teltonika'),
    split: teltonika.splitTeltonikaFrames,
    decode: (f) => teltonika.teltonikaToPositions(teltonika.decodeTeltonika(f)),
  },
  {
    name: 'H02',
    frames: [
      new TextEncoder().encode(
        '*HQ,865205030330012,V1,145452,A,2240.55181,N,11358.32389,E,0.00,0,100815,FFFFFBFF#',
      ),
    ],
    split: h02.splitH02Frames,
    decode: (f) => h02.decodeH02(f),
  },
];

function attempt(decode: (frame: Uint8Array) => unknown, frame: Uint8Array): void {
  try {
    decode(frame);
  } catch (error) {
    if (!(error instanceof ProtocolError)) {
      throw new Error(`non-ProtocolError for ${Buffer.from(frame).toString('hex')}`, {
        cause: error,
      });
    }
  }
}

describe.each(codecs)('$name under fuzzing', ({ frames, split, decode }) => {
  it('decodes mutated real frames without escaping anything but ProtocolError', () => {
    const next = random(0xc0ffee);
    expect(frames.length).toBeGreaterThan(0);
    for (let i = 0; i < 20_000; i++)
      attempt(decode, mutate(frames[i % frames.length] as Uint8Array, next));
  });

  it('decodes random bytes without escaping anything but ProtocolError', () => {
    const next = random(42);
    for (let i = 0; i < 20_000; i++) {
      attempt(
        decode,
        Uint8Array.from({ length: Math.floor(next() * 300) }, () => Math.floor(next() * 256)),
      );
    }
  });

  it('splits a random and mutated stream with progress, bounded buffering and no exceptions', () => {
    const next = random(7);
    let buffer = new Uint8Array(0);
    let largestBuffer = 0;
    for (let i = 0; i < 5_000; i++) {
      const chunk =
        next() < 0.5
          ? mutate(frames[i % frames.length] as Uint8Array, next)
          : Uint8Array.from({ length: Math.floor(next() * 200) }, () => Math.floor(next() * 256));
      const joined = new Uint8Array(buffer.length + chunk.length);
      joined.set(buffer);
      joined.set(chunk, buffer.length);
      const result = split(joined);
      expect(result.consumed).toBeGreaterThanOrEqual(0);
      expect(result.consumed).toBeLessThanOrEqual(joined.length);
      for (const frame of result.frames) attempt(decode, frame);
      buffer = joined.subarray(result.consumed);
      // What the gateway does: a partial frame larger than any real frame is dropped.
      if (buffer.length > 64 * 1024) buffer = new Uint8Array(0);
      largestBuffer = Math.max(largestBuffer, buffer.length);
    }
    expect(largestBuffer).toBeLessThanOrEqual(64 * 1024 + 300);
  });
});
