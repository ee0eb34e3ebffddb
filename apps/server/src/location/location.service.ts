import {
  AppError,
  deriveDeviceIcon,
  deriveMotionState,
  ERR,
  lastAlarmSchema,
  lastLocSchema,
  onlinePlanOf,
  parkingSpeedOf,
  recordKey,
  trackerInfoSchema,
  trackerStateOf,
  type GetAllLastLocationsRequest,
  type OnlinePlan,
  type TrackerInfo,
  type TrackerRecord,
} from '@convoy/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { AccountService } from '../account/account.service';
import type { TrackerSummary } from '../device/device.repository';
import type { SessionRegistry } from '../gateway/session-registry';
import type { SettingsService } from '../settings/settings.service';
import type { LastLocationEntry, LastLocationStore } from './last-location-store';

/** Accounts whose visible devices are kept at most (each list is dropped on any change). */
const VISIBLE_CACHE_ACCOUNTS = 500;

/**
 * The compact form of the whole fleet (the monitor's load): each record as one row of values,
 * `[tracker values, lastLoc values or null, lastAlarm values or null, status, motion]`, the
 * values in the order of `fields`. The same facts as GetAllLastLocations in about half the
 * bytes, and far quicker for a browser to read (no key repeated 50,000 times).
 */
export const COMPACT_FIELDS = {
  tracker: Object.keys(trackerInfoSchema.shape) as (keyof TrackerInfo)[],
  lastLoc: Object.keys(lastLocSchema.shape) as (keyof NonNullable<TrackerRecord['lastLoc']>)[],
  lastAlarm: Object.keys(lastAlarmSchema.shape) as (keyof NonNullable<
    TrackerRecord['lastAlarm']
  >)[],
};
const COMPACT_FIELDS_JSON = JSON.stringify(COMPACT_FIELDS);

export type FleetForm = 'records' | 'compact';

function compactRow(record: TrackerRecord): unknown[] {
  const { tracker, lastLoc, lastAlarm } = record;
  return [
    COMPACT_FIELDS.tracker.map((key) => tracker[key]),
    lastLoc ? COMPACT_FIELDS.lastLoc.map((key) => lastLoc[key]) : null,
    lastAlarm ? COMPACT_FIELDS.lastAlarm.map((key) => lastAlarm[key]) : null,
    record.status,
    record.motion,
  ];
}

interface CachedRecordJson {
  tracker: TrackerInfo;
  seq: number;
  status: string;
  motion: string;
  online: boolean;
  plansKey: string;
  json: string;
}

/** The plans statuses are derived with: the account's general setting under the caller's. */
export interface StatusPlans {
  onlinePlan: OnlinePlan;
  parkingSpeedKmh: number;
}

export interface VisibleTracker {
  info: TrackerInfo;
  /** Record key (SPEC.md §3): the IMEI's last segment after '|'. */
  key: string;
}

const trackerInfoOf = (t: TrackerSummary, groupName: string | null): TrackerInfo => ({
  id: t.id,
  imei: t.imei,
  name: t.name,
  typeName: t.model,
  objectTypeId: t.objectType,
  protocol: t.protocol,
  accountId: t.accountId,
  groupId: t.groupId,
  groupName,
  deviceType: t.deviceType,
  channels: t.channels,
  expiry: t.expiry ? t.expiry.toISOString() : null,
});

