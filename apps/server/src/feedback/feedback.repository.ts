import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface FeedbackRow {
  id: string;
  accountId: string;
  userAccount: string;
  content: string;
  contact: string;
  createdAt: Date;
}

export class FeedbackRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(accountId: string, content: string, contact: string): Promise<string> {
    const row = await this.db
      .insertInto('feedback')
      .values({ account_id: accountId, content, contact })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Newest first, with the sender's login account. */
  async list(limit: number): Promise<FeedbackRow[]> {
    const rows = await this.db
      .selectFrom('feedback')
      .innerJoin('accounts', 'accounts.id', 'feedback.account_id')
      .select([
        'feedback.id',
        'feedback.account_id',
        'accounts.account',
        'feedback.content',
        'feedback.contact',
        'feedback.created_at',
      ])
      .orderBy('feedback.created_at', 'desc')
      .orderBy('feedback.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      accountId: row.account_id,
      userAccount: row.account,
      content: row.content,
      contact: row.contact,
      createdAt: row.created_at,
    }));
  }

  /** The top account has no parent. */
  async isTopAccount(accountId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('accounts')
      .select('parent_id')
      .where('id', '=', accountId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined && row.parent_id === null;
  }
}
