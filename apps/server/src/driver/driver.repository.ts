import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface DriverRow {
  id: string;
  account_id: string;
  code: string;
  name: string;
  phone: string;
  licence_number: string;
  id_number: string;
  ic_card_number: string;
  created_at: Date;
  device_id: string | null;
  imei: string | null;
  device_name: string | null;
}

export interface NewDriver {
  code: string;
  name: string;
  phone: string;
  licenceNumber: string;
  idNumber: string;
  icCardNumber: string;
  deviceId: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL of the drivers table. */
export class DriverRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Drivers of the accounts, with their live bound vehicle, by code. */
  async listByAccounts(accountIds: string[], search?: string): Promise<DriverRow[]> {
    if (accountIds.length === 0) return [];
    let query = this.db
      .selectFrom('drivers as r')
      .leftJoin('devices as d', (join) =>
        join.onRef('d.id', '=', 'r.device_id').on('d.deleted_at', 'is', null),
      )
      .select([
        'r.id',
        'r.account_id',
        'r.code',
        'r.name',
        'r.phone',
        'r.licence_number',
        'r.id_number',
        'r.ic_card_number',
        'r.created_at',
        'd.id as device_id',
        'd.imei',
        'd.name as device_name',
      ])
      .where('r.account_id', 'in', accountIds);
    if (search) {
      const pattern = `%${escapeLike(search)}%`;
      query = query.where((eb) =>
        eb.or([
          eb('r.name', 'ilike', pattern),
          eb('r.code', 'ilike', pattern),
          eb('r.phone', 'ilike', pattern),
          eb('r.licence_number', 'ilike', pattern),
          eb('r.id_number', 'ilike', pattern),
          eb('r.ic_card_number', 'ilike', pattern),
          eb('d.name', 'ilike', pattern),
        ]),
      );
    }
    return query.orderBy('r.code').orderBy('r.id').execute();
  }

  /**
   * Adds the drivers an account does not have yet (by code), leaving existing ones as they are;
   * answers how many were added.
   */
  async insertMissing(accountId: string, drivers: NewDriver[]): Promise<number> {
    if (drivers.length === 0) return 0;
    const added = await this.db
      .insertInto('drivers')
      .values(
        drivers.map((d) => ({
          account_id: accountId,
          device_id: d.deviceId,
          code: d.code,
          name: d.name,
          phone: d.phone,
          licence_number: d.licenceNumber,
          id_number: d.idNumber,
          ic_card_number: d.icCardNumber,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .execute();
    return added.length;
  }
}
