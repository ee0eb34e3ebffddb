import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Who acted, as the operation log records it. */
export interface Actor {
  id: string;
  name: string;
  address: string;
}

export interface OperationLogEntry {
  id: string;
  at: Date;
  actorId: string;
  actorAccount: string;
  action: string;
  objectType: string;
  objectId: string;
  objectName: string;
  detail: Record<string, unknown>;
  address: string;
}

/**
 * The operation log of SPEC.md §3 Log: who did what to which object, when. Written by the
 * services after a change succeeds; read by the caller for the actors of its own tree.
 */
export class OperationLog {
  constructor(private readonly db: Kysely<Database>) {}

  async record(
    actor: Actor,
    action: string,
    object: { type: string; id?: string; name?: string },
    detail: Record<string, unknown> = {},
    db: Kysely<Database> = this.db,
  ): Promise<void> {
    await db
      .insertInto('operation_log')
      .values({
        actor_id: actor.id,
        actor_name: actor.name,
        action,
        object_type: object.type,
        object_id: object.id ?? '',
        object_name: object.name ?? '',
        detail: JSON.stringify(detail),
        address: actor.address,
      })
      .execute();
  }

  async query(filter: {
    actorIds: readonly string[];
    action?: string | undefined;
    start?: Date | undefined;
    end?: Date | undefined;
    page: number;
    pageSize: number;
  }): Promise<{ total: number; rows: OperationLogEntry[] }> {
    if (filter.actorIds.length === 0) return { total: 0, rows: [] };
    let query = this.db.selectFrom('operation_log').where('actor_id', 'in', filter.actorIds);
    if (filter.action) query = query.where('action', '=', filter.action);
    if (filter.start) query = query.where('at', '>=', filter.start);
    if (filter.end) query = query.where('at', '<=', filter.end);
    const { n } = await query
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute();
    return {
      total: Number(n),
      rows: rows.map((row) => ({
        id: row.id,
        at: new Date(row.at),
        actorId: row.actor_id,
        actorAccount: row.actor_name,
        action: row.action,
        objectType: row.object_type,
        objectId: row.object_id,
        objectName: row.object_name,
        detail: typeof row.detail === 'string' ? (JSON.parse(row.detail) as never) : row.detail,
        address: row.address,
      })),
    };
  }
}
