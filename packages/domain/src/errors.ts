/**
 * The error catalogue of SPEC.md §8, plus the validation messages of SPEC.md §5.
 *
 * Every value is an i18n key of the `errors` namespace (packages/i18n/src/errors/<lang>.json),
 * nested by its dot segments: 'login.wrongPassword' → { "login": { "wrongPassword": … } }.
 * The server answers with the key and its parameters, never with English text, so the web
 * client and the e-mailed reports show the message in the reader's own language.
 * Placeholders use the i18next form {{name}}; the parameters each key expects are noted.
 */
export const ERR = {
  // Login (SPEC.md §8 Login; result codes of §4 Session).
  LOGIN_SUCCESS: 'login.success',
  LOGIN_WRONG_PASSWORD: 'login.wrongPassword',
  LOGIN_NOT_ACTIVATED: 'login.notActivated',
  LOGIN_ACCOUNT_EXPIRED: 'login.accountExpired',
  /** The navigation guard's 'login failure' (SPEC.md §2): no token or user initialisation failed. */
  LOGIN_FAILURE: 'login.failure',
  LOGIN_INVALID_ACCOUNT: 'login.invalidAccount',

  // Generic (SPEC.md §8 Generic, §6 permission warnings, §7 export behaviour).
  GENERIC_UNKNOWN: 'generic.unknown',
  GENERIC_INTERNAL: 'generic.internal',
  GENERIC_UNAUTHORIZED: 'generic.unauthorized',
  GENERIC_PERMISSION_DENIED: 'generic.permissionDenied',
  GENERIC_REQUEST_TIMEOUT: 'generic.requestTimeout',
  GENERIC_IMPORT_FAILED: 'generic.importFailed',
  GENERIC_NO_DATA: 'generic.noData',
  GENERIC_NOT_YET_OPEN: 'generic.notYetOpen',
  GENERIC_DELETE_FAILED: 'generic.deleteFailed',
  GENERIC_SAVE_FAILED: 'generic.saveFailed',
  GENERIC_ADD_FAILED: 'generic.addFailed',
  GENERIC_QUERY_FAILED: 'generic.queryFailed',
  GENERIC_SELECT_RECORD: 'generic.selectRecord',
  GENERIC_SELECT_DEVICE: 'generic.selectDevice',
  GENERIC_QUERY_DATA_FIRST: 'generic.queryDataFirst',
  /** An export produced an empty file (SPEC.md §7 Export behaviour). */
  GENERIC_EMPTY_DATA: 'generic.emptyData',
  GENERIC_EXPORT_FAILED: 'generic.exportFailed',
  /** Login is slowed down after repeated wrong passwords. Params: seconds. */
  GENERIC_TOO_MANY_ATTEMPTS: 'generic.tooManyAttempts',
  GENERIC_SESSION_EXPIRED: 'generic.sessionExpired',
  GENERIC_NOT_FOUND: 'generic.notFound',
  /** Params: field. */
  GENERIC_INVALID_FIELD: 'generic.invalidField',
  GENERIC_REQUEST_TOO_LARGE: 'generic.requestTooLarge',

  // Device, vehicle, driver and certificate records (SPEC.md §8 Device, §5 Uniqueness and Binding).
  DEVICE_OFFLINE: 'device.offline',
  /** An expired device cannot be operated (SPEC.md §4 Expiry). */
  DEVICE_EXPIRED: 'device.expired',
  DEVICE_OPERATION_FAILED: 'device.operationFailed',
  DEVICE_OPERATION_TIMEOUT: 'device.operationTimeout',
  /** Params: code. */
  DEVICE_OPERATION_FAILED_WITH_CODE: 'device.operationFailedWithCode',
  DEVICE_SENSOR_NOT_CONNECTED: 'device.sensorNotConnected',
  DEVICE_SENSOR_UNSUPPORTED: 'device.sensorUnsupported',
  DEVICE_NO_PERMISSION_TO_ADD: 'device.noPermissionToAdd',
  DEVICE_IMEI_EXISTS: 'device.imeiExists',
  DEVICE_ALREADY_OWNED: 'device.alreadyOwned',
  DEVICE_BIND_FAILED: 'device.bindFailed',
  DEVICE_WRONG_DATE: 'device.wrongDate',
  DEVICE_PLATE_EXISTS: 'device.plateExists',
  DEVICE_TRACKER_ALREADY_BOUND: 'device.trackerAlreadyBound',
  DEVICE_DRIVER_CODE_EXISTS: 'device.driverCodeExists',
  DEVICE_ID_NUMBER_EXISTS: 'device.idNumberExists',
  DEVICE_LICENCE_NUMBER_EXISTS: 'device.licenceNumberExists',
  DEVICE_IC_CARD_EXISTS: 'device.icCardExists',
  DEVICE_CERTIFICATE_EXISTS: 'device.certificateExists',
  DEVICE_CERTIFICATE_NOT_FOUND: 'device.certificateNotFound',
  DEVICE_RELATION_EXISTS: 'device.relationExists',

  // Accounts (SPEC.md §8 Account, §5 Accounts, §6 device credit).
  ACCOUNT_EXISTS: 'account.exists',
  /** Params: max. */
  ACCOUNT_LEVEL_LIMIT: 'account.levelLimit',
  ACCOUNT_TRANSFER_PASSWORD_ERROR: 'account.transferPasswordError',
  ACCOUNT_EXPIRY_OUT_OF_RANGE: 'account.expiryOutOfRange',
  /** Not enough device-years to add or renew a device (SPEC.md §5 Device import, §6). */
  ACCOUNT_INSUFFICIENT_CREDIT: 'account.insufficientCredit',
  /** Params: max. */
  ACCOUNT_DEVICE_LIMIT_REACHED: 'account.deviceLimitReached',
  /** An account with live sub-accounts cannot be deleted; they go first. */
  ACCOUNT_HAS_SUB_ACCOUNTS: 'account.hasSubAccounts',
  /** Only a deleted account can be deleted completely or recovered. */
  ACCOUNT_NOT_DELETED: 'account.notDeleted',
  ACCOUNT_OLD_PASSWORD_WRONG: 'account.oldPasswordWrong',
  /** The password-reset link is unknown, used or past its time. */
  ACCOUNT_RESET_LINK_INVALID: 'account.resetLinkInvalid',
  /** Password recovery needs outgoing mail (SMTP) configured on the server. */
  ACCOUNT_MAIL_NOT_CONFIGURED: 'account.mailNotConfigured',
  /** Params: name. */
  ACCOUNT_ROLE_EXISTS: 'account.roleExists',

  // Uploads (SPEC.md §8 Uploads, §5 Uploads).
  /** Params: formats. */
  UPLOAD_WRONG_FORMAT: 'upload.wrongFormat',
  /** Params: maxMb. */
  UPLOAD_TOO_LARGE: 'upload.tooLarge',
  /** Params: max. */
  UPLOAD_TOO_MANY_FILES: 'upload.tooManyFiles',
  /** Params: max. */
  UPLOAD_NAME_TOO_LONG: 'upload.nameTooLong',
  UPLOAD_FAILED: 'upload.failed',
  /** Params: reason. */
  UPLOAD_FAILED_WITH_REASON: 'upload.failedWithReason',

  // Pictures and downloads (SPEC.md §8 Picture and download).
  MEDIA_PICTURE_NOT_FOUND: 'media.pictureNotFound',
  MEDIA_NO_DOWNLOAD_RESOURCES: 'media.noDownloadResources',

  // Device commands (SPEC.md §8 Commands, §7 Device commands).
  COMMAND_SEND_SUCCESS: 'command.sendSuccess',
  COMMAND_SEND_FAILURE: 'command.sendFailure',
  COMMAND_TIMEOUT: 'command.timeout',
  COMMAND_SET_FAILED: 'command.setFailed',
  /** The device's protocol has no such command. */
  COMMAND_UNSUPPORTED: 'command.unsupported',

  // Track playback (SPEC.md §8 Playback: first and last trip notices).
  TRACK_FIRST_TRIP: 'track.firstTrip',
  TRACK_LAST_TRIP: 'track.lastTrip',

  // Video playback (SPEC.md §8 Playback and video, §5 Playback).
  PLAYBACK_NO_RECORD_FILES: 'playback.noRecordFiles',
  PLAYBACK_NO_VIDEO_FILE_INFO: 'playback.noVideoFileInfo',
  PLAYBACK_SEARCH_FAILED: 'playback.searchFailed',
  PLAYBACK_END_BEFORE_START: 'playback.endBeforeStart',
  PLAYBACK_SELECT_DEVICE_DATE_TIME: 'playback.selectDeviceDateTime',
  PLAYBACK_WRONG_TIME_SELECTION: 'playback.wrongTimeSelection',
  PLAYBACK_NO_MEDIA: 'playback.noMedia',
  /** The recording is not on the server; the client offers to play it from the terminal. */
  PLAYBACK_FILE_NOT_ON_SERVER: 'playback.fileNotOnServer',
  /** Params: max. */
  PLAYBACK_TOO_MANY_ROWS: 'playback.tooManyRows',

  // Live video and intercom (SPEC.md §8 Playback and video).
  VIDEO_CAMERA_DISCONNECTED: 'video.cameraDisconnected',
  VIDEO_LOSS: 'video.videoLoss',
  VIDEO_MODULE_DEACTIVATED: 'video.moduleDeactivated',
  /** Shown while the player reconnects after malformed stream data. */
  VIDEO_DATA_ANOMALY: 'video.dataAnomaly',
  VIDEO_MICROPHONE_UNAVAILABLE: 'video.microphoneUnavailable',
  VIDEO_MAX_PLAYERS_PER_CHANNEL: 'video.maxPlayersPerChannel',
  /** Downloading a recording as MP4 needs ffmpeg on the server. */
  VIDEO_FFMPEG_MISSING: 'video.ffmpegMissing',

  // Report shortcuts (SPEC.md §8 Shortcuts, §7 Shortcut removal).
  /** Params: max. */
  SHORTCUT_LIMIT_EXCEEDED: 'shortcut.limitExceeded',
  SHORTCUT_DELETE_SUCCESS: 'shortcut.deleteSuccess',

  // OTA (SPEC.md §8 OTA, §5 Same-version OTA).
  OTA_DEVICE_OFFLINE: 'ota.deviceOffline',
  OTA_NOT_ALL_ONLINE: 'ota.notAllOnline',
  OTA_COMMAND_TIMEOUT: 'ota.commandTimeout',
  OTA_NO_UPGRADE_FILE: 'ota.noUpgradeFile',
  OTA_SAME_VERSION_CONFIRM: 'ota.sameVersionConfirm',

  // Feedback (SPEC.md §8 Feedback).
  FEEDBACK_SEND_FAILED: 'feedback.sendFailed',

  // Chunk loading (SPEC.md §8 Chunk loading).
  CHUNK_LOAD_FAILED: 'chunk.loadFailed',
  CHUNK_CSS_LOAD_FAILED: 'chunk.cssLoadFailed',

  // Field validation (SPEC.md §5).
  /** 'cannot be empty', appended to the field name. Params: field. */
  VALIDATION_REQUIRED: 'validation.required',
  VALIDATION_EMAIL_FORMAT: 'validation.emailFormat',
  VALIDATION_PASSWORDS_DO_NOT_MATCH: 'validation.passwordsDoNotMatch',
  /** Params: min, max. */
  VALIDATION_NUMBER_BETWEEN: 'validation.numberBetween',
  VALIDATION_DIGITS_ONLY: 'validation.digitsOnly',
  VALIDATION_DECIMAL: 'validation.decimal',
  VALIDATION_INTEGER: 'validation.integer',
  VALIDATION_NUMBER_FORMAT: 'validation.numberFormat',
  /** Params: max. */
  VALIDATION_MAX_LENGTH: 'validation.maxLength',
  /** Params: min, max. */
  VALIDATION_LENGTH_BETWEEN: 'validation.lengthBetween',
  VALIDATION_LONGITUDE: 'validation.longitude',
  VALIDATION_LATITUDE: 'validation.latitude',
  /** Params: min, max. */
  VALIDATION_PASSWORD: 'validation.password',
  /** Params: max. */
  VALIDATION_PHONE: 'validation.phone',
  /** Params: max. */
  VALIDATION_TOO_MANY_DEVICES: 'validation.tooManyDevices',
  /** Params: days. */
  VALIDATION_DATE_RANGE_TOO_LONG: 'validation.dateRangeTooLong',
  VALIDATION_START_AFTER_END: 'validation.startAfterEnd',
  /** Params: min, max. */
  VALIDATION_ICON_TEXT: 'validation.iconText',
  /** Params: max. */
  VALIDATION_TOO_MANY_EMAILS: 'validation.tooManyEmails',
  /** Params: email. */
  VALIDATION_DUPLICATE_EMAIL: 'validation.duplicateEmail',
  VALIDATION_FENCE_NOT_DRAWN: 'validation.fenceNotDrawn',
} as const;

