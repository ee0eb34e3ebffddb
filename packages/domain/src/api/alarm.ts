import { z } from 'zod';
import { ALARM_TYPES } from '../alarm';
import { ALARM_HANDLING_STATES, ALARM_SOURCES } from '../constants';
import { ERR } from '../errors';

const id = z.string().regex(/^\d+$/);
const isoDate = z.iso.datetime({ offset: true });
const alarmTypeSchema = z.enum(ALARM_TYPES);

/** An alarm with the fields of SPEC.md §3 Alarm. */
export const alarmSchema = z.object({
  id: z.string(),
  deviceId: z.string(),
  imei: z.string(),
  /** The vehicle: the device's name (its plate when it is one). */
  vehicle: z.string(),
  driver: z.string(),
  driverPhone: z.string(),
  licenceNumber: z.string(),
  type: alarmTypeSchema,
  source: z.enum(ALARM_SOURCES),
  /** Overspeed level 1–3; null for other types. */
  level: z.number().nullable(),
  /** The fence of a fence alarm. */
  fenceId: z.string().nullable(),
  fenceName: z.string().nullable(),
  speed: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  gpsTime: z.string(),
  receivedTime: z.string(),
  state: z.enum(ALARM_HANDLING_STATES),
  description: z.string(),
  falseAlarm: z.boolean(),
  handler: z.string(),
  handledAt: z.string().nullable(),
});
export type Alarm = z.infer<typeof alarmSchema>;

export const ALARM_PAGE_SIZES = [10, 20, 30, 50] as const;

export const getAlarmsRequestSchema = z.object({
  types: z.array(alarmTypeSchema).max(ALARM_TYPES.length).optional(),
  imeis: z.array(z.string().trim().min(1).max(20)).max(500).optional(),
  states: z.array(z.enum(ALARM_HANDLING_STATES)).max(3).optional(),
  source: z.enum(ALARM_SOURCES).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** The last-minute and last-5-minutes filters (SPEC.md §9). */
  recentMinutes: z.union([z.literal(1), z.literal(5)]).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(500).default(20),
});
export type GetAlarmsRequest = z.infer<typeof getAlarmsRequestSchema>;

export const alarmPageSchema = z.object({ total: z.number(), items: z.array(alarmSchema) });

/** Handling one alarm or a batch (SPEC.md §4 Alarm handling). */
export const handleAlarmsRequestSchema = z.object({
  ids: z.array(id).min(1, ERR.GENERIC_SELECT_RECORD).max(1000),
  state: z.enum(['processed', 'paused']),
  description: z.string().trim().max(200, ERR.VALIDATION_MAX_LENGTH).default(''),
  falseAlarm: z.boolean().default(false),
});
export type HandleAlarmsRequest = z.infer<typeof handleAlarmsRequestSchema>;

export const alarmCountersRequestSchema = z.object({
  /** Alarms newer than this id come back for the pop-up. */
  sinceId: id.optional(),
});
export const alarmCountersSchema = z.object({
  alarmRecent1Number: z.number(),
  alarmRecent5Number: z.number(),
  AIAlramNumber: z.number(),
  alarmUndisposed: z.number(),
  /** Id of the newest alarm the account receives ('0' when none). */
  latestId: z.string(),
  /** Alarms after `sinceId`, newest first (at most 20), for the pop-up. */
  fresh: z.array(alarmSchema),
});

/** Which alarms an account receives, with or without sound, and the platform thresholds. */
export const alarmSettingSchema = z.object({
  /** Types shown and announced to this account. */
  types: z
    .array(alarmTypeSchema)
    .max(ALARM_TYPES.length)
    .default([...ALARM_TYPES]),
  sound: z.boolean().default(true),
  popup: z.boolean().default(true),
  /** Platform alarms for the account's own devices. */
  overspeedKmh: z.number().int().min(1).max(300).default(100),
  offlineMinutes: z.number().int().min(5).max(43_200).default(1440),
  parkingMinutes: z.number().int().min(5).max(43_200).default(120),
  fatigueMinutes: z.number().int().min(30).max(1440).default(240),
  fatigueRestMinutes: z.number().int().min(1).max(240).default(20),
  lowBatteryPercent: z.number().int().min(1).max(99).default(20),
  lowVoltage: z.number().min(1).max(60).default(11.5),
});
export type AlarmSetting = z.infer<typeof alarmSettingSchema>;

// ---------------------------------------------------------------------------------------------
// Beyond the screen: e-mail rules and signed webhooks

export const alarmRuleInputSchema = z.object({
  name: z.string().trim().min(1, ERR.VALIDATION_REQUIRED).max(30, ERR.VALIDATION_MAX_LENGTH),
  types: z.array(alarmTypeSchema).min(1, ERR.VALIDATION_REQUIRED).max(ALARM_TYPES.length),
  emails: z
    .array(z.email(ERR.VALIDATION_EMAIL_FORMAT))
    .min(1, ERR.VALIDATION_REQUIRED)
    .max(5, ERR.VALIDATION_TOO_MANY_EMAILS),
  enabled: z.boolean().default(true),
});
export const editAlarmRuleRequestSchema = alarmRuleInputSchema.partial().extend({ id });
export const alarmRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  types: z.array(alarmTypeSchema),
  emails: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type AlarmRule = z.infer<typeof alarmRuleSchema>;

export const webhookInputSchema = z.object({
  url: z.url({ protocol: /^https?$/ }).max(500),
  /** Shared secret of the HMAC-SHA256 signature; generated when left out. */
  secret: z.string().min(16).max(128).optional(),
  types: z.array(alarmTypeSchema).max(ALARM_TYPES.length).default([]),
  enabled: z.boolean().default(true),
});
export const editWebhookRequestSchema = webhookInputSchema.partial().extend({ id });
export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  secret: z.string(),
  /** Empty: every type. */
  types: z.array(alarmTypeSchema),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export const webhookDeliverySchema = z.object({
  id: z.string(),
  webhookId: z.string(),
  alarmId: z.string(),
  attempt: z.number(),
  statusCode: z.number().nullable(),
  ok: z.boolean(),
  error: z.string(),
  at: z.string(),
});
export const idRequestSchema = z.object({ id });

/** The message an alarm arrives as on the live socket /api/ws. */
export interface LiveAlarmMessage {
  type: 'alarm';
  alarm: Alarm;
}
