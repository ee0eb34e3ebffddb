import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_RESHOW_DELAY_MS,
  combineAnnouncements,
  shouldShowAnnouncement,
} from './announcement-rule';

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

describe('combineAnnouncements', () => {
  const file = { enable: true, title: 'File', content: 'From the file' };
  const server = { enable: true, title: 'Server', content: 'From the screen' };
  it('is off when both are off or missing', () => {
    expect(combineAnnouncements(null, null)).toEqual({ enable: false });
    expect(combineAnnouncements({ enable: false }, { enable: false, title: 'x' })).toEqual({
      enable: false,
    });
  });
  it('takes the server text when the server switches it on', () => {
    expect(combineAnnouncements(file, server)).toEqual(server);
  });
  it('takes the file when only the file switches it on', () => {
    expect(combineAnnouncements(file, { ...server, enable: false })).toEqual(file);
    expect(combineAnnouncements(file, null)).toEqual(file);
  });
  it('shows the server one when the file is off', () => {
    expect(combineAnnouncements({ enable: false }, server)).toEqual(server);
  });
});
