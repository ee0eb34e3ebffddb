import { fenceShapeSchema, PreparedFence } from '@convoy/domain';
import {
  NO_PRESENCE,
  type BoundFence,
  type FencePresence,
  type FenceStepSource,
} from '../pipeline/fence-step';
import type { FenceRepository } from './fence.repository';

/**
 * The fences bound to each device, prepared for the pipeline's enter/exit step, and where
 * each device stands against them. Read from the database at start and after every change
 * to a fence or a binding.
 */
export class FenceIndex implements FenceStepSource {
  private byDevice = new Map<string, BoundFence[]>();
  private readonly presence = new Map<string, FencePresence>();
  private loading: Promise<void> | null = null;
  private stale = false;

  constructor(
    private readonly repository: FenceRepository,
    /** Where a device was last seen, to start from after a restart. */
    private readonly lastSeen: (
      deviceId: string,
    ) => { lat: number; lng: number; fixTimeMs: number } | undefined = () => undefined,
  ) {}

  fencesOf(deviceId: string): readonly BoundFence[] {
    return this.byDevice.get(deviceId) ?? [];
  }

  presenceOf(deviceId: string): FencePresence {
    const known = this.presence.get(deviceId);
    if (known) return known;
    const last = this.lastSeen(deviceId);
    if (!last) return NO_PRESENCE;
    const point = { lat: last.lat, lng: last.lng };
    const inside = new Set(
      this.fencesOf(deviceId)
        .filter((f) => f.fence.contains(point))
        .map((f) => f.id),
    );
    return { inside, last };
  }

  setPresence(deviceId: string, presence: FencePresence): void {
    this.presence.set(deviceId, presence);
  }

  /** Reads every binding again; calls made while a read runs are folded into one more read. */
  async reload(): Promise<void> {
    if (this.loading) {
      this.stale = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.stale = false;
        const rows = await this.repository.allBindings();
        const prepared = new Map<string, PreparedFence>();
        const next = new Map<string, BoundFence[]>();
        for (const row of rows) {
          let fence = prepared.get(row.fence_id);
          if (!fence) {
            const shape = fenceShapeSchema.safeParse(row.shape);
            if (!shape.success) continue;
            fence = new PreparedFence(shape.data);
            prepared.set(row.fence_id, fence);
          }
          const list = next.get(row.device_id) ?? [];
          list.push({ id: row.fence_id, fence });
          next.set(row.device_id, list);
        }
        const before = this.byDevice;
        this.byDevice = next;
        // A fence newly bound to a device that already stands in it is not an entry.
        for (const [deviceId, presence] of this.presence) {
          const last = presence.last;
          if (!last) continue;
          const known = new Set((before.get(deviceId) ?? []).map((f) => f.id));
          const added = (next.get(deviceId) ?? []).filter((f) => !known.has(f.id));
          const entered = added.filter((f) => f.fence.contains(last)).map((f) => f.id);
          if (entered.length > 0) {
            this.presence.set(deviceId, {
              inside: new Set([...presence.inside, ...entered]),
              last,
            });
          }
        }
      } while (this.stale);
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }
}
