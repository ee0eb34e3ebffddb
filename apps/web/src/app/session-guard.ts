/**
 * The navigation guard's decision (SPEC.md §2 Navigation guard, §4 Session): a page behind
 * login opens only with a stored token that the server accepts; otherwise the remembered
 * account and password get one automatic re-login before the user is sent to sign in.
 */
import { MENU, canOpenPath, type MenuEntryDefinition } from '@convoy/domain';

export type Attempt = 'untried' | 'succeeded' | 'failed';

export interface SessionProgress {
  hasToken: boolean;
  /** GetSimpleUserInfo with the stored token. */
  userInfo: Attempt;
  hasRememberedCredentials: boolean;
  relogin: Attempt;
}

export type GuardStep = 'allow' | 'load-user-info' | 'relogin' | 'login-failure';

export function nextGuardStep(progress: SessionProgress): GuardStep {
  if (progress.userInfo === 'succeeded' || progress.relogin === 'succeeded') return 'allow';
  if (progress.hasToken && progress.userInfo === 'untried') return 'load-user-info';
  if (progress.hasRememberedCredentials && progress.relogin === 'untried') return 'relogin';
  return 'login-failure';
}

export const START_OF_SESSION_CHECK = {
  userInfo: 'untried',
  relogin: 'untried',
} as const satisfies Pick<SessionProgress, 'userInfo' | 'relogin'>;

/** Pages the guard lets through without a session: sign-in and the embeddable players. */
export const PUBLIC_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/login(Page)?\/?$/,
  /^\/live\/?$/,
  /^\/playback\/?$/,
  /^\/liveplay\/[^/]+\/event\/[^/]+\/?$/,
];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * Where to go after signing in: back to the page the guard interrupted when there was one,
 * else the default home, the realtime monitor (SPEC.md §9).
 */
export const DEFAULT_HOME_PATH = '/realTimeMonitor';
/** Where an account goes when its chosen home page is not open to it. */
export const FALLBACK_HOME_PATH = '/home';

/**
 * The page of the login-home setting (a menu code, SPEC.md §3), when the account may open
 * it; the home page otherwise.
 */
export function homePathFor(homeMenuCode: number, menuCodes: ReadonlySet<number>): string {
  const path = menuPathOfCode(homeMenuCode);
  return path && path !== '/bigtest' && canOpenPath(path, menuCodes) ? path : FALLBACK_HOME_PATH;
}

function menuPathOfCode(
  code: number,
  entries: readonly MenuEntryDefinition[] = MENU,
): string | null {
  for (const entry of entries) {
    if (entry.code === code && entry.path) return entry.path;
    const found = entry.children ? menuPathOfCode(code, entry.children) : null;
    if (found) return found;
  }
  return null;
}

export function pathAfterLogin(interrupted: unknown, home: string = DEFAULT_HOME_PATH): string {
  if (typeof interrupted !== 'string' || !interrupted.startsWith('/')) return home;
  // Protocol-relative addresses would leave the site.
  if (interrupted.startsWith('//')) return home;
  const pathname = interrupted.split(/[?#]/)[0] ?? '';
  return isPublicPath(pathname) ? home : interrupted;
}
