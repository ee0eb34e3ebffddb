/**
 * The settings objects of SPEC.md §3, one per group, with the defaults of SPEC.md §9. The
 * server keeps one value per account and group; every value is parsed through its schema on
 * the way in and on the way out, so a field added later arrives with its default.
 */
import { z } from 'zod';
import {
  DEFAULT_DISTANCE_UNIT,
  DEFAULT_FUEL_LITRES_PER_100_KM,
  DEFAULT_MENU_POSITION,
  DEFAULT_OFFLINE_SPEED_CONDITION_KMH,
  DEFAULT_OFFLINE_TIME_CONDITION_MINUTES,
  DEFAULT_ONLINE_TIME_MINUTES,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PARKING_SPEED_KMH,
  DEFAULT_REALTIME_REFRESH_SECONDS,
  DEFAULT_SPEED_UNIT,
  DEFAULT_THEME_COLOR,
  DISTANCE_UNITS,
  MENU_POSITIONS,
  PAGE_SIZE_CHOICES,
  PUSH_STREAM_TYPES,
  REALTIME_REFRESH_SECONDS_CHOICES,
  SPEED_UNITS,
  VIDEO_ASPECT_RATIOS,
  VIDEO_IDLE_CLOSE_MINUTES_CHOICES,
} from '../constants';
import { DEFAULT_HOME_MENU_CODE } from '../menu';
import { DEFAULT_ONLINE_PLAN, ONLINE_TYPES } from '../status';
import {
  DEFAULT_MIN_TRIP_DISTANCE_M,
  DEFAULT_MIN_TRIP_MINUTES,
  DEFAULT_STOP_GAP_MINUTES,
} from './trip';

