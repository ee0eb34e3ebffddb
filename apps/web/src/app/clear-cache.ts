/**
 * Clear cache (SPEC.md §2 User screens): forgets what this browser keeps about the account —
 * cached settings, profile, opened tabs, site configuration, announcement dismissal — but not
 * the session, the remembered login or the language. The page then reloads, and the settings
 * come back from the server.
 */
import { ANNOUNCEMENT_DISMISSED_KEY, SITE_CONFIG_KEY } from '../state/browser-storage';
import { SETTINGS_STORAGE_KEY } from '../state/settings-store';

const LOCAL_KEYS = [
  SETTINGS_STORAGE_KEY,
  'convoy-session',
  SITE_CONFIG_KEY,
  ANNOUNCEMENT_DISMISSED_KEY,
];
const SESSION_KEYS = ['convoy-tags'];

export function clearClientCache(): void {
  try {
    for (const key of LOCAL_KEYS) localStorage.removeItem(key);
    for (const key of SESSION_KEYS) sessionStorage.removeItem(key);
  } catch {
    // Storage refused: there is nothing cached to clear.
  }
}
