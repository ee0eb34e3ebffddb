import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

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
] as const;

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
    expiry?: Date | null;
    phone?: string;
    email?: string;
  }): Promise<string> {
    const row = await this.db
      .insertInto('accounts')
      .values({
        parent_id: values.parentId,
        account: values.account,
        nickname: values.nickname,
        password_hash: values.passwordHash,
        transfer_password_hash: null,
        level: values.level,
        menu_codes: values.menuCodes,
        expiry: values.expiry ?? null,
        phone: values.phone ?? '',
        email: values.email ?? '',
        device_limit: null,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The account and every live account below it, parents before children. */
  async subtree(rootId: string): Promise<AccountRow[]> {
    const result = await sql<AccountRow>`
      WITH RECURSIVE tree AS (
        SELECT a.*, 0 AS depth FROM accounts a WHERE a.id = ${rootId}
        UNION ALL
        SELECT c.*, tree.depth + 1 FROM accounts c JOIN tree ON c.parent_id = tree.id
        WHERE c.deleted_at IS NULL
      )
      SELECT id, parent_id, account, nickname, phone, email, password_hash, level, expiry,
             activated, menu_codes, language, timezone_minutes, deleted_at
      FROM tree ORDER BY depth, id`.execute(this.db);
    return result.rows;
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
