/**
 * Plain localStorage keys shared with other Convoy clients and the documentation
 * (SPEC.md §4 Session, §1 language), kept as raw strings rather than inside a store.
 */
import { matchLanguage, isLanguage, type Language } from '@convoy/i18n';

export const TOKEN_KEY = 'ms_token';
export const LANGUAGE_KEY = 'language';
export const ANNOUNCEMENT_DISMISSED_KEY = 'announcement_dismissed_at';
export const SITE_CONFIG_KEY = 'config';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Private modes and sandboxed frames may refuse storage; the app then behaves as on first visit.
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // See read(): nothing sensible to do when storage is refused.
  }
}

export function readToken(): string | null {
  return read(TOKEN_KEY) || null;
}

export function writeToken(token: string | null): void {
  write(TOKEN_KEY, token);
}

/** The stored interface language, else the browser's (SPEC.md §1), else English. */
export function readStoredLanguage(): Language {
  const stored = read(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  return matchLanguage(typeof navigator === 'undefined' ? null : navigator.language);
}

export function writeStoredLanguage(language: Language): void {
  write(LANGUAGE_KEY, language);
}

export function readAnnouncementDismissedAt(): number | null {
  const value = Number(read(ANNOUNCEMENT_DISMISSED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function writeAnnouncementDismissedAt(time: number): void {
  write(ANNOUNCEMENT_DISMISSED_KEY, String(time));
}

export function writeSiteConfig(json: string): void {
  write(SITE_CONFIG_KEY, json);
}
