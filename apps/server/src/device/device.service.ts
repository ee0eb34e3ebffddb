import { type Kysely, sql } from 'kysely';
import {
  AppError,
  type AddDeviceRequest,
  type DeviceDto,
  ERR,
  type UpdateDeviceRequest,
} from '@convoy/domain';
import type { Database } from '../db/schema';
import type { AccountService } from '../account/account.service';
import { chargeDeviceCredit } from '../account/credit-ledger';
import type { DeviceRegistry, UnknownDevices } from './device-registry';

const DAYS_PER_CREDIT_YEAR = 365;
const DAY_MS = 86_400_000;

interface DeviceRow {
  id: string;
  account_id: string;
  group_id: string | null;
  name: string;
  imei: string;
  sim: string;
  device_type: 'gps' | 'dvr';
  model: string;
  protocol: string;
  object_type: string;
  initial_version: string;
  upgrade_version: string;
  channels: number;
  credit_years: number;
  expiry: Date | null;
  next_pay_date: Date | null;
  created_at: Date;
}

const DEVICE_COLUMNS = [
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
  'initial_version',
  'upgrade_version',
  'channels',
  'credit_years',
  'expiry',
  'next_pay_date',
  'created_at',
] as const;

/**
 * Devices under accounts. Adding one consumes the owner's credit (device-years, GPS or DVR
 * by the device's type, SPEC.md §6): the top account is the platform's source of credit and
 * is not charged; every other account needs enough credit and stays within its device limit.
 */