export const SETTING_GROUPS = [
  'menu',
  'map',
  'general',
  'video',
  'style',
  'bigScreenLock',
  'realtime',
  'handler',
  'loginHome',
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

const literalChoice = <T extends readonly (string | number)[]>(choices: T) =>
  z.union(choices.map((choice) => z.literal(choice)) as unknown as [z.ZodLiteral<T[number]>]);

// ---------------------------------------------------------------------------------------------
// Menu: the tags of SPEC.md §2 and the custom report shortcuts beside them.

/** One menu entry as the operator arranged it: order is the array order. */
export const menuTagSchema = z.object({
  name: z.string().min(1).max(40),
  /** Shown in the menu; the operator may hide entries they never use. */
  visible: z.boolean().default(true),
  /** Chosen as a quick-navigation tag. */
  selected: z.boolean().default(false),
});
export type MenuTagSetting = z.infer<typeof menuTagSchema>;

/** A custom report tag (SPEC.md §3), kept with its builder fields as the report module writes them. */
export const customReportTagSchema = z.object({
  custom_id: z.union([z.string(), z.number()]),
  icon_data: z.string().max(200).default(''),
  icon_text: z.string().max(5).default(''),
  report_type: z.union([z.string(), z.number()]).default(''),
  name: z.string().min(1).max(32),
  time_type: z.union([z.string(), z.number()]).default(''),
  start_time: z.string().max(40).default(''),
  end_time: z.string().max(40).default(''),
  front_day: z.number().int().min(0).max(366).default(0),
  front_time: z.string().max(40).default(''),
  show_sum: z.boolean().default(false),
  show_sum_detail: z.boolean().default(false),
  show_detail_sum: z.boolean().default(false),
  show_detail: z.boolean().default(true),
  show_chart: z.boolean().default(false),
  /** Shown as a tag beside the menu tags. */
  shortcut: z.boolean().default(true),
});
export type CustomReportTag = z.infer<typeof customReportTagSchema>;

export const menuSettingSchema = z.object({
  /** Empty means "the menu in its original order, with the initial selection". */
  tags: z.array(menuTagSchema).max(200).default([]),
  reportTags: z.array(customReportTagSchema).max(500).default([]),
});

// ---------------------------------------------------------------------------------------------
// Map (SPEC.md §9 Maps and display)

export const MAP_TYPES = [
  'googleStreet',
  'googleAerial',
  'googleSatellite',
  'googleHybrid',
  'openStreet',
  'tiandiStreet',
  'tiandiSatellite',
] as const;
export type MapType = (typeof MAP_TYPES)[number];

export const mapSettingSchema = z.object({
  mapType: z.enum(MAP_TYPES).default('openStreet'),
  showFences: z.boolean().default(true),
  showPois: z.boolean().default(true),
  /** Open the map with the ruler tool ready. */
  showRuler: z.boolean().default(false),
});

// ---------------------------------------------------------------------------------------------
// General (SPEC.md §3 General setting, §9 Defaults)

export const generalSettingSchema = z.object({
  onlinePlan: z
    .object({
      /** The online rule of status.ts: the gateway's connection, or the last receipt time. */
      onlineType: z.enum(ONLINE_TYPES).default(DEFAULT_ONLINE_PLAN.onlineType),
      /** Minutes since the last data before a device counts as offline. */
      onlineTime: z.number().int().min(1).max(1440).default(DEFAULT_ONLINE_TIME_MINUTES),
      /** A device that reports sleep counts as offline. */
      isOfflineWhenSleep: z.boolean().default(false),
      /** Positioning-speed-offline: a device that stays slow for long counts as offline. */
      positioningSpeedOffline: z.boolean().default(false),
      offlineSpeedCondition: z
        .number()
        .min(0)
        .max(300)
        .default(DEFAULT_OFFLINE_SPEED_CONDITION_KMH),
      offlineTimeCondition: z
        .number()
        .int()
        .min(1)
        .max(1440)
        .default(DEFAULT_OFFLINE_TIME_CONDITION_MINUTES),
    })
    .prefault({}),
  stopPlan: z
    .object({
      isEnable: z.boolean().default(true),
      /** At or below this speed (km/h) a vehicle counts as stopped. */
      speed: z.number().min(0).max(300).default(DEFAULT_PARKING_SPEED_KMH),
    })
    .prefault({}),
  /** Trip detection: what counts as a trip, and how long a halt must last to end one. */
  tripPlan: z
    .object({
      minTripDistanceM: z.number().min(0).max(100_000).default(DEFAULT_MIN_TRIP_DISTANCE_M),
      minTripMinutes: z.number().min(0).max(1440).default(DEFAULT_MIN_TRIP_MINUTES),
      stopGapMinutes: z.number().min(1).max(1440).default(DEFAULT_STOP_GAP_MINUTES),
    })
    .prefault({}),
  fuel: z
    .object({
      enabled: z.boolean().default(false),
      litresPer100Km: z.number().min(0).max(500).default(DEFAULT_FUEL_LITRES_PER_100_KM),
      /** Prefer a fuel sensor's reading over the consumption rule when a device has one. */
      sensorPriority: z.boolean().default(true),
      /** Use the L/100 km rule first, the sensor only to correct it. */
      ruleFirst: z.boolean().default(false),
    })
    .prefault({}),
  menuPosition: z.enum(MENU_POSITIONS).default(DEFAULT_MENU_POSITION),
  themeColor: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/)
    .default(DEFAULT_THEME_COLOR),
});

// ---------------------------------------------------------------------------------------------
// Video (SPEC.md §3 Video setting)

export const videoSettingSchema = z.object({
  idleCloseMinutes: literalChoice(VIDEO_IDLE_CLOSE_MINUTES_CHOICES).default(5),
  pushStreamType: z
    .union([z.literal(PUSH_STREAM_TYPES.raw), z.literal(PUSH_STREAM_TYPES.rtmp)])
    .default(PUSH_STREAM_TYPES.raw),
  aspectRatio: z.enum(VIDEO_ASPECT_RATIOS).default('16:9'),
});

// ---------------------------------------------------------------------------------------------
// Style: how lists look and what the browser tab says.