/** Whether two tracker objects state the same facts (every field is a plain value). */
function sameTracker(a: TrackerInfo, b: TrackerInfo): boolean {
  const keys = Object.keys(a) as (keyof TrackerInfo)[];
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/**
 * Last locations of the devices an account sees (its tree and its vehicle grants), each
 * with the status of SPEC.md §4 derived under the account's plans. Served from memory.
 */
export class LocationService {
  private readonly jsonCaches: Record<FleetForm, Map<string, CachedRecordJson>> = {
    records: new Map(),
    compact: new Map(),
  };
  private readonly visibleReads = new Map<string, Promise<VisibleTracker[]>>();
  /**
   * One tracker object per device while its facts are unchanged, whichever account's read
   * made it: every account that sees a device shares its cached record text (which is kept
   * while `tracker` is the same object), and the live hub sees an unchanged device as the
   * same object.
   */
  private readonly trackerInfos = new Map<string, TrackerInfo>();
  private readonly visibleCache = new Map<
    string,
    { fingerprint: string; trackers: VisibleTracker[] }
  >();
  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: AccountService,
    private readonly settings: SettingsService,
    private readonly store: LastLocationStore,
    private readonly sessions: SessionRegistry,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The devices `accountId` may see, in id order. Reading them is the costly part of every
   * monitor call, so the answer is kept per account and reused while the tables it comes
   * from are unchanged: a fingerprint of each (row count and newest row version) is one
   * cheap query, and any write anywhere (another process included) changes it.
   */
  async visibleTrackers(accountId: string): Promise<VisibleTracker[]> {
    const fingerprint = await this.fingerprint();
    const cached = this.visibleCache.get(accountId);
    if (cached && cached.fingerprint === fingerprint) return cached.trackers;
    // Calls that arrive together (the page's REST load and its live connection) share a read.
    const key = `${accountId}@${fingerprint}`;
    let reading = this.visibleReads.get(key);
    if (!reading) {
      reading = this.readVisibleTrackers(accountId).finally(() => this.visibleReads.delete(key));
      this.visibleReads.set(key, reading);
    }
    const trackers = await reading;
    if (this.visibleCache.size >= VISIBLE_CACHE_ACCOUNTS) this.visibleCache.clear();
    this.visibleCache.set(accountId, { fingerprint, trackers });
    return trackers;
  }

  private async fingerprint(): Promise<string> {
    const part = (table: string) =>
      sql`(SELECT count(*) || '/' || coalesce(max(xmin::text::bigint), 0) FROM ${sql.table(table)})`;
    const { rows } = await sql<{ f: string }>`SELECT concat_ws(':', ${part('devices')},
      ${part('accounts')}, ${part('account_device_grants')}, ${part('device_groups')}) AS f`.execute(
      this.db,
    );
    return rows[0]?.f ?? '';
  }

  private async readVisibleTrackers(accountId: string): Promise<VisibleTracker[]> {
    const info = await this.accounts.userInfo(accountId, { withGrants: true });
    if (!info) throw new AppError(ERR.GENERIC_UNAUTHORIZED, 401);
    const groupIds = [...new Set(info.trackers.map((t) => t.groupId).filter((id) => id !== null))];
    const groups = new Map<string, string>();
    if (groupIds.length > 0) {
      const rows = await this.db
        .selectFrom('device_groups')
        .select(['id', 'name'])
        .where('id', 'in', groupIds)
        .execute();
      for (const row of rows) groups.set(row.id, row.name);
    }
    return info.trackers.map((t) => ({
      info: this.shared(
        trackerInfoOf(t, t.groupId === null ? null : (groups.get(t.groupId) ?? null)),
      ),
      key: recordKey(t.imei),
    }));
  }

  /** The known object for a tracker with the same facts, or this one, now the known one. */
  private shared(info: TrackerInfo): TrackerInfo {
    const known = this.trackerInfos.get(info.id);
    if (known && sameTracker(known, info)) return known;
    this.trackerInfos.set(info.id, info);
    return info;
  }

  /**
   * Prepares, one account at a time, what the first monitor opened after a start would
   * otherwise wait for: the devices an account sees and every record's text (for 50,000
   * devices on the embedded database about 1.1 s of a 1.4 s first answer, against 0.2–0.4 s
   * once prepared). The accounts are those with a session seen in the last day (most recent
   * first), then those that own the most devices, at most `limit`. Returns the accounts
   * prepared; one that fails is skipped.
   */
  async warmUp(limit = 8): Promise<number> {
    const since = new Date(this.now() - 86_400_000);
    const [recent, owners] = await Promise.all([
      this.db
        .selectFrom('sessions')
        .select('account_id')
        .where('ended_at', 'is', null)
        .where('last_seen', '>', since)
        .groupBy('account_id')
        .orderBy(sql`max(last_seen)`, 'desc')
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('devices')
        .select('account_id')
        .where('deleted_at', 'is', null)
        .groupBy('account_id')
        .orderBy(sql`count(*)`, 'desc')
        .limit(limit)
        .execute(),
    ]);
    const accounts = [...new Set([...recent, ...owners].map((row) => String(row.account_id)))];
    let prepared = 0;
    for (const accountId of accounts.slice(0, limit)) {
      try {
        await this.allLastLocationsJson(accountId, {}, 'compact');
        prepared++;
      } catch {
        // An account that cannot be read now (deleted meanwhile) is left to its first call.
      }
    }
    return prepared;
  }

  async plansOf(accountId: string, request: GetAllLastLocationsRequest = {}): Promise<StatusPlans> {
    const { general } = await this.settings.get(accountId);
    return {
      onlinePlan: onlinePlanOf(request.onlinePlanPar, general.onlinePlan),
      parkingSpeedKmh: parkingSpeedOf(request.vehicleParkingPar, general.stopPlan),
    };
  }

  record(tracker: TrackerInfo, plans: StatusPlans, now = new Date(this.now())): TrackerRecord {
    return this.recordOf(tracker, this.store.get(tracker.id), plans, now);
  }

  recordOf(
    tracker: TrackerInfo,
    entry: LastLocationEntry | undefined,
    plans: StatusPlans,
    now: Date,
  ): TrackerRecord {
    if (!entry) {
      return {
        tracker,
        lastLoc: null,
        lastAlarm: null,
        status: 'nolocate',
        motion: 'noDataUpload',
      };
    }
    const online = this.sessions.isOnline(tracker.id);
    const trackerState = trackerStateOf(entry.statusWord, entry.ignition, tracker.typeName);
    // The same facts as deriveRecordStatus, from the times the store already holds as numbers.
    const input = {
      lastLoc: {
        receivedTime: new Date(entry.receivedTimeMs),
        gpsTime: new Date(entry.fixTimeMs),
        speed: entry.lastLoc.speed,
        online,
        gpsAvailable: entry.lastLoc.gpsAvailable,
        trackerState,
        eventId: entry.lastLoc.eventId,
      },
      hasLastAlarm: entry.lastAlarm !== null,
      model: tracker.typeName,
      now,
      onlinePlan: plans.onlinePlan,
      parkingSpeedKmh: plans.parkingSpeedKmh,
    };
    return {
      tracker,
      lastLoc: { ...entry.lastLoc, trackerState, online },
      lastAlarm: entry.lastAlarm,
      status: deriveDeviceIcon(input),
      motion: deriveMotionState(input),
    };
  }

  /**
   * GetAllLastLocations as the JSON text of its answer, as records or in the compact form. A
   * device's text is kept and reused until its last location, status or tracker changes, so
   * a fleet that mostly stands still costs a status check per device rather than building
   * and encoding every record.
   */
  async allLastLocationsJson(
    accountId: string,
    request: GetAllLastLocationsRequest,
    form: FleetForm = 'records',
  ): Promise<string> {
    const cache = this.jsonCaches[form];
    const [trackers, plans] = await Promise.all([
      this.visibleTrackers(accountId),
      this.plansOf(accountId, request),
      this.store.ready(),
    ]);
    const plansKey = JSON.stringify(plans);
    const now = new Date(this.now());
    const parts: string[] = new Array<string>(trackers.length);
    for (let i = 0; i < trackers.length; i++) {
      const tracker = (trackers[i] as VisibleTracker).info;
      const entry = this.store.get(tracker.id);
      const record = this.recordOf(tracker, entry, plans, now);
      const online = record.lastLoc?.online ?? false;
      const cached = cache.get(tracker.id);
      if (
        cached &&
        cached.tracker === tracker &&
        cached.seq === (entry?.seq ?? -1) &&
        cached.status === record.status &&
        cached.motion === record.motion &&
        cached.online === online &&
        cached.plansKey === plansKey
      ) {
        parts[i] = cached.json;
        continue;
      }
      const json = JSON.stringify(form === 'compact' ? compactRow(record) : record);
      cache.set(tracker.id, {
        tracker,
        seq: entry?.seq ?? -1,
        status: record.status,
        motion: record.motion,
        online,
        plansKey,
        json,
      });
      parts[i] = json;
    }
    if (form === 'compact') {
      return `{"state":1,"code":0,"value":{"fields":${COMPACT_FIELDS_JSON},"rows":[${parts.join(',')}]}}`;
    }
    return `{"state":1,"code":0,"value":[${parts.join(',')}]}`;
  }

  async allLastLocations(
    accountId: string,
    request: GetAllLastLocationsRequest,
  ): Promise<TrackerRecord[]> {
    const [trackers, plans] = await Promise.all([
      this.visibleTrackers(accountId),
      this.plansOf(accountId, request),
      this.store.ready(),
    ]);
    const now = new Date(this.now());
    return trackers.map((t) => this.record(t.info, plans, now));
  }

  /** The records of the named devices; a device the caller may not see is refused whole. */
  async lastLocations(
    accountId: string,
    imeis: readonly string[],
    request: GetAllLastLocationsRequest = {},
  ): Promise<TrackerRecord[]> {
    const [trackers, plans] = await Promise.all([
      this.visibleTrackers(accountId),
      this.plansOf(accountId, request),
      this.store.ready(),
    ]);
    const byKey = new Map<string, TrackerInfo>();
    for (const t of trackers) byKey.set(t.key.replace(/^0+/, ''), t.info);
    const now = new Date(this.now());
    return imeis.map((imei) => {
      const tracker = byKey.get(recordKey(imei).replace(/^0+/, ''));
      if (!tracker) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
      return this.record(tracker, plans, now);
    });
  }

  entry(deviceId: string): LastLocationEntry | undefined {
    return this.store.get(deviceId);
  }
}
