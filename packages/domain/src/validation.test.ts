import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ERR } from './errors';
import type { ErrorKey } from './errors';
import {
  ValidationError,
  accountSchema,
  customReportNameSchema,
  decimalSchema,
  digitsOnlySchema,
  emailSchema,
  fuelTypeSchema,
  geoFenceNameSchema,
  iconTextSchema,
  imageUploadSchema,
  isDecimal,
  isDigitsOnly,
  isEmail,
  isLatitude,
  isLongitude,
  isPhone,
  isValidPassword,
  latitudeSchema,
  loginSchema,
  longitudeSchema,
  numberBetweenSchema,
  parseOrThrow,
  passwordSchema,
  passwordWithConfirmationSchema,
  phoneSchema,
  playbackSearchSchema,
  poiSchema,
  reportQuerySchema,
  ruleSchema,
  toFieldErrors,
  trackSearchSchema,
  videoPollingSecondsSchema,
} from './validation';

/** The catalogue keys of a parse: [] when it passes. */
function errorKeys(schema: z.ZodType, input: unknown): ErrorKey[] {
  const result = schema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error).map((e) => e.code);
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('predicates (SPEC.md §5)', () => {
  it.each([
    ['0', true],
    ['180', true],
    ['-180', true],
    ['+113.123456', true],
    ['180.000000', true],
    ['180.000001', false],
    ['181', false],
    ['113.1234567', false],
    ['1e2', false],
    ['', false],
    ['-', false],
    ['099', false],
  ])('longitude %s → %s', (text, ok) => expect(isLongitude(text)).toBe(ok));

  it.each([
    ['0', true],
    ['90', true],
    ['-90.0', true],
    ['22.543096', true],
    ['90.1', false],
    ['91', false],
    ['45.1234567', false],
  ])('latitude %s → %s', (text, ok) => expect(isLatitude(text)).toBe(ok));

  it.each([
    ['0123', true],
    ['12a', false],
    ['', false],
    ['1.5', false],
  ])('digits only %s → %s', (text, ok) => expect(isDigitsOnly(text)).toBe(ok));

  it.each([
    ['7.25', true],
    ['15', true],
    ['.5', false],
    ['5.', false],
    ['1.2.3', false],
    ['-1.5', false],
  ])('decimal %s → %s', (text, ok) => expect(isDecimal(text)).toBe(ok));

  it.each([
    ['abcd', true],
    ['1234', true],
    ['Pa$$w0rd_2025!', true],
    ['a_b-c.d@e#f', true],
    ['abc', false],
    ['abcdefghijklmnopq', false],
    ['abcdefghijklmnop', true],
    ['pass word', false],
    ['密码密码', false],
  ])('password %s → %s', (text, ok) => expect(isValidPassword(text)).toBe(ok));

  it.each([
    ['1', true],
    ['8613800138000', true],
    ['1234567890123456', true],
    ['12345678901234567', false],
    ['+8613800138000', false],
    ['', false],
  ])('phone %s → %s', (text, ok) => expect(isPhone(text)).toBe(ok));

  it.each([
    ['ops@example.com', true],
    ['first.last+fleet@mail.example.org', true],
    ['no-at-sign', false],
    ['a@b', false],
    ['', false],
  ])('e-mail %s → %s', (text, ok) => expect(isEmail(text)).toBe(ok));
});

