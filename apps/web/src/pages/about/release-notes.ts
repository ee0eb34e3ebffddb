/**
 * Releases shown on the about page, newest first. Each note is a key of the `settings`
 * namespace under about.notes, so the notes read in every interface language.
 */
export const APP_VERSION = '0.1.0';

export interface Release {
  version: string;
  /** ISO date of the release. */
  date: string;
  notes: readonly string[];
}

export const RELEASES: readonly Release[] = [
  {
    version: '0.1.0',
    date: '2025-06-01',
    notes: ['frame', 'settings', 'languages', 'devices', 'login'],
  },
];
