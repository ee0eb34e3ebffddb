import { z } from 'zod';

/** Login fields of SPEC.md §3; language zh-cn and timezone 480 are the defaults of §9. */
export const loginRequestSchema = z.object({
  useraccount: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(64),
  language: z.string().max(16).default('zh-cn'),
  timezone: z.coerce.number().int().min(-720).max(840).default(480),
  trackers: z.enum(['all', 'count']).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const subAccountSummarySchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  userAccount: z.string(),
  nickName: z.string(),
  level: z.number().int(),
  expiry: z.string().nullable(),
  activated: z.boolean(),
});

export const trackerSummarySchema = z.object({
  id: z.string(),
  accountId: z.string(),
  groupId: z.string().nullable(),
  name: z.string(),
  imei: z.string(),
  sim: z.string(),
  deviceType: z.enum(['gps', 'dvr']),
  model: z.string(),
  protocol: z.string(),
  objectType: z.string(),
  channels: z.number().int(),
  expiry: z.string().nullable(),
});

/** Session user info of SPEC.md §3: sssid is the account id. */
export const sessionUserInfoSchema = z.object({
  sssid: z.string(),
  userAccount: z.string(),
  nickName: z.string(),
  level: z.number().int(),
  expiry: z.string().nullable(),
  language: z.string(),
  timezone: z.number().int(),
  menuCodes: z.array(z.number().int()),
  users: z.array(subAccountSummarySchema),
  trackers: z.array(trackerSummarySchema),
  /** How many devices the account sees, also when `trackers` was asked as a count only. */
  trackerCount: z.number().int(),
});
export type SessionUserInfoDto = z.infer<typeof sessionUserInfoSchema>;

export const loginValueSchema = sessionUserInfoSchema.extend({ userToken: z.string() });
export type LoginValue = z.infer<typeof loginValueSchema>;

/**
 * `trackers=count` leaves the device list out of the session info and gives only its
 * size: a screen that has no use for a fleet of tens of thousands of records does not wait
 * for them. The default, `all`, is the full session user info of SPEC.md §3.
 */
export const sessionInfoQuerySchema = z.object({
  trackers: z.enum(['all', 'count']).default('all'),
});

export const getSimpleUserQuerySchema = z.object({
  /** The account whose tree is read (SPEC.md §7 spells it sAccouont); default the caller. */
  sAccouont: z.string().regex(/^\d+$/).optional(),
});

export const simpleUserValueSchema = z.object({
  trackers: z.array(trackerSummarySchema),
  users: z.array(subAccountSummarySchema),
});
