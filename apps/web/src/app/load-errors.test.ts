import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONFIG_RELOAD_DELAY_MS,
  CONFIG_RELOAD_MAX_ATTEMPTS,
  ChunkLoadTimeout,
  chunkErrorKey,
  classifyChunkError,
  parseReloadHistory,
  planConfigReload,
  withChunkTimeout,
} from './load-errors';

describe('config.json failure', () => {
  const now = 1_000_000;
  it('reloads after 300 ms', () => expect(CONFIG_RELOAD_DELAY_MS).toBe(300));
  it('reloads while fewer than three reloads happened in the last minute', () => {
    expect(planConfigReload([], now)).toEqual({ reload: true, history: [now] });
    expect(planConfigReload([now - 1000, now - 500], now).reload).toBe(true);
  });
  it('stops reloading after three within a minute, so a dead site does not loop', () => {
    const history = Array.from({ length: CONFIG_RELOAD_MAX_ATTEMPTS }, (_, i) => now - i * 400);
    expect(planConfigReload(history, now)).toEqual({ reload: false, history });
  });
  it('forgets reloads older than a minute', () => {
    expect(planConfigReload([now - 61_000, now - 70_000, now - 90_000], now)).toEqual({
      reload: true,
      history: [now],
    });
  });
  it.each([
    [null, []],
    ['not json', []],
    ['{"a":1}', []],
    ['[1,"x",2]', [1, 2]],
  ])('reads the stored history %s', (raw, expected) => {
    expect(parseReloadHistory(raw)).toEqual(expected);
  });
});

describe('chunk failures', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), 'script'],
    [new Error('Unable to preload CSS for /assets/index-1.css'), 'style'],
    [new ChunkLoadTimeout('ChunkLoadTimeout after 120000 ms'), 'script'],
    [new Error('Cannot read properties of undefined'), 'other'],
    ['nothing', 'other'],
  ])('%s is a %s failure', (error, kind) => {
    expect(classifyChunkError(error)).toBe(kind);
  });
  it('maps to the catalogue', () => {
    expect(chunkErrorKey('script')).toBe('chunk.loadFailed');
    expect(chunkErrorKey('style')).toBe('chunk.cssLoadFailed');
    expect(chunkErrorKey('other')).toBeNull();
  });
});

describe('withChunkTimeout', () => {
  afterEach(() => vi.useRealTimers());
  it('fails a page module that has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise<never>(() => undefined));
    const check = expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeout);
    vi.advanceTimersByTime(120_000);
    await check;
  });
  it('passes a module that arrives in time', async () => {
    await expect(withChunkTimeout(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
