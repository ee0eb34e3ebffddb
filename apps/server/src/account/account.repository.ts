import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { TrackerSummary } from '../device/device.repository';

export interface AccountRow {
  id: string;
  parent_id: string | null;
  account: string;
  nickname: string;
  phone: string;
  email: string;
  password_hash: string;
  level: number;
  expiry: Date | null;
  activated: boolean;
  menu_codes: number[];
  language: string;
  timezone_minutes: number;
  deleted_at: Date | null;
  transfer_password_hash: string | null;
  gps_credit_days: number;
  dvr_credit_days: number;
  device_limit: number | null;
  created_at: Date;
  report_codes: string[];
  app_codes: string[];
}

const ACCOUNT_COLUMNS = [
  'id',
  'parent_id',
  'account',
  'nickname',
  'phone',
  'email',
  'password_hash',
  'level',
  'expiry',
  'activated',
  'menu_codes',
  'language',
  'timezone_minutes',
  'deleted_at',
  'transfer_password_hash',
  'gps_credit_days',
  'dvr_credit_days',
  'device_limit',
  'created_at',
  'report_codes',
  'app_codes',
] as const;
const COLUMN_LIST = sql.raw(ACCOUNT_COLUMNS.join(', '));

export class AccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByLogin(account: string): Promise<AccountRow | undefined> {
    return this.db
      .selectFrom('accounts')
      .select(ACCOUNT_COLUMNS)
      .where(sql<string>`lower(account)`, '=', account.toLowerCase())
      .executeTakeFirst();
  }

  findById(id: string): Promise<AccountRow | undefined> {
    return this.db
      .selectFrom('accounts')
      .select(ACCOUNT_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  count(): Promise<number> {
    return this.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  }

  async insert(values: {
    parentId: string | null;
    account: string;
    nickname: string;
    passwordHash: string;
    level: number;
    menuCodes: number[];
    reportCodes?: string[];
    appCodes?: string[];
    expiry?: Date | null;
    phone?: string;
    email?: string;
    transferPasswordHash?: string | null;
    deviceLimit?: number | null;
    activated?: boolean;
  }): Promise<string> {
    const row = await this.db
      .insertInto('accounts')
      .values({
        parent_id: values.parentId,
        account: values.account,
        nickname: values.nickname,
        password_hash: values.passwordHash,
        transfer_password_hash: values.transferPasswordHash ?? null,
        level: values.level,
        menu_codes: values.menuCodes,
        report_codes: values.reportCodes ?? [],
        app_codes: values.appCodes ?? [],
        expiry: values.expiry ?? null,
        phone: values.phone ?? '',
        email: values.email ?? '',
        device_limit: values.deviceLimit ?? null,
        activated: values.activated ?? true,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * The account and every account below it, parents before children: live ones only, or
   * with `includeDeleted` the deleted ones too (and what lies below them).
   */
  async subtree(rootId: string, options: { includeDeleted?: boolean } = {}): Promise<AccountRow[]> {
    const liveOnly = options.includeDeleted ? sql`` : sql`WHERE c.deleted_at IS NULL`;
    const result = await sql<AccountRow>`
      WITH RECURSIVE tree AS (
        SELECT a.*, 0 AS depth FROM accounts a WHERE a.id = ${rootId}
        UNION ALL
        SELECT c.*, tree.depth + 1 FROM accounts c JOIN tree ON c.parent_id = tree.id
        ${liveOnly}
      )
      SELECT ${COLUMN_LIST} FROM tree ORDER BY depth, id`.execute(this.db);
    return result.rows;
  }

  /** Live devices an account's vehicle permissions let it see. */
  async grantedDevices(accountId: string): Promise<TrackerSummary[]> {
    const rows = await this.db
      .selectFrom('account_device_grants')
      .innerJoin('devices', 'devices.id', 'account_device_grants.device_id')
      .select([
        'devices.id',
        'devices.account_id',
        'devices.group_id',
        'devices.name',
        'devices.imei',
        'devices.sim',
        'devices.device_type',
        'devices.model',
        'devices.protocol',
        'devices.object_type',
        'devices.channels',
        'devices.expiry',
      ])
      .where('account_device_grants.account_id', '=', accountId)
      .where('devices.deleted_at', 'is', null)
      .orderBy('devices.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      accountId: row.account_id,
      groupId: row.group_id,
      name: row.name,
      imei: row.imei,
      sim: row.sim,
      deviceType: row.device_type,
      model: row.model,
      protocol: row.protocol,
      objectType: row.object_type,
      channels: row.channels,
      expiry: row.expiry,
    }));
  }

  /** Whether `descendantId` is `ancestorId` or lies below it. */
  async isInSubtree(ancestorId: string, descendantId: string): Promise<boolean> {
    const result = await sql<{ found: boolean }>`
      WITH RECURSIVE up AS (
        SELECT id, parent_id FROM accounts WHERE id = ${descendantId}
        UNION ALL
        SELECT a.id, a.parent_id FROM accounts a JOIN up ON a.id = up.parent_id
      )
      SELECT EXISTS (SELECT 1 FROM up WHERE id = ${ancestorId}) AS found`.execute(this.db);
    return result.rows[0]?.found === true;
  }
}
