import { describe, expect, it } from 'vitest';
import { batchedReader, LookupCache } from './lookup-cache';

/** A read whose answers the test releases by hand, counting the reads started per key. */
function controlledReads() {
  const started: { key: string; resolve: (value: number) => void; reject: (e: Error) => void }[] =
    [];
  const read = (key: string) =>
    new Promise<number>((resolve, reject) => started.push({ key, resolve, reject }));
  return { started, read };
}

describe('LookupCache', () => {
  it('starts one read per key however many callers ask while it runs', async () => {
    const { started, read } = controlledReads();
    const cache = new LookupCache(read, 60_000);
    const answers = Array.from({ length: 1000 }, () => cache.get('account-1'));
    expect(cache.peek('account-1')).toBeUndefined();
    expect(started.map((r) => r.key)).toEqual(['account-1']);
    void cache.get('account-2');
    expect(started.map((r) => r.key)).toEqual(['account-1', 'account-2']);
    started[0]!.resolve(42);
    expect(new Set(await Promise.all(answers.map((a) => Promise.resolve(a))))).toEqual(
      new Set([42]),
    );
    // Known now: answered at once, not as a promise, and nothing more is read.
    expect(cache.get('account-1')).toBe(42);
    expect(cache.peek('account-1')).toBe(42);
    expect(started).toHaveLength(2);
  });

  it('serves an old value at once while one background read refreshes it', async () => {
    let now = 0;
    const { started, read } = controlledReads();
    const cache = new LookupCache(read, 1000, () => now);
    const first = cache.get('k');
    started[0]!.resolve(1);
    await first;
    now = 1500;
    expect(cache.get('k')).toBe(1);
    expect(cache.peek('k')).toBe(1);
    expect(started).toHaveLength(2);
    started[1]!.resolve(2);
    await Promise.all(cache.pending());
    await Promise.resolve();
    expect(cache.get('k')).toBe(2);
    expect(started).toHaveLength(2);
  });

  it('does not keep what a read started before the key was forgotten or set', async () => {
    const { started, read } = controlledReads();
    const cache = new LookupCache(read, 60_000);
    const stale = cache.get('k');
    cache.forget('k');
    const fresh = cache.get('k');
    expect(started).toHaveLength(2);
    started[0]!.resolve(1);
    expect(await stale).toBe(1);
    expect(cache.peek('k')).toBeUndefined();
    started[1]!.resolve(2);
    expect(await fresh).toBe(2);
    expect(cache.get('k')).toBe(2);
    // A value saved elsewhere wins over a refresh that was under way.
    const refreshing = cache.get('other');
    cache.set('other', 7);
    started[2]!.resolve(3);
    await refreshing;
    expect(cache.get('other')).toBe(7);
  });

  it('reads again after a failed read, and keeps the old value when a refresh fails', async () => {
    let now = 0;
    const failures: string[] = [];
    const { started, read } = controlledReads();
    const cache = new LookupCache(
      read,
      1000,
      () => now,
      (key) => failures.push(key),
    );
    const failed = cache.get('k');
    started[0]!.reject(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    const again = cache.get('k');
    expect(started).toHaveLength(2);
    started[1]!.resolve(5);
    expect(await again).toBe(5);
    now = 2000;
    expect(cache.peek('k')).toBe(5);
    started[2]!.reject(new Error('timeout'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toEqual(['k']);
    expect(cache.get('k')).toBe(5);
  });
});

describe('batchedReader', () => {
  it('reads the keys asked for in one turn together, at most maxKeys at a time', async () => {
    const reads: string[][] = [];
    const read = batchedReader(
      (keys: string[]) => {
        reads.push(keys);
        return Promise.resolve(
          new Map(keys.filter((k) => k !== 'gone').map((k) => [k, k.toUpperCase()])),
        );
      },
      null,
      { maxKeys: 3, maxReads: 2 },
    );
    const answers = await Promise.all(['a', 'b', 'a', 'gone', 'c'].map(read));
    expect(answers).toEqual(['A', 'B', 'A', null, 'C']);
    // Five asks, four keys: the first three asks in one read (a repeated key once), the rest in another.
    expect(reads).toEqual([
      ['a', 'b'],
      ['gone', 'c'],
    ]);
    expect(await read('d')).toBe('D');
    expect(reads).toHaveLength(3);
  });

  it('holds asks made while a read runs and reads them together once it answers', async () => {
    const reads: { keys: string[]; answer: () => void }[] = [];
    const read = batchedReader(
      (keys: string[]) =>
        new Promise<Map<string, number>>((resolve) =>
          reads.push({ keys, answer: () => resolve(new Map(keys.map((k) => [k, k.length]))) }),
        ),
      0,
    );
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const first = read('a');
    await turn();
    expect(reads.map((r) => r.keys)).toEqual([['a']]);
    // One new session a turn, as the listener accepts them: all wait for the read under way.
    const later: Promise<number>[] = [];
    for (const key of ['bb', 'ccc', 'dddd']) {
      later.push(read(key));
      await turn();
    }
    expect(reads).toHaveLength(1);
    reads[0]!.answer();
    expect(await first).toBe(1);
    for (let i = 0; i < 3 && reads.length < 2; i++) await turn();
    expect(reads.map((r) => r.keys)).toEqual([['a'], ['bb', 'ccc', 'dddd']]);
    reads[1]!.answer();
    expect(await Promise.all(later)).toEqual([2, 3, 4]);
  });

  it('fails every ask of a read that failed, and reads again for the next', async () => {
    let fail = true;
    const read = batchedReader((keys: string[]) => {
      if (fail) return Promise.reject(new Error('database unreachable'));
      return Promise.resolve(new Map(keys.map((k) => [k, 1])));
    }, 0);
    const asks = [read('x'), read('y')];
    await expect(asks[0]).rejects.toThrow('database unreachable');
    await expect(asks[1]).rejects.toThrow('database unreachable');
    fail = false;
    expect(await read('x')).toBe(1);
  });
});
