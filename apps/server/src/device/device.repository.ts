import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface TrackerSummary {
  id: string;
  accountId: string;
  groupId: string | null;
  name: string;
  imei: string;
  sim: string;
  deviceType: 'gps' | 'dvr';
  model: string;
  protocol: string;
  objectType: string;
  channels: number;
  expiry: Date | null;
}

export class DeviceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Live devices owned by any of the given accounts. */
  /** How many live devices the accounts own. */
  async countByAccounts(accountIds: readonly string[]): Promise<number> {
    if (accountIds.length === 0) return 0;
    const row = await this.db
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', 'in', accountIds)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async listByAccounts(accountIds: readonly string[]): Promise<TrackerSummary[]> {
    if (accountIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('devices')
      .select([
        'id',
        'account_id',
        'group_id',
        'name',
        'imei',
        'sim',
        'device_type',
        'model',
        'protocol',
        'object_type',
        'channels',
        'expiry',
      ])
      .where('account_id', 'in', accountIds)
      .where('deleted_at', 'is', null)
      .orderBy('id')
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
}
