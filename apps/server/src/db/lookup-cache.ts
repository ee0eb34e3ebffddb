/**
 * Values read from the database per key (an account's settings, a device's owner) for the
 * work every stored batch does. Under load a cache that only fills once its read answers
 * is a stampede: each batch that finds no value starts a read of its own, thousands queue
 * in the pool, and every other query waits behind them. Here there is one read per key at
 * a time, shared by every caller; a value is kept for `maxAgeMs`, and after that it is still
 * served at once while one background read refreshes it.
 */
export class LookupCache<K, V> {
  private readonly entries = new Map<K, { value: V; at: number }>();
  private readonly reads = new Map<K, Promise<V>>();
  /** Bumped when a key is forgotten or set: a read started before does not store its value. */
  private readonly generations = new Map<K, number>();

  constructor(
    private readonly read: (key: K) => Promise<V>,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
    /** A background refresh that failed (the old value stays in use). */
    private readonly onRefreshError?: (key: K, error: unknown) => void,
  ) {}

  /** The value at once when one is known, else the shared read's promise. */
  get(key: K): V | Promise<V> {
    const entry = this.known(key);
    return entry ? entry.value : this.load(key);
  }

  /** The value known now, or undefined while the first read of the key (started here) runs. */
  peek(key: K): V | undefined {
    const entry = this.known(key);
    if (entry) return entry.value;
    this.load(key).catch((error: unknown) => this.onRefreshError?.(key, error));
    return undefined;
  }

  /** A value known from elsewhere (just saved): it replaces the cached one at once. */
  set(key: K, value: V): void {
    this.bump(key);
    this.entries.set(key, { value, at: this.now() });
  }

  /** Forgets a key (its stored value changed): the next caller reads it again. */
  forget(key: K): void {
    this.bump(key);
    this.entries.delete(key);
  }

  /** The reads under way (tests and shutdown wait for them). */
  pending(): Promise<unknown>[] {
    return [...this.reads.values()];
  }

  private known(key: K): { value: V; at: number } | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.at >= this.maxAgeMs) {
      this.load(key).catch((error: unknown) => this.onRefreshError?.(key, error));
    }
    return entry;
  }

  private load(key: K): Promise<V> {
    const running = this.reads.get(key);
    if (running) return running;
    const generation = this.generations.get(key) ?? 0;
    const read = this.read(key).then(
      (value) => {
        if ((this.generations.get(key) ?? 0) === generation) {
          this.entries.set(key, { value, at: this.now() });
        }
        if (this.reads.get(key) === read) this.reads.delete(key);
        return value;
      },
      (error: unknown) => {
        if (this.reads.get(key) === read) this.reads.delete(key);
        throw error;
      },
    );
    this.reads.set(key, read);
    return read;
  }

  private bump(key: K): void {
    this.generations.set(key, (this.generations.get(key) ?? 0) + 1);
    // A read started before no longer answers for the key: the next caller reads anew.
    this.reads.delete(key);
  }
}

/**
 * A read of one key made from a read of many: keys asked for together are read in one query
 * of at most `maxKeys` (after a restart every device's first batch asks for its owner at
 * once: one query, not a thousand queued in the pool). At most `maxReads` reads run at a
 * time; keys asked for meanwhile wait and go together in the next. A one-turn window alone
 * was not enough: Node.js accepts one connection per listening socket per turn, so in a
 * reconnect storm each new session's lookup went in a query of its own, and every query
 * costs the gateway a socket write that wakes the database (about 0.3 ms on a virtual
 * machine), which held the gateway to about 1,000 new sessions a second.
 * A key the read does not return answers `absent`.
 */
export function batchedReader<K, V>(
  readMany: (keys: K[]) => Promise<Map<K, V>>,
  absent: V,
  options: { maxKeys?: number; maxReads?: number } = {},
): (key: K) => Promise<V> {
  const maxKeys = options.maxKeys ?? 1000;
  const maxReads = options.maxReads ?? 1;
  type Ask = { key: K; resolve: (value: V) => void; reject: (error: unknown) => void };
  const waiting: Ask[] = [];
  let running = 0;
  let scheduled = false;
  const settle = (part: Ask[]) => {
    readMany([...new Set(part.map((w) => w.key))])
      .then(
        (found) => {
          for (const w of part) w.resolve(found.has(w.key) ? (found.get(w.key) as V) : absent);
        },
        (error: unknown) => {
          for (const w of part) w.reject(error);
        },
      )
      .finally(() => {
        running--;
        if (waiting.length > 0) schedule();
      });
  };
  const start = () => {
    scheduled = false;
    while (waiting.length > 0 && running < maxReads) {
      running++;
      settle(waiting.splice(0, maxKeys));
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(start);
  };
  return (key) =>
    new Promise<V>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (running < maxReads) schedule();
    });
}