export const LIST_STYLES = ['data', 'bar', 'module'] as const;

export const styleSettingSchema = z.object({
  listStyle: z.enum(LIST_STYLES).default('data'),
  pageSize: literalChoice(PAGE_SIZE_CHOICES).default(DEFAULT_PAGE_SIZE),
  /** The browser tab title; empty means the default device-model label. */
  pageTitle: z.string().trim().max(60).default(''),
});

// ---------------------------------------------------------------------------------------------
// Big-screen lock: the board keeps running but asks for the password after idle minutes.

export const bigScreenLockSettingSchema = z.object({
  enabled: z.boolean().default(false),
  idleMinutes: z.number().int().min(1).max(1440).default(10),
});

// ---------------------------------------------------------------------------------------------
// Realtime (SPEC.md §3 Realtime setting)

export const realtimeSettingSchema = z.object({
  dataRefreshTimeSelected: literalChoice(REALTIME_REFRESH_SECONDS_CHOICES).default(
    DEFAULT_REALTIME_REFRESH_SECONDS,
  ),
  dataRefreshTimeList: z
    .array(literalChoice(REALTIME_REFRESH_SECONDS_CHOICES))
    .default([...REALTIME_REFRESH_SECONDS_CHOICES]),
  labelExtend: z
    .object({ gpsTime: z.boolean().default(false), speed: z.boolean().default(true) })
    .prefault({}),
  isFollowMap: z.boolean().default(false),
  isCluster: z.boolean().default(true),
});

// ---------------------------------------------------------------------------------------------
// Handler: what to do about expired devices, expiry reminders and alarms.

/** Alarm and device messages may also be in Indonesian and Vietnamese (SPEC.md §1). */
export const ALARM_LANGUAGES = [
  'zh',
  'en',
  'es',
  'fr',
  'th',
  'ru',
  'ja',
  'pt',
  'ar',
  'el',
  'id',
  'vi',
] as const;
export type AlarmLanguage = (typeof ALARM_LANGUAGES)[number];

export const handlerSettingSchema = z.object({
  expired: z.object({ notify: z.boolean().default(true) }).prefault({}),
  reminder: z
    .object({
      notify: z.boolean().default(true),
      daysBefore: z.number().int().min(1).max(365).default(30),
    })
    .prefault({}),
  alarm: z
    .object({
      notify: z.boolean().default(true),
      popup: z.boolean().default(true),
      language: z.enum(ALARM_LANGUAGES).default('en'),
    })
    .prefault({}),
});

// ---------------------------------------------------------------------------------------------
// Login home (SPEC.md §3 Login-home setting, §9 Defaults)

