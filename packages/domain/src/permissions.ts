/**
 * Roles and permissions (SPEC.md §6): hierarchical accounts, per-account permission sets and
 * the data scopes of rule management.
 */
import { ACCOUNT_MAX_LEVEL } from './constants';
import { AppError, ERR } from './errors';

/** The permission sets every account holds. */
export const PERMISSION_SET_KINDS = ['vehicle', 'menu', 'report', 'app'] as const;
export type PermissionSetKind = (typeof PERMISSION_SET_KINDS)[number];

/** Which data a role sees in rule management. */
export const DATA_SCOPES = [
  'all',
  'custom',
  'ownDepartment',
  'departmentAndBelow',
  'personalOnly',
] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

/** The codes of `child` that `parent` does not hold, in the child's order. */
export function codesMissingFromParent<Code>(
  child: Iterable<Code>,
  parent: Iterable<Code>,
): Code[] {
  const held = new Set(parent);
  return [...child].filter((code) => !held.has(code));
}

export function isSubsetOfParent<Code>(child: Iterable<Code>, parent: Iterable<Code>): boolean {
  return codesMissingFromParent(child, parent).length === 0;
}

/**
 * A parent can hand a sub-account only what it holds itself: menu codes, report types,
 * vehicles, app functions. Throws 'permission denied' naming the codes that are not its own.
 */
export function assertSubsetOfParent<Code extends string | number>(
  child: Iterable<Code>,
  parent: Iterable<Code>,
): void {
  const missing = codesMissingFromParent(child, parent);
  if (missing.length > 0) {
    throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403, { codes: missing.join(',') });
  }
}

/** A main account is level 1; an account at the deepest level cannot create sub-accounts. */
export function canCreateSubAccount(parentLevel: number): boolean {
  return parentLevel < ACCOUNT_MAX_LEVEL;
}

export function assertCanCreateSubAccount(parentLevel: number): void {
  if (!canCreateSubAccount(parentLevel)) {
    throw new AppError(ERR.ACCOUNT_LEVEL_LIMIT, 403, { max: ACCOUNT_MAX_LEVEL });
  }
}

/**
 * A sub-account's expiry must fall within its parent's: not later than the parent's expiry.
 * A parent without expiry (null) allows any date.
 */
export function isExpiryWithinParent(childExpiry: Date, parentExpiry: Date | null): boolean {
  return parentExpiry === null || childExpiry.getTime() <= parentExpiry.getTime();
}

export function assertExpiryWithinParent(childExpiry: Date, parentExpiry: Date | null): void {
  if (!isExpiryWithinParent(childExpiry, parentExpiry)) {
    throw new AppError(ERR.ACCOUNT_EXPIRY_OUT_OF_RANGE, 400);
  }
}

/** Report types an account may open (SPEC.md §2 Statistical reports): its report permissions. */
export const REPORT_PERMISSIONS = [
  'basic',
  'speed',
  'mileage',
  'trip',
  'stop',
  'event',
  'history',
  'track',
  'fence',
  'areaInOut',
  'sensor',
  'fuel',
  'obdFuel',
  'temperatureHumidity',
  'forwardReverse',
  'tirePressure',
  'alarm',
  'ioAlarm',
  'activeSafety',
  'driver',
  'vehicleCheck',
  'identification',
  'mail',
] as const;
export type ReportPermission = (typeof REPORT_PERMISSIONS)[number];

/** Functions of the mobile app an account may use: its app permissions. */
export const APP_PERMISSIONS = [
  'monitor',
  'track',
  'video',
  'alarm',
  'command',
  'report',
  'fence',
] as const;
export type AppPermission = (typeof APP_PERMISSIONS)[number];
