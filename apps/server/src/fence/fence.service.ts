import {
  AppError,
  ERR,
  fenceArea,
  fencePerimeter,
  fenceShapeSchema,
  type AddFenceRequest,
  type BindingHistoryEntry,
  type EditFenceRequest,
  type Fence,
} from '@convoy/domain';
import type { AccountService } from '../account/account.service';
import type { FenceIndex } from './fence-index';
import type { BindingRow, FenceRepository, FenceRow } from './fence.repository';

const normaliseImei = (imei: string) => imei.trim().replace(/^0+/, '');

/**
 * Geo-fences of an account tree (SPEC.md §3, §5): a fence belongs to the account that drew
 * it and is seen and managed by that account and those above it; it binds only devices of
 * the caller's tree.
 */
export class FenceService {
  constructor(
    private readonly repository: FenceRepository,
    private readonly accounts: AccountService,
    private readonly index: FenceIndex,
  ) {}

  private async tree(callerId: string) {
    const info = await this.accounts.userInfo(callerId);
    if (!info) throw new AppError(ERR.GENERIC_UNAUTHORIZED, 401);
    return {
      name: info.userAccount,
      accountIds: [info.sssid, ...info.users.map((u) => u.id)],
      devices: info.trackers,
    };
  }

  /** A fence of the caller's tree; foreign and missing fences answer alike. */
  private async managed(callerId: string, id: string): Promise<FenceRow> {
    const fence = await this.repository.find(id);
    const tree = await this.tree(callerId);
    if (!fence || !tree.accountIds.includes(fence.account_id)) {
      throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    }
    return fence;
  }

