/** The bar of opened pages above the content: one tag per visited route, in visiting order. */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MAX_VISIBLE_TAGS } from '@convoy/domain';

interface TagsState {
  opened: string[];
  open: (path: string) => void;
  /** Closes a tag and answers the path to show instead when it was the current one. */
  close: (path: string) => string | null;
  closeOthers: (path: string) => void;
  reset: () => void;
}

export const useTagsStore = create<TagsState>()(
  persist(
    (set, get) => ({
      opened: [],
      open: (path) => {
        const { opened } = get();
        if (opened.includes(path)) return;
        // The oldest tag gives way so the bar respects the visible-tag limit (SPEC.md §9).
        set({ opened: [...opened, path].slice(-MAX_VISIBLE_TAGS) });
      },
      close: (path) => {
        const { opened } = get();
        const index = opened.indexOf(path);
        if (index < 0) return null;
        const next = opened.filter((p) => p !== path);
        set({ opened: next });
        return next[Math.min(index, next.length - 1)] ?? null;
      },
      closeOthers: (path) => set({ opened: [path] }),
      reset: () => set({ opened: [] }),
    }),
    { name: 'convoy-tags', storage: createJSONStorage(() => sessionStorage) },
  ),
);
