/**
 * The signed-in account. The profile is persisted so the frame can paint the name and menu
 * at once; sub-accounts stay in memory, and the guard reloads them on every visit anyway.
 * The frame keeps only how many devices the account sees: each screen loads the devices it
 * shows, so a fleet of tens of thousands does not delay every page.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SessionUserInfo, SubUser } from '../api/session';

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
  trackerCount: number;
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
      trackerCount: 0,
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
          trackerCount: info.trackerCount,
          initialised: true,
        }),
      clear: () => set({ profile: null, users: [], trackerCount: 0, initialised: false }),
    }),
    {
      name: 'convoy-session',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ profile: state.profile }),
    },
  ),
);