  private toDto(row: FenceRow, bindings: BindingRow[]): Fence {
    const shape = fenceShapeSchema.parse(row.shape);
    return {
      id: row.id,
      accountId: row.account_id,
      name: row.name,
      type: shape.type,
      shape,
      color: row.color,
      lineWidth: row.line_width,
      area: row.area,
      perimeter: row.perimeter,
      inAlarm: row.in_alarm,
      outAlarm: row.out_alarm,
      terminals: bindings
        .filter((b) => b.fence_id === row.id)
        .map((b) => ({
          deviceId: b.device_id,
          imei: b.imei,
          name: b.name,
          boundAt: b.bound_at.toISOString(),
        })),
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  }

  private async withBindings(rows: FenceRow[]): Promise<Fence[]> {
    const bindings = await this.repository.bindingsOf(rows.map((r) => r.id));
    return rows.map((row) => this.toDto(row, bindings));
  }

  async list(callerId: string, filter: { search?: string | undefined; imei?: string | undefined }) {
    const accountIds = await this.accounts.treeAccountIds(callerId);
    if (!accountIds) throw new AppError(ERR.GENERIC_UNAUTHORIZED, 401);
    const fences = await this.withBindings(
      await this.repository.listByAccounts(accountIds, filter.search),
    );
    if (!filter.imei) return fences;
    const imei = normaliseImei(filter.imei);
    return fences.filter((f) => f.terminals.some((t) => normaliseImei(t.imei) === imei));
  }

  async add(callerId: string, request: AddFenceRequest): Promise<Fence> {
    // Terminals are checked before anything is written.
    if (request.imeis && request.imeis.length > 0) await this.devicesOf(callerId, request.imeis);
    const row = await this.repository.insert(callerId, {
      name: request.name,
      shape: request.shape,
      color: request.color,
      lineWidth: request.lineWidth,
      area: fenceArea(request.shape),
      perimeter: fencePerimeter(request.shape),
      inAlarm: request.inAlarm,
      outAlarm: request.outAlarm,
    });
    if (request.imeis && request.imeis.length > 0) {
      await this.bind(callerId, { fenceId: row.id, imeis: request.imeis });
    }
    return (await this.withBindings([row]))[0] as Fence;
  }

  async edit(callerId: string, request: EditFenceRequest): Promise<Fence> {
    const current = await this.managed(callerId, request.id);
    const shape = request.shape ?? fenceShapeSchema.parse(current.shape);
    const row = await this.repository.update(current.id, {
      name: request.name ?? current.name,
      shape,
      color: request.color ?? current.color,
      lineWidth: request.lineWidth ?? current.line_width,
      area: fenceArea(shape),
      perimeter: fencePerimeter(shape),
      inAlarm: request.inAlarm ?? current.in_alarm,
      outAlarm: request.outAlarm ?? current.out_alarm,
    });
    if (request.shape) await this.index.reload();
    return (await this.withBindings([row]))[0] as Fence;
  }

  async remove(callerId: string, id: string): Promise<void> {
    const fence = await this.managed(callerId, id);
    const bindings = await this.repository.bindingsOf([fence.id]);
    const tree = await this.tree(callerId);
    // Removing a fence unbinds its terminals first, so the history says so.
    await this.repository.unbind(
      fence,
      bindings.map((b) => ({ id: b.device_id, imei: b.imei, name: b.name })),
      { id: callerId, name: tree.name },
    );
    await this.repository.remove(fence.id);
    await this.index.reload();
  }

  private async devicesOf(callerId: string, imeis: string[]) {
    const tree = await this.tree(callerId);
    const byImei = new Map(tree.devices.map((d) => [normaliseImei(d.imei), d]));
    const devices = [...new Set(imeis.map(normaliseImei))].map((imei) => byImei.get(imei));
    if (devices.some((d) => d === undefined)) {
      throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    }
    return {
      actor: { id: callerId, name: tree.name },
      devices: devices.map((d) => ({ id: d!.id, imei: d!.imei, name: d!.name })),
    };
  }

  async bind(callerId: string, request: { fenceId: string; imeis: string[] }): Promise<Fence> {
    const fence = await this.managed(callerId, request.fenceId);
    const { actor, devices } = await this.devicesOf(callerId, request.imeis);
    const { existing } = await this.repository.bind(fence, devices, actor);
    if (existing.length > 0) {
      throw new AppError(ERR.DEVICE_RELATION_EXISTS, 409, { imei: existing.join(', ') });
    }
    await this.index.reload();
    return (await this.withBindings([fence]))[0] as Fence;
  }

  async unbind(callerId: string, request: { fenceId: string; imeis: string[] }): Promise<Fence> {
    const fence = await this.managed(callerId, request.fenceId);
    const { actor, devices } = await this.devicesOf(callerId, request.imeis);
    await this.repository.unbind(fence, devices, actor);
    await this.index.reload();
    return (await this.withBindings([fence]))[0] as Fence;
  }

  async history(
    callerId: string,
    filter: { fenceId?: string | undefined; imei?: string | undefined; limit: number },
  ): Promise<BindingHistoryEntry[]> {
    const tree = await this.tree(callerId);
    let deviceId: string | undefined;
    if (filter.imei) {
      const device = tree.devices.find(
        (d) => normaliseImei(d.imei) === normaliseImei(filter.imei!),
      );
      if (!device) return [];
      deviceId = device.id;
    }
    const rows = await this.repository.history({
      accountIds: tree.accountIds,
      limit: filter.limit,
      ...(filter.fenceId ? { fenceId: filter.fenceId } : {}),
      ...(deviceId ? { deviceId } : {}),
    });
    return rows.map((r) => ({
      id: r.id,
      fenceId: r.fence_id,
      fenceName: r.fence_name,
      imei: r.imei,
      deviceName: r.device_name,
      action: r.action,
      actorName: r.actor_name,
      at: r.at.toISOString(),
    }));
  }

  /** The names of fences by id, for alarms. */
  async names(
    ids: string[],
  ): Promise<Map<string, { name: string; inAlarm: boolean; outAlarm: boolean }>> {
    const map = new Map<string, { name: string; inAlarm: boolean; outAlarm: boolean }>();
    for (const id of new Set(ids)) {
      const row = await this.repository.find(id);
      if (row) map.set(id, { name: row.name, inAlarm: row.in_alarm, outAlarm: row.out_alarm });
    }
    return map;
  }
}
