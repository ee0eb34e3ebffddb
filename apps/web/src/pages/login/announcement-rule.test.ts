import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_RESHOW_DELAY_MS, shouldShowAnnouncement } from './announcement-rule';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const HOUR = 60 * 60 * 1000;

describe('shouldShowAnnouncement', () => {
  it('is 24 hours', () => {
    expect(ANNOUNCEMENT_RESHOW_DELAY_MS).toBe(24 * HOUR);
  });

  it.each<[string, boolean, number | null, boolean]>([
    ['disabled in the file', false, null, false],
    ['disabled even long after a dismissal', false, NOW - 48 * HOUR, false],
    ['enabled and never dismissed', true, null, true],
    ['dismissed an hour ago', true, NOW - HOUR, false],
    ['dismissed just under a day ago', true, NOW - 24 * HOUR + 1, false],
    ['dismissed exactly a day ago', true, NOW - 24 * HOUR, true],
    ['dismissed two days ago', true, NOW - 48 * HOUR, true],
    ['dismissal stamped in the future', true, NOW + HOUR, true],
  ])('%s', (_name, enabled, dismissedAt, expected) => {
    expect(shouldShowAnnouncement(enabled, dismissedAt, NOW)).toBe(expected);
  });
});
