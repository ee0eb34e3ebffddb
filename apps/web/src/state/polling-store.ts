/**
 * The one-second countdown of SPEC.md §4 Polling. The frame ticks it on the pages that show
 * live positions; those pages reload when `reloadCount` changes.
 */
import { create } from 'zustand';
import { startCountdown, tickCountdown, type RefreshCountdown } from '@convoy/domain';

interface PollingState {
  countdown: RefreshCountdown;
  /** Grows by one at every reload the countdown asks for. */
  reloadCount: number;
  /** Starts over with a period of `seconds`. */
  restart: (seconds: number) => void;
  tick: () => void;
}

export const usePollingStore = create<PollingState>()((set, get) => ({
  countdown: startCountdown(20),
  reloadCount: 0,
  restart: (seconds) => set({ countdown: startCountdown(seconds) }),
  tick: () => {
    const { countdown, reload } = tickCountdown(get().countdown);
    set(reload ? { countdown, reloadCount: get().reloadCount + 1 } : { countdown });
  },
}));