describe('field schemas give catalogue keys', () => {
  it.each<[string, z.ZodType, unknown, ErrorKey[]]>([
    ['longitude as text', longitudeSchema, '113.9', []],
    ['longitude as number', longitudeSchema, -73.985428, []],
    ['longitude out of range', longitudeSchema, '190', [ERR.VALIDATION_LONGITUDE]],
    ['longitude missing', longitudeSchema, undefined, [ERR.VALIDATION_REQUIRED]],
    ['longitude empty', longitudeSchema, ' ', [ERR.VALIDATION_REQUIRED]],
    ['latitude', latitudeSchema, '22.5', []],
    ['latitude out of range', latitudeSchema, 95, [ERR.VALIDATION_LATITUDE]],
    ['digits', digitsOnlySchema, '0042', []],
    ['digits empty', digitsOnlySchema, '', [ERR.VALIDATION_REQUIRED]],
    ['digits with a letter', digitsOnlySchema, '42a', [ERR.VALIDATION_DIGITS_ONLY]],
    ['decimal', decimalSchema, '7.5', []],
    ['decimal with a comma', decimalSchema, '7,5', [ERR.VALIDATION_DECIMAL]],
    ['fuel type integer', fuelTypeSchema, 2, []],
    ['fuel type fraction', fuelTypeSchema, 2.5, [ERR.VALIDATION_INTEGER]],
    ['number between', numberBetweenSchema(1, 3), 2, []],
    ['number below', numberBetweenSchema(1, 3), 0, [ERR.VALIDATION_NUMBER_BETWEEN]],
    ['number not a number', numberBetweenSchema(1, 3), 'two', [ERR.GENERIC_INVALID_FIELD]],
    ['password', passwordSchema, 'secret!', []],
    ['password too short', passwordSchema, 'abc', [ERR.VALIDATION_PASSWORD]],
    ['password empty', passwordSchema, '', [ERR.VALIDATION_REQUIRED]],
    ['phone', phoneSchema, '13800138000', []],
    ['phone with a dash', phoneSchema, '138-0013', [ERR.VALIDATION_PHONE]],
    ['e-mail', emailSchema, 'ops@example.com', []],
    ['e-mail malformed', emailSchema, 'ops@', [ERR.VALIDATION_EMAIL_FORMAT]],
    ['e-mail empty', emailSchema, '', [ERR.VALIDATION_REQUIRED]],
    ['account', accountSchema, 'fleet01', []],
    ['account blank', accountSchema, '   ', [ERR.VALIDATION_REQUIRED]],
    ['account missing', accountSchema, undefined, [ERR.VALIDATION_REQUIRED]],
    ['custom report name 32', customReportNameSchema, 'x'.repeat(32), []],
    [
      'custom report name 33',
      customReportNameSchema,
      'x'.repeat(33),
      [ERR.VALIDATION_LENGTH_BETWEEN],
    ],
    ['custom report name empty', customReportNameSchema, '', [ERR.VALIDATION_REQUIRED]],
    ['icon text', iconTextSchema, 'A1b2C', []],
    ['icon text in Chinese', iconTextSchema, '里程', []],
    ['icon text 6', iconTextSchema, 'ABCDEF', [ERR.VALIDATION_ICON_TEXT]],
    ['icon text with a symbol', iconTextSchema, 'A-1', [ERR.VALIDATION_ICON_TEXT]],
    ['geo-fence name', geoFenceNameSchema, 'Depot', []],
    ['geo-fence name empty', geoFenceNameSchema, '', [ERR.VALIDATION_REQUIRED]],
    ['polling 10', videoPollingSecondsSchema, 10, []],
    ['polling 99999', videoPollingSecondsSchema, 99999, []],
    ['polling 9', videoPollingSecondsSchema, 9, [ERR.VALIDATION_NUMBER_BETWEEN]],
    ['polling 100000', videoPollingSecondsSchema, 100000, [ERR.VALIDATION_NUMBER_BETWEEN]],
    ['polling fraction', videoPollingSecondsSchema, 10.5, [ERR.VALIDATION_INTEGER]],
  ])('%s', (_name, schema, input, keys) => {
    expect(errorKeys(schema, input)).toEqual(keys);
  });
});

describe('passwords typed twice', () => {
  it.each<[string, unknown, ErrorKey[]]>([
    ['matching', { password: 'abcd1234', confirmPassword: 'abcd1234' }, []],
    [
      'different',
      { password: 'abcd1234', confirmPassword: 'abcd1235' },
      [ERR.VALIDATION_PASSWORDS_DO_NOT_MATCH],
    ],
  ])('%s', (_name, input, keys) => {
    expect(errorKeys(passwordWithConfirmationSchema, input)).toEqual(keys);
  });

  it('reports the mismatch on the confirmation field', () => {
    const result = passwordWithConfirmationSchema.safeParse({
      password: 'abcd',
      confirmPassword: 'abce',
    });
    expect(result.success || toFieldErrors(result.error)[0]?.field).toBe('confirmPassword');
  });
});

describe('login fields', () => {
  it('defaults language zh-cn and timezone 480 (SPEC.md §9)', () => {
    expect(loginSchema.parse({ useraccount: 'fleet01', password: 'x' })).toEqual({
      useraccount: 'fleet01',
      password: 'x',
      language: 'zh-cn',
      timezone: 480,
    });
  });
  it('requires account and password', () => {
    expect(errorKeys(loginSchema, {})).toEqual([ERR.VALIDATION_REQUIRED, ERR.VALIDATION_REQUIRED]);
  });
});

