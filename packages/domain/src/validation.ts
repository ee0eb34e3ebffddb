/**
 * Validation rules of SPEC.md §5, as pure predicates and zod schemas. The server validates
 * requests with these schemas and the web client validates its forms with the same ones.
 *
 * Every message is an error-catalogue key (errors.ts), never English text; `toFieldErrors`
 * turns a zod error into keys with their parameters, ready for `translate`.
 */
import { z } from 'zod';
import {
  CUSTOM_REPORT_NAME_LENGTH,
  DAY_MS,
  FILE_NAME_MAX_LENGTH,
  ICON_TEXT_LENGTH,
  IMAGE_EXTENSIONS,
  LOGIN_DEFAULT_LANGUAGE,
  LOGIN_DEFAULT_TIMEZONE_MINUTES,
  MAX_DEVICES_PER_REPORT,
  MAX_EMAILS_PER_RULE,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_MEGABYTES,
  MAX_REPORT_RANGE_DAYS,
  MAX_TRACK_SEARCH_BY_TIME_DAYS,
  MAX_TRACK_SEARCH_BY_TRIP_DAYS,
  PASSWORD_LENGTH,
  PHONE_DIGITS,
  POI_CONTENT_MAX_LENGTH,
  POI_RANGE_METRES,
  RULE_DESCRIPTION_MAX_LENGTH,
  RULE_NAME_LENGTH,
  VIDEO_POLLING_SECONDS,
} from './constants';
import { AppError, ERR, isErrorKey } from './errors';
import type { ErrorKey, ErrorParams } from './errors';
import { DATA_SCOPES } from './permissions';

// ---------------------------------------------------------------------------------------------
// Patterns and predicates

/** Optional sign, integer part 0-180, up to six decimals; 180 itself has no non-zero decimals. */
export const LONGITUDE_PATTERN = /^[+-]?(?:180(?:\.0{1,6})?|(?:1[0-7]\d|[1-9]?\d)(?:\.\d{1,6})?)$/;
/** Optional sign, integer part 0-90, up to six decimals; 90 itself has no non-zero decimals. */
export const LATITUDE_PATTERN = /^[+-]?(?:90(?:\.0{1,6})?|[1-8]?\d(?:\.\d{1,6})?)$/;
export const DIGITS_ONLY_PATTERN = /^\d+$/;
/**
 * Digits, a dot, digits. A whole number is accepted too: a user who types "15" for a price of
 * fifteen means a decimal number, and refusing it would only puzzle them.
 */
export const DECIMAL_PATTERN = /^\d+(?:\.\d+)?$/;
/**
 * Password: SPEC.md §5 gives two readings. We take the one a user expects from any modern
 * site: letters, digits and the special characters of an ordinary keyboard (printable ASCII,
 * underscore included), 4-16 of them. Spaces and other scripts are refused because they are
 * easily mistyped on another keyboard or a phone and would lock the user out.
 */
