import type { LiveCounters, LiveMessage, TrackerInfo, TrackerRecord } from '@convoy/domain';
import type { LastLocationEntry, LastLocationStore } from '../location/last-location-store';
import type { LocationService, StatusPlans } from '../location/location.service';

/** The socket as the hub uses it (a `ws` WebSocket). */
export interface LiveSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

export interface RealtimeHubOptions {
  /**
   * The coalescing interval: a connection receives at most one update message in this period.
   * A change is sent at once when the connection has had nothing for this long, otherwise
   * when the period since its last message ends, so no change waits longer than this.
   */
  intervalMs?: number;
  /** How often connections are looked after: statuses primed, sweeps, refreshes, counters. */
  tickMs?: number;
  /** How often every device's status is derived again (offline by silence, connection lost). */
  sweepMs?: number;
  /** How often a connection's visible devices and plans are read again. */
  refreshMs?: number;
  /** A connection whose socket holds more unsent bytes than this skips a tick. */
  maxBufferedBytes?: number;
  now?: () => number;
}

/** Where a reconnecting client left off. */
export interface ResumePoint {
  epoch: string;
  since: number;
}

/** What a connection receives: everything, or only the alarms (the pop-up on every page). */
export type LiveTopics = 'all' | 'alarms';

const isOnlineIcon = (status: string) => status.startsWith('on') || status === 'online';
const isAlarmIcon = (status: string) => status.endsWith('_alarm');

class LiveConnection {
  visible = new Map<string, TrackerInfo>();
  /** The status last sent for each device, to notice changes; changed through `setSent`. */
  readonly sent = new Map<string, TrackerRecord['status']>();
  /**
   * How many statuses of `sent` are online and alarm icons: the counters, kept as statuses
   * change rather than counted over the fleet for every message.
   */
  online = 0;
  alarm = 0;
  pending = new Set<string>();
  removed = new Set<string>();
  plans: StatusPlans | null = null;
  counters = '';
  nextSweep = 0;
  /** The devices of the sweep under way, and how many of them have been looked at. */
  sweeping: string[] = [];
  swept = 0;
  nextRefresh = 0;
  refreshing = false;
  /** The statuses the client holds are known (`sent` covers every visible device). */
  primed = true;
  /** When the last update message went out. */
  lastSentMs = 0;
  /** The flush that will send what is pending, once scheduled. */
  flushTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly socket: LiveSocket,
    readonly accountId: string,
    readonly topics: LiveTopics,
  ) {}

  setSent(id: string, status: TrackerRecord['status']): void {
    const before = this.sent.get(id);
    if (before === status) return;
    if (before !== undefined) this.count(before, -1);
    this.sent.set(id, status);
    this.count(status, 1);
  }

  deleteSent(id: string): void {
    const before = this.sent.get(id);
    if (before === undefined) return;
    this.count(before, -1);
    this.sent.delete(id);
  }

  private count(status: TrackerRecord['status'], by: 1 | -1): void {
    if (isOnlineIcon(status)) this.online += by;
    if (isAlarmIcon(status)) this.alarm += by;
  }
}

/**
 * Live push on /api/ws (ARCHITECTURE.md Realtime): every connection belongs to an account
 * and receives only the devices that account sees. Changes are collected per connection and
 * sent together at most once per coalescing interval (LIVE_PUSH_INTERVAL_MS): the latest
 * record of each device that changed (position, status or alarm), the devices that left the
 * view, and the counters when they changed. A change reaching a connection that has had
 * nothing for a whole interval goes out at once; otherwise it waits for the interval since
 * the last message to end, so a position reaches the browser within one interval of its
 * commit, and a busy fleet still costs the browser one merge per interval however many
 * vehicles moved. A client that reconnects names the point it left and receives only what
 * changed since; after a server restart (another epoch) it receives every record again.
 * A connection opened for alarms only receives the alarms of its devices.
 */
export class RealtimeHub {
  private readonly connections = new Set<LiveConnection>();
  private readonly intervalMs: number;
  private readonly tickMs: number;
  private readonly sweepMs: number;
  private readonly refreshMs: number;
  private readonly maxBufferedBytes: number;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private readonly unsubscribe: () => void;
  /** Messages sent since start (health, benchmarks). */
  readonly stats = { messages: 0, records: 0 };

  constructor(
    private readonly store: LastLocationStore,
    private readonly locations: LocationService,
    options: RealtimeHubOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 1000;
    this.tickMs = options.tickMs ?? 1000;
    this.sweepMs = options.sweepMs ?? 10_000;
    this.refreshMs = options.refreshMs ?? 30_000;
    this.maxBufferedBytes = options.maxBufferedBytes ?? 8 * 1024 * 1024;
    this.now = options.now ?? Date.now;
    this.unsubscribe = store.onChange((entries) => this.collect(entries));
  }

