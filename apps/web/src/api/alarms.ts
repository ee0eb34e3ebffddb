/** The alarm centre's calls, shared by /alarmView and the live pop-up of the main frame. */
import { api } from './http';
import type { BodyOf, ValueOf } from './api-types';

export type AlarmItem = ValueOf<'/api/Alarm/GetAlarms', 'post'>['items'][number];
export type AlarmQuery = BodyOf<'/api/Alarm/GetAlarms', 'post'>;
export type AlarmPage = ValueOf<'/api/Alarm/GetAlarms', 'post'>;
export type HandleAlarmsBody = BodyOf<'/api/Alarm/Handle', 'post'>;
export type AlarmCountersValue = ValueOf<'/api/Alarm/GetAlarmCounters', 'post'>;
export type AlarmSettingValue = ValueOf<'/api/Alarm/GetAlarmSetting', 'post'>;
export type AlarmRuleItem = ValueOf<'/api/AlarmRule/List', 'post'>[number];
export type AlarmRuleBody = BodyOf<'/api/AlarmRule/Add', 'post'>;
export type WebhookItem = ValueOf<'/api/Webhook/List', 'post'>[number];
export type WebhookBody = BodyOf<'/api/Webhook/Add', 'post'>;
export type WebhookDelivery = ValueOf<'/api/Webhook/GetDeliveries', 'post'>[number];

export const ALARMS_KEY = ['alarms'] as const;

export const fetchAlarms = (query: AlarmQuery, signal?: AbortSignal) =>
  api.post<AlarmPage>('/api/Alarm/GetAlarms', query, signal ? { signal } : {});
export const handleAlarms = (body: HandleAlarmsBody) =>
  api.post<AlarmItem[]>('/api/Alarm/Handle', body);
export const fetchAlarmCounters = (sinceId?: string) =>
  api.post<AlarmCountersValue>('/api/Alarm/GetAlarmCounters', sinceId ? { sinceId } : {});
export const fetchAlarmSetting = () =>
  api.post<AlarmSettingValue>('/api/Alarm/GetAlarmSetting', {});
export const saveAlarmSetting = (body: AlarmSettingValue) =>
  api.post<AlarmSettingValue>('/api/Alarm/SaveAlarmSetting', body);

export const fetchAlarmRules = () => api.post<AlarmRuleItem[]>('/api/AlarmRule/List', {});
export const addAlarmRule = (body: AlarmRuleBody) => api.post<null>('/api/AlarmRule/Add', body);
export const removeAlarmRule = (id: string) => api.post<null>('/api/AlarmRule/Remove', { id });
export const fetchWebhooks = () => api.post<WebhookItem[]>('/api/Webhook/List', {});
export const addWebhook = (body: WebhookBody) => api.post<null>('/api/Webhook/Add', body);
export const removeWebhook = (id: string) => api.post<null>('/api/Webhook/Remove', { id });
export const fetchWebhookDeliveries = () =>
  api.post<WebhookDelivery[]>('/api/Webhook/GetDeliveries', {});
