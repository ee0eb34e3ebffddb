import { z } from 'zod';
import { ERR } from '../errors';
import { APP_PERMISSIONS, DATA_SCOPES, REPORT_PERMISSIONS } from '../permissions';
import { isEmail, isPhone, isValidPassword } from '../validation';
import { PASSWORD_LENGTH, PHONE_DIGITS } from '../constants';

/**
 * Accounts, sub-accounts, credit, permissions, roles, online users and the operation log
 * (SPEC.md §3 Account, §5 Accounts, §6). Field names follow SPEC.md §7 where it names them.
 * Validation messages are error-catalogue keys, so the server answers them translated.
 */

const accountId = z.string().regex(/^\d+$/);
const isoDate = z.iso.datetime({ offset: true });

export const passwordField = z.string().refine(isValidPassword, {
  message: ERR.VALIDATION_PASSWORD,
  params: { min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max },
});
/** Empty clears the phone; otherwise 1-16 digits. */
export const phoneField = z
  .string()
  .trim()
  .refine((value) => value === '' || isPhone(value), {
    message: ERR.VALIDATION_PHONE,
    params: { max: PHONE_DIGITS.max },
  });
/** Empty clears the address; otherwise a valid e-mail address. */
export const emailField = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || isEmail(value), { message: ERR.VALIDATION_EMAIL_FORMAT });
export const loginAccountField = z
  .string()
  .trim()
  .min(1, ERR.VALIDATION_REQUIRED)
  .max(32)
  .regex(/^[\p{L}\p{N}_.@-]+$/u, ERR.GENERIC_INVALID_FIELD);

const menuCodes = z.array(z.number().int().positive()).max(200);
const reportCodes = z.array(z.enum(REPORT_PERMISSIONS)).max(REPORT_PERMISSIONS.length);
const appCodes = z.array(z.enum(APP_PERMISSIONS)).max(APP_PERMISSIONS.length);
/** Query-string booleans arrive as text. */
const queryFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const addUserRequestSchema = z.object({
  useraccount: loginAccountField,
  password: passwordField,
  nickName: z.string().trim().min(1, ERR.VALIDATION_REQUIRED).max(50),
  /** The new account's parent: the caller or an account below it; default the caller. */
  parentId: accountId.optional(),
  /** Must fall within the parent's validity; default the parent's expiry. */
  expiry: isoDate.optional(),
  phone: phoneField.optional(),
  email: emailField.optional(),
  transferPassword: passwordField.optional(),
  /** Default: every code the parent holds. */
  menuCodes: menuCodes.optional(),
  reportCodes: reportCodes.optional(),
  appCodes: appCodes.optional(),
  deviceLimit: z.number().int().min(0).max(1_000_000).nullable().optional(),
  activated: z.boolean().optional(),
});
export type AddUserRequest = z.infer<typeof addUserRequestSchema>;

export const updateUserQuerySchema = z.object({
  /** Default: the caller, who may change its own nickname, phone and e-mail. */
  userId: accountId.optional(),
  nickName: z.string().trim().min(1, ERR.VALIDATION_REQUIRED).max(50).optional(),
  phone: phoneField.optional(),
  email: emailField.optional(),
  /** Set by an ancestor only. Empty: no expiry (only under a parent without one). */
  expiry: z.union([isoDate, z.literal('')]).optional(),
  activated: queryFlag.optional(),
  /** Empty: no limit. */
  deviceLimit: z
    .string()
    .regex(/^\d{0,7}$/)
    .optional(),
  language: z.string().max(16).optional(),
});
export type UpdateUserQuery = z.infer<typeof updateUserQuerySchema>;

export const updateUserPasswordQuerySchema = z.object({
  /** Default: the caller. For a sub-account, oldPassword is the caller's own password. */
  userId: accountId.optional(),
  oldPassword: z.string().min(1, ERR.VALIDATION_REQUIRED).max(64),
  newPassword: passwordField,
});

export const setTransferPasswordRequestSchema = z.object({
  /** The caller's login password. */
  password: z.string().min(1, ERR.VALIDATION_REQUIRED).max(64),
  transferPassword: passwordField,
});

