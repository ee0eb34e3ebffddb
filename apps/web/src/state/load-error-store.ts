/** A style chunk that failed to load: the page still works, but says so (SPEC.md §8). */
import { create } from 'zustand';

interface LoadErrorState {
  styleChunkFailed: boolean;
  reportStyleChunkFailure: () => void;
  dismiss: () => void;
}

export const useLoadErrorStore = create<LoadErrorState>()((set) => ({
  styleChunkFailed: false,
  reportStyleChunkFailure: () => set({ styleChunkFailed: true }),
  dismiss: () => set({ styleChunkFailed: false }),
}));
