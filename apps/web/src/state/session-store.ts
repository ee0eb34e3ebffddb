/**
 * The signed-in account. The profile is persisted so the frame can paint the name and menu
 * at once; sub-accounts and trackers stay in memory because a large fleet would overflow
 * localStorage, and the guard reloads them on every visit anyway.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SessionUserInfo, SubUser, TrackerRecord } from '../api/session';

export interface AccountProfile {
  sssid: string | number;
  userAccount: string;
  nickName: string;
  level: number;
  menuCodes: number[];
}

interface SessionState {
  profile: AccountProfile | null;
  users: SubUser[];
  trackers: TrackerRecord[];
  /** True once this page load has confirmed the token with the server. */
  initialised: boolean;
  setUserInfo: (info: SessionUserInfo) => void;
  clear: () => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      profile: null,
      users: [],
      trackers: [],
      initialised: false,
      setUserInfo: (info) =>
        set({
          profile: {
            sssid: info.sssid,
            userAccount: info.userAccount,
            nickName: info.nickName,
            level: info.level,
            menuCodes: info.menuCodes,
          },
          users: info.users,
          trackers: info.trackers,
          initialised: true,
        }),
      clear: () => set({ profile: null, users: [], trackers: [], initialised: false }),
    }),
    {
      name: 'convoy-session',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ profile: state.profile }),
    },
  ),
);
