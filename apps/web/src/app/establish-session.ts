/** Carries out the guard's decisions against the server and the stores. */
import { fetchUserInfo, login, type SessionUserInfo } from '../api/session';
import { readStoredLanguage, readToken, writeToken } from '../state/browser-storage';
import { rememberedCredentials } from '../state/login-store';
import { useSessionStore } from '../state/session-store';
import { useSettingsStore } from '../state/settings-store';
import { START_OF_SESSION_CHECK, nextGuardStep, type SessionProgress } from './session-guard';

let pending: Promise<boolean> | null = null;
let early: Promise<boolean> | null = null;

/** Resolves true when a session is established; one check at a time however many pages ask. */
export function establishSession(): Promise<boolean> {
  pending ??= run().finally(() => {
    pending = null;
  });
  return pending;
}

/**
 * Starts the check while a signed-in page's code is still loading, instead of after it: the
 * router renders the guard only once that code has arrived. The guard takes a failed answer
 * with `takeSessionCheck`; a successful one has already opened the session.
 */
export function checkSessionEarly(): void {
  if (useSessionStore.getState().initialised || early) return;
  const check = establishSession();
  early = check;
  void check.then((ok) => {
    if (ok && early === check) early = null;
  });
}

/** The early check if one is pending or failed (once), else a new check. */
export function takeSessionCheck(): Promise<boolean> {
  const taken = early;
  early = null;
  return taken ?? establishSession();
}

async function run(): Promise<boolean> {
  const credentials = rememberedCredentials();
  const progress: SessionProgress = {
    ...START_OF_SESSION_CHECK,
    hasToken: readToken() !== null,
    hasRememberedCredentials: credentials !== null,
  };
  let info: SessionUserInfo | null = null;

  for (;;) {
    const step = nextGuardStep(progress);
    switch (step) {
      case 'allow':
        if (info) useSessionStore.getState().setUserInfo(info);
        await loadAccountSettings();
        return true;
      case 'load-user-info':
        try {
          info = await fetchUserInfo();
          progress.userInfo = 'succeeded';
        } catch {
          progress.userInfo = 'failed';
        }
        break;
      case 'relogin':
        try {
          if (!credentials) throw new Error('no remembered credentials');
          const value = await login(
            credentials.account,
            credentials.password,
            readStoredLanguage(),
          );
          writeToken(value.userToken);
          info = value;
          progress.relogin = 'succeeded';
        } catch {
          progress.relogin = 'failed';
        }
        break;
      case 'login-failure':
        writeToken(null);
        useSessionStore.getState().clear();
        return false;
    }
  }
}

/**
 * The account's settings from the server. When they cannot be read the copy cached in this
 * browser (or the defaults) stays in use; the session itself is not at stake.
 */
export async function loadAccountSettings(): Promise<void> {
  try {
    await useSettingsStore.getState().load();
  } catch (error) {
    console.warn('settings could not be loaded; using the cached copy', error);
  }
}
