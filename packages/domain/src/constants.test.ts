import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MAX_LEVEL,
  ANNOUNCEMENT_RESHOW_DELAY_MS,
  CHUNK_LOAD_TIMEOUT_MS,
  CUSTOM_REPORT_NAME_LENGTH,
  DEFAULT_FUEL_LITRES_PER_100_KM,
  DEFAULT_MENU_POSITION,
  DEFAULT_OFFLINE_SPEED_CONDITION_KMH,
  DEFAULT_OFFLINE_TIME_CONDITION_MINUTES,
  DEFAULT_ONLINE_TIME_MINUTES,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PARKING_SPEED_KMH,
  DEFAULT_REALTIME_REFRESH_SECONDS,
  DEFAULT_THEME_COLOR,
  DEVICE_ICON_NAMES,
  EMBEDDED_CHANNEL_LAYOUTS,
  EXPORT_TIMEOUT_MS,
  ICON_TEXT_LENGTH,
  LOGIN_DEFAULT_LANGUAGE,
  LOGIN_DEFAULT_TIMEZONE_MINUTES,
  LOGIN_RESULT_CODES,
  MAX_DEVICES_PER_REPORT,
  MAX_EMAILS_PER_RULE,
  MAX_IMAGE_BYTES,
  MAX_REPORT_RANGE_DAYS,
  MAX_TRACK_SEARCH_BY_TIME_DAYS,
  MAX_TRACK_SEARCH_BY_TRIP_DAYS,
  MENU_POSITIONS,
  OTA_TASK_STATUS,
  OVERSPEED_LEVELS,
  PAGE_SIZE_CHOICES,
  PASSWORD_LENGTH,
  PHONE_DIGITS,
  PLAYBACK_SEEK_STEP_SECONDS,
  POI_CONTENT_MAX_LENGTH,
  POI_RANGE_METRES,
  REALTIME_REFRESH_SECONDS_CHOICES,
  REQUEST_TIMEOUT_MS,
  RULE_NAME_LENGTH,
  VIDEO_IDLE_CLOSE_MINUTES_CHOICES,
  VIDEO_POLLING_SECONDS,
  FILE_NAME_MAX_LENGTH,
  embeddedChannelLayout,
  expiryState,
  isOtaTaskStatusCode,
  otaTaskStatusName,
} from './constants';
import { DEFAULT_HOME_MENU_CODE, MAX_VISIBLE_TAGS } from './menu';

