import { describe, expect, it } from 'vitest';
import { LANGUAGES, resources, translate } from '@convoy/i18n';
import { AppError, ERR, ERROR_KEYS, defaultHttpStatus, isAppError, isErrorKey } from './errors';
import type { ErrorKey } from './errors';

/** Every leaf of a nested messages object as 'a.b' → text. */
function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node === null || typeof node !== 'object') return out;
  for (const [name, value] of Object.entries(node)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flatten(value, key)) out.set(k, v);
    } else {
      out.set(key, value);
    }
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const english = flatten(resources.en.errors);

describe('error catalogue', () => {
  it('has unique keys', () => {
    expect(new Set(ERROR_KEYS).size).toBe(ERROR_KEYS.length);
  });

  it('keeps the names the server and client rely on', () => {
    expect(ERR.LOGIN_WRONG_PASSWORD).toBe('login.wrongPassword');
    expect(ERR.GENERIC_UNAUTHORIZED).toBe('generic.unauthorized');
    expect(ERR.GENERIC_PERMISSION_DENIED).toBe('generic.permissionDenied');
    expect(ERR.GENERIC_INVALID_FIELD).toBe('generic.invalidField');
    expect(ERR.DEVICE_IMEI_EXISTS).toBe('device.imeiExists');
    expect(ERR.ACCOUNT_LEVEL_LIMIT).toBe('account.levelLimit');
    expect(ERR.ACCOUNT_EXPIRY_OUT_OF_RANGE).toBe('account.expiryOutOfRange');
    expect(ERR.ACCOUNT_TRANSFER_PASSWORD_ERROR).toBe('account.transferPasswordError');
    expect(ERR.ACCOUNT_INSUFFICIENT_CREDIT).toBe('account.insufficientCredit');
    expect(ERR.GENERIC_TOO_MANY_ATTEMPTS).toBe('generic.tooManyAttempts');
  });

  it('is nested exactly two levels deep (section.message)', () => {
    for (const key of ERROR_KEYS) expect(key).toMatch(/^[a-z]+\.[A-Za-z]+$/);
  });

  it('recognises its own keys only', () => {
    expect(isErrorKey('login.wrongPassword')).toBe(true);
    expect(isErrorKey('Wrong account or password')).toBe(false);
    expect(isErrorKey(42)).toBe(false);
  });
});

describe.each(LANGUAGES)('errors/%s.json', (language) => {
  const messages = flatten(resources[language].errors);

  it.each(ERROR_KEYS)('translates %s', (key) => {
    const text = messages.get(key);
    expect(typeof text).toBe('string');
    expect((text as string).trim()).not.toBe('');
  });

  it('has no key outside the catalogue', () => {
    expect([...messages.keys()].filter((key) => !isErrorKey(key))).toEqual([]);
  });

  it('uses the same placeholders as English', () => {
    for (const key of ERROR_KEYS) {
      expect([key, placeholders(String(messages.get(key)))]).toEqual([
        key,
        placeholders(String(english.get(key))),
      ]);
    }
  });

  it('is translated, not copied from English', () => {
    if (language === 'en') return;
    const copied = ERROR_KEYS.filter((key) => messages.get(key) === english.get(key));
    // Short product terms may coincide (an IMEI is an IMEI); whole messages should not.
    expect(copied).toEqual([]);
  });
});

describe('translate()', () => {
  it.each<[string, ErrorKey, Record<string, number | string>, string]>([
    [
      'en',
      ERR.GENERIC_TOO_MANY_ATTEMPTS,
      { seconds: 30 },
      'Too many failed attempts; try again in 30 s',
    ],
    [
      'en',
      ERR.VALIDATION_NUMBER_BETWEEN,
      { min: 10, max: 99999 },
      'Please enter a number between 10 and 99999',
    ],
    ['en', ERR.VALIDATION_REQUIRED, { field: 'Account' }, 'Account cannot be empty'],
    ['zh', ERR.LOGIN_WRONG_PASSWORD, {}, '账号或密码错误'],
    ['en', ERR.VALIDATION_EMAIL_FORMAT, {}, 'Email format error'],
    ['en', ERR.VALIDATION_PASSWORDS_DO_NOT_MATCH, {}, 'Passwords do not match'],
    ['en', ERR.CHUNK_CSS_LOAD_FAILED, {}, 'CSS chunk load failed'],
  ])('%s %s', (language, key, params, expected) => {
    expect(translate(language as 'en' | 'zh', key, params)).toBe(expected);
  });
});

describe('AppError', () => {
  it.each<[ErrorKey, number]>([
    [ERR.GENERIC_UNAUTHORIZED, 401],
    [ERR.GENERIC_SESSION_EXPIRED, 401],
    [ERR.GENERIC_PERMISSION_DENIED, 403],
    [ERR.DEVICE_EXPIRED, 403],
    [ERR.GENERIC_NOT_FOUND, 404],
    [ERR.DEVICE_IMEI_EXISTS, 409],
    [ERR.GENERIC_REQUEST_TOO_LARGE, 413],
    [ERR.GENERIC_TOO_MANY_ATTEMPTS, 429],
    [ERR.GENERIC_INTERNAL, 500],
    [ERR.COMMAND_TIMEOUT, 504],
    [ERR.VALIDATION_EMAIL_FORMAT, 400],
  ])('%s answers HTTP %i by default', (code, status) => {
    expect(defaultHttpStatus(code)).toBe(status);
    expect(AppError.of(code).httpStatus).toBe(status);
  });

  it('carries key, status and parameters; its message is the key', () => {
    const error = new AppError(ERR.GENERIC_TOO_MANY_ATTEMPTS, 429, { seconds: 12 });
    expect(error).toBeInstanceOf(Error);
    expect(isAppError(error)).toBe(true);
    expect(error.code).toBe('generic.tooManyAttempts');
    expect(error.httpStatus).toBe(429);
    expect(error.params).toEqual({ seconds: 12 });
    expect(error.message).toBe('generic.tooManyAttempts');
    expect(isAppError(new Error('x'))).toBe(false);
  });
});
