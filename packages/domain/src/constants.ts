/**
 * Business constants, limits and state vocabularies of SPEC.md §4 and §9.
 * Each name keeps the meaning it has in the specification; units are part of the name.
 */
// The visible-tag limit (40) and the default home page (1000004) live in menu.ts, beside the
// menu they belong to: MAX_VISIBLE_TAGS and DEFAULT_HOME_MENU_CODE.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

// ---------------------------------------------------------------------------------------------
// Refresh, polling and timing (SPEC.md §9)

export const REALTIME_REFRESH_SECONDS_CHOICES = [10, 20, 30, 60] as const;
export type RealtimeRefreshSeconds = (typeof REALTIME_REFRESH_SECONDS_CHOICES)[number];
export const DEFAULT_REALTIME_REFRESH_SECONDS: RealtimeRefreshSeconds = 20;
export const CLIENT_REFRESH_INTERVAL_MS = 10_000;
/** The countdown that reloads positions ticks once a second (SPEC.md §4 Polling). */
export const POLLING_TICK_MS = SECOND_MS;

export const REQUEST_TIMEOUT_MS = 60 * SECOND_MS;
/** After this the export's loading state closes with the request-timeout error (SPEC.md §7). */
export const EXPORT_TIMEOUT_MS = 30 * SECOND_MS;
export const CHUNK_LOAD_TIMEOUT_MS = 120 * SECOND_MS;
/** A dismissed announcement is shown again after this (SPEC.md §4 Announcement). */
export const ANNOUNCEMENT_RESHOW_DELAY_MS = 24 * HOUR_MS;
export const PLAYBACK_SEEK_STEP_SECONDS = 5;

export const DASHBOARD_PERIOD_DAYS = 30;
/** Dashboard events are counted per this distance. */
export const DASHBOARD_EVENTS_PER_KM = 100;
/** The alarm filters "last minute" and "last 5 minutes". */
export const RECENT_ALARM_FILTER_MINUTES = [1, 5] as const;

// ---------------------------------------------------------------------------------------------
// Defaults of the general setting (SPEC.md §3 Settings objects, §9 Defaults)

/** Online plan: a device is online while its last receipt is this recent. */
export const DEFAULT_ONLINE_TIME_MINUTES = 10;
/** Positioning-speed-offline: the speed condition, in km/h. */
export const DEFAULT_OFFLINE_SPEED_CONDITION_KMH = 15;
/** Positioning-speed-offline: the time condition. */
export const DEFAULT_OFFLINE_TIME_CONDITION_MINUTES = 15;
/** Stop plan: at or below this speed a vehicle counts as parked. */
export const DEFAULT_PARKING_SPEED_KMH = 15;
export const DEFAULT_FUEL_LITRES_PER_100_KM = 15;

export const DEFAULT_THEME_COLOR = '#282F44';
export const MENU_POSITIONS = ['left', 'top'] as const;
export type MenuPosition = (typeof MENU_POSITIONS)[number];
export const DEFAULT_MENU_POSITION: MenuPosition = 'left';

export const DISTANCE_UNITS = ['km', 'mile'] as const;
export const DEFAULT_DISTANCE_UNIT: (typeof DISTANCE_UNITS)[number] = 'km';
export const SPEED_UNITS = ['km/h', 'mph'] as const;
export const DEFAULT_SPEED_UNIT: (typeof SPEED_UNITS)[number] = 'km/h';

export const LOGIN_DEFAULT_LANGUAGE = 'zh-cn';
/** Minutes east of UTC (UTC+8). */
export const LOGIN_DEFAULT_TIMEZONE_MINUTES = 480;
export const DEFAULT_SERVER_IN_CHINA = true;

// ---------------------------------------------------------------------------------------------
// Video (SPEC.md §3 Video setting, §9)

/** Minutes before an unwatched stream closes; 0 means never. */
export const VIDEO_IDLE_CLOSE_MINUTES_CHOICES = [5, 10, 30, 60, 0] as const;
export type VideoIdleCloseMinutes = (typeof VIDEO_IDLE_CLOSE_MINUTES_CHOICES)[number];
export const VIDEO_IDLE_CLOSE_UNLIMITED: VideoIdleCloseMinutes = 0;
/** pushStreamType: 0 raw stream, 1 RTMP. */
export const PUSH_STREAM_TYPES = { raw: 0, rtmp: 1 } as const;
export const VIDEO_ASPECT_RATIOS = ['16:9', '4:3'] as const;

/** Channel grids of the embeddable /live page (SPEC.md §2). */
export const EMBEDDED_CHANNEL_LAYOUTS = [1, 4, 6, 9, 16, 36, 64] as const;
export type EmbeddedChannelLayout = (typeof EMBEDDED_CHANNEL_LAYOUTS)[number];
export const DEFAULT_EMBEDDED_CHANNEL_LAYOUT: EmbeddedChannelLayout = 4;