describe('report queries (SPEC.md §5 Reports)', () => {
  const ids = (n: number) =>
    Array.from({ length: n }, (_, i) => `86812030000${String(i).padStart(4, '0')}`);
  it.each<[string, unknown, ErrorKey[]]>([
    [
      'one device, one day',
      { deviceIds: ids(1), start: day('2025-05-01'), end: day('2025-05-02') },
      [],
    ],
    [
      '20 devices, 31 days',
      { deviceIds: ids(20), start: day('2025-05-01'), end: day('2025-06-01') },
      [],
    ],
    [
      'no device',
      { deviceIds: [], start: day('2025-05-01'), end: day('2025-05-02') },
      [ERR.GENERIC_SELECT_DEVICE],
    ],
    [
      '21 devices',
      { deviceIds: ids(21), start: day('2025-05-01'), end: day('2025-05-02') },
      [ERR.VALIDATION_TOO_MANY_DEVICES],
    ],
    [
      '32 days',
      { deviceIds: ids(1), start: day('2025-05-01'), end: day('2025-06-02') },
      [ERR.VALIDATION_DATE_RANGE_TOO_LONG],
    ],
    [
      'start after end',
      { deviceIds: ids(1), start: day('2025-05-02'), end: day('2025-05-01') },
      [ERR.VALIDATION_START_AFTER_END],
    ],
    [
      'dates as ISO text',
      { deviceIds: ids(1), start: '2025-05-01T00:00:00Z', end: '2025-05-03T00:00:00Z' },
      [],
    ],
    [
      'a date that is not one',
      { deviceIds: ids(1), start: 'yesterday', end: day('2025-05-01') },
      [ERR.GENERIC_INVALID_FIELD],
    ],
  ])('%s', (_name, input, keys) => {
    expect(errorKeys(reportQuerySchema, input)).toEqual(keys);
  });

  it('gives the limits as parameters', () => {
    const tooMany = reportQuerySchema.safeParse({
      deviceIds: ids(21),
      start: day('2025-05-01'),
      end: day('2025-05-02'),
    });
    expect(tooMany.success || toFieldErrors(tooMany.error)[0]).toMatchObject({
      field: 'deviceIds',
      params: { max: 20 },
    });
    const tooLong = reportQuerySchema.safeParse({
      deviceIds: ids(1),
      start: day('2025-01-01'),
      end: day('2025-03-01'),
    });
    expect(tooLong.success || toFieldErrors(tooLong.error)[0]).toMatchObject({
      field: 'end',
      params: { days: 31 },
    });
  });
});

describe('track search limits (SPEC.md §5 Reports)', () => {
  it.each<[string, string, string, ErrorKey[]]>([
    ['time', '2025-05-01', '2025-05-08', []],
    ['time', '2025-05-01', '2025-05-09', [ERR.VALIDATION_DATE_RANGE_TOO_LONG]],
    ['speed', '2025-05-01', '2025-05-09', [ERR.VALIDATION_DATE_RANGE_TOO_LONG]],
    ['trip', '2025-05-01', '2025-06-01', []],
    ['trip', '2025-05-01', '2025-06-02', [ERR.VALIDATION_DATE_RANGE_TOO_LONG]],
    ['trip', '2025-05-02', '2025-05-01', [ERR.VALIDATION_START_AFTER_END]],
  ])('by %s from %s to %s', (mode, start, end, keys) => {
    expect(
      errorKeys(trackSearchSchema, { deviceId: '1', mode, start: day(start), end: day(end) }),
    ).toEqual(keys);
  });
});

describe('rules (SPEC.md §5 Rules)', () => {
  const rule = (overrides: Record<string, unknown>) => ({
    name: 'Daily mileage',
    reportType: 'mileage',
    dataScope: 'all',
    emails: ['ops@example.com'],
    ...overrides,
  });
  it.each<[string, unknown, ErrorKey[]]>([
    ['a valid rule', rule({}), []],
    ['name of 15', rule({ name: 'x'.repeat(15) }), []],
    ['name of 16', rule({ name: 'x'.repeat(16) }), [ERR.VALIDATION_LENGTH_BETWEEN]],
    ['empty name', rule({ name: '' }), [ERR.VALIDATION_REQUIRED]],
    ['no report type', rule({ reportType: '' }), [ERR.VALIDATION_REQUIRED]],
    ['no data scope', rule({ dataScope: undefined }), [ERR.VALIDATION_REQUIRED]],
    ['unknown data scope', rule({ dataScope: 'everyone' }), [ERR.GENERIC_INVALID_FIELD]],
    ['five e-mails', rule({ emails: ['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io'] }), []],
    [
      'six e-mails',
      rule({ emails: ['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io', 'f@x.io'] }),
      [ERR.VALIDATION_TOO_MANY_EMAILS],
    ],
    [
      'duplicate e-mails, case aside',
      rule({ emails: ['a@x.io', 'A@X.io'] }),
      [ERR.VALIDATION_DUPLICATE_EMAIL],
    ],
    ['a malformed e-mail', rule({ emails: ['a@x.io', 'nope'] }), [ERR.VALIDATION_EMAIL_FORMAT]],
    ['description of 100', rule({ description: 'd'.repeat(100) }), []],
    ['description of 101', rule({ description: 'd'.repeat(101) }), [ERR.VALIDATION_MAX_LENGTH]],
  ])('%s', (_name, input, keys) => {
    expect(errorKeys(ruleSchema, input)).toEqual(keys);
  });

  it('names the duplicate address', () => {
    const result = ruleSchema.safeParse(rule({ emails: ['a@x.io', 'a@x.io'] }));
    expect(result.success || toFieldErrors(result.error)[0]).toMatchObject({
      field: 'emails.1',
      params: { email: 'a@x.io' },
    });
  });
});