  get size(): number {
    return this.connections.size;
  }

  /**
   * Takes a new socket of `accountId`; answers at once with a first message (for a
   * connection for alarms only, `{ type: 'ready' }`).
   */
  async attach(
    socket: LiveSocket,
    accountId: string,
    resume?: ResumePoint,
    topics: LiveTopics = 'all',
  ): Promise<() => void> {
    const connection = new LiveConnection(socket, accountId, topics);
    await Promise.all([this.store.ready(), this.refresh(connection)]);
    this.connections.add(connection);
    this.start();
    const detach = () => {
      this.connections.delete(connection);
      this.cancelFlush(connection);
    };
    if (topics === 'alarms') {
      // From here on, every alarm of its devices reaches it: the client may catch up on what
      // came before.
      socket.send(JSON.stringify({ type: 'ready' }));
      return detach;
    }
    const now = new Date(this.now());
    const plans = connection.plans as StatusPlans;
    const canResume =
      resume !== undefined && resume.epoch === this.store.epoch && resume.since <= this.store.seq;
    const records: TrackerRecord[] = [];
    if (resume !== undefined) {
      for (const tracker of connection.visible.values()) {
        const entry = this.store.get(tracker.id);
        if (canResume && (entry === undefined || entry.seq <= resume.since)) continue;
        const record = this.locations.recordOf(tracker, entry, plans, now);
        connection.setSent(tracker.id, record.status);
        records.push(record);
      }
    }
    connection.pending.clear();
    // A new connection has just loaded the fleet over REST: the statuses it knows are learnt
    // at the first tick rather than now, while that load is being answered.
    connection.primed = false;
    connection.nextSweep = this.now() + this.sweepMs;
    this.send(connection, records, resume !== undefined && !canResume, true);
    return detach;
  }

  /**
   * Sends a new alarm at once to every connection that sees its device, as
   * `{ type: 'alarm', alarm }` (the pop-up on every page).
   */
  publishAlarm(alarm: { deviceId: string }): void {
    const text = JSON.stringify({ type: 'alarm', alarm });
    for (const connection of this.connections) {
      if (connection.socket.readyState !== OPEN || !connection.visible.has(alarm.deviceId))
        continue;
      connection.socket.send(text);
    }
  }