/**
 * The smallest grid that holds `channelCount` players. A missing or unusable count gives the
 * default of 4; a count above the largest grid gets the largest grid.
 */
export function embeddedChannelLayout(
  channelCount: number | null | undefined,
): EmbeddedChannelLayout {
  if (channelCount == null || !Number.isFinite(channelCount) || channelCount < 1) {
    return DEFAULT_EMBEDDED_CHANNEL_LAYOUT;
  }
  for (const layout of EMBEDDED_CHANNEL_LAYOUTS) {
    if (layout >= channelCount) return layout;
  }
  return (
    EMBEDDED_CHANNEL_LAYOUTS[EMBEDDED_CHANNEL_LAYOUTS.length - 1] ?? DEFAULT_EMBEDDED_CHANNEL_LAYOUT
  );
}

// ---------------------------------------------------------------------------------------------
// Display (SPEC.md §9 Maps and display)

export const PAGE_SIZE_CHOICES = [10, 20, 30, 50] as const;
export type PageSize = (typeof PAGE_SIZE_CHOICES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;
export const OVERSPEED_LEVELS = [1, 2, 3] as const;
export type OverspeedLevel = (typeof OVERSPEED_LEVELS)[number];
export const EXPORT_FILE_EXTENSION = '.xlsx';

// ---------------------------------------------------------------------------------------------
// Limits (SPEC.md §9 Limits, §5). Where the specification gives two readings, the first is
// taken; the other is noted beside it.

export interface LengthRange {
  readonly min: number;
  readonly max: number;
}

export const MAX_DEVICES_PER_REPORT = 20;
/** Reading two says "one month"; 31 days holds every calendar month. */
export const MAX_REPORT_RANGE_DAYS = 31;
export const MAX_TRACK_SEARCH_BY_TIME_DAYS = 7;
/** "One month", taken as 31 days so that any calendar month fits. */
export const MAX_TRACK_SEARCH_BY_TRIP_DAYS = 31;
/** A main account is level 1; an account at this level cannot create sub-accounts. */
export const ACCOUNT_MAX_LEVEL = 5;
export const MAX_EMAILS_PER_RULE = 5;
export const RULE_NAME_LENGTH: LengthRange = { min: 1, max: 15 };
export const RULE_DESCRIPTION_MAX_LENGTH = 100;
/** Reading two: 1-15. */
export const CUSTOM_REPORT_NAME_LENGTH: LengthRange = { min: 1, max: 32 };
/** Letters or digits; reading two: 1-4. */
export const ICON_TEXT_LENGTH: LengthRange = { min: 1, max: 5 };
export const POI_RANGE_METRES: LengthRange = { min: 1, max: 10_000 };
export const POI_CONTENT_MAX_LENGTH = 30;
/** One text says 9999; the limits table says 99999. */
export const VIDEO_POLLING_SECONDS: LengthRange = { min: 10, max: 99_999 };
export const PASSWORD_LENGTH: LengthRange = { min: 4, max: 16 };
export const PHONE_DIGITS: LengthRange = { min: 1, max: 16 };
export const FILE_NAME_MAX_LENGTH = 50;
export const MAX_IMAGE_MEGABYTES = 20;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MEGABYTES * 1024 * 1024;
export const IMAGE_EXTENSIONS = ['jpg', 'png', 'jpeg'] as const;

// ---------------------------------------------------------------------------------------------
// Session (SPEC.md §4 Session)

/** The result codes of a login attempt. */
export const LOGIN_RESULT_CODES = {
  success: 0,
  wrongAccountOrPassword: 1,
  notActivated: 2,
  accountExpired: 3,
} as const;
export type LoginResultCode = (typeof LOGIN_RESULT_CODES)[keyof typeof LOGIN_RESULT_CODES];
/** The login call's own `state` field uses 1 for success, unlike the result codes above. */
export const LOGIN_CALL_STATE_SUCCESS = 1;
/** Local-storage key of the session token (SPEC.md §4, §7). */
export const TOKEN_STORAGE_KEY = 'ms_token';

// ---------------------------------------------------------------------------------------------
// Device display icons (SPEC.md §4 Device display status). See status.ts for the derivation.

export const DEVICE_ICON_NAMES = [
  'checkAll',
  'nolocate',
  'off_alarm',
  'off_nolocate',
  'offline',
  'on_nolocate',
  'on_p_accoff_alarm',
  'on_p_accoff',
  'on_p_accon',
  'on_p_accon_alarm',
  'on_p_idling',
  'on_t_alarm',
  'on_t_idling',
  'online',
] as const;
export type DeviceIconName = (typeof DEVICE_ICON_NAMES)[number];
/** The legend's "all" filter: shown in the legend, never the icon of a device. */
export const LEGEND_ALL_ICON = 'checkAll' satisfies DeviceIconName;
export type DeviceStatusIcon = Exclude<DeviceIconName, typeof LEGEND_ALL_ICON>;

/** Dashboard motion states (SPEC.md §4 Dashboard motion). */
export const MOTION_STATES = [
  'stopped',
  'moving',
  'idling',
  'movingEngineOn',
  'noPosition',
  'noDataUpload',
] as const;
export type MotionState = (typeof MOTION_STATES)[number];

// ---------------------------------------------------------------------------------------------
// Other state vocabularies (SPEC.md §4)

/** Unprocessed → processed, or paused ("not processing for now"). */
export const ALARM_HANDLING_STATES = ['unprocessed', 'processed', 'paused'] as const;
export type AlarmHandlingState = (typeof ALARM_HANDLING_STATES)[number];

export const ALARM_SOURCES = ['platform', 'terminal'] as const;
export type AlarmSource = (typeof ALARM_SOURCES)[number];

export const COMMAND_RESULTS = ['success', 'fail', 'timeout'] as const;
export type CommandResult = (typeof COMMAND_RESULTS)[number];

/**
 * Intercom (two-way talk) and monitor (listen-in) share one life cycle: 'inConversation' is
 * talking for the intercom and listening for the monitor.
 */
export const INTERCOM_STATES = [
  'requesting',
  'connected',
  'inConversation',
  'closed',
  'noMicrophone',
] as const;
export type IntercomState = (typeof INTERCOM_STATES)[number];

export const NETWORK_LEVELS = ['none', 'poor', 'normal', 'good'] as const;
export type NetworkLevel = (typeof NETWORK_LEVELS)[number];

/**
 * Video file upload to the cloud or FTP. An automatic retry that fails leaves the task
 * 'incompleteManual', from where only a manual retry continues.
 */
export const VIDEO_UPLOAD_STATES = [
  'toBeUploaded',
  'inProgress',
  'completed',
  'incompleteAutomatic',
  'incompleteManual',
] as const;
export type VideoUploadState = (typeof VIDEO_UPLOAD_STATES)[number];

// ---------------------------------------------------------------------------------------------
// OTA (SPEC.md §4 OTA task status codes)

/** Status codes of an OTA task as the devices and the task list use them. */
export const OTA_TASK_STATUS = {
  pending: 0,
  cancelled: 1,
  failed: 2,
  downloadedButUpgradeFailed: 3,
  commandSent: 4,
  downloadedNotExecuted: 5,
  downloading: 7,
  upgrading: 71,
  success: 72,
  upgradeFailed: 73,
  mcuUpgrading: 81,
  mcuSuccess: 82,
  mcuFailed: 83,
  otaSuccess: 100,
} as const;
export type OtaTaskStatusName = keyof typeof OTA_TASK_STATUS;
export type OtaTaskStatusCode = (typeof OTA_TASK_STATUS)[OtaTaskStatusName];

const OTA_STATUS_NAME_BY_CODE = new Map<number, OtaTaskStatusName>(
  (Object.entries(OTA_TASK_STATUS) as [OtaTaskStatusName, OtaTaskStatusCode][]).map(
    ([name, code]) => [code, name],
  ),
);

/** The meaning of a status code, or undefined for a code outside the table. */
export function otaTaskStatusName(code: number): OtaTaskStatusName | undefined {
  return OTA_STATUS_NAME_BY_CODE.get(code);
}

export function isOtaTaskStatusCode(code: number): code is OtaTaskStatusCode {
  return OTA_STATUS_NAME_BY_CODE.has(code);
}

export const OTA_TASK_ACTIONS = ['upgrade', 'batchUpgrade', 'cancel', 'retry'] as const;
export type OtaTaskAction = (typeof OTA_TASK_ACTIONS)[number];

// ---------------------------------------------------------------------------------------------
// Expiry (SPEC.md §4 Expiry)

export const EXPIRY_STATES = ['normal', 'dueSoon', 'expired'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];

/**
 * Normal, due soon (expiry within `dueSoonDays` from now) or expired (expiry reached).
 * The reminder period is the user's handler setting, so it is a parameter, not a constant.
 */
export function expiryState(expiry: Date, now: Date, dueSoonDays: number): ExpiryState {
  const remainingMs = expiry.getTime() - now.getTime();
  if (remainingMs <= 0) return 'expired';
  if (remainingMs <= dueSoonDays * DAY_MS) return 'dueSoon';
  return 'normal';
}