describe('POI (SPEC.md §5 POI)', () => {
  it.each<[string, unknown, ErrorKey[]]>([
    ['range 1', { name: 'Depot', rangeMetres: 1 }, []],
    [
      'range 10000 with content of 30',
      { name: 'Depot', rangeMetres: 10000, content: 'c'.repeat(30) },
      [],
    ],
    ['range 0', { name: 'Depot', rangeMetres: 0 }, [ERR.VALIDATION_NUMBER_BETWEEN]],
    ['range 10001', { name: 'Depot', rangeMetres: 10001 }, [ERR.VALIDATION_NUMBER_BETWEEN]],
    ['range missing', { name: 'Depot' }, [ERR.VALIDATION_REQUIRED]],
    [
      'content of 31',
      { name: 'Depot', rangeMetres: 50, content: 'c'.repeat(31) },
      [ERR.VALIDATION_MAX_LENGTH],
    ],
    ['no name', { name: '', rangeMetres: 50 }, [ERR.VALIDATION_REQUIRED]],
  ])('%s', (_name, input, keys) => {
    expect(errorKeys(poiSchema, input)).toEqual(keys);
  });

  it('gives min and max for the range message', () => {
    const result = poiSchema.safeParse({ name: 'Depot', rangeMetres: 0 });
    expect(result.success || toFieldErrors(result.error)[0]?.params).toEqual({
      field: 'rangeMetres',
      min: 1,
      max: 10000,
    });
  });
});

describe('video playback search (SPEC.md §5 Playback)', () => {
  it.each<[string, unknown, ErrorKey[]]>([
    [
      'complete',
      { deviceId: '1', channel: 1, start: day('2025-05-01'), end: day('2025-05-02') },
      [],
    ],
    [
      'end equals start',
      { deviceId: '1', channel: 1, start: day('2025-05-01'), end: day('2025-05-01') },
      [ERR.PLAYBACK_END_BEFORE_START],
    ],
    [
      'no device',
      { deviceId: '', channel: 1, start: day('2025-05-01'), end: day('2025-05-02') },
      [ERR.PLAYBACK_SELECT_DEVICE_DATE_TIME],
    ],
    [
      'no channel',
      { deviceId: '1', start: day('2025-05-01'), end: day('2025-05-02') },
      [ERR.PLAYBACK_SELECT_DEVICE_DATE_TIME],
    ],
  ])('%s', (_name, input, keys) => {
    expect(errorKeys(playbackSearchSchema, input)).toEqual(keys);
  });
});

describe('picture uploads (SPEC.md §5 Uploads)', () => {
  const MB = 1024 * 1024;
  it.each<[string, unknown, ErrorKey[]]>([
    ['a small jpg', { fileName: 'van.jpg', sizeBytes: 100_000 }, []],
    ['a PNG in capitals', { fileName: 'VAN.PNG', sizeBytes: 100_000 }, []],
    ['a jpeg just under 20 MB', { fileName: 'van.jpeg', sizeBytes: 20 * MB - 1 }, []],
    ['exactly 20 MB', { fileName: 'van.jpg', sizeBytes: 20 * MB }, [ERR.UPLOAD_TOO_LARGE]],
    ['a gif', { fileName: 'van.gif', sizeBytes: 1000 }, [ERR.UPLOAD_WRONG_FORMAT]],
    ['no extension', { fileName: 'jpg', sizeBytes: 1000 }, [ERR.UPLOAD_WRONG_FORMAT]],
    ['a 50-character name', { fileName: `${'n'.repeat(46)}.png`, sizeBytes: 1000 }, []],
    [
      'a 51-character name',
      { fileName: `${'n'.repeat(47)}.png`, sizeBytes: 1000 },
      [ERR.UPLOAD_NAME_TOO_LONG],
    ],
  ])('%s', (_name, input, keys) => {
    expect(errorKeys(imageUploadSchema, input)).toEqual(keys);
  });
});

describe('parseOrThrow', () => {
  it('returns the parsed value', () => {
    expect(parseOrThrow(videoPollingSecondsSchema, 30)).toBe(30);
  });
  it('throws a ValidationError with every field error', () => {
    let thrown: unknown;
    try {
      parseOrThrow(ruleSchema, { name: '', reportType: '', dataScope: 'all', emails: [] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    const error = thrown as ValidationError;
    expect(error.httpStatus).toBe(400);
    expect(error.code).toBe(ERR.VALIDATION_REQUIRED);
    expect(error.params).toMatchObject({ field: 'name' });
    expect(error.fieldErrors.map((e) => e.field)).toEqual(['name', 'reportType']);
  });
});
