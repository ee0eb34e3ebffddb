import type { Kysely } from 'kysely';
import type { SettingGroup } from '@convoy/domain';
import type { Database } from '../db/schema';

/** One JSON value per account and settings group (table `settings`). */
export class SettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async readAll(accountId: string): Promise<Partial<Record<string, unknown>>> {
    const rows = await this.db
      .selectFrom('settings')
      .select(['group_name', 'value'])
      .where('account_id', '=', accountId)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.group_name, row.value]));
  }

  async save(
    accountId: string,
    group: SettingGroup,
    value: Record<string, unknown>,
  ): Promise<void> {
    const json = JSON.stringify(value);
    await this.db
      .insertInto('settings')
      .values({ account_id: accountId, group_name: group, value: json })
      .onConflict((conflict) =>
        conflict
          .columns(['account_id', 'group_name'])
          .doUpdateSet({ value: json, updated_at: new Date() }),
      )
      .execute();
  }
}
