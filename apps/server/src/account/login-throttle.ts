/**
 * Slows down password guessing, per account and per client address: after
 * FREE_ATTEMPTS failures within the window, each further try must wait, and the wait
 * doubles with every failure up to MAX_DELAY_MS. A success clears the account's record.
 */
const FREE_ATTEMPTS = 5;
const WINDOW_MS = 15 * 60_000;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;

interface Failures {
  count: number;
  lastFailure: number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds the caller must still wait before trying again; 0 when it may try now. */
  waitSeconds(account: string, address: string): number {
    return Math.max(this.waitFor(`a:${account.toLowerCase()}`), this.waitFor(`ip:${address}`));
  }

  recordFailure(account: string, address: string): void {
    for (const key of [`a:${account.toLowerCase()}`, `ip:${address}`]) {
      const current = this.current(key);
      this.failures.set(key, { count: (current?.count ?? 0) + 1, lastFailure: this.now() });
    }
    if (this.failures.size > 100_000) this.prune();
  }

  recordSuccess(account: string): void {
    this.failures.delete(`a:${account.toLowerCase()}`);
  }

  private current(key: string): Failures | undefined {
    const entry = this.failures.get(key);
    if (entry && this.now() - entry.lastFailure > WINDOW_MS + MAX_DELAY_MS) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  private waitFor(key: string): number {
    const entry = this.current(key);
    if (!entry || entry.count < FREE_ATTEMPTS) return 0;
    const delay = Math.min(BASE_DELAY_MS * 2 ** (entry.count - FREE_ATTEMPTS), MAX_DELAY_MS);
    const remaining = entry.lastFailure + delay - this.now();
    return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.current(key);
  }
}