  close(): void {
    this.unsubscribe();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const connection of this.connections) {
      this.cancelFlush(connection);
      connection.socket.close(1001, 'server closing');
    }
    this.connections.clear();
  }

  private start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.tickMs);
    this.timer.unref();
  }

  private collect(entries: readonly LastLocationEntry[]): void {
    for (const connection of this.connections) {
      if (connection.topics !== 'all') continue;
      const before = connection.pending.size;
      for (const entry of entries) {
        if (connection.visible.has(entry.deviceId)) connection.pending.add(entry.deviceId);
      }
      if (connection.pending.size !== before) this.schedule(connection);
    }
  }

  /**
   * Sends what is pending as soon as the coalescing interval allows: at once (after the
   * commit being handed over, so one commit makes one message) when the last message is at
   * least an interval old, otherwise when that interval ends.
   */
  private schedule(connection: LiveConnection): void {
    if (connection.flushTimer) return;
    const wait = Math.max(0, connection.lastSentMs + this.intervalMs - this.now());
    connection.flushTimer = setTimeout(() => {
      connection.flushTimer = null;
      this.flush(connection);
    }, wait);
  }

  private cancelFlush(connection: LiveConnection): void {
    if (connection.flushTimer) clearTimeout(connection.flushTimer);
    connection.flushTimer = null;
  }

  /** Reads the devices the account sees and its plans again; arrivals and departures follow. */
  private async refresh(connection: LiveConnection): Promise<void> {
    connection.refreshing = true;
    try {
      const [trackers, plans] = await Promise.all([
        this.locations.visibleTrackers(connection.accountId),
        this.locations.plansOf(connection.accountId),
      ]);
      const next = new Map(trackers.map((t) => [t.info.id, t.info]));
      for (const [id, info] of next) {
        const before = connection.visible.get(id);
        // The same object while the devices are unchanged (the service keeps the list).
        if (before === info) continue;
        if (!before || JSON.stringify(before) !== JSON.stringify(info)) connection.pending.add(id);
      }
      for (const id of connection.visible.keys()) {
        if (!next.has(id)) {
          connection.removed.add(id);
          connection.pending.delete(id);
          connection.deleteSent(id);
        }
      }
      connection.visible = next;
      connection.plans = plans;
      if (connection.topics !== 'all') {
        // Alarms only: the devices are the filter, nothing of them is sent.
        connection.pending.clear();
        connection.removed.clear();
      }
      connection.nextRefresh = this.now() + this.refreshMs;
    } finally {
      connection.refreshing = false;
    }
  }

  /** Looks after every connection: refreshes, the first statuses, sweeps and counters. */
  private tick(): void {
    const nowMs = this.now();
    const now = new Date(nowMs);
    for (const connection of this.connections) {
      if (connection.socket.readyState !== OPEN) {
        this.connections.delete(connection);
        this.cancelFlush(connection);
        continue;
      }
      if (nowMs >= connection.nextRefresh && !connection.refreshing) {
        // A session that ended meanwhile makes the read fail: the connection closes.
        this.refresh(connection).catch(() => {
          connection.socket.close(4001, 'session ended');
          this.connections.delete(connection);
          this.cancelFlush(connection);
        });
      }
      const plans = connection.plans;
      if (!plans || connection.topics !== 'all') continue;
      if (!connection.primed) {
        connection.primed = true;
        for (const tracker of connection.visible.values()) {
          if (connection.sent.has(tracker.id) || connection.pending.has(tracker.id)) continue;
          const record = this.locations.recordOf(tracker, this.store.get(tracker.id), plans, now);
          connection.setSent(tracker.id, record.status);
        }
      }
      if (nowMs >= connection.nextSweep) {
        connection.nextSweep = nowMs + this.sweepMs;
        connection.sweeping = [...connection.visible.keys()];
        connection.swept = 0;
      }
      this.sweepSlice(connection, plans, now);
      // Changes found here (statuses, departures, counters) go out as the interval allows.
      this.schedule(connection);
    }
  }

  /**
   * Derives the next slice of a sweep's statuses: a sweep is spread over the ticks of its
   * period, each device still looked at once a period, because deriving every status of a
   * large fleet at once held up everything else (about 90 ms for 10,000 devices, during
   * which reports waited to be read and messages to be sent).
   */
  private sweepSlice(connection: LiveConnection, plans: StatusPlans, now: Date): void {
    const devices = connection.sweeping;
    if (connection.swept >= devices.length) return;
    const slices = Math.max(1, Math.floor(this.sweepMs / this.tickMs));
    const end = Math.min(devices.length, connection.swept + Math.ceil(devices.length / slices));
    for (let i = connection.swept; i < end; i++) {
      const id = devices[i] as string;
      const tracker = connection.visible.get(id);
      if (!tracker) continue; // left the view since the sweep began
      const record = this.locations.recordOf(tracker, this.store.get(id), plans, now);
      if (connection.sent.get(id) !== record.status) connection.pending.add(id);
    }
    connection.swept = end;
    if (end === devices.length) connection.sweeping = [];
  }

  /** Sends a connection what is pending: records, departures, and counters that changed. */
  private flush(connection: LiveConnection): void {
    if (connection.socket.readyState !== OPEN || !this.connections.has(connection)) return;
    const plans = connection.plans;
    if (!plans) return;
    if (connection.pending.size === 0 && connection.removed.size === 0) {
      this.send(connection, [], false, false); // the counters alone, if they changed
      return;
    }
    // A client that does not keep up skips a turn rather than queueing without end.
    if (connection.socket.bufferedAmount > this.maxBufferedBytes) {
      connection.lastSentMs = this.now();
      this.schedule(connection);
      return;
    }
    const now = new Date(this.now());
    const records: TrackerRecord[] = [];
    for (const id of connection.pending) {
      const tracker = connection.visible.get(id);
      if (!tracker) continue;
      const record = this.locations.recordOf(tracker, this.store.get(id), plans, now);
      connection.setSent(id, record.status);
      records.push(record);
    }
    connection.pending.clear();
    this.send(connection, records, false, false);
  }

  private countersOf(connection: LiveConnection): LiveCounters {
    return { total: connection.visible.size, online: connection.online, alarm: connection.alarm };
  }

  private send(
    connection: LiveConnection,
    records: TrackerRecord[],
    full: boolean,
    always: boolean,
  ): void {
    // Until the first tick has learnt every status, counters would undercount: left out.
    const counters = this.countersOf(connection);
    const countersText = connection.primed ? JSON.stringify(counters) : connection.counters;
    const countersChanged = countersText !== connection.counters;
    const removed = [...connection.removed];
    connection.removed.clear();
    if (!always && records.length === 0 && removed.length === 0 && !countersChanged) return;
    connection.counters = countersText;
    const message: LiveMessage = {
      type: 'update',
      epoch: this.store.epoch,
      seq: this.store.seq,
      full,
      records,
      removed,
      ...(connection.primed && (countersChanged || always) ? { counters } : {}),
    };
    connection.socket.send(JSON.stringify(message));
    connection.lastSentMs = this.now();
    this.stats.messages += 1;
    this.stats.records += records.length;
  }
}
