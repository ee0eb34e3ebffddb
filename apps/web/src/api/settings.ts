/** Settings centre calls: settings objects, feedback, the announcement (SPEC.md §3, §7). */
import { api } from './http';
import type { BodyOf, ValueOf } from './api-types';

export type ServerSettings = ValueOf<'/api/Setting/GetSettings', 'get'>;
export type SaveSettingBody = BodyOf<'/api/Setting/SaveSetting', 'post'>;
export type FeedbackItem = ValueOf<'/api/Feedback/GetFeedbacks', 'get'>[number];
export type AddFeedbackBody = BodyOf<'/api/Feedback/AddFeedback', 'post'>;
export type AnnouncementValue = ValueOf<'/api/User/GetAnnouncement', 'get'>;
export type SaveAnnouncementBody = BodyOf<'/api/User/SaveAnnouncement', 'post'>;

export function fetchSettings(): Promise<ServerSettings> {
  return api.get<ServerSettings>('/api/Setting/GetSettings');
}

export function saveSetting(body: SaveSettingBody): Promise<ServerSettings> {
  return api.post<ServerSettings>('/api/Setting/SaveSetting', body);
}

export function addFeedback(
  body: AddFeedbackBody,
): Promise<ValueOf<'/api/Feedback/AddFeedback', 'post'>> {
  return api.post('/api/Feedback/AddFeedback', body);
}

export function fetchFeedbacks(): Promise<FeedbackItem[]> {
  return api.get<FeedbackItem[]>('/api/Feedback/GetFeedbacks');
}

/** Asked before login, so it goes without a token. */
export function fetchServerAnnouncement(): Promise<AnnouncementValue> {
  return api.get<AnnouncementValue>('/api/User/GetAnnouncement', undefined, { anonymous: true });
}

export function saveAnnouncement(body: SaveAnnouncementBody): Promise<AnnouncementValue> {
  return api.post<AnnouncementValue>('/api/User/SaveAnnouncement', body);
}
