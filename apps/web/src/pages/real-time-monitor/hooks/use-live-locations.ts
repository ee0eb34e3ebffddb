import { useEffect } from 'react';
import type { LiveMessage } from '@convoy/domain';
import { readToken } from '../../../state/browser-storage';
import { usePollingStore } from '../../../state/polling-store';
import { fetchAllLastLocations } from '../api/monitor-api';
import { useMonitorStore } from '../state/monitor-store';

const RECONNECT_MIN_MS = 1000;
export const BATCH_MEASURE = 'convoy:monitor-batch';
const RECONNECT_MAX_MS = 15_000;

function liveUrl(token: string, resume: { epoch: string; seq: number } | null): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const params = new URLSearchParams({ token });
  if (resume) {
    params.set('epoch', resume.epoch);
    params.set('since', String(resume.seq));
  }
  return `${scheme}://${window.location.host}/api/ws?${params.toString()}`;
}

/**
 * Keeps the monitor store current: the whole fleet once over REST, then the live push on
 * /api/ws (a reconnect asks for what it missed). While the socket is down the REST refresh
 * of SPEC.md §4 Polling takes over, on the frame's countdown.
 */
export function useLiveLocations(): void {
  useEffect(() => {
    const store = useMonitorStore.getState();
    const abort = new AbortController();
    let socket: WebSocket | null = null;
    let resume: { epoch: string; seq: number } | null = null;
    let retryMs = RECONNECT_MIN_MS;
    let retryTimer: number | undefined;
    let stopped = false;

    // One load at a time: a refresh due while the fleet is still arriving is skipped rather
    // than asking the server for the whole fleet again.
    let loading: Promise<void> | null = null;
    const load = () =>
      (loading ??= fetchAllLastLocations({}, abort.signal)
        .then(
          (records) => {
            if (useMonitorStore.getState().loaded) useMonitorStore.getState().applyBatch(records);
            else useMonitorStore.getState().replaceAll(records);
            performance.mark('convoy:monitor-records');
          },
          () => undefined, // the next refresh tries again; the frame shows network errors
        )
        .finally(() => (loading = null)));

    const connect = () => {
      const token = readToken();
      if (!token || stopped) return;
      socket = new WebSocket(liveUrl(token, resume));
      socket.onmessage = (event: MessageEvent<string>) => {
        const started = performance.now();
        const message = JSON.parse(event.data) as LiveMessage | { type: 'alarm' };
        // Alarms are the main frame's (its pop-up); the record that raised one comes as well.
        if (message.type !== 'update') return;
        const state = useMonitorStore.getState();
        if (message.full) state.replaceAll(message.records);
        else state.applyBatch(message.records, message.removed);
        if (message.counters) state.setCounters(message.counters);
        resume = { epoch: message.epoch, seq: message.seq };
        if (state.live !== 'live') state.setLive('live');
        retryMs = RECONNECT_MIN_MS;
        // User Timing entries: how long a live batch takes to merge (visible in the browser's
        // performance tools and read by the monitor benchmark).
        if (message.records.length > 0) {
          performance.measure(BATCH_MEASURE, { start: started, end: performance.now() });
        }
      };
      socket.onclose = () => {
        socket = null;
        if (stopped) return;
        useMonitorStore.getState().setLive('polling');
        retryTimer = window.setTimeout(connect, retryMs);
        retryMs = Math.min(RECONNECT_MAX_MS, retryMs * 2);
      };
    };

    store.reset();
    store.setLive('connecting');
    void load();
    connect();

    // The REST fallback: on each countdown reload while the push is not live.
    const unsubscribe = usePollingStore.subscribe((state, previous) => {
      if (
        state.reloadCount !== previous.reloadCount &&
        useMonitorStore.getState().live !== 'live'
      ) {
        void load();
      }
    });

    return () => {
      stopped = true;
      abort.abort();
      unsubscribe();
      window.clearTimeout(retryTimer);
      socket?.close();
    };
  }, []);
}
