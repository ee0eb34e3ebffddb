/**
 * The account's settings objects (SPEC.md §3), kept on the server per account and cached in
 * localStorage, so the frame paints with them at once and they follow the user to any
 * browser they sign in from. Changes show at once and are saved in the background.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_MENU_POSITION,
  DEFAULT_THEME_COLOR,
  defaultSettings,
  type MenuPosition,
  type SettingGroup,
  type Settings,
} from '@convoy/domain';
import { fetchSettings, saveSetting, type SaveSettingBody } from '../api/settings';

export type { MenuPosition };
export { DEFAULT_MENU_POSITION, DEFAULT_THEME_COLOR };

export const SETTINGS_STORAGE_KEY = 'convoy-settings';

interface SettingsState {
  settings: Settings;
  /** True once this page load has read the settings from the server. */
  loaded: boolean;
  siderCollapsed: boolean;
  /** Reads every group from the server; the cached copy stays when that fails. */
  load: () => Promise<void>;
  /** Shows a group's new value at once and stores it on the server. */
  save: <G extends SettingGroup>(group: G, value: Settings[G]) => Promise<void>;
  setMenuPosition: (position: MenuPosition) => Promise<void>;
  setSiderCollapsed: (collapsed: boolean) => void;
  /** Back to the defaults, as after clearing the cache; the server copy is untouched. */
  reset: () => void;
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set, get) => ({
      settings: defaultSettings(),
      loaded: false,
      siderCollapsed: false,
      load: async () => {
        const settings = await fetchSettings();
        set({ settings: defaultSettings(settings), loaded: true });
      },
      save: async (group, value) => {
        const previous = get().settings;
        set({ settings: { ...previous, [group]: value } });
        try {
          const stored = await saveSetting({ group, value } as SaveSettingBody);
          set({ settings: defaultSettings(stored) });
        } catch (error) {
          set({ settings: previous });
          throw error;
        }
      },
      setMenuPosition: (menuPosition) =>
        get().save('general', { ...get().settings.general, menuPosition }),
      setSiderCollapsed: (siderCollapsed) => set({ siderCollapsed }),
      reset: () => set({ settings: defaultSettings(), loaded: false }),
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      version: 2,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ settings: state.settings, siderCollapsed: state.siderCollapsed }),
      // Older or damaged copies are read through the schemas: unknown values become defaults.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<
          Pick<SettingsState, 'settings' | 'siderCollapsed'>
        >;
        return {
          ...current,
          settings: defaultSettings(stored.settings ?? {}),
          siderCollapsed: stored.siderCollapsed === true,
        };
      },
      migrate: (persisted) => persisted as SettingsState,
    },
  ),
);

export const useMenuPosition = () => useSettingsStore((s) => s.settings.general.menuPosition);
export const useThemeColor = () => useSettingsStore((s) => s.settings.general.themeColor);
