/**
 * Login parameters kept between visits (SPEC.md §3 Login params, §4 Session). With
 * "remember password" the password is kept too, because the automatic re-login of the
 * navigation guard needs it; without it only the account is kept.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface LoginState {
  userAccount: string;
  password: string;
  rememberPassword: boolean;
  rememberLogin: (account: string, password: string, remember: boolean) => void;
  /** Exit forgets the password but keeps the account for the next sign-in. */
  forgetPassword: () => void;
}

export const useLoginStore = create<LoginState>()(
  persist(
    (set) => ({
      userAccount: '',
      password: '',
      rememberPassword: false,
      rememberLogin: (userAccount, password, rememberPassword) =>
        set({ userAccount, password: rememberPassword ? password : '', rememberPassword }),
      forgetPassword: () => set({ password: '' }),
    }),
    { name: 'convoy-login', storage: createJSONStorage(() => localStorage) },
  ),
);

export interface StoredCredentials {
  account: string;
  password: string;
}

/** Credentials usable for an automatic re-login, or null when none were remembered. */
export function rememberedCredentials(): StoredCredentials | null {
  const { userAccount, password, rememberPassword } = useLoginStore.getState();
  return rememberPassword && userAccount && password ? { account: userAccount, password } : null;
}
