/**
 * The monitor's fleet asked for as soon as its route is chosen, while the page's code and the
 * map are still loading: on a large fleet the answer is the longest wait of the first paint.
 * Kept out of the page's chunk so the router can start it before that chunk arrives.
 */
import { api } from '../../../api/http';
import { readToken } from '../../../state/browser-storage';
import type { CompactFleet } from './monitor-api';

/** An answer asked longer ago than this is not used: the page asks again. */
const PREFETCH_FRESH_MS = 10_000;

let pending: { at: number; answer: Promise<CompactFleet> } | null = null;

/** Starts loading the whole fleet, when there is a session to load it with. */
export function prefetchFleet(): void {
  if (!readToken()) return;
  const answer = api.post<CompactFleet>('/api/Location/GetAllLastLocationsCompact', {});
  // A failure here is the page's to meet: it asks again.
  answer.catch(() => undefined);
  pending = { at: Date.now(), answer };
}

/** The prefetched answer, once, if it was asked recently enough. */
export function takePrefetchedFleet(now: number = Date.now()): Promise<CompactFleet> | null {
  const taken = pending;
  pending = null;
  if (!taken || now - taken.at > PREFETCH_FRESH_MS) return null;
  return taken.answer;
}