describe('constants of SPEC.md §9', () => {
  it.each<[string, unknown, unknown]>([
    ['realtime refresh choices', REALTIME_REFRESH_SECONDS_CHOICES, [10, 20, 30, 60]],
    ['realtime refresh default', DEFAULT_REALTIME_REFRESH_SECONDS, 20],
    ['online time', DEFAULT_ONLINE_TIME_MINUTES, 10],
    ['offline speed condition', DEFAULT_OFFLINE_SPEED_CONDITION_KMH, 15],
    ['offline time condition', DEFAULT_OFFLINE_TIME_CONDITION_MINUTES, 15],
    ['parking speed', DEFAULT_PARKING_SPEED_KMH, 15],
    ['fuel per 100 km', DEFAULT_FUEL_LITRES_PER_100_KM, 15],
    ['theme colour', DEFAULT_THEME_COLOR, '#282F44'],
    ['menu positions', MENU_POSITIONS, ['left', 'top']],
    ['menu position default', DEFAULT_MENU_POSITION, 'left'],
    ['video idle-close choices', VIDEO_IDLE_CLOSE_MINUTES_CHOICES, [5, 10, 30, 60, 0]],
    ['page sizes', PAGE_SIZE_CHOICES, [10, 20, 30, 50]],
    ['page size default', DEFAULT_PAGE_SIZE, 20],
    ['devices per report', MAX_DEVICES_PER_REPORT, 20],
    ['report range', MAX_REPORT_RANGE_DAYS, 31],
    ['track search by time', MAX_TRACK_SEARCH_BY_TIME_DAYS, 7],
    ['track search by trip', MAX_TRACK_SEARCH_BY_TRIP_DAYS, 31],
    ['account levels', ACCOUNT_MAX_LEVEL, 5],
    ['e-mails per rule', MAX_EMAILS_PER_RULE, 5],
    ['rule name', RULE_NAME_LENGTH, { min: 1, max: 15 }],
    ['custom report name', CUSTOM_REPORT_NAME_LENGTH, { min: 1, max: 32 }],
    ['icon text', ICON_TEXT_LENGTH, { min: 1, max: 5 }],
    ['POI range', POI_RANGE_METRES, { min: 1, max: 10000 }],
    ['POI content', POI_CONTENT_MAX_LENGTH, 30],
    ['polling time', VIDEO_POLLING_SECONDS, { min: 10, max: 99999 }],
    ['password', PASSWORD_LENGTH, { min: 4, max: 16 }],
    ['phone', PHONE_DIGITS, { min: 1, max: 16 }],
    ['file name', FILE_NAME_MAX_LENGTH, 50],
    ['image size', MAX_IMAGE_BYTES, 20 * 1024 * 1024],
    ['visible tags', MAX_VISIBLE_TAGS, 40],
    ['request timeout', REQUEST_TIMEOUT_MS, 60_000],
    ['export timeout', EXPORT_TIMEOUT_MS, 30_000],
    ['chunk load timeout', CHUNK_LOAD_TIMEOUT_MS, 120_000],
    ['announcement re-show', ANNOUNCEMENT_RESHOW_DELAY_MS, 24 * 3_600_000],
    ['playback seek step', PLAYBACK_SEEK_STEP_SECONDS, 5],
    ['embedded channel layouts', EMBEDDED_CHANNEL_LAYOUTS, [1, 4, 6, 9, 16, 36, 64]],
    ['overspeed levels', OVERSPEED_LEVELS, [1, 2, 3]],
    ['login language', LOGIN_DEFAULT_LANGUAGE, 'zh-cn'],
    ['login timezone', LOGIN_DEFAULT_TIMEZONE_MINUTES, 480],
    ['default home', DEFAULT_HOME_MENU_CODE, 1000004],
    [
      'login result codes',
      LOGIN_RESULT_CODES,
      { success: 0, wrongAccountOrPassword: 1, notActivated: 2, accountExpired: 3 },
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('names the fourteen icons of SPEC.md §4', () => {
    expect(DEVICE_ICON_NAMES).toHaveLength(14);
  });
});

describe('embeddedChannelLayout: channel count rounded up to a grid (SPEC.md §2 /live)', () => {
  it.each([
    [undefined, 4],
    [null, 4],
    [0, 4],
    [-3, 4],
    [Number.NaN, 4],
    [1, 1],
    [2, 4],
    [4, 4],
    [5, 6],
    [7, 9],
    [10, 16],
    [17, 36],
    [37, 64],
    [64, 64],
    [100, 64],
  ])('%s channels → %i', (count, layout) => {
    expect(embeddedChannelLayout(count)).toBe(layout);
  });
});

describe('OTA task status codes (SPEC.md §4)', () => {
  it.each([
    [0, 'pending'],
    [1, 'cancelled'],
    [2, 'failed'],
    [3, 'downloadedButUpgradeFailed'],
    [4, 'commandSent'],
    [5, 'downloadedNotExecuted'],
    [7, 'downloading'],
    [71, 'upgrading'],
    [72, 'success'],
    [73, 'upgradeFailed'],
    [81, 'mcuUpgrading'],
    [82, 'mcuSuccess'],
    [83, 'mcuFailed'],
    [100, 'otaSuccess'],
  ])('%i means %s', (code, name) => {
    expect(otaTaskStatusName(code)).toBe(name);
    expect(OTA_TASK_STATUS[name as keyof typeof OTA_TASK_STATUS]).toBe(code);
    expect(isOtaTaskStatusCode(code)).toBe(true);
  });

  it.each([6, 8, 70, 99, 101])('%i is not a status code', (code) => {
    expect(otaTaskStatusName(code)).toBeUndefined();
    expect(isOtaTaskStatusCode(code)).toBe(false);
  });

  it('has exactly the fourteen codes of the table', () => {
    expect(Object.keys(OTA_TASK_STATUS)).toHaveLength(14);
  });
});

describe('expiryState (SPEC.md §4 Expiry)', () => {
  const now = new Date('2025-06-01T00:00:00Z');
  it.each([
    ['2025-07-15T00:00:00Z', 30, 'normal'],
    ['2025-07-01T00:00:00Z', 30, 'dueSoon'],
    ['2025-06-01T00:00:01Z', 30, 'dueSoon'],
    ['2025-06-01T00:00:00Z', 30, 'expired'],
    ['2024-01-01T00:00:00Z', 30, 'expired'],
    ['2025-06-02T00:00:00Z', 0, 'normal'],
  ] as const)('expiry %s, reminder %i days → %s', (expiry, days, state) => {
    expect(expiryState(new Date(expiry), now, days)).toBe(state);
  });
});