export const PASSWORD_PATTERN = new RegExp(
  `^[\\x21-\\x7E]{${PASSWORD_LENGTH.min},${PASSWORD_LENGTH.max}}$`,
);
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`);
/** Letters of any script, or digits. */
export const ICON_TEXT_PATTERN = new RegExp(
  `^[\\p{L}\\p{N}]{${ICON_TEXT_LENGTH.min},${ICON_TEXT_LENGTH.max}}$`,
  'u',
);

const emailFormat = z.email();

export function isLongitude(text: string): boolean {
  return LONGITUDE_PATTERN.test(text.trim());
}
export function isLatitude(text: string): boolean {
  return LATITUDE_PATTERN.test(text.trim());
}
export function isDigitsOnly(text: string): boolean {
  return DIGITS_ONLY_PATTERN.test(text);
}
export function isDecimal(text: string): boolean {
  return DECIMAL_PATTERN.test(text);
}
export function isNumberBetween(value: number, min: number, max: number): boolean {
  return Number.isFinite(value) && value >= min && value <= max;
}
export function isValidPassword(text: string): boolean {
  return PASSWORD_PATTERN.test(text);
}
export function isPhone(text: string): boolean {
  return PHONE_PATTERN.test(text);
}
export function isEmail(text: string): boolean {
  return emailFormat.safeParse(text).success;
}
export function isIconText(text: string): boolean {
  return ICON_TEXT_PATTERN.test(text);
}
export function isAllowedImageFileName(fileName: string): boolean {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return fileName.includes('.') && (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}
/** Start not after end, and the span within `maxDays` days. */
export function isDateRangeWithin(start: Date, end: Date, maxDays: number): boolean {
  return start.getTime() <= end.getTime() && end.getTime() - start.getTime() <= maxDays * DAY_MS;
}

// ---------------------------------------------------------------------------------------------
// Building blocks

/** A value that is missing is 'cannot be empty'; one of the wrong kind is 'invalid'. */
function missingOrInvalid(issue: { readonly input?: unknown }): ErrorKey {
  const { input } = issue;
  return input === undefined || input === null || input === ''
    ? ERR.VALIDATION_REQUIRED
    : ERR.GENERIC_INVALID_FIELD;
}

const text = () => z.string({ error: missingOrInvalid });
/** Empty stops the checks: 'cannot be empty' says all there is to say. */
const notEmpty = { message: ERR.VALIDATION_REQUIRED, abort: true } as const;
const requiredText = () => text().trim().min(1, notEmpty);
const date = () => z.coerce.date({ error: missingOrInvalid });

function lengthBetween(range: { min: number; max: number }) {
  return requiredText().refine((value) => value.length <= range.max, {
    message: ERR.VALIDATION_LENGTH_BETWEEN,
    params: { min: range.min, max: range.max },
  });
}

/** 'number between {{min}} and {{max}}'. */
export function numberBetweenSchema(min: number, max: number) {
  return z.number({ error: missingOrInvalid }).refine((value) => isNumberBetween(value, min, max), {
    message: ERR.VALIDATION_NUMBER_BETWEEN,
    params: { min, max },
  });
}

/** The same, for a whole number (seconds, metres). */
export function integerBetweenSchema(min: number, max: number) {
  return z
    .number({ error: missingOrInvalid })
    .int(ERR.VALIDATION_INTEGER)
    .refine((value) => isNumberBetween(value, min, max), {
      message: ERR.VALIDATION_NUMBER_BETWEEN,
      params: { min, max },
    });
}

function coordinateSchema(pattern: RegExp, message: ErrorKey) {
  return z
    .union([z.number(), z.string()], { error: missingOrInvalid })
    .transform((value) => String(value).trim())
    .refine((value) => value !== '', notEmpty)
    .refine((value) => pattern.test(value), { message })
    .transform(Number);
}

// ---------------------------------------------------------------------------------------------
// Field schemas (SPEC.md §5)

/** Accepts a number or its text; gives the number. */
export const longitudeSchema = coordinateSchema(LONGITUDE_PATTERN, ERR.VALIDATION_LONGITUDE);
export const latitudeSchema = coordinateSchema(LATITUDE_PATTERN, ERR.VALIDATION_LATITUDE);
export const digitsOnlySchema = requiredText().regex(
  DIGITS_ONLY_PATTERN,
  ERR.VALIDATION_DIGITS_ONLY,
);
export const decimalSchema = requiredText().regex(DECIMAL_PATTERN, ERR.VALIDATION_DECIMAL);
/** Fuel type must be an integer (SPEC.md §5 Number checks). */
export const fuelTypeSchema = z.number({ error: missingOrInvalid }).int(ERR.VALIDATION_INTEGER);

export const passwordSchema = text()
  .min(1, notEmpty)
  .refine(isValidPassword, {
    message: ERR.VALIDATION_PASSWORD,
    params: { min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max },
  });

/** A new password typed twice; the mismatch is reported on the confirmation field. */
export const passwordWithConfirmationSchema = z
  .object({ password: passwordSchema, confirmPassword: text() })
  .refine((value) => value.password === value.confirmPassword, {
    message: ERR.VALIDATION_PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });

export const phoneSchema = requiredText().refine(isPhone, {
  message: ERR.VALIDATION_PHONE,
  params: { max: PHONE_DIGITS.max },
});
export const emailSchema = requiredText().pipe(z.email(ERR.VALIDATION_EMAIL_FORMAT));
/** The login account must not be empty. */
export const accountSchema = requiredText();

/** Login fields (SPEC.md §3); the login language and timezone default as SPEC.md §9 says. */
export const loginSchema = z.object({
  useraccount: accountSchema,
  password: text().min(1, ERR.VALIDATION_REQUIRED),
  language: text().default(LOGIN_DEFAULT_LANGUAGE),
  timezone: z
    .number({ error: missingOrInvalid })
    .int(ERR.VALIDATION_INTEGER)
    .default(LOGIN_DEFAULT_TIMEZONE_MINUTES),
});

// ---------------------------------------------------------------------------------------------
// Reports and track search (SPEC.md §5 Reports)

function dateRangeChecks(maxDays: number) {
  return (value: { start: Date; end: Date }, context: z.RefinementCtx) => {
    if (value.start.getTime() > value.end.getTime()) {
      context.addIssue({ code: 'custom', message: ERR.VALIDATION_START_AFTER_END, path: ['end'] });
    } else if (!isDateRangeWithin(value.start, value.end, maxDays)) {
      context.addIssue({
        code: 'custom',
        message: ERR.VALIDATION_DATE_RANGE_TOO_LONG,
        path: ['end'],
        params: { days: maxDays },
      });
    }
  };
}

export const reportDeviceIdsSchema = z
  .array(requiredText(), { error: missingOrInvalid })
  .min(1, ERR.GENERIC_SELECT_DEVICE)
  .max(MAX_DEVICES_PER_REPORT, ERR.VALIDATION_TOO_MANY_DEVICES);

/** One to 20 devices over at most 31 days, start not after end. */
export const reportQuerySchema = z
  .object({ deviceIds: reportDeviceIdsSchema, start: date(), end: date() })
  .superRefine(dateRangeChecks(MAX_REPORT_RANGE_DAYS));

export const TRACK_SEARCH_MODES = ['time', 'trip', 'speed'] as const;
export type TrackSearchMode = (typeof TRACK_SEARCH_MODES)[number];

/**
 * The longest track search per mode. Search by speed reads raw positions like search by time,
 * so it has the same one-week limit; search by trip reads the stored trips and allows a month.
 */
export const MAX_TRACK_SEARCH_DAYS: Readonly<Record<TrackSearchMode, number>> = {
  time: MAX_TRACK_SEARCH_BY_TIME_DAYS,
  trip: MAX_TRACK_SEARCH_BY_TRIP_DAYS,
  speed: MAX_TRACK_SEARCH_BY_TIME_DAYS,
};

export const trackSearchSchema = z
  .object({
    deviceId: requiredText(),
    mode: z.enum(TRACK_SEARCH_MODES, { error: missingOrInvalid }),
    start: date(),
    end: date(),
  })
  .superRefine((value, context) =>
    dateRangeChecks(MAX_TRACK_SEARCH_DAYS[value.mode])(value, context),
  );

export const customReportNameSchema = lengthBetween(CUSTOM_REPORT_NAME_LENGTH);
export const iconTextSchema = requiredText().refine(isIconText, {
  message: ERR.VALIDATION_ICON_TEXT,
  params: { min: ICON_TEXT_LENGTH.min, max: ICON_TEXT_LENGTH.max },
});

// ---------------------------------------------------------------------------------------------
// Rules (SPEC.md §5 Rules)

export const ruleEmailsSchema = z
  .array(emailSchema, { error: missingOrInvalid })
  .max(MAX_EMAILS_PER_RULE, ERR.VALIDATION_TOO_MANY_EMAILS)
  .superRefine((emails, context) => {
    // Addresses differ only by case in the domain part in practice; compare without case.
    const seen = new Set<string>();
    emails.forEach((email, index) => {
      const normalised = email.toLowerCase();
      if (seen.has(normalised)) {
        context.addIssue({
          code: 'custom',
          message: ERR.VALIDATION_DUPLICATE_EMAIL,
          path: [index],
          params: { email },
        });
      }
      seen.add(normalised);
    });
  });

/** The fields of a report rule that SPEC.md §5 constrains; extend it for the schedule fields. */
export const ruleSchema = z.object({
  name: lengthBetween(RULE_NAME_LENGTH),
  reportType: requiredText(),
  dataScope: z.enum(DATA_SCOPES, { error: missingOrInvalid }),
  emails: ruleEmailsSchema,
  description: text().max(RULE_DESCRIPTION_MAX_LENGTH, ERR.VALIDATION_MAX_LENGTH).default(''),
});

// ---------------------------------------------------------------------------------------------
// POI, geo-fence, video polling (SPEC.md §5)

export const poiSchema = z.object({
  name: requiredText(),
  content: text().max(POI_CONTENT_MAX_LENGTH, ERR.VALIDATION_MAX_LENGTH).default(''),
  rangeMetres: integerBetweenSchema(POI_RANGE_METRES.min, POI_RANGE_METRES.max),
});

export const geoFenceNameSchema = requiredText();

export const videoPollingSecondsSchema = integerBetweenSchema(
  VIDEO_POLLING_SECONDS.min,
  VIDEO_POLLING_SECONDS.max,
);

/** Recorded-video search: device, channel, date and times chosen; end after start. */
export const playbackSearchSchema = z
  .object({
    deviceId: text().trim().min(1, ERR.PLAYBACK_SELECT_DEVICE_DATE_TIME),
    channel: z
      .number({ error: () => ERR.PLAYBACK_SELECT_DEVICE_DATE_TIME })
      .int(ERR.GENERIC_INVALID_FIELD),
    start: z.coerce.date({ error: () => ERR.PLAYBACK_SELECT_DEVICE_DATE_TIME }),
    end: z.coerce.date({ error: () => ERR.PLAYBACK_SELECT_DEVICE_DATE_TIME }),
  })
  .refine((value) => value.end.getTime() > value.start.getTime(), {
    message: ERR.PLAYBACK_END_BEFORE_START,
    path: ['end'],
  });

// ---------------------------------------------------------------------------------------------
// Uploads (SPEC.md §5 Uploads)

export const uploadFileNameSchema = requiredText().max(FILE_NAME_MAX_LENGTH, {
  message: ERR.UPLOAD_NAME_TOO_LONG,
});

/** A picture: jpg, png or jpeg, under 20 MB, with a name of at most 50 characters. */
export const imageUploadSchema = z.object({
  fileName: uploadFileNameSchema.refine(isAllowedImageFileName, {
    message: ERR.UPLOAD_WRONG_FORMAT,
    params: { formats: IMAGE_EXTENSIONS.join(', ') },
  }),
  sizeBytes: z
    .number({ error: missingOrInvalid })
    .int(ERR.GENERIC_INVALID_FIELD)
    .nonnegative(ERR.GENERIC_INVALID_FIELD)
    .refine((size) => size < MAX_IMAGE_BYTES, {
      message: ERR.UPLOAD_TOO_LARGE,
      params: { maxMb: MAX_IMAGE_MEGABYTES },
    }),
});

// ---------------------------------------------------------------------------------------------
// From zod issues to catalogue keys

export interface FieldError {
  /** Dotted path of the field, e.g. "emails.2"; empty for the whole value. */
  readonly field: string;
  readonly code: ErrorKey;
  /**
   * Parameters for the message. `field` is the field's identifier; a client replaces it with
   * the field's translated label before showing 'cannot be empty'.
   */
  readonly params: ErrorParams;
}

function plainParams(source: unknown): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (source === null || typeof source !== 'object') return out;
  for (const [name, value] of Object.entries(source)) {
    if (typeof value === 'string' || typeof value === 'number') out[name] = value;
  }
  return out;
}

/** Every issue of a failed parse as a catalogue key with its parameters. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const params: Record<string, string | number> = { field };
    if (issue.code === 'too_small') params.min = Number(issue.minimum);
    if (issue.code === 'too_big') params.max = Number(issue.maximum);
    if (issue.code === 'custom') Object.assign(params, plainParams(issue.params));
    // Every schema here names its key; a bare zod message can only come from a schema built
    // elsewhere, and is reported as an invalid field rather than shown in English.
    const code: ErrorKey = isErrorKey(issue.message) ? issue.message : ERR.GENERIC_INVALID_FIELD;
    return { field, code, params };
  });
}

/** A request that failed validation: the first problem as the error, all of them listed. */
export class ValidationError extends AppError {
  readonly fieldErrors: readonly FieldError[];

  constructor(fieldErrors: readonly FieldError[]) {
    const first = fieldErrors[0];
    super(first?.code ?? ERR.GENERIC_INVALID_FIELD, 400, first?.params ?? {});
    this.fieldErrors = fieldErrors;
  }
}

/** Parses `input` or throws a ValidationError carrying catalogue keys. */
export function parseOrThrow<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(toFieldErrors(result.error));
  return result.data;
}
