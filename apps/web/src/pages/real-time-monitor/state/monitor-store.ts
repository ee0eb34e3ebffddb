/**
 * The monitor's fleet: every record keyed by device id, merged in batches. Components that
 * list devices read `version` and the map takes each batch as a diff, so a second's worth of
 * changes costs one render and one map update however many devices moved.
 */
import { create } from 'zustand';
import type { LiveCounters } from '@convoy/domain';
import type { MonitorRecord } from '../api/monitor-api';

export type LiveState = 'connecting' | 'live' | 'polling';

export type BatchListener = (changed: readonly MonitorRecord[], removed: readonly string[]) => void;

interface MonitorState {
  records: Map<string, MonitorRecord>;
  /** Grows with every merge; lists recompute from it. */
  version: number;
  /** Grows when the whole set is replaced (the map reloads its source). */
  generation: number;
  /** Grows when devices arrive or leave or are renamed (the lists sort again). */
  membership: number;
  counters: LiveCounters | null;
  live: LiveState;
  loaded: boolean;
  replaceAll: (records: readonly MonitorRecord[]) => void;
  applyBatch: (records: readonly MonitorRecord[], removed?: readonly string[]) => void;
  setCounters: (counters: LiveCounters) => void;
  setLive: (live: LiveState) => void;
  reset: () => void;
}

const listeners = new Set<BatchListener>();

/** Batches as they are merged, for the map. */
export function subscribeBatches(listener: BatchListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A record with an older last report never replaces a newer one (REST and push may cross). */
function isNewer(incoming: MonitorRecord, current: MonitorRecord | undefined): boolean {
  if (!current?.lastLoc || !incoming.lastLoc) return true;
  return incoming.lastLoc.receivedTime >= current.lastLoc.receivedTime;
}

export const useMonitorStore = create<MonitorState>()((set, get) => ({
  records: new Map(),
  version: 0,
  generation: 0,
  membership: 0,
  counters: null,
  live: 'connecting',
  loaded: false,
  replaceAll: (records) => {
    const next = new Map<string, MonitorRecord>();
    for (const record of records) next.set(record.tracker.id, record);
    set((s) => ({
      records: next,
      version: s.version + 1,
      generation: s.generation + 1,
      membership: s.membership + 1,
      loaded: true,
    }));
  },
  applyBatch: (incoming, removed = []) => {
    if (incoming.length === 0 && removed.length === 0) return;
    const records = get().records;
    const changed: MonitorRecord[] = [];
    let members = false;
    for (const record of incoming) {
      const current = records.get(record.tracker.id);
      if (!isNewer(record, current)) continue;
      if (current?.tracker.name !== record.tracker.name) members = true;
      records.set(record.tracker.id, record);
      changed.push(record);
    }
    const gone = removed.filter((id) => records.delete(id));
    if (changed.length === 0 && gone.length === 0) return;
    if (gone.length > 0) members = true;
    set((s) => ({
      version: s.version + 1,
      membership: members ? s.membership + 1 : s.membership,
    }));
    for (const listener of listeners) listener(changed, gone);
  },
  setCounters: (counters) => set({ counters }),
  setLive: (live) => set({ live }),
  reset: () =>
    set((s) => ({
      records: new Map(),
      version: s.version + 1,
      generation: s.generation + 1,
      membership: s.membership + 1,
      counters: null,
      loaded: false,
    })),
}));
