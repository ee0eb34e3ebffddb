import { describe, expect, it } from 'vitest';
import { ALL_MENU_CODES } from '@convoy/domain';
import {
  DEFAULT_HOME_PATH,
  FALLBACK_HOME_PATH,
  homePathFor,
  isPublicPath,
  nextGuardStep,
  pathAfterLogin,
  type SessionProgress,
} from './session-guard';

const fresh = (overrides: Partial<SessionProgress>): SessionProgress => ({
  hasToken: false,
  userInfo: 'untried',
  hasRememberedCredentials: false,
  relogin: 'untried',
  ...overrides,
});

describe('nextGuardStep', () => {
  it.each<[string, Partial<SessionProgress>, ReturnType<typeof nextGuardStep>]>([
    ['a stored token is checked with the server first', { hasToken: true }, 'load-user-info'],
    ['an accepted token opens the page', { hasToken: true, userInfo: 'succeeded' }, 'allow'],
    [
      'a refused token falls back to the remembered password',
      { hasToken: true, userInfo: 'failed', hasRememberedCredentials: true },
      'relogin',
    ],
    [
      'no token but a remembered password logs in again',
      { hasRememberedCredentials: true },
      'relogin',
    ],
    [
      'a successful re-login opens the page',
      { hasRememberedCredentials: true, relogin: 'succeeded' },
      'allow',
    ],
    [
      'a failed re-login is a login failure',
      { hasToken: true, userInfo: 'failed', hasRememberedCredentials: true, relogin: 'failed' },
      'login-failure',
    ],
    [
      'a refused token without remembered password',
      { hasToken: true, userInfo: 'failed' },
      'login-failure',
    ],
    ['nothing stored at all', {}, 'login-failure'],
  ])('%s', (_name, progress, expected) => {
    expect(nextGuardStep(fresh(progress))).toBe(expected);
  });
});

describe('isPublicPath', () => {
  it.each([
    ['/', true],
    ['/loginPage', true],
    ['/login', true],
    ['/live', true],
    ['/playback', true],
    ['/liveplay/8800001@2/event/secret', true],
    ['/realTimeMonitor', false],
    ['/bigtest', false],
    ['/videoPlayback', false],
  ])('%s → %s', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });
});

describe('pathAfterLogin', () => {
  it('returns to the interrupted page with its query', () => {
    expect(pathAfterLogin('/trackPlayback?imei=1')).toBe('/trackPlayback?imei=1');
  });
  it.each([
    undefined,
    null,
    42,
    '',
    'https://elsewhere.example',
    '//elsewhere.example',
    '/loginPage',
  ])('goes home for %s', (value) => {
    expect(pathAfterLogin(value)).toBe(DEFAULT_HOME_PATH);
  });
});

describe('homePathFor', () => {
  const all = new Set(ALL_MENU_CODES);
  it('opens the realtime monitor by default (1000004)', () => {
    expect(homePathFor(1000004, all)).toBe('/realTimeMonitor');
  });
  it('opens the chosen page', () => {
    expect(homePathFor(1000003, all)).toBe('/dashBoard');
    expect(homePathFor(100090601, all)).toBe('/logQuery');
  });
  it('goes to the home page when the account may not open the chosen one', () => {
    const without = new Set([...all].filter((code) => code !== 1000004));
    expect(homePathFor(1000004, without)).toBe(FALLBACK_HOME_PATH);
  });
  it('never lands on the big screen, which opens in a tab of its own', () => {
    expect(homePathFor(1000902, all)).toBe(FALLBACK_HOME_PATH);
  });
  it('goes to the home page for an unknown code', () => {
    expect(homePathFor(42, all)).toBe(FALLBACK_HOME_PATH);
  });
});

describe('pathAfterLogin with a chosen home', () => {
  it('goes to the chosen home when nothing was interrupted', () => {
    expect(pathAfterLogin(undefined, '/dashBoard')).toBe('/dashBoard');
  });
});
