import type { Kysely } from 'kysely';
import {
  AI_ALARM_TYPES,
  ALARM_TYPES,
  alarmSettingSchema,
  AppError,
  ERR,
  parkingSpeedOf,
  type Alarm,
  type AlarmRule,
  type AlarmSetting,
  type AlarmType,
  type GetAlarmsRequest,
  type HandleAlarmsRequest,
} from '@convoy/domain';
import type { AccountService } from '../account/account.service';
import { batchedReader, LookupCache } from '../db/lookup-cache';
import type { Database } from '../db/schema';
import type { RegisteredDevice } from '../device/device-registry';
import type { StoredPosition } from '../location/position-writer';
import { FENCE_IN_ATTRIBUTE, FENCE_OUT_ATTRIBUTE, fenceIdsOf } from '../pipeline/fence-step';
import type { SettingsService } from '../settings/settings.service';
import {
  detectAlarms,
  INITIAL_ALARM_STATE,
  type AlarmThresholds,
  type DeviceAlarmState,
} from './alarm-detector';
import { newWebhookSecret, type AlarmNotifier } from './alarm-notifier';
import type { AlarmRepository, DeviceScope, NewAlarm } from './alarm.repository';

const DEFAULT_SETTING: AlarmSetting = alarmSettingSchema.parse({});
/** Alarms the pop-up receives in one answer at most. */
const FRESH_ALARMS_LIMIT = 20;
/** How long a device's owner and an account's parking speed are trusted without a read. */
const LOOKUP_CACHE_MS = 60_000;

/** A fence the positions of a batch entered or left. */
interface Crossing {
  id: string;
  row: StoredPosition;
  type: 'fenceIn' | 'fenceOut';
}

/** Whether a stored position records a fence entered or left. */
const crossesFence = (row: StoredPosition): boolean =>
  row.attributes[FENCE_IN_ATTRIBUTE] !== undefined ||
  row.attributes[FENCE_OUT_ATTRIBUTE] !== undefined;

/** A batch that raises nothing (most of them). */
const NOTHING_FOUND = {
  alarms: [] as NewAlarm[],
  crossings: [] as Crossing[],
  base: (): never => {
    throw new Error('no alarm to describe');
  },
};

/** What every alarm of a position shares. */
type AlarmBase = Pick<
  NewAlarm,
  'deviceId' | 'vehicle' | 'speed' | 'latitude' | 'longitude' | 'gpsTime' | 'receivedTime'
>;

/** Who owns a device, as alarms name it. */
interface Owner {
  accountId: string;
  name: string;
}

/** Publishes a new alarm to live connections that see its device (the realtime hub). */
export type AlarmPublisher = (alarm: Alarm) => void;

/**
 * The alarm engine and the alarm centre. Once positions are stored it raises terminal alarms
 * (JT/T 808 and JT/T 1078 bits, on which every protocol maps its alarms) and platform alarms
 * (overspeed levels, fence in and out, low power, fatigue, parking, and offline from a
 * sweep), stores them, then publishes them live and hands them to the notifier. Every read
 * and change is limited to the devices the caller sees.
 */
