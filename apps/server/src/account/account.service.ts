import { randomBytes } from 'node:crypto';
import { ALL_MENU_CODES, APP_PERMISSIONS, REPORT_PERMISSIONS } from '@convoy/domain';
import type { DeviceRepository, TrackerSummary } from '../device/device.repository';
import type { AccountRepository, AccountRow } from './account.repository';
import { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password';

/** Login result codes of SPEC.md §4. */
export const LoginResult = {
  SUCCESS: 0,
  WRONG_ACCOUNT_OR_PASSWORD: 1,
  NOT_ACTIVATED: 2,
  EXPIRED: 3,
} as const;
export type LoginResultCode = (typeof LoginResult)[keyof typeof LoginResult];

export interface SubAccountSummary {
  id: string;
  parentId: string | null;
  userAccount: string;
  nickName: string;
  level: number;
  expiry: Date | null;
  activated: boolean;
}

/** The session user info of SPEC.md §3 (without the token). */
export interface SessionUserInfo {
  sssid: string;
  userAccount: string;
  nickName: string;
  level: number;
  expiry: Date | null;
  language: string;
  timezone: number;
  menuCodes: number[];
  users: SubAccountSummary[];
  trackers: TrackerSummary[];
  trackerCount: number;
}

export type LoginOutcome =
  | { result: typeof LoginResult.SUCCESS; account: AccountRow }
  | { result: Exclude<LoginResultCode, 0> }
  | { result: 'throttled'; waitSeconds: number };

export class AccountService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly accounts: AccountRepository,
    private readonly devices: DeviceRepository,
    private readonly now: () => number = Date.now,
  ) {
    this.throttle = new LoginThrottle(now);
  }

  /**
   * First start: the top account `admin` (ADMIN_PASSWORD, or a random one returned so the
   * caller can print it once) and, for the demo, `demo` / `demo123` below it.
   */
  async bootstrap(options: {
    adminPassword: string | undefined;
    demo: boolean;
  }): Promise<{ adminCreated: boolean; generatedAdminPassword?: string; demoCreated: boolean }> {
    let adminCreated = false;
    let generatedAdminPassword: string | undefined;
    let admin = await this.accounts.findByLogin('admin');
    if (!admin && (await this.accounts.count()) === 0) {
      const password = options.adminPassword ?? randomBytes(9).toString('base64url').slice(0, 12);
      if (!options.adminPassword) generatedAdminPassword = password;
      const id = await this.accounts.insert({
        parentId: null,
        account: 'admin',
        nickname: 'Administrator',
        passwordHash: await hashPassword(password),
        level: 1,
        menuCodes: [...ALL_MENU_CODES],
        reportCodes: [...REPORT_PERMISSIONS],
        appCodes: [...APP_PERMISSIONS],
      });
      admin = await this.accounts.findById(id);
      adminCreated = true;
    }
    let demoCreated = false;
    if (options.demo && admin && !(await this.accounts.findByLogin('demo'))) {
      await this.accounts.insert({
        parentId: admin.id,
        account: 'demo',
        nickname: 'Demo fleet',
        passwordHash: await hashPassword('demo123'),
        level: 2,
        menuCodes: [...ALL_MENU_CODES],
        reportCodes: [...REPORT_PERMISSIONS],
        appCodes: [...APP_PERMISSIONS],
      });
      demoCreated = true;
    }
    return {
      adminCreated,
      demoCreated,
      ...(generatedAdminPassword ? { generatedAdminPassword } : {}),
    };
  }

  async login(account: string, password: string, address: string): Promise<LoginOutcome> {
    const waitSeconds = this.throttle.waitSeconds(account, address);
    if (waitSeconds > 0) return { result: 'throttled', waitSeconds };
    const row = await this.accounts.findByLogin(account);
    if (!row || row.deleted_at || !(await verifyPassword(password, row.password_hash))) {
      this.throttle.recordFailure(account, address);
      return { result: LoginResult.WRONG_ACCOUNT_OR_PASSWORD };
    }
    this.throttle.recordSuccess(account);
    if (!row.activated) return { result: LoginResult.NOT_ACTIVATED };
    if (row.expiry && row.expiry.getTime() < this.now()) return { result: LoginResult.EXPIRED };
    return { result: LoginResult.SUCCESS, account: row };
  }

  /**
   * Session user info for an account: itself, its live sub-accounts and their devices; for
   * the account's own session (`withGrants`) also the devices its vehicle permissions add.
   */
  async userInfo(
    accountId: string,
    options: { withGrants?: boolean; trackers?: 'all' | 'count' } = {},
  ): Promise<SessionUserInfo | undefined> {
    const tree = await this.accounts.subtree(accountId);
    const self = tree[0];
    if (!self || self.deleted_at) return undefined;
    const treeIds = tree.map((a) => a.id);
    const countOnly = options.trackers === 'count';
    const trackers = countOnly ? [] : await this.devices.listByAccounts(treeIds);
    let trackerCount = countOnly ? await this.devices.countByAccounts(treeIds) : trackers.length;
    if (options.withGrants) {
      const inTree = new Set(treeIds);
      const granted = await this.accounts.grantedDevices(self.id);
      for (const tracker of granted) {
        // A device of the tree is already counted; one granted from outside it is added.
        if (inTree.has(tracker.accountId)) continue;
        trackerCount++;
        if (!countOnly) trackers.push(tracker);
      }
    }
    return {
      sssid: self.id,
      userAccount: self.account,
      nickName: self.nickname,
      level: self.level,
      expiry: self.expiry,
      language: self.language,
      timezone: self.timezone_minutes,
      menuCodes: self.menu_codes,
      users: tree.slice(1).map((a) => ({
        id: a.id,
        parentId: a.parent_id,
        userAccount: a.account,
        nickName: a.nickname,
        level: a.level,
        expiry: a.expiry,
        activated: a.activated,
      })),
      trackers,
      trackerCount,
    };
  }

  /**
   * The ids of a live account and its live sub-accounts, itself first, without reading their
   * devices (a large fleet's session info is tens of thousands of trackers); undefined for a
   * removed account.
   */
  async treeAccountIds(accountId: string): Promise<string[] | undefined> {
    return (await this.treeOf(accountId))?.ids;
  }

  /** As treeAccountIds, with the account's login name. */
  async treeOf(accountId: string): Promise<{ ids: string[]; account: string } | undefined> {
    const tree = await this.accounts.subtree(accountId);
    const self = tree[0];
    if (!self || self.deleted_at) return undefined;
    return { ids: tree.map((a) => a.id), account: self.account };
  }

  isInSubtree(ancestorId: string, descendantId: string): Promise<boolean> {
    return this.accounts.isInSubtree(ancestorId, descendantId);
  }
}
