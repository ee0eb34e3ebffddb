/**
 * Turns a failed call into a sentence for the user (STYLE.md: errors are values users can
 * read). The server already translates its message; catalogue keys cover the rest.
 */
import type { i18n as I18n } from 'i18next';
import { ApiError, CLIENT_ERROR_NETWORK, CLIENT_ERROR_TIMEOUT } from '../api/http';
import { LOGIN_EXPIRED, LOGIN_NOT_ACTIVATED, LOGIN_WRONG_CREDENTIALS } from '../api/session';

/** Numeric login result codes (SPEC.md §4) and their catalogue keys. */
const LOGIN_CODE_KEYS: ReadonlyMap<number, string> = new Map([
  [LOGIN_WRONG_CREDENTIALS, 'errors:login.wrongPassword'],
  [LOGIN_NOT_ACTIVATED, 'errors:login.notActivated'],
  [LOGIN_EXPIRED, 'errors:login.accountExpired'],
]);

/** Failures that happen in the browser, before any answer from the server. */
const CLIENT_KEYS: ReadonlyMap<string, string> = new Map([
  [CLIENT_ERROR_TIMEOUT, 'common:errors.timeout'],
  [CLIENT_ERROR_NETWORK, 'common:errors.network'],
]);

export function describeError(error: unknown, i18n: I18n): string {
  if (!(error instanceof ApiError)) return i18n.t('common:errors.unknown');
  if (error.message) return error.message;
  const { code } = error;
  if (typeof code === 'number') {
    const key = LOGIN_CODE_KEYS.get(code);
    if (key && i18n.exists(key)) return i18n.t(key);
  } else if (typeof code === 'string') {
    const clientKey = CLIENT_KEYS.get(code);
    if (clientKey) return i18n.t(clientKey);
    if (i18n.exists(`errors:${code}`)) return i18n.t(`errors:${code}`);
  }
  if (error.httpStatus === 429) return i18n.t('common:errors.tooManyAttempts');
  return i18n.t('common:errors.unknown');
}
