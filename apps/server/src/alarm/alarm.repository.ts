import { type Kysely, sql } from 'kysely';
import type { Alarm, AlarmType, GetAlarmsRequest } from '@convoy/domain';
import type { Database } from '../db/schema';

/**
 * The devices an account sees, as the database knows them: those of its account tree and
 * those granted to it. Queries filter alarms by this in SQL, so a fleet of tens of thousands
 * of devices never travels to the server as a list of ids.
 */
export interface DeviceScope {
  /** The account and its live sub-accounts. */
  accountIds: readonly string[];
  /** The account whose device grants count. */
  granteeId: string;
}

/** `column` names a device the scope sees. */
function inScope(column: string, scope: DeviceScope) {
  const ref = sql.ref(column);
  return sql<boolean>`(${ref} IN (SELECT id FROM devices WHERE account_id IN (${sql.join(
    scope.accountIds,
  )}) AND deleted_at IS NULL) OR ${ref} IN (SELECT g.device_id FROM account_device_grants g JOIN devices gd ON gd.id = g.device_id AND gd.deleted_at IS NULL WHERE g.account_id = ${scope.granteeId}))`;
}

export interface NewAlarm {
  deviceId: string;
  type: AlarmType;
  source: 'platform' | 'terminal';
  level: number | null;
  fenceId: string | null;
  fenceName: string | null;
  vehicle: string;
  speed: number;
  latitude: number;
  longitude: number;
  gpsTime: Date;
  receivedTime: Date;
}

const ALARM_SELECT = [
  'a.id',
  'a.device_id',
  'd.imei',
  'a.vehicle',
  'a.driver',
  'a.driver_phone',
  'a.licence_number',
  'a.type',
  'a.source',
  'a.level',
  'a.fence_id',
  'a.fence_name',
  'a.speed',
  'a.latitude',
  'a.longitude',
  'a.gps_time',
  'a.received_time',
  'a.state',
  'a.description',
  'a.false_alarm',
  'a.handler_name',
  'a.handled_at',
] as const;

type AlarmRow = {
  id: string;
  device_id: string;
  imei: string;
  vehicle: string;
  driver: string;
  driver_phone: string;
  licence_number: string;
  type: string;
  source: 'platform' | 'terminal';
  level: number | null;
  fence_id: string | null;
  fence_name: string | null;
  speed: number;
  latitude: number;
  longitude: number;
  gps_time: Date;
  received_time: Date;
  state: 'unprocessed' | 'processed' | 'paused';
  description: string;
  false_alarm: boolean;
  handler_name: string;
  handled_at: Date | null;
};

export function alarmOf(row: AlarmRow): Alarm {
  return {
    id: row.id,
    deviceId: row.device_id,
    imei: row.imei,
    vehicle: row.vehicle,
    driver: row.driver,
    driverPhone: row.driver_phone,
    licenceNumber: row.licence_number,
    type: row.type as AlarmType,
    source: row.source,
    level: row.level,
    fenceId: row.fence_id,
    fenceName: row.fence_name,
    speed: row.speed,
    latitude: row.latitude,
    longitude: row.longitude,
    gpsTime: row.gps_time.toISOString(),
    receivedTime: row.received_time.toISOString(),
    state: row.state,
    description: row.description,
    falseAlarm: row.false_alarm,
    handler: row.handler_name,
    handledAt: row.handled_at ? row.handled_at.toISOString() : null,
  };
}

