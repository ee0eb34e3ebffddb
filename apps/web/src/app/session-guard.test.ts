import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOME_PATH,
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