export class AlarmService {
  private readonly states = new Map<string, DeviceAlarmState>();
  /**
   * What every stored batch needs, read once at a time per key however many batches ask
   * (see LookupCache): an account's alarm setting and parking speed, a device's owner.
   */
  private readonly settings: LookupCache<string, AlarmSetting>;
  private readonly parkingSpeeds: LookupCache<string, number>;
  /** Null for a device that no longer exists. */
  private readonly owners: LookupCache<string, Owner | null>;
  private readonly thresholdsCache = new Map<
    string,
    { setting: AlarmSetting; parking: number; value: AlarmThresholds }
  >();
  /** Per device, the chain of batches under way, so alarms keep the order of positions. */
  private readonly chains = new Map<string, Promise<void>>();
  private readonly publishers: AlarmPublisher[] = [];
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: AlarmRepository,
    private readonly accounts: AccountService,
    generalSettings: SettingsService,
    private readonly notifier: AlarmNotifier,
    private readonly fenceInfo: (
      ids: string[],
    ) => Promise<Map<string, { name: string; inAlarm: boolean; outAlarm: boolean }>>,
    private readonly now: () => number = Date.now,
    private readonly log?: { warn(obj: unknown, msg: string): void },
  ) {
    const warn = (what: string) => (key: string, error: unknown) =>
      this.log?.warn({ err: error, key }, `${what} not read`);
    this.settings = new LookupCache(
      (accountId) => this.readSetting(accountId),
      LOOKUP_CACHE_MS,
      now,
      warn('alarm setting'),
    );
    this.parkingSpeeds = new LookupCache(
      async (accountId) =>
        parkingSpeedOf(undefined, (await generalSettings.get(accountId)).general.stopPlan),
      LOOKUP_CACHE_MS,
      now,
      warn('parking speed'),
    );
    this.owners = new LookupCache(
      batchedReader((deviceIds: string[]) => this.readOwners(deviceIds), null),
      LOOKUP_CACHE_MS,
      now,
      warn('owner'),
    );
  }

  /** Forgets what was read of an account's general settings once they are saved. */
  forgetSettings(accountId: string): void {
    this.parkingSpeeds.forget(accountId);
  }

  onAlarm(publisher: AlarmPublisher): void {
    this.publishers.push(publisher);
  }

  // -------------------------------------------------------------------------------------------
  // Engine

  /** The pipeline's after-storage listener: alarms follow positions in order per device. */
  accept(device: RegisteredDevice, rows: readonly StoredPosition[]): void {
    if (this.detectAtOnce(device, rows)) return;
    this.chain(device.id, () => this.process(device, rows));
  }

  /**
   * The common case without a promise: nothing of the device waits and its owner and
   * thresholds are cached. What the batch raises is stored behind the device's queue. False
   * when the batch must take the queue.
   */
  private detectAtOnce(device: RegisteredDevice, rows: readonly StoredPosition[]): boolean {
    if (this.chains.has(device.id)) return false;
    const owner = this.ownerNow(device);
    if (!owner) return true;
    const thresholds = this.cachedThresholds(owner.accountId);
    if (!thresholds) return false;
    const found = this.detect(device, rows, owner, thresholds);
    if (found.alarms.length > 0 || found.crossings.length > 0) {
      this.chain(device.id, () => this.complete(owner.accountId, found));
    }
    return true;
  }

  /** The thresholds while both of their parts are known; one object while they stay so. */
  private cachedThresholds(accountId: string): AlarmThresholds | undefined {
    const setting = this.settings.peek(accountId);
    const parking = this.parkingSpeeds.peek(accountId);
    if (!setting || parking === undefined) return undefined;
    const combined = this.thresholdsCache.get(accountId);
    if (combined?.setting === setting && combined.parking === parking) return combined.value;
    const value = { ...setting, parkingSpeedKmh: parking };
    this.thresholdsCache.set(accountId, { setting, parking, value });
    return value;
  }

  /** Runs `work` after the device's earlier work, so alarms follow positions in order. */
  private chain(deviceId: string, work: () => Promise<void>): void {
    const previous = this.chains.get(deviceId) ?? Promise.resolve();
    const next = previous
      .then(work)
      .catch((error: unknown) =>
        this.log?.warn({ err: error, device: deviceId }, 'alarms not raised'),
      );
    this.chains.set(deviceId, next);
    void next.finally(() => {
      if (this.chains.get(deviceId) === next) this.chains.delete(deviceId);
    });
  }

  /** Waits until every batch handed over so far has its alarms stored (tests, shutdown). */
  async idle(): Promise<void> {
    for (;;) {
      const owners = this.owners.pending();
      if (this.chains.size === 0 && owners.length === 0) break;
      await Promise.all([
        ...this.chains.values(),
        ...owners.map((read) => read.catch(() => undefined)),
      ]);
    }
    await this.notifier.idle();
  }

  /**
   * The device's owner and name as known now: read from the database at most once a minute
   * per device, in the background; until the first read answers, as the gateway registered
   * the device. Every stored batch passes here, and none waits for a lookup (under load a
   * queue of them would hold every batch's positions).
   */
  private ownerNow(device: RegisteredDevice): Owner | undefined {
    const known = this.owners.peek(device.id);
    if (known === undefined) return { accountId: device.accountId, name: device.name };
    return known ?? undefined;
  }

  private async readOwners(deviceIds: string[]): Promise<Map<string, Owner>> {
    const rows = await this.db
      .selectFrom('devices')
      .select(['id', 'account_id', 'name'])
      .where('id', 'in', deviceIds)
      .execute();
    return new Map(rows.map((row) => [row.id, { accountId: row.account_id, name: row.name }]));
  }

  private async thresholdsOf(accountId: string): Promise<AlarmThresholds> {
    const [setting, parkingSpeedKmh] = await Promise.all([
      this.settings.get(accountId),
      this.parkingSpeeds.get(accountId),
    ]);
    return { ...setting, parkingSpeedKmh };
  }

  private async process(device: RegisteredDevice, rows: readonly StoredPosition[]): Promise<void> {
    const owner = this.ownerNow(device);
    if (!owner) return;
    const thresholds = await this.thresholdsOf(owner.accountId);
    await this.complete(owner.accountId, this.detect(device, rows, owner, thresholds));
  }

  /** The alarms a batch raises, and its fence crossings (their fences are looked up next). */
  private detect(
    device: RegisteredDevice,
    rows: readonly StoredPosition[],
    owner: { accountId: string; name: string },
    thresholds: AlarmThresholds,
  ): { alarms: NewAlarm[]; crossings: Crossing[]; base: (row: StoredPosition) => AlarmBase } {
    const { candidates, state } = detectAlarms(
      this.states.get(device.id) ?? INITIAL_ALARM_STATE,
      rows,
      thresholds,
    );
    this.states.set(device.id, state);
    if (candidates.length === 0 && !rows.some(crossesFence)) return NOTHING_FOUND;

    const base = (position: StoredPosition): AlarmBase => ({
      deviceId: device.id,
      vehicle: owner.name,
      speed: position.speed,
      latitude: position.latitude,
      longitude: position.longitude,
      gpsTime: position.fixTime,
      receivedTime: position.receivedTime,
    });
    const alarms: NewAlarm[] = candidates.map((c) => ({
      ...base(rows[c.positionIndex] as StoredPosition),
      type: c.type,
      source: c.source,
      level: c.level,
      fenceId: null,
      fenceName: null,
    }));

    const crossings: Crossing[] = [];
    for (const row of rows) {
      for (const id of fenceIdsOf(row.attributes, FENCE_IN_ATTRIBUTE)) {
        crossings.push({ id, row, type: 'fenceIn' });
      }
      for (const id of fenceIdsOf(row.attributes, FENCE_OUT_ATTRIBUTE)) {
        crossings.push({ id, row, type: 'fenceOut' });
      }
    }
    return { alarms, crossings, base };
  }

  /** Adds the fence alarms of the crossings and stores, publishes and notifies them all. */
  private async complete(
    ownerAccountId: string,
    found: { alarms: NewAlarm[]; crossings: Crossing[]; base: (row: StoredPosition) => AlarmBase },
  ): Promise<void> {
    const { alarms, crossings, base } = found;
    if (crossings.length > 0) {
      const fences = await this.fenceInfo(crossings.map((c) => c.id));
      for (const crossing of crossings) {
        const fence = fences.get(crossing.id);
        if (!fence) continue;
        if (crossing.type === 'fenceIn' ? !fence.inAlarm : !fence.outAlarm) continue;
        alarms.push({
          ...base(crossing.row),
          type: crossing.type,
          source: 'platform',
          level: null,
          fenceId: crossing.id,
          fenceName: fence.name,
        });
      }
    }
    await this.raise(ownerAccountId, alarms);
  }

  private async raise(ownerAccountId: string, alarms: NewAlarm[]): Promise<Alarm[]> {
    const stored = await this.repository.insert(alarms);
    for (const alarm of stored) for (const publish of this.publishers) publish(alarm);
    this.notifier.notify(ownerAccountId, stored);
    return stored;
  }

  /** Raises offline-too-long for devices silent beyond their owner's limit (once per silence). */
  async sweepOffline(): Promise<number> {
    const now = new Date(this.now());
    const silent = await this.repository.silentDevices(now, DEFAULT_SETTING.offlineMinutes);
    let raised = 0;
    for (const device of silent) {
      const owner = await this.owners.get(device.device_id);
      if (!owner) continue;
      const stored = await this.raise(owner.accountId, [
        {
          deviceId: device.device_id,
          type: 'offlineTooLong',
          source: 'platform',
          level: null,
          fenceId: null,
          fenceName: null,
          vehicle: device.name,
          speed: 0,
          latitude: device.latitude,
          longitude: device.longitude,
          gpsTime: device.fix_time,
          receivedTime: now,
        },
      ]);
      raised += stored.length;
    }
    return raised;
  }

  startSweeps(intervalMs = 60_000): void {
    if (this.sweepTimer) return;
    this.sweepTimer = setInterval(() => {
      this.sweepOffline().catch((error: unknown) =>
        this.log?.warn({ err: error }, 'offline sweep failed'),
      );
    }, intervalMs);
    this.sweepTimer.unref();
  }

  async close(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    await this.idle();
    this.notifier.close();
  }

  // -------------------------------------------------------------------------------------------
  // Alarm centre

  /** The caller's device scope, without reading its devices. */
  private async visible(callerId: string): Promise<DeviceScope & { name: string }> {
    const tree = await this.accounts.treeOf(callerId);
    if (!tree) throw new AppError(ERR.GENERIC_UNAUTHORIZED, 401);
    return { accountIds: tree.ids, granteeId: callerId, name: tree.account };
  }

  async setting(accountId: string): Promise<AlarmSetting> {
    return this.settings.get(accountId);
  }

  private async readSetting(accountId: string): Promise<AlarmSetting> {
    const row = await this.db
      .selectFrom('alarm_settings')
      .select('value')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    const parsed = alarmSettingSchema.safeParse(row?.value ?? {});
    return parsed.success ? parsed.data : DEFAULT_SETTING;
  }

  async saveSetting(accountId: string, setting: AlarmSetting): Promise<AlarmSetting> {
    await this.db
      .insertInto('alarm_settings')
      .values({ account_id: accountId, value: JSON.stringify(setting) })
      .onConflict((oc) =>
        oc
          .column('account_id')
          .doUpdateSet({ value: JSON.stringify(setting), updated_at: new Date(this.now()) }),
      )
      .execute();
    this.settings.set(accountId, setting);
    return setting;
  }

  async query(callerId: string, request: GetAlarmsRequest) {
    const scope = await this.visible(callerId);
    const setting = await this.setting(callerId);
    return this.repository.query(scope, {
      ...request,
      allowedTypes: setting.types,
      since: request.recentMinutes
        ? new Date(this.now() - request.recentMinutes * 60_000)
        : undefined,
    });
  }

  async handle(callerId: string, request: HandleAlarmsRequest): Promise<Alarm[]> {
    const scope = await this.visible(callerId);
    const ids = [...new Set(request.ids)];
    const allowed = await this.repository.visibleIds(ids, scope);
    // Foreign and missing alarms answer alike, and nothing of the batch changes.
    if (allowed.length !== ids.length) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    await this.repository.handle(ids, {
      state: request.state,
      description: request.description,
      falseAlarm: request.falseAlarm,
      handlerId: callerId,
      handlerName: scope.name,
      at: new Date(this.now()),
    });
    return this.repository.byIds(ids);
  }

  async counters(callerId: string, sinceId?: string) {
    const scope = await this.visible(callerId);
    const setting = await this.setting(callerId);
    const counts = await this.repository.counters(
      scope,
      setting.types,
      AI_ALARM_TYPES,
      new Date(this.now()),
    );
    const fresh =
      sinceId !== undefined
        ? await this.repository.newerThan(scope, setting.types, sinceId, FRESH_ALARMS_LIMIT)
        : [];
    return {
      alarmRecent1Number: counts.recent1,
      alarmRecent5Number: counts.recent5,
      AIAlramNumber: counts.ai,
      alarmUndisposed: counts.undisposed,
      latestId: counts.latestId,
      fresh,
    };
  }

  /** Whether an account receives an alarm (its type is chosen and it sees the device). */
  async receives(accountId: string, type: AlarmType): Promise<boolean> {
    return (await this.setting(accountId)).types.includes(type);
  }

  // -------------------------------------------------------------------------------------------
  // E-mail rules and webhooks, per account

  async rules(accountId: string): Promise<AlarmRule[]> {
    const rows = await this.db
      .selectFrom('alarm_rules')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      types: r.types.filter((t): t is AlarmType => (ALARM_TYPES as readonly string[]).includes(t)),
      emails: r.emails,
      enabled: r.enabled,
      createdAt: r.created_at.toISOString(),
    }));
  }

  async addRule(accountId: string, rule: Omit<AlarmRule, 'id' | 'createdAt'>): Promise<void> {
    await this.db
      .insertInto('alarm_rules')
      .values({
        account_id: accountId,
        name: rule.name,
        types: JSON.stringify(rule.types),
        emails: JSON.stringify(rule.emails),
        enabled: rule.enabled,
      })
      .execute();
    this.notifier.forgetTargets();
  }

  async editRule(
    accountId: string,
    id: string,
    change: Partial<Omit<AlarmRule, 'id' | 'createdAt'>>,
  ) {
    const result = await this.db
      .updateTable('alarm_rules')
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.types !== undefined ? { types: JSON.stringify(change.types) } : {}),
        ...(change.emails !== undefined ? { emails: JSON.stringify(change.emails) } : {}),
        ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
      })
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    this.notifier.forgetTargets();
    if (Number(result.numUpdatedRows) === 0) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
  }

  async removeRule(accountId: string, id: string): Promise<void> {
    const result = await this.db
      .deleteFrom('alarm_rules')
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    this.notifier.forgetTargets();
    if (Number(result.numDeletedRows) === 0) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
  }

  async webhooks(accountId: string) {
    const rows = await this.db
      .selectFrom('webhooks')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      url: r.url,
      secret: r.secret,
      types: r.types.filter((t): t is AlarmType => (ALARM_TYPES as readonly string[]).includes(t)),
      enabled: r.enabled,
      createdAt: r.created_at.toISOString(),
    }));
  }

  async addWebhook(
    accountId: string,
    hook: { url: string; secret?: string | undefined; types: AlarmType[]; enabled: boolean },
  ): Promise<void> {
    await this.db
      .insertInto('webhooks')
      .values({
        account_id: accountId,
        url: hook.url,
        secret: hook.secret ?? newWebhookSecret(),
        types: JSON.stringify(hook.types),
        enabled: hook.enabled,
      })
      .execute();
    this.notifier.forgetTargets();
  }

  async editWebhook(
    accountId: string,
    id: string,
    change: {
      url?: string | undefined;
      secret?: string | undefined;
      types?: AlarmType[] | undefined;
      enabled?: boolean | undefined;
    },
  ): Promise<void> {
    const result = await this.db
      .updateTable('webhooks')
      .set({
        ...(change.url !== undefined ? { url: change.url } : {}),
        ...(change.secret !== undefined ? { secret: change.secret } : {}),
        ...(change.types !== undefined ? { types: JSON.stringify(change.types) } : {}),
        ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
      })
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    this.notifier.forgetTargets();
    if (Number(result.numUpdatedRows) === 0) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
  }

  async removeWebhook(accountId: string, id: string): Promise<void> {
    const result = await this.db
      .deleteFrom('webhooks')
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    this.notifier.forgetTargets();
    if (Number(result.numDeletedRows) === 0) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
  }

  async deliveries(accountId: string, webhookId?: string) {
    let query = this.db
      .selectFrom('webhook_deliveries as l')
      .innerJoin('webhooks as w', 'w.id', 'l.webhook_id')
      .select([
        'l.id',
        'l.webhook_id',
        'l.alarm_id',
        'l.attempt',
        'l.status_code',
        'l.ok',
        'l.error',
        'l.at',
      ])
      .where('w.account_id', '=', accountId);
    if (webhookId) query = query.where('l.webhook_id', '=', webhookId);
    const rows = await query.orderBy('l.id', 'desc').limit(200).execute();
    return rows.map((r) => ({
      id: r.id,
      webhookId: r.webhook_id,
      alarmId: r.alarm_id,
      attempt: r.attempt,
      statusCode: r.status_code,
      ok: r.ok,
      error: r.error,
      at: r.at.toISOString(),
    }));
  }
}