/** Alarms by device; every read is limited to the devices the caller sees. */
export class AlarmRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(alarms: NewAlarm[]): Promise<Alarm[]> {
    if (alarms.length === 0) return [];
    // One statement: the rows go in and come back with their device's IMEI.
    const rows = await this.db
      .with('a', (db) =>
        db
          .insertInto('alarms')
          .values(
            alarms.map((a) => ({
              device_id: a.deviceId,
              type: a.type,
              source: a.source,
              level: a.level,
              fence_id: a.fenceId,
              fence_name: a.fenceName,
              vehicle: a.vehicle,
              speed: a.speed,
              latitude: a.latitude,
              longitude: a.longitude,
              gps_time: a.gpsTime,
              received_time: a.receivedTime,
            })),
          )
          .returningAll(),
      )
      .selectFrom('a')
      .innerJoin('devices as d', 'd.id', 'a.device_id')
      .select(ALARM_SELECT)
      .orderBy('a.id')
      .execute();
    return rows.map((row) => alarmOf(row));
  }

  async byIds(ids: string[]): Promise<Alarm[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('alarms as a')
      .innerJoin('devices as d', 'd.id', 'a.device_id')
      .select(ALARM_SELECT)
      .where('a.id', 'in', ids)
      .orderBy('a.id')
      .execute();
    return rows.map((row) => alarmOf(row));
  }

  async query(
    scope: DeviceScope,
    filter: GetAlarmsRequest & { since?: Date | undefined; allowedTypes: readonly string[] },
  ): Promise<{ total: number; items: Alarm[] }> {
    if (scope.accountIds.length === 0 || filter.allowedTypes.length === 0) {
      return { total: 0, items: [] };
    }
    let query = this.db
      .selectFrom('alarms as a')
      .innerJoin('devices as d', 'd.id', 'a.device_id')
      .where(inScope('a.device_id', scope))
      .where('a.type', 'in', [...filter.allowedTypes]);
    if (filter.imeis?.length) {
      // IMEIs match with or without their leading zeros.
      const wanted = [...new Set(filter.imeis.map((i) => i.replace(/^0+/, '')))];
      query = query.where(sql<string>`ltrim(d.imei, '0')`, 'in', wanted);
    }
    if (filter.types?.length) query = query.where('a.type', 'in', filter.types);
    if (filter.states?.length) query = query.where('a.state', 'in', filter.states);
    if (filter.source) query = query.where('a.source', '=', filter.source);
    if (filter.from) query = query.where('a.gps_time', '>=', new Date(filter.from));
    if (filter.to) query = query.where('a.gps_time', '<=', new Date(filter.to));
    if (filter.since) query = query.where('a.received_time', '>=', filter.since);
    const { n } = await query
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .select(ALARM_SELECT)
      .orderBy('a.received_time', 'desc')
      .orderBy('a.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute();
    return { total: Number(n), items: rows.map((row) => alarmOf(row)) };
  }

  /** Ids among `ids` of alarms of devices the scope sees. */
  async visibleIds(ids: string[], scope: DeviceScope): Promise<string[]> {
    if (ids.length === 0 || scope.accountIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('alarms')
      .select('id')
      .where('id', 'in', ids)
      .where(inScope('alarms.device_id', scope))
      .execute();
    return rows.map((r) => r.id);
  }

  /** Unprocessed and paused alarms move on; processed ones stay as they were handled. */
  async handle(
    ids: string[],
    change: {
      state: 'processed' | 'paused';
      description: string;
      falseAlarm: boolean;
      handlerId: string;
      handlerName: string;
      at: Date;
    },
  ): Promise<number> {
    const result = await this.db
      .updateTable('alarms')
      .set({
        state: change.state,
        description: change.description,
        false_alarm: change.falseAlarm,
        handler_id: change.handlerId,
        handler_name: change.handlerName,
        handled_at: change.at,
      })
      .where('id', 'in', ids)
      .where('state', '!=', 'processed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async counters(
    scope: DeviceScope,
    allowedTypes: readonly string[],
    aiTypes: readonly string[],
    now: Date,
  ) {
    if (scope.accountIds.length === 0 || allowedTypes.length === 0) {
      return { recent1: 0, recent5: 0, ai: 0, undisposed: 0, latestId: '0' };
    }
    const one = new Date(now.getTime() - 60_000);
    const five = new Date(now.getTime() - 5 * 60_000);
    const row = await this.db
      .selectFrom('alarms')
      .select([
        sql<string>`count(*) FILTER (WHERE received_time >= ${one})`.as('recent1'),
        sql<string>`count(*) FILTER (WHERE received_time >= ${five})`.as('recent5'),
        sql<string>`count(*) FILTER (WHERE state = 'unprocessed' AND type IN (${sql.join(aiTypes.length ? [...aiTypes] : [''])}))`.as(
          'ai',
        ),
        sql<string>`count(*) FILTER (WHERE state = 'unprocessed')`.as('undisposed'),
        sql<string | null>`max(id)`.as('latest'),
      ])
      .where(inScope('alarms.device_id', scope))
      .where('type', 'in', [...allowedTypes])
      .executeTakeFirstOrThrow();
    return {
      recent1: Number(row.recent1),
      recent5: Number(row.recent5),
      ai: Number(row.ai),
      undisposed: Number(row.undisposed),
      latestId: row.latest ?? '0',
    };
  }

  async newerThan(
    scope: DeviceScope,
    allowedTypes: readonly string[],
    sinceId: string,
    limit: number,
  ) {
    if (scope.accountIds.length === 0 || allowedTypes.length === 0) return [];
    const rows = await this.db
      .selectFrom('alarms as a')
      .innerJoin('devices as d', 'd.id', 'a.device_id')
      .select(ALARM_SELECT)
      .where(inScope('a.device_id', scope))
      .where('a.type', 'in', [...allowedTypes])
      .where('a.id', '>', sinceId)
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => alarmOf(row));
  }

  /**
   * Devices silent longer than their owner's offline limit that have no offline alarm for
   * this silence yet.
   */
  async silentDevices(now: Date, defaultMinutes: number) {
    const result = await sql<{
      device_id: string;
      name: string;
      fix_time: Date;
      received_time: Date;
      latitude: number;
      longitude: number;
    }>`
      SELECT l.device_id, d.name, l.fix_time, l.received_time, l.latitude, l.longitude
      FROM last_locations l
      JOIN devices d ON d.id = l.device_id AND d.deleted_at IS NULL
      LEFT JOIN alarm_settings s ON s.account_id = d.account_id
      WHERE l.received_time < ${now}::timestamptz
          - make_interval(mins => coalesce((s.value->>'offlineMinutes')::int, ${defaultMinutes}::int))
        AND NOT EXISTS (
          SELECT 1 FROM alarms a
          WHERE a.device_id = l.device_id AND a.type = 'offlineTooLong'
            AND a.received_time >= l.received_time)`.execute(this.db);
    return result.rows;
  }
}