export class DeviceService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: AccountService,
    private readonly registry: DeviceRegistry,
    private readonly unknown: UnknownDevices,
    private readonly now: () => number = Date.now,
  ) {}

  toDto(row: DeviceRow): DeviceDto {
    return {
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
      initialVersion: row.initial_version,
      upgradeVersion: row.upgrade_version,
      channels: row.channels,
      creditYears: row.credit_years,
      expiry: row.expiry ? row.expiry.toISOString() : null,
      nextPayDate: row.next_pay_date ? row.next_pay_date.toISOString() : null,
      remainingDays: row.expiry ? Math.floor((row.expiry.getTime() - this.now()) / DAY_MS) : null,
      createdAt: row.created_at.toISOString(),
    };
  }

  /** Refuses with 403 unless `accountId` is the caller or lies below it. */
  async assertCanManage(callerId: string, accountId: string): Promise<void> {
    if (callerId !== accountId && !(await this.accounts.isInSubtree(callerId, accountId))) {
      throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    }
  }

  async add(callerId: string, input: AddDeviceRequest): Promise<DeviceDto> {
    const ownerId = input.accountId ?? callerId;
    await this.assertCanManage(callerId, ownerId);
    const expiry = new Date(this.now() + input.creditYears * DAYS_PER_CREDIT_YEAR * DAY_MS);
    const creditDays = input.creditYears * DAYS_PER_CREDIT_YEAR;
    const creditColumn = input.deviceType === 'dvr' ? 'dvr_credit_days' : 'gps_credit_days';

    const row = await this.db.transaction().execute(async (trx) => {
      const owner = await trx
        .selectFrom('accounts')
        .select(['id', 'level', 'device_limit', 'gps_credit_days', 'dvr_credit_days'])
        .where('id', '=', ownerId)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!owner) throw new AppError(ERR.DEVICE_NO_PERMISSION_TO_ADD, 403);
      const existing = await trx
        .selectFrom('devices')
        .select('id')
        .where(sql<string>`ltrim(imei, '0')`, '=', input.imei.replace(/^0+/, ''))
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (existing) throw new AppError(ERR.DEVICE_IMEI_EXISTS, 409, { imei: input.imei });
      if (owner.device_limit !== null) {
        const { n } = await trx
          .selectFrom('devices')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('account_id', '=', ownerId)
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(n) >= owner.device_limit) {
          throw new AppError(ERR.ACCOUNT_DEVICE_LIMIT_REACHED, 409, { max: owner.device_limit });
        }
      }
      if (owner.level > 1 && owner[creditColumn] < creditDays) {
        throw new AppError(ERR.ACCOUNT_INSUFFICIENT_CREDIT, 409);
      }
      const inserted = await trx
        .insertInto('devices')
        .values({
          account_id: ownerId,
          group_id: input.groupId ?? null,
          name: input.name,
          imei: input.imei,
          password: input.password ?? '',
          sim: input.sim ?? '',
          device_type: input.deviceType,
          model: input.model,
          protocol: input.protocol,
          object_type: input.objectType,
          initial_version: input.initialVersion ?? '',
          upgrade_version: input.upgradeVersion ?? '',
          credit_years: input.creditYears,
          channels: input.channels,
          expiry,
          next_pay_date: input.nextPayDate ?? expiry,
          auth_code: null,
          deleted_at: null,
        })
        .returning(DEVICE_COLUMNS)
        .executeTakeFirstOrThrow();
      // Charged and written to the credit ledger in the same transaction as the device.
      await chargeDeviceCredit(trx, {
        ownerId,
        actorId: callerId,
        kind: input.deviceType,
        days: creditDays,
        reason: 'deviceAdd',
        device: { id: inserted.id, imei: inserted.imei },
      });
      return inserted;
    });
    this.registry.invalidate(input.imei);
    this.unknown.forget(input.imei);
    return this.toDto(row);
  }

  /** Live devices of the caller's tree (or of one account in it), optionally searched. */
  async list(
    callerId: string,
    filter: { accountId?: string | undefined; search?: string | undefined },
  ) {
    const rootId = filter.accountId ?? callerId;
    await this.assertCanManage(callerId, rootId);
    const info = await this.accounts.userInfo(rootId);
    const accountIds = info ? [info.sssid, ...info.users.map((u) => u.id)] : [];
    let query = this.db
      .selectFrom('devices')
      .select(DEVICE_COLUMNS)
      .where('account_id', 'in', accountIds.length > 0 ? accountIds : ['0'])
      .where('deleted_at', 'is', null);
    if (filter.search) {
      const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([eb('name', 'ilike', pattern), eb('imei', 'ilike', pattern)]),
      );
    }
    const rows = await query.orderBy('id').execute();
    return rows.map((row) => this.toDto(row));
  }

  /** The device behind an IMEI or terminal number, if the caller may see it. */
  async findVisible(callerId: string, imei: string): Promise<DeviceDto> {
    const row = await this.db
      .selectFrom('devices')
      .select(DEVICE_COLUMNS)
      .where(sql<string>`ltrim(imei, '0')`, '=', imei.replace(/^0+/, ''))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    // Unknown and foreign devices answer alike: no probing for other accounts' IMEIs.
    if (!row) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    await this.assertCanManage(callerId, row.account_id);
    return this.toDto(row);
  }

  /** A device of the caller's tree by id, or 403 alike for foreign and missing ones. */
  private async findManaged(callerId: string, id: string) {
    const row = await this.db
      .selectFrom('devices')
      .select(DEVICE_COLUMNS)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    await this.assertCanManage(callerId, row.account_id);
    return row;
  }

  async update(callerId: string, input: UpdateDeviceRequest): Promise<DeviceDto> {
    const current = await this.findManaged(callerId, input.id);
    if (input.imei !== undefined && input.imei !== current.imei) {
      const clash = await this.db
        .selectFrom('devices')
        .select('id')
        .where(sql<string>`ltrim(imei, '0')`, '=', input.imei.replace(/^0+/, ''))
        .where('deleted_at', 'is', null)
        .where('id', '!=', input.id)
        .executeTakeFirst();
      if (clash) throw new AppError(ERR.DEVICE_IMEI_EXISTS, 409, { imei: input.imei });
    }
    const row = await this.db
      .updateTable('devices')
      .set({
        ...(input.imei !== undefined ? { imei: input.imei } : {}),
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.password !== undefined ? { password: input.password } : {}),
        ...(input.sim !== undefined ? { sim: input.sim } : {}),
        ...(input.model !== undefined ? { model: input.model } : {}),
        ...(input.protocol !== undefined ? { protocol: input.protocol } : {}),
        ...(input.objectType !== undefined ? { object_type: input.objectType } : {}),
        ...(input.groupId !== undefined ? { group_id: input.groupId } : {}),
        ...(input.initialVersion !== undefined ? { initial_version: input.initialVersion } : {}),
        ...(input.upgradeVersion !== undefined ? { upgrade_version: input.upgradeVersion } : {}),
        ...(input.channels !== undefined ? { channels: input.channels } : {}),
        ...(input.nextPayDate !== undefined ? { next_pay_date: input.nextPayDate } : {}),
      })
      .where('id', '=', input.id)
      .returning(DEVICE_COLUMNS)
      .executeTakeFirstOrThrow();
    this.registry.invalidate(current.imei);
    this.registry.invalidate(row.imei);
    return this.toDto(row);
  }

  /**
   * Removes a device: its history stays (for reports over the past), the gateway stops
   * serving it, and its IMEI can be added again. Credit already used is not refunded.
   */
  async remove(callerId: string, id: string): Promise<void> {
    const current = await this.findManaged(callerId, id);
    await this.db
      .updateTable('devices')
      .set({ deleted_at: new Date(this.now()) })
      .where('id', '=', id)
      .execute();
    this.registry.invalidate(current.imei);
  }

  /** Identifiers heard from that no account owns; only the top account may see them. */
  async listUnknown(callerId: string) {
    const caller = await this.db
      .selectFrom('accounts')
      .select('level')
      .where('id', '=', callerId)
      .executeTakeFirst();
    if (caller?.level !== 1) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    return this.unknown.list().map((u) => ({
      identifier: u.identifier,
      protocol: u.protocol,
      address: u.address,
      firstSeen: u.firstSeen.toISOString(),
      lastSeen: u.lastSeen.toISOString(),
      frames: u.frames,
    }));
  }
}
