import { type Kysely, sql } from 'kysely';
import type { FenceShape } from '@convoy/domain';
import type { Database } from '../db/schema';

export interface FenceRow {
  id: string;
  account_id: string;
  name: string;
  type: string;
  shape: unknown;
  color: string;
  line_width: number;
  area: number;
  perimeter: number;
  in_alarm: boolean;
  out_alarm: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface FenceValues {
  name: string;
  shape: FenceShape;
  color: string;
  lineWidth: number;
  area: number;
  perimeter: number;
  inAlarm: boolean;
  outAlarm: boolean;
}

export interface BindingRow {
  fence_id: string;
  device_id: string;
  imei: string;
  name: string;
  bound_at: Date;
}

const FENCE_COLUMNS = [
  'id',
  'account_id',
  'name',
  'type',
  'shape',
  'color',
  'line_width',
  'area',
  'perimeter',
  'in_alarm',
  'out_alarm',
  'created_at',
  'updated_at',
] as const;

/** Geo-fences, their bindings to devices and the binding history. */
export class FenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listByAccounts(accountIds: string[], search?: string): Promise<FenceRow[]> {
    if (accountIds.length === 0) return [];
    let query = this.db
      .selectFrom('fences')
      .select(FENCE_COLUMNS)
      .where('account_id', 'in', accountIds);
    if (search) {
      query = query.where('name', 'ilike', `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    return query.orderBy('id').execute();
  }

  find(id: string): Promise<FenceRow | undefined> {
    return this.db
      .selectFrom('fences')
      .select(FENCE_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insert(accountId: string, values: FenceValues): Promise<FenceRow> {
    return this.db
      .insertInto('fences')
      .values({ account_id: accountId, ...columnsOf(values) })
      .returning(FENCE_COLUMNS)
      .executeTakeFirstOrThrow();
  }

  async update(id: string, values: FenceValues): Promise<FenceRow> {
    return this.db
      .updateTable('fences')
      .set({ ...columnsOf(values), updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returning(FENCE_COLUMNS)
      .executeTakeFirstOrThrow();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('fences').where('id', '=', id).execute();
  }

  bindingsOf(fenceIds: string[]): Promise<BindingRow[]> {
    if (fenceIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('fence_bindings as b')
      .innerJoin('devices as d', 'd.id', 'b.device_id')
      .select(['b.fence_id', 'b.device_id', 'd.imei', 'd.name', 'b.bound_at'])
      .where('b.fence_id', 'in', fenceIds)
      .where('d.deleted_at', 'is', null)
      .orderBy('b.bound_at')
      .execute();
  }

  /** Every binding of live devices, for the in-memory index the pipeline reads. */
  allBindings(): Promise<{ fence_id: string; device_id: string; shape: unknown }[]> {
    return this.db
      .selectFrom('fence_bindings as b')
      .innerJoin('fences as f', 'f.id', 'b.fence_id')
      .innerJoin('devices as d', 'd.id', 'b.device_id')
      .select(['b.fence_id', 'b.device_id', 'f.shape'])
      .where('d.deleted_at', 'is', null)
      .execute();
  }

  /**
   * Binds devices to a fence and records it, in one transaction; a relation that already
   * exists is refused as a whole (SPEC.md §5).
   */
  async bind(
    fence: FenceRow,
    devices: { id: string; imei: string; name: string }[],
    actor: { id: string; name: string },
  ): Promise<{ existing: string[] }> {
    if (devices.length === 0) return { existing: [] };
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('fence_bindings')
        .select('device_id')
        .where('fence_id', '=', fence.id)
        .where(
          'device_id',
          'in',
          devices.map((d) => d.id),
        )
        .execute();
      if (existing.length > 0) {
        const ids = new Set(existing.map((e) => e.device_id));
        return { existing: devices.filter((d) => ids.has(d.id)).map((d) => d.imei) };
      }
      await trx
        .insertInto('fence_bindings')
        .values(devices.map((d) => ({ fence_id: fence.id, device_id: d.id })))
        .execute();
      await trx
        .insertInto('fence_binding_history')
        .values(devices.map((d) => historyRow(fence, d, 'bind', actor)))
        .execute();
      return { existing: [] };
    });
  }

  async unbind(
    fence: FenceRow,
    devices: { id: string; imei: string; name: string }[],
    actor: { id: string; name: string },
  ): Promise<number> {
    if (devices.length === 0) return 0;
    return this.db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('fence_bindings')
        .where('fence_id', '=', fence.id)
        .where(
          'device_id',
          'in',
          devices.map((d) => d.id),
        )
        .returning('device_id')
        .execute();
      const gone = new Set(removed.map((r) => r.device_id));
      const unbound = devices.filter((d) => gone.has(d.id));
      if (unbound.length > 0) {
        await trx
          .insertInto('fence_binding_history')
          .values(unbound.map((d) => historyRow(fence, d, 'unbind', actor)))
          .execute();
      }
      return unbound.length;
    });
  }

  history(filter: { accountIds: string[]; fenceId?: string; deviceId?: string; limit: number }) {
    if (filter.accountIds.length === 0) return Promise.resolve([]);
    let query = this.db
      .selectFrom('fence_binding_history')
      .selectAll()
      .where('account_id', 'in', filter.accountIds);
    if (filter.fenceId) query = query.where('fence_id', '=', filter.fenceId);
    if (filter.deviceId) query = query.where('device_id', '=', filter.deviceId);
    return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
  }
}

function historyRow(
  fence: FenceRow,
  device: { id: string; imei: string; name: string },
  action: 'bind' | 'unbind',
  actor: { id: string; name: string },
) {
  return {
    account_id: fence.account_id,
    fence_id: fence.id,
    fence_name: fence.name,
    device_id: device.id,
    imei: device.imei,
    device_name: device.name,
    action,
    actor_id: actor.id,
    actor_name: actor.name,
  };
}

function columnsOf(values: FenceValues) {
  return {
    name: values.name,
    type: values.shape.type,
    shape: JSON.stringify(values.shape),
    color: values.color,
    line_width: values.lineWidth,
    area: values.area,
    perimeter: values.perimeter,
    in_alarm: values.inAlarm,
    out_alarm: values.outAlarm,
  };
}
