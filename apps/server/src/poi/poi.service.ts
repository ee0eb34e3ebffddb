import type { Kysely } from 'kysely';
import {
  AppError,
  ERR,
  type AddPoiRequest,
  type EditPoiRequest,
  type PoiItem,
} from '@convoy/domain';
import type { AccountService } from '../account/account.service';
import type { Database } from '../db/schema';

const COLUMNS = [
  'id',
  'account_id',
  'name',
  'content',
  'icon',
  'range_metres',
  'latitude',
  'longitude',
  'created_at',
] as const;

type PoiRow = {
  id: string;
  account_id: string;
  name: string;
  content: string;
  icon: string;
  range_metres: number;
  latitude: number;
  longitude: number;
  created_at: Date;
};

const toDto = (row: PoiRow): PoiItem => ({
  id: row.id,
  accountId: row.account_id,
  name: row.name,
  content: row.content,
  icon: row.icon as PoiItem['icon'],
  rangeMetres: row.range_metres,
  lat: row.latitude,
  lng: row.longitude,
  createdAt: row.created_at.toISOString(),
});

/** Points of interest of an account tree (SPEC.md §3 POI, §5). */
export class PoiService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: AccountService,
  ) {}

  private async treeIds(callerId: string): Promise<string[]> {
    const ids = await this.accounts.treeAccountIds(callerId);
    if (!ids) throw new AppError(ERR.GENERIC_UNAUTHORIZED, 401);
    return ids;
  }

  private async managed(callerId: string, id: string): Promise<PoiRow> {
    const row = await this.db
      .selectFrom('pois')
      .select(COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || !(await this.treeIds(callerId)).includes(row.account_id)) {
      throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    }
    return row;
  }

  async list(callerId: string, search?: string): Promise<PoiItem[]> {
    let query = this.db
      .selectFrom('pois')
      .select(COLUMNS)
      .where('account_id', 'in', await this.treeIds(callerId));
    if (search)
      query = query.where('name', 'ilike', `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    return (await query.orderBy('id').execute()).map(toDto);
  }

  async add(callerId: string, request: AddPoiRequest): Promise<PoiItem> {
    const row = await this.db
      .insertInto('pois')
      .values({
        account_id: callerId,
        name: request.name,
        content: request.content,
        icon: request.icon,
        range_metres: request.rangeMetres,
        latitude: request.lat,
        longitude: request.lng,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toDto(row);
  }

  async edit(callerId: string, request: EditPoiRequest): Promise<PoiItem> {
    const current = await this.managed(callerId, request.id);
    const row = await this.db
      .updateTable('pois')
      .set({
        name: request.name ?? current.name,
        content: request.content ?? current.content,
        icon: request.icon ?? current.icon,
        range_metres: request.rangeMetres ?? current.range_metres,
        latitude: request.lat ?? current.latitude,
        longitude: request.lng ?? current.longitude,
      })
      .where('id', '=', current.id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toDto(row);
  }

  async remove(callerId: string, id: string): Promise<void> {
    const current = await this.managed(callerId, id);
    await this.db.deleteFrom('pois').where('id', '=', current.id).execute();
  }
}