export const CREDIT_KINDS = ['gps', 'dvr'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

export const updateUserCreditQuerySchema = z.object({
  /** The receiving account; its parent gives the credit. */
  userId: accountId,
  kind: z.enum(CREDIT_KINDS),
  /** Device-days moved from the parent to the account. */
  days: z.coerce.number().int().min(1).max(3_650_000),
  /** The caller's transfer password (its login password until one is set). */
  transferPassword: z.string().min(1, ERR.VALIDATION_REQUIRED).max(64),
  note: z.string().max(200).optional(),
});

export const userIdRequestSchema = z.object({ userId: accountId });
export const userIdQuerySchema = z.object({ userId: accountId.optional() });

export const accountDetailSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  userAccount: z.string(),
  nickName: z.string(),
  phone: z.string(),
  email: z.string(),
  level: z.number().int(),
  expiry: z.string().nullable(),
  activated: z.boolean(),
  deleted: z.boolean(),
  deletedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Remaining device-days; the top account is the source of credit (null: unlimited). */
  gpsCreditDays: z.number().int().nullable(),
  dvrCreditDays: z.number().int().nullable(),
  deviceLimit: z.number().int().nullable(),
  deviceCount: z.number().int(),
  hasTransferPassword: z.boolean(),
  menuCodes: z.array(z.number().int()),
  reportCodes: z.array(z.string()),
  appCodes: z.array(z.string()),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

export const getSubUsersQuerySchema = z.object({
  /** Include soft-deleted accounts (to recover or delete completely). */
  includeDeleted: queryFlag.optional(),
});

export const updatePermissionsRequestSchema = z.object({
  userId: accountId,
  menuCodes: menuCodes.optional(),
  reportCodes: reportCodes.optional(),
  appCodes: appCodes.optional(),
  /** Devices the account may see besides its own tree's (vehicle permissions). */
  deviceIds: z.array(accountId).max(10_000).optional(),
});

export const permissionsSchema = z.object({
  userId: z.string(),
  menuCodes: z.array(z.number().int()),
  reportCodes: z.array(z.string()),
  appCodes: z.array(z.string()),
  deviceIds: z.array(z.string()),
  /** What the parent holds: the most this account can be given. */
  available: z.object({
    menuCodes: z.array(z.number().int()),
    reportCodes: z.array(z.string()),
    appCodes: z.array(z.string()),
    devices: z.array(z.object({ id: z.string(), name: z.string(), imei: z.string() })),
  }),
});

export const CREDIT_REASONS = [
  'transferIn',
  'transferOut',
  'deviceAdd',
  'deviceRenew',
  'purgeReturn',
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const creditLedgerQuerySchema = z.object({
  /** Default: the caller's whole tree. */
  userId: accountId.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

export const creditLedgerEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  accountId: z.string(),
  userAccount: z.string(),
  kind: z.enum(CREDIT_KINDS),
  deltaDays: z.number().int(),
  balanceAfter: z.number().int().nullable(),
  reason: z.enum(CREDIT_REASONS),
  counterpartyAccount: z.string().nullable(),
  actorAccount: z.string(),
  deviceImei: z.string().nullable(),
  note: z.string(),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), rows: z.array(item) });

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  dataScope: z.enum(DATA_SCOPES),
  menuCodes: z.array(z.number().int()),
  description: z.string(),
  createdAt: z.string(),
});
export const addRoleRequestSchema = z.object({
  name: z.string().trim().min(1, ERR.VALIDATION_REQUIRED).max(30),
  dataScope: z.enum(DATA_SCOPES),
  menuCodes: menuCodes.default([]),
  description: z.string().max(100).default(''),
});
export const roleIdRequestSchema = z.object({ roleId: accountId });

export const onlineUserSchema = z.object({
  sessionId: z.string(),
  accountId: z.string(),
  userAccount: z.string(),
  nickName: z.string(),
  loginTime: z.string(),
  lastSeen: z.string(),
  address: z.string(),
  userAgent: z.string(),
  current: z.boolean(),
});
export const endSessionRequestSchema = z.object({ sessionId: accountId });

export const operationLogQuerySchema = z.object({
  /** Only this account's actions (within the caller's tree). */
  userId: accountId.optional(),
  action: z.string().max(40).optional(),
  startTime: isoDate.optional(),
  endTime: isoDate.optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
});
export const operationLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorAccount: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  objectName: z.string(),
  detail: z.record(z.string(), z.unknown()),
  address: z.string(),
});

export const recoverPasswordRequestSchema = z.object({
  userAccount: z.string().trim().min(1, ERR.VALIDATION_REQUIRED).max(64),
  language: z.string().max(16).default('en'),
});
export const resetTokenQuerySchema = z.object({ token: z.string().min(10).max(100) });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(10).max(100),
  password: passwordField,
});