export type ErrorKey = (typeof ERR)[keyof typeof ERR];
export type ErrorParams = Readonly<Record<string, string | number>>;

export const ERROR_KEYS: readonly ErrorKey[] = Object.values(ERR);

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && (ERROR_KEYS as readonly string[]).includes(value);
}

/**
 * The HTTP status a key answers with when the thrower does not choose one. Anything not listed
 * is a client mistake the user can correct (400); server faults are only the generic ones.
 */
const HTTP_STATUS_BY_KEY: Partial<Record<ErrorKey, number>> = {
  [ERR.GENERIC_UNKNOWN]: 500,
  [ERR.GENERIC_INTERNAL]: 500,
  [ERR.GENERIC_UNAUTHORIZED]: 401,
  [ERR.GENERIC_SESSION_EXPIRED]: 401,
  [ERR.LOGIN_FAILURE]: 401,
  [ERR.LOGIN_WRONG_PASSWORD]: 401,
  [ERR.GENERIC_PERMISSION_DENIED]: 403,
  [ERR.DEVICE_NO_PERMISSION_TO_ADD]: 403,
  [ERR.LOGIN_NOT_ACTIVATED]: 403,
  [ERR.LOGIN_ACCOUNT_EXPIRED]: 403,
  [ERR.DEVICE_EXPIRED]: 403,
  [ERR.GENERIC_NOT_FOUND]: 404,
  [ERR.MEDIA_PICTURE_NOT_FOUND]: 404,
  [ERR.DEVICE_CERTIFICATE_NOT_FOUND]: 404,
  [ERR.ACCOUNT_EXISTS]: 409,
  [ERR.ACCOUNT_HAS_SUB_ACCOUNTS]: 409,
  [ERR.ACCOUNT_ROLE_EXISTS]: 409,
  [ERR.DEVICE_IMEI_EXISTS]: 409,
  [ERR.DEVICE_ALREADY_OWNED]: 409,
  [ERR.DEVICE_PLATE_EXISTS]: 409,
  [ERR.DEVICE_TRACKER_ALREADY_BOUND]: 409,
  [ERR.DEVICE_DRIVER_CODE_EXISTS]: 409,
  [ERR.DEVICE_ID_NUMBER_EXISTS]: 409,
  [ERR.DEVICE_LICENCE_NUMBER_EXISTS]: 409,
  [ERR.DEVICE_IC_CARD_EXISTS]: 409,
  [ERR.DEVICE_CERTIFICATE_EXISTS]: 409,
  [ERR.DEVICE_RELATION_EXISTS]: 409,
  [ERR.DEVICE_OFFLINE]: 409,
  [ERR.COMMAND_UNSUPPORTED]: 422,
  [ERR.OTA_DEVICE_OFFLINE]: 409,
  [ERR.GENERIC_REQUEST_TOO_LARGE]: 413,
  [ERR.UPLOAD_TOO_LARGE]: 413,
  [ERR.GENERIC_TOO_MANY_ATTEMPTS]: 429,
  [ERR.DEVICE_OPERATION_TIMEOUT]: 504,
  [ERR.COMMAND_TIMEOUT]: 504,
  [ERR.OTA_COMMAND_TIMEOUT]: 504,
  [ERR.GENERIC_REQUEST_TIMEOUT]: 504,
};

export function defaultHttpStatus(code: ErrorKey): number {
  return HTTP_STATUS_BY_KEY[code] ?? 400;
}

/**
 * An error a user can read: a catalogue key, its parameters and the HTTP status the server
 * answers with (STYLE.md: errors are values, never a stack trace on screen). The message is
 * the key itself, so logs stay searchable and no English text reaches the client by accident.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorKey;
  readonly httpStatus: number;
  readonly params: ErrorParams;

  constructor(
    code: ErrorKey,
    httpStatus: number = defaultHttpStatus(code),
    params: ErrorParams = {},
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.code = code;
    this.httpStatus = httpStatus;
    this.params = params;
  }

  /** Same key and parameters, the status chosen by the catalogue. */
  static of(code: ErrorKey, params: ErrorParams = {}): AppError {
    return new AppError(code, defaultHttpStatus(code), params);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
