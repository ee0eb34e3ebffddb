import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import {
  type AccountDetail,
  type AddUserRequest,
  AppError,
  assertCanCreateSubAccount,
  assertExpiryWithinParent,
  assertSubsetOfParent,
  type CreditKind,
  ERR,
  type UpdateUserQuery,
} from '@convoy/domain';
import type { Database } from '../db/schema';
import { principalOf } from '../http/auth';
import type { Actor, OperationLog } from '../log/operation-log';
import type { SessionPrincipal, SessionService } from '../session/session.service';
import type { AccountRepository, AccountRow } from './account.repository';
import type { CreditService } from './credit.service';
import { recordCreditChange } from './credit-ledger';
import { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password';

/** Access codes of SPEC.md §2 that the account screens require. */
export const MENU_ACCOUNT_MANAGE = 1000701;
export const MENU_LOG_QUERY = 100090601;
export const MENU_ONLINE_USER = 100090602;

/** The caller of an account operation: its session and the address it calls from. */
export interface Caller {
  principal: SessionPrincipal;
  address: string;
}

export function callerOf(request: FastifyRequest): Caller {
  return { principal: principalOf(request), address: request.ip };
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function toAccountDetail(row: AccountRow, deviceCount: number): AccountDetail {
  const isTop = row.level === 1;
  return {
    id: row.id,
    parentId: row.parent_id,
    userAccount: row.account,
    nickName: row.nickname,
    phone: row.phone,
    email: row.email,
    level: row.level,
    expiry: iso(row.expiry),
    activated: row.activated,
    deleted: row.deleted_at !== null,
    deletedAt: iso(row.deleted_at),
    createdAt: iso(row.created_at) ?? '',
    gpsCreditDays: isTop ? null : row.gps_credit_days,
    dvrCreditDays: isTop ? null : row.dvr_credit_days,
    deviceLimit: row.device_limit,
    deviceCount,
    hasTransferPassword: row.transfer_password_hash !== null,
    menuCodes: row.menu_codes,
    reportCodes: row.report_codes,
    appCodes: row.app_codes,
  };
}

/**
 * The account hierarchy of SPEC.md §5 and §6: sub-accounts up to five levels, each within
 * its parent's validity and permissions. Every operation acts on the caller's own tree only;
 * anything else, existing or not, answers 'permission denied' alike, so that nobody can
 * probe another tree.
 */
export class AccountManagementService {
  /** Slows down guessing of old and transfer passwords, like login. */
  private readonly passwordThrottle: LoginThrottle;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionService,
    private readonly credit: CreditService,
    private readonly log: OperationLog,
    private readonly now: () => number = Date.now,
  ) {
    this.passwordThrottle = new LoginThrottle(now);
  }

  /** The live account behind a session. */
  async callerAccount(caller: Caller): Promise<AccountRow> {
    const row = await this.accounts.findById(caller.principal.accountId);
    if (!row || row.deleted_at) throw new AppError(ERR.GENERIC_UNAUTHORIZED, 401);
    return row;
  }

  requireMenu(account: AccountRow, code: number): void {
    if (!account.menu_codes.includes(code)) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
  }

  /**
   * The account `targetId` if the caller may manage it: the caller itself (when `allowSelf`)
   * or an account below it. Deleted accounts only when `allowDeleted`.
   */
  async requireManaged(
    caller: AccountRow,
    targetId: string,
    options: { allowSelf?: boolean; allowDeleted?: boolean } = {},
  ): Promise<AccountRow> {
    if (targetId === caller.id) {
      if (!options.allowSelf) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
      return caller;
    }
    const target = await this.accounts.findById(targetId);
    if (
      !target ||
      (target.deleted_at && !options.allowDeleted) ||
      !(await this.accounts.isInSubtree(caller.id, target.id))
    ) {
      throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    }
    return target;
  }

  private actor(account: AccountRow, caller: Caller): Actor {
    return { id: account.id, name: account.account, address: caller.address };
  }

  private async checkPassword(
    account: AccountRow,
    password: string,
    hash: string,
    caller: Caller,
    wrong: typeof ERR.ACCOUNT_OLD_PASSWORD_WRONG | typeof ERR.ACCOUNT_TRANSFER_PASSWORD_ERROR,
  ): Promise<void> {
    const key = `${wrong}:${account.id}`;
    const wait = this.passwordThrottle.waitSeconds(key, caller.address);
    if (wait > 0) throw new AppError(ERR.GENERIC_TOO_MANY_ATTEMPTS, 429, { seconds: wait });
    if (!(await verifyPassword(password, hash))) {
      this.passwordThrottle.recordFailure(key, caller.address);
      throw new AppError(wrong, 400);
    }
    this.passwordThrottle.recordSuccess(key);
  }

  async addUser(caller: Caller, input: AddUserRequest): Promise<string> {
    const self = await this.callerAccount(caller);
    this.requireMenu(self, MENU_ACCOUNT_MANAGE);
    const parent = await this.requireManaged(self, input.parentId ?? self.id, { allowSelf: true });
    assertCanCreateSubAccount(parent.level);
    const expiry = input.expiry ? new Date(input.expiry) : parent.expiry;
    if (expiry) assertExpiryWithinParent(expiry, parent.expiry);
    const menuCodes = input.menuCodes ?? parent.menu_codes;
    const reportCodes = input.reportCodes ?? parent.report_codes;
    const appCodes = input.appCodes ?? parent.app_codes;
    assertSubsetOfParent(menuCodes, parent.menu_codes);
    assertSubsetOfParent(reportCodes, parent.report_codes);
    assertSubsetOfParent(appCodes, parent.app_codes);
    if (await this.accounts.findByLogin(input.useraccount)) {
      throw new AppError(ERR.ACCOUNT_EXISTS, 409);
    }
    const [passwordHash, transferPasswordHash] = await Promise.all([
      hashPassword(input.password),
      input.transferPassword ? hashPassword(input.transferPassword) : Promise.resolve(null),
    ]);
    let id: string;
    try {
      id = await this.accounts.insert({
        parentId: parent.id,
        account: input.useraccount,
        nickname: input.nickName,
        passwordHash,
        transferPasswordHash,
        level: parent.level + 1,
        menuCodes: [...new Set(menuCodes)],
        reportCodes: [...new Set(reportCodes)],
        appCodes: [...new Set(appCodes)],
        expiry,
        phone: input.phone ?? '',
        email: input.email ?? '',
        deviceLimit: input.deviceLimit ?? null,
        activated: input.activated ?? true,
      });
    } catch (error) {
      // Two requests for the same name at once: the unique index decides.
      if ((error as { code?: string }).code === '23505') {
        throw new AppError(ERR.ACCOUNT_EXISTS, 409);
      }
      throw error;
    }
    await this.log.record(
      this.actor(self, caller),
      'addUser',
      { type: 'account', id, name: input.useraccount },
      { parent: parent.account, level: parent.level + 1 },
    );
    return id;
  }

  async updateUser(caller: Caller, input: UpdateUserQuery): Promise<AccountDetail> {
    const self = await this.callerAccount(caller);
    const target = await this.requireManaged(self, input.userId ?? self.id, { allowSelf: true });
    const isSelf = target.id === self.id;
    const ancestorOnly =
      input.expiry !== undefined ||
      input.activated !== undefined ||
      input.deviceLimit !== undefined;
    // An account edits its own contact details; validity, activation and limits come from above.
    if (isSelf && ancestorOnly) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    if (!isSelf) this.requireMenu(self, MENU_ACCOUNT_MANAGE);

    const changes: Partial<{
      nickname: string;
      phone: string;
      email: string;
      language: string;
      expiry: Date | null;
      activated: boolean;
      device_limit: number | null;
    }> = {};
    if (input.nickName !== undefined) changes.nickname = input.nickName;
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.email !== undefined) changes.email = input.email;
    if (input.language !== undefined) changes.language = input.language;
    if (input.activated !== undefined) changes.activated = input.activated;
    if (input.deviceLimit !== undefined) {
      changes.device_limit = input.deviceLimit === '' ? null : Number(input.deviceLimit);
    }
    let clampBelow: Date | undefined;
    if (input.expiry !== undefined) {
      const parent = target.parent_id ? await this.accounts.findById(target.parent_id) : undefined;
      const parentExpiry = parent?.expiry ?? null;
      if (input.expiry === '') {
        if (parentExpiry) throw new AppError(ERR.ACCOUNT_EXPIRY_OUT_OF_RANGE, 400);
        changes.expiry = null;
      } else {
        const expiry = new Date(input.expiry);
        assertExpiryWithinParent(expiry, parentExpiry);
        changes.expiry = expiry;
        clampBelow = expiry;
      }
    }
    if (Object.keys(changes).length > 0) {
      await this.db.transaction().execute(async (trx) => {
        await trx.updateTable('accounts').set(changes).where('id', '=', target.id).execute();
        const expiry = clampBelow;
        if (expiry) {
          // Sub-accounts stay within the new validity.
          const below = (await this.accounts.subtree(target.id, { includeDeleted: true })).slice(1);
          const ids = below
            .filter((a) => a.expiry === null || new Date(a.expiry) > expiry)
            .map((a) => a.id);
          if (ids.length > 0) {
            await trx.updateTable('accounts').set({ expiry }).where('id', 'in', ids).execute();
          }
        }
      });
      if (changes.activated === false) await this.sessions.endAllOf(target.id);
      await this.log.record(
        this.actor(self, caller),
        'updateUser',
        { type: 'account', id: target.id, name: target.account },
        { fields: Object.keys(changes) },
      );
    }
    return this.detail(caller, target.id);
  }

  /**
   * Own password: the old one is required. A sub-account's: the caller confirms with its own
   * password. Every other session of the account ends.
   */
  async updatePassword(
    caller: Caller,
    input: { userId?: string | undefined; oldPassword: string; newPassword: string },
  ): Promise<void> {
    const self = await this.callerAccount(caller);
    const target = await this.requireManaged(self, input.userId ?? self.id, { allowSelf: true });
    const isSelf = target.id === self.id;
    if (!isSelf) this.requireMenu(self, MENU_ACCOUNT_MANAGE);
    await this.checkPassword(
      self,
      input.oldPassword,
      self.password_hash,
      caller,
      ERR.ACCOUNT_OLD_PASSWORD_WRONG,
    );
    await this.db
      .updateTable('accounts')
      .set({ password_hash: await hashPassword(input.newPassword) })
      .where('id', '=', target.id)
      .execute();
    await this.sessions.endAllOf(target.id, isSelf ? caller.principal.tokenHash : undefined);
    await this.log.record(this.actor(self, caller), 'updatePassword', {
      type: 'account',
      id: target.id,
      name: target.account,
    });
  }

  async setTransferPassword(
    caller: Caller,
    input: { password: string; transferPassword: string },
  ): Promise<void> {
    const self = await this.callerAccount(caller);
    await this.checkPassword(
      self,
      input.password,
      self.password_hash,
      caller,
      ERR.ACCOUNT_OLD_PASSWORD_WRONG,
    );
    await this.db
      .updateTable('accounts')
      .set({ transfer_password_hash: await hashPassword(input.transferPassword) })
      .where('id', '=', self.id)
      .execute();
    await this.log.record(this.actor(self, caller), 'setTransferPassword', {
      type: 'account',
      id: self.id,
      name: self.account,
    });
  }

  /**
   * Credit from the parent of `userId` to it, guarded by the caller's transfer password
   * (its login password until it sets one). The caller is that parent or above it.
   */
  async transferCredit(
    caller: Caller,
    input: {
      userId: string;
      kind: CreditKind;
      days: number;
      transferPassword: string;
      note?: string | undefined;
    },
  ): Promise<AccountDetail> {
    const self = await this.callerAccount(caller);
    this.requireMenu(self, MENU_ACCOUNT_MANAGE);
    const target = await this.requireManaged(self, input.userId);
    await this.checkPassword(
      self,
      input.transferPassword,
      self.transfer_password_hash ?? self.password_hash,
      caller,
      ERR.ACCOUNT_TRANSFER_PASSWORD_ERROR,
    );
    const result = await this.credit.transferFromParent({
      actor: { id: self.id, name: self.account },
      toId: target.id,
      kind: input.kind,
      days: input.days,
      note: input.note,
    });
    await this.log.record(
      this.actor(self, caller),
      'transferCredit',
      { type: 'account', id: target.id, name: target.account },
      { kind: input.kind, days: input.days, balance: result.balance },
    );
    return this.detail(caller, target.id);
  }

  private async deviceCounts(accountIds: readonly string[]): Promise<Map<string, number>> {
    if (accountIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('devices')
      .select(['account_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('account_id', 'in', accountIds)
      .where('deleted_at', 'is', null)
      .groupBy('account_id')
      .execute();
    return new Map(rows.map((row) => [row.account_id, Number(row.n)]));
  }

  /** The caller and every account below it, parents first; deleted ones on request. */
  async list(caller: Caller, includeDeleted: boolean): Promise<AccountDetail[]> {
    const self = await this.callerAccount(caller);
    const tree = await this.accounts.subtree(self.id, { includeDeleted });
    const counts = await this.deviceCounts(tree.map((a) => a.id));
    return tree.map((row) => toAccountDetail(row, counts.get(row.id) ?? 0));
  }

  async detail(caller: Caller, userId: string | undefined): Promise<AccountDetail> {
    const self = await this.callerAccount(caller);
    const target = await this.requireManaged(self, userId ?? self.id, {
      allowSelf: true,
      allowDeleted: true,
    });
    const counts = await this.deviceCounts([target.id]);
    return toAccountDetail(target, counts.get(target.id) ?? 0);
  }

  /**
   * Soft delete: the account can no longer log in and its sessions end. Its devices stay
   * with it, hidden from every list, and come back when it is recovered.
   */
  async deleteUser(caller: Caller, userId: string): Promise<void> {
    const self = await this.callerAccount(caller);
    this.requireMenu(self, MENU_ACCOUNT_MANAGE);
    const target = await this.requireManaged(self, userId);
    const live = await this.db
      .selectFrom('accounts')
      .select('id')
      .where('parent_id', '=', target.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (live) throw new AppError(ERR.ACCOUNT_HAS_SUB_ACCOUNTS, 409);
    await this.db
      .updateTable('accounts')
      .set({ deleted_at: new Date(this.now()) })
      .where('id', '=', target.id)
      .execute();
    await this.sessions.endAllOf(target.id);
    await this.log.record(this.actor(self, caller), 'deleteUser', {
      type: 'account',
      id: target.id,
      name: target.account,
    });
  }

  async recoverUser(caller: Caller, userId: string): Promise<void> {
    const self = await this.callerAccount(caller);
    this.requireMenu(self, MENU_ACCOUNT_MANAGE);
    const target = await this.requireManaged(self, userId, { allowDeleted: true });
    if (!target.deleted_at) throw new AppError(ERR.ACCOUNT_NOT_DELETED, 400);
    const parent = target.parent_id ? await this.accounts.findById(target.parent_id) : undefined;
    // Under a deleted parent it would be out of everyone's reach: the parent comes back first.
    if (!parent || parent.deleted_at) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    await this.db
      .updateTable('accounts')
      .set({ deleted_at: null })
      .where('id', '=', target.id)
      .execute();
    await this.log.record(this.actor(self, caller), 'recoverUser', {
      type: 'account',
      id: target.id,
      name: target.account,
    });
  }

  /**
   * Delete completely: only a deleted account without sub-accounts. Its devices (with their
   * history) and its remaining credit go to its parent; its groups, roles, settings and
   * sessions go with it. The ledger and the operation log keep its name.
   */
  async purgeUser(caller: Caller, userId: string): Promise<void> {
    const self = await this.callerAccount(caller);
    this.requireMenu(self, MENU_ACCOUNT_MANAGE);
    const target = await this.requireManaged(self, userId, { allowDeleted: true });
    if (!target.deleted_at) throw new AppError(ERR.ACCOUNT_NOT_DELETED, 400);
    const child = await this.db
      .selectFrom('accounts')
      .select('id')
      .where('parent_id', '=', target.id)
      .executeTakeFirst();
    if (child) throw new AppError(ERR.ACCOUNT_HAS_SUB_ACCOUNTS, 409);
    const parentId = target.parent_id;
    if (!parentId) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);

    await this.db.transaction().execute(async (trx) => {
      const parent = await trx
        .selectFrom('accounts')
        .select(['id', 'account', 'level', 'gps_credit_days', 'dvr_credit_days'])
        .where('id', '=', parentId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const gone = await trx
        .selectFrom('accounts')
        .select(['id', 'account', 'gps_credit_days', 'dvr_credit_days'])
        .where('id', '=', target.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      for (const kind of ['gps', 'dvr'] as const) {
        const days = kind === 'gps' ? gone.gps_credit_days : gone.dvr_credit_days;
        if (days <= 0) continue;
        const before = kind === 'gps' ? parent.gps_credit_days : parent.dvr_credit_days;
        const parentAfter = parent.level > 1 ? before + days : null;
        if (parentAfter !== null) {
          await trx
            .updateTable('accounts')
            .set(
              kind === 'gps' ? { gps_credit_days: parentAfter } : { dvr_credit_days: parentAfter },
            )
            .where('id', '=', parent.id)
            .execute();
        }
        const actor = { id: self.id, name: self.account };
        await this.creditRow(trx, gone, kind, -days, 0, parent, actor);
        await this.creditRow(trx, parent, kind, days, parentAfter, gone, actor);
      }
      const moved = await trx
        .updateTable('devices')
        .set({ account_id: parent.id, group_id: null })
        .where('account_id', '=', target.id)
        .returning(['id'])
        .execute();
      await trx.deleteFrom('device_groups').where('account_id', '=', target.id).execute();
      // Commands it sent stay in the command log, under the parent.
      const commandLog = await sql<{
        name: string | null;
      }>`SELECT to_regclass('command_log')::text AS name`.execute(trx);
      if (commandLog.rows[0]?.name) {
        await sql`UPDATE command_log SET account_id = ${parent.id} WHERE account_id = ${target.id}`.execute(
          trx,
        );
      }
      await trx.deleteFrom('accounts').where('id', '=', target.id).execute();
      await this.log.record(
        this.actor(self, caller),
        'purgeUser',
        { type: 'account', id: target.id, name: target.account },
        { devicesMovedTo: parent.account, devices: moved.length },
        trx,
      );
    });
  }

  private async creditRow(
    trx: Kysely<Database>,
    account: { id: string; account: string },
    kind: CreditKind,
    deltaDays: number,
    balanceAfter: number | null,
    counterparty: { id: string; account: string },
    actor: { id: string; name: string },
  ): Promise<void> {
    await recordCreditChange(trx, {
      account,
      kind,
      deltaDays,
      balanceAfter,
      reason: 'purgeReturn',
      counterparty,
      actor,
    });
  }

  /** What a sub-account holds and what its parent could give it. */
  async permissions(caller: Caller, userId: string) {
    const self = await this.callerAccount(caller);
    this.requireMenu(self, MENU_ACCOUNT_MANAGE);
    const target = await this.requireManaged(self, userId);
    const parent = await this.accounts.findById(target.parent_id ?? '');
    if (!parent) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    const grants = await this.db
      .selectFrom('account_device_grants')
      .select('device_id')
      .where('account_id', '=', target.id)
      .execute();
    return {
      userId: target.id,
      menuCodes: target.menu_codes,
      reportCodes: target.report_codes,
      appCodes: target.app_codes,
      deviceIds: grants.map((g) => g.device_id),
      available: {
        menuCodes: parent.menu_codes,
        reportCodes: parent.report_codes,
        appCodes: parent.app_codes,
        devices: await this.grantableDevices(self),
      },
    };
  }

  /** Devices the caller can hand out: those of its own live tree. */
  private async grantableDevices(self: AccountRow) {
    const tree = await this.accounts.subtree(self.id);
    const rows = await this.db
      .selectFrom('devices')
      .select(['id', 'name', 'imei'])
      .where(
        'account_id',
        'in',
        tree.map((a) => a.id),
      )
      .where('deleted_at', 'is', null)
      .orderBy('name')
      .execute();
    return rows;
  }

  /**
   * Menu, report and app permissions of a sub-account, each within its parent's; what the
   * account loses, its own sub-accounts lose too. Vehicle permissions: devices of the
   * caller's tree the account may see.
   */
  async updatePermissions(
    caller: Caller,
    input: {
      userId: string;
      menuCodes?: number[] | undefined;
      reportCodes?: string[] | undefined;
      appCodes?: string[] | undefined;
      deviceIds?: string[] | undefined;
    },
  ): Promise<void> {
    const self = await this.callerAccount(caller);
    this.requireMenu(self, MENU_ACCOUNT_MANAGE);
    const target = await this.requireManaged(self, input.userId);
    const parent = await this.accounts.findById(target.parent_id ?? '');
    if (!parent) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    if (input.menuCodes) assertSubsetOfParent(input.menuCodes, parent.menu_codes);
    if (input.reportCodes) assertSubsetOfParent(input.reportCodes, parent.report_codes);
    if (input.appCodes) assertSubsetOfParent(input.appCodes, parent.app_codes);
    if (input.deviceIds) {
      const grantable = new Set((await this.grantableDevices(self)).map((d) => d.id));
      assertSubsetOfParent(input.deviceIds, grantable);
    }
    const subtree = await this.accounts.subtree(target.id, { includeDeleted: true });
    const menu = input.menuCodes ? new Set(input.menuCodes) : null;
    const reports = input.reportCodes ? new Set(input.reportCodes) : null;
    const apps = input.appCodes ? new Set(input.appCodes) : null;
    await this.db.transaction().execute(async (trx) => {
      for (const account of subtree) {
        const isTarget = account.id === target.id;
        const next = {
          menu_codes: menu
            ? isTarget
              ? [...menu]
              : account.menu_codes.filter((c) => menu.has(c))
            : account.menu_codes,
          report_codes: reports
            ? isTarget
              ? [...reports]
              : account.report_codes.filter((c) => reports.has(c))
            : account.report_codes,
          app_codes: apps
            ? isTarget
              ? [...apps]
              : account.app_codes.filter((c) => apps.has(c))
            : account.app_codes,
        };
        await trx.updateTable('accounts').set(next).where('id', '=', account.id).execute();
      }
      if (input.deviceIds) {
        await trx.deleteFrom('account_device_grants').where('account_id', '=', target.id).execute();
        const unique = [...new Set(input.deviceIds)];
        if (unique.length > 0) {
          await trx
            .insertInto('account_device_grants')
            .values(
              unique.map((deviceId) => ({
                account_id: target.id,
                device_id: deviceId,
                granted_by: self.id,
              })),
            )
            .execute();
        }
      }
    });
    await this.log.record(
      this.actor(self, caller),
      'updatePermissions',
      { type: 'account', id: target.id, name: target.account },
      {
        ...(input.menuCodes ? { menuCodes: input.menuCodes.length } : {}),
        ...(input.reportCodes ? { reportCodes: input.reportCodes.length } : {}),
        ...(input.appCodes ? { appCodes: input.appCodes.length } : {}),
        ...(input.deviceIds ? { devices: input.deviceIds.length } : {}),
      },
    );
  }

  /** The credit ledger of one account of the caller's tree, or of the whole tree. */
  async ledger(caller: Caller, userId: string | undefined, page: number, pageSize: number) {
    const self = await this.callerAccount(caller);
    let ids: string[];
    if (userId) {
      ids = [(await this.requireManaged(self, userId, { allowSelf: true, allowDeleted: true })).id];
    } else {
      ids = (await this.accounts.subtree(self.id, { includeDeleted: true })).map((a) => a.id);
    }
    return this.credit.ledger(ids, page, pageSize);
  }

  /** Ids of the caller's tree (deleted accounts included), for the logs and online users. */
  async treeIds(caller: Caller, userId: string | undefined): Promise<string[]> {
    const self = await this.callerAccount(caller);
    if (userId) {
      return [
        (await this.requireManaged(self, userId, { allowSelf: true, allowDeleted: true })).id,
      ];
    }
    return (await this.accounts.subtree(self.id, { includeDeleted: true })).map((a) => a.id);
  }

  /** Account names by id, for lists that show who. */
  async names(ids: readonly string[]): Promise<Map<string, { account: string; nickname: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('accounts')
      .select(['id', 'account', 'nickname'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((r) => [r.id, { account: r.account, nickname: r.nickname }]));
  }

  logOperation(
    caller: Caller,
    self: AccountRow,
    action: string,
    object: { type: string; id?: string; name?: string },
    detail?: Record<string, unknown>,
  ): Promise<void> {
    return this.log.record(this.actor(self, caller), action, object, detail);
  }
}
