/** The playback clock: where on the timeline the replay stands, and how fast it runs. */
import { useEffect, useState } from 'react';
import { create } from 'zustand';

export interface PlaybackState {
  /** Seconds after the track's base time. */
  time: number;
  playing: boolean;
  rate: number;
  setTime: (time: number) => void;
  setPlaying: (playing: boolean) => void;
  setRate: (rate: number) => void;
}

export const usePlaybackStore = create<PlaybackState>()((set) => ({
  time: 0,
  playing: false,
  rate: 8,
  setTime: (time) => set({ time }),
  setPlaying: (playing) => set({ playing }),
  setRate: (rate) => set({ rate }),
}));

/**
 * The clock for what may lag behind the replay (the time read-out, the slider): at once when
 * the replay is paused (a drag, a step), otherwise at most every `intervalMs`, and the last
 * value always arrives.
 */
export function usePlaybackTime(intervalMs: number): number {
  const [time, setTime] = useState(() => usePlaybackStore.getState().time);
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      last = performance.now();
      setTime(usePlaybackStore.getState().time);
    };
    setTime(usePlaybackStore.getState().time);
    const unsubscribe = usePlaybackStore.subscribe((state, previous) => {
      if (state.time === previous.time) return;
      if (!state.playing || performance.now() - last >= intervalMs) {
        if (timer !== undefined) clearTimeout(timer);
        flush();
      } else if (timer === undefined) {
        timer = setTimeout(flush, intervalMs - (performance.now() - last));
      }
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [intervalMs]);
  return time;
}
