import type { Position } from '@convoy/protocols';
import type { LatLng, PreparedFence } from '@convoy/domain';
import type { PipelineBatch, PipelineStep } from './pipeline';

/** A fence bound to the device whose positions are checked. */
export interface BoundFence {
  id: string;
  fence: PreparedFence;
}

/** Where a device stood against its fences after its last live position. */
export interface FencePresence {
  inside: ReadonlySet<string>;
  last: (LatLng & { fixTimeMs: number }) | null;
}

export const NO_PRESENCE: FencePresence = { inside: new Set(), last: null };

export type FenceDirection = 'in' | 'out';

export interface FenceTransition {
  fenceId: string;
  direction: FenceDirection;
  /** Index of the position (in the input) at which the transition was seen. */
  positionIndex: number;
}

/** Attribute names under which a position records the fences it entered and left. */
export const FENCE_IN_ATTRIBUTE = 'fence_in';
export const FENCE_OUT_ATTRIBUTE = 'fence_out';

/**
 * Enter and exit detection, pure: given the fences bound to a device, where it stood and its
 * new positions in fix order, the transitions and where it stands afterwards.
 *
 * - A position on the boundary counts as inside.
 * - Between two reports outside, a straight path that passes through a fence (a small fence
 *   jumped over between reports) counts as an entry and an exit at the second report.
 * - Positions without a fix, and positions older than the last live one (blind-area
 *   uploads), change nothing: they are history, not movement.
 * - A device seen for the first time establishes where it is without transitions: nobody
 *   saw it enter.
 */
export function detectFenceTransitions(
  fences: readonly BoundFence[],
  presence: FencePresence,
  positions: readonly Position[],
): { transitions: FenceTransition[]; presence: FencePresence } {
  const transitions: FenceTransition[] = [];
  const bound = new Set(fences.map((f) => f.id));
  let inside = new Set([...presence.inside].filter((id) => bound.has(id)));
  let last = presence.last;
  positions.forEach((position, positionIndex) => {
    if (!position.valid) return;
    const fixTimeMs = position.fixTime.getTime();
    if (last && fixTimeMs <= last.fixTimeMs) return;
    const point = { lat: position.latitude, lng: position.longitude };
    const next = new Set<string>();
    for (const { id, fence } of fences) {
      const now = fence.contains(point);
      if (now) next.add(id);
      if (!last) continue;
      const before = inside.has(id);
      if (!before && now) transitions.push({ fenceId: id, direction: 'in', positionIndex });
      else if (before && !now) transitions.push({ fenceId: id, direction: 'out', positionIndex });
      else if (!before && !now && fence.crossedBy(last, point)) {
        transitions.push({ fenceId: id, direction: 'in', positionIndex });
        transitions.push({ fenceId: id, direction: 'out', positionIndex });
      }
    }
    inside = next;
    last = { ...point, fixTimeMs };
  });
  return { transitions, presence: { inside, last } };
}

/** What the step needs from the fence store: bindings and presence per device. */
export interface FenceStepSource {
  fencesOf(deviceId: string): readonly BoundFence[];
  presenceOf(deviceId: string): FencePresence;
  setPresence(deviceId: string, presence: FencePresence): void;
}

/**
 * The pipeline step: records on each position the fences it entered (`fence_in`) and left
 * (`fence_out`) as comma-separated fence ids. The alarm engine turns them into platform
 * alarms once the positions are stored; fence reports read them from the positions.
 */
export function createFenceStep(source: FenceStepSource): PipelineStep {
  return (batch: PipelineBatch) => {
    const fences = source.fencesOf(batch.device.id);
    const presence = source.presenceOf(batch.device.id);
    if (fences.length === 0 && presence.inside.size === 0) {
      // Still follow the device, so a fence bound later starts from where it is.
      const latest = latestLive(batch.positions, presence);
      if (latest) source.setPresence(batch.device.id, { inside: presence.inside, last: latest });
      return batch.positions;
    }
    const result = detectFenceTransitions(fences, presence, batch.positions);
    source.setPresence(batch.device.id, result.presence);
    if (result.transitions.length === 0) return batch.positions;
    return batch.positions.map((position, index) => {
      const here = result.transitions.filter((t) => t.positionIndex === index);
      if (here.length === 0) return position;
      const ids = (direction: FenceDirection) =>
        here.filter((t) => t.direction === direction).map((t) => t.fenceId);
      const entered = ids('in');
      const left = ids('out');
      return {
        ...position,
        attributes: {
          ...position.attributes,
          ...(entered.length > 0 ? { [FENCE_IN_ATTRIBUTE]: entered.join(',') } : {}),
          ...(left.length > 0 ? { [FENCE_OUT_ATTRIBUTE]: left.join(',') } : {}),
        },
      };
    });
  };
}

function latestLive(positions: readonly Position[], presence: FencePresence) {
  let last = presence.last;
  for (const p of positions) {
    const fixTimeMs = p.fixTime.getTime();
    if (p.valid && (!last || fixTimeMs > last.fixTimeMs))
      last = { lat: p.latitude, lng: p.longitude, fixTimeMs };
  }
  return last === presence.last ? null : last;
}

/** The ids recorded under a fence attribute of a stored position. */
export function fenceIdsOf(attributes: Record<string, unknown>, name: string): string[] {
  const value = attributes[name];
  return typeof value === 'string' && value !== '' ? value.split(',') : [];
}
