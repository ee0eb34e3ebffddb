/** Login, user initialisation, logout and password recovery (SPEC.md §4 Session, §7 Calls). */
import type { Language } from '@convoy/i18n';
import { api } from './http';
import type { ValueOf } from './api-types';

/** What GetSimpleUserInfo answers: the account and what it may see. */
export type SessionUserInfo = ValueOf<'/api/User/GetSimpleUserInfo', 'get'>;
export type SubUser = SessionUserInfo['users'][number];
export type TrackerRecord = SessionUserInfo['trackers'][number];
export type LoginValue = NonNullable<ValueOf<'/api/Login/UserLogin', 'post'>>;

/** Login result codes (SPEC.md §4). */
export const LOGIN_WRONG_CREDENTIALS = 1;
export const LOGIN_NOT_ACTIVATED = 2;
export const LOGIN_EXPIRED = 3;

/** The server names Chinese 'zh-cn'; the other interface languages go as they are. */
export function loginLanguageTag(language: Language): string {
  return language === 'zh' ? 'zh-cn' : language;
}

/** Minutes east of UTC, the unit the server expects (480 for China). */
export function browserTimezoneMinutes(now: Date = new Date()): number {
  return -now.getTimezoneOffset();
}

export function login(account: string, password: string, language: Language): Promise<LoginValue> {
  return api.post<LoginValue>(
    '/api/Login/UserLogin',
    {
      useraccount: account,
      password,
      language: loginLanguageTag(language),
      timezone: browserTimezoneMinutes(),
      // The screens load the devices they show themselves; the frame needs only how many.
      trackers: 'count',
    },
    { anonymous: true },
  );
}

export function fetchUserInfo(): Promise<SessionUserInfo> {
  // Only the number of devices: a fleet of tens of thousands would delay every page.
  return api.get<SessionUserInfo>('/api/User/GetSimpleUserInfo?trackers=count');
}

export function logout(): Promise<unknown> {
  return api.post<unknown>('/api/Login/Logout');
}

export function recoverPassword(account: string, language: Language): Promise<unknown> {
  const form = new FormData();
  form.append('userAccount', account);
  form.append('language', loginLanguageTag(language));
  return api.postForm<unknown>('/api/Login/RecoverPassword', form, { anonymous: true });
}
