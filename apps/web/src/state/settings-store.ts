/** Interface preferences of SPEC.md §3 General setting that shape the main frame. */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type MenuPosition = 'left' | 'top';

/** Defaults of SPEC.md §9. */
export const DEFAULT_THEME_COLOR = '#282F44';
export const DEFAULT_MENU_POSITION: MenuPosition = 'left';

interface SettingsState {
  menuPosition: MenuPosition;
  themeColor: string;
  siderCollapsed: boolean;
  setMenuPosition: (position: MenuPosition) => void;
  setSiderCollapsed: (collapsed: boolean) => void;
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      menuPosition: DEFAULT_MENU_POSITION,
      themeColor: DEFAULT_THEME_COLOR,
      siderCollapsed: false,
      setMenuPosition: (menuPosition) => set({ menuPosition }),
      setSiderCollapsed: (siderCollapsed) => set({ siderCollapsed }),
    }),
    { name: 'convoy-settings', storage: createJSONStorage(() => localStorage) },
  ),
);