/** dayjs patterns. SPEC.md §9 gives the default as yyyy-dd--MM: year, day, month. */
export const DATE_FORMATS = ['YYYY-DD-MM', 'YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const;
export const DEFAULT_DATE_FORMAT: (typeof DATE_FORMATS)[number] = 'YYYY-DD-MM';
export const TIME_FORMATS = ['HH:mm:ss', 'HH:mm', 'hh:mm:ss A'] as const;
export const DEFAULT_TIME_FORMAT: (typeof TIME_FORMATS)[number] = 'HH:mm:ss';

export const loginHomeSettingSchema = z.object({
  /** Menu code of the page opened after sign-in. */
  loginHomeSelected: z.number().int().positive().default(DEFAULT_HOME_MENU_CODE),
  /** Show the to-do list on the home page. */
  backlog: z.boolean().default(true),
  /** Remind of arrears (devices due for payment). */
  arrearageMeg: z.boolean().default(true),
  arrearageMegRemiadDay: z.number().int().min(1).max(365).default(7),
  notice: z.boolean().default(true),
  alarmSoundEnabled: z.boolean().default(true),
  mileageUnit: z.enum(DISTANCE_UNITS).default(DEFAULT_DISTANCE_UNIT),
  speedUnit: z.enum(SPEED_UNITS).default(DEFAULT_SPEED_UNIT),
  dateFormat: z.enum(DATE_FORMATS).default(DEFAULT_DATE_FORMAT),
  timeFormat: z.enum(TIME_FORMATS).default(DEFAULT_TIME_FORMAT),
});

// ---------------------------------------------------------------------------------------------

export const SETTING_SCHEMAS = {
  menu: menuSettingSchema,
  map: mapSettingSchema,
  general: generalSettingSchema,
  video: videoSettingSchema,
  style: styleSettingSchema,
  bigScreenLock: bigScreenLockSettingSchema,
  realtime: realtimeSettingSchema,
  handler: handlerSettingSchema,
  loginHome: loginHomeSettingSchema,
} as const satisfies Record<SettingGroup, z.ZodType>;

export type SettingValue<G extends SettingGroup> = z.infer<(typeof SETTING_SCHEMAS)[G]>;

/** Every group of one account, as GET Setting/GetSettings answers. */
export const settingsSchema = z.object(SETTING_SCHEMAS);
export type Settings = z.infer<typeof settingsSchema>;

export type SettingsInput = { [G in SettingGroup]?: unknown };

/** The value of one group: the stored one where it parses, otherwise the defaults. */
export function settingValue<G extends SettingGroup>(group: G, stored: unknown): SettingValue<G> {
  const schema: z.ZodType = SETTING_SCHEMAS[group];
  const parsed = schema.safeParse(stored ?? {});
  return (parsed.success ? parsed.data : schema.parse({})) as SettingValue<G>;
}

/** Every group with its defaults filled in. */
export function defaultSettings(stored: SettingsInput = {}): Settings {
  return {
    menu: settingValue('menu', stored.menu),
    map: settingValue('map', stored.map),
    general: settingValue('general', stored.general),
    video: settingValue('video', stored.video),
    style: settingValue('style', stored.style),
    bigScreenLock: settingValue('bigScreenLock', stored.bigScreenLock),
    realtime: settingValue('realtime', stored.realtime),
    handler: settingValue('handler', stored.handler),
    loginHome: settingValue('loginHome', stored.loginHome),
  };
}

/** POST Setting/SaveSetting: one group and its whole value. */
export const saveSettingRequestSchema = z.discriminatedUnion('group', [
  z.object({ group: z.literal('menu'), value: menuSettingSchema }),
  z.object({ group: z.literal('map'), value: mapSettingSchema }),
  z.object({ group: z.literal('general'), value: generalSettingSchema }),
  z.object({ group: z.literal('video'), value: videoSettingSchema }),
  z.object({ group: z.literal('style'), value: styleSettingSchema }),
  z.object({ group: z.literal('bigScreenLock'), value: bigScreenLockSettingSchema }),
  z.object({ group: z.literal('realtime'), value: realtimeSettingSchema }),
  z.object({ group: z.literal('handler'), value: handlerSettingSchema }),
  z.object({ group: z.literal('loginHome'), value: loginHomeSettingSchema }),
]);
export type SaveSettingRequest = z.infer<typeof saveSettingRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Feedback and the maintenance announcement

export const addFeedbackRequestSchema = z.object({
  content: z.string().trim().min(1).max(2000),
  /** How to reach the sender: phone or e-mail, optional. */
  contact: z.string().trim().max(100).default(''),
});
export type AddFeedbackRequest = z.infer<typeof addFeedbackRequestSchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  userAccount: z.string(),
  content: z.string(),
  contact: z.string(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const announcementSchema = z.object({
  enable: z.boolean(),
  title: z.string().max(100),
  content: z.string().max(4000),
});
export type AnnouncementDto = z.infer<typeof announcementSchema>;

export const saveAnnouncementRequestSchema = z.object({
  enable: z.boolean(),
  title: z.string().trim().max(100).default(''),
  content: z.string().trim().max(4000).default(''),
});
