/** The playback clock: where on the timeline the replay stands, and how fast it runs. */
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
