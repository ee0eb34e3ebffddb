/**
 * What the app does when its own files fail to load (SPEC.md §7 Base address, §8 Chunk
 * loading, §9): /config.json, script chunks and style chunks.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '@convoy/domain';

/** After /config.json fails, the page reloads this much later. */
export const CONFIG_RELOAD_DELAY_MS = 300;
/**
 * A site whose /config.json is down would otherwise reload forever, every 300 ms. Within
 * this window at most CONFIG_RELOAD_MAX_ATTEMPTS reloads happen; after that the page stays
 * and runs on the copy stored at the last visit until the user reloads it.
 */
export const CONFIG_RELOAD_WINDOW_MS = 60_000;
export const CONFIG_RELOAD_MAX_ATTEMPTS = 3;
export const CONFIG_RELOAD_HISTORY_KEY = 'convoy-config-reloads';

/**
 * Whether to reload after a /config.json failure, given the times of earlier reloads; also
 * answers the history to keep (only the attempts inside the window).
 */
export function planConfigReload(
  history: readonly number[],
  now: number,
): { reload: boolean; history: number[] } {
  const recent = history.filter((time) => now - time >= 0 && now - time < CONFIG_RELOAD_WINDOW_MS);
  if (recent.length >= CONFIG_RELOAD_MAX_ATTEMPTS) return { reload: false, history: recent };
  return { reload: true, history: [...recent, now] };
}

export function parseReloadHistory(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

export type ChunkErrorKind = 'script' | 'style' | 'other';

/** A failed script chunk, a failed style chunk, or an error of the page itself. */
export function classifyChunkError(error: unknown): ChunkErrorKind {
  const text =
    error instanceof Error
      ? `${error.name} ${error.message}`
      : typeof error === 'string'
        ? error
        : '';
  if (/preload CSS|\.css\b|CSS chunk|stylesheet/i.test(text)) return 'style';
  if (
    /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk|error loading dynamically|ChunkLoadTimeout/i.test(
      text,
    )
  ) {
    return 'script';
  }
  return 'other';
}

/** The catalogue key shown for a chunk failure (errors namespace). */
export function chunkErrorKey(kind: ChunkErrorKind): string | null {
  switch (kind) {
    case 'script':
      return 'chunk.loadFailed';
    case 'style':
      return 'chunk.cssLoadFailed';
    case 'other':
      return null;
  }
}

export class ChunkLoadTimeout extends Error {
  override readonly name = 'ChunkLoadTimeout';
}

/** A page module that has not arrived after 120 s counts as failed. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadTimeout(`ChunkLoadTimeout after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
