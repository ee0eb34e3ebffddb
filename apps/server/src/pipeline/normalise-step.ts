import type { Position } from '@convoy/protocols';
import type { PipelineBatch } from './pipeline';

/** Fixes dated more than this far ahead of receipt are clock faults, not positions. */
const MAX_FUTURE_MS = 24 * 3600_000;

/**
 * Drops what cannot be a position: coordinates off the globe, times that are not dates or
 * lie a day ahead of receipt. Devices without a fix still report (valid = false) and are
 * kept: "never located" is derived from them.
 */
export function dropImpossiblePositions(batch: PipelineBatch): Position[] {
  const limit = batch.receivedTime.getTime() + MAX_FUTURE_MS;
  const positions = batch.positions;
  // The usual batch is all possible: it goes on as it is, without a copy (and without a
  // closure: this runs for every report).
  let i = 0;
  while (i < positions.length && isPossible(positions[i] as Position, limit)) i++;
  if (i === positions.length) return positions;
  const kept = positions.slice(0, i);
  for (i++; i < positions.length; i++) {
    const position = positions[i] as Position;
    if (isPossible(position, limit)) kept.push(position);
  }
  return kept;
}

function isPossible(p: Position, latestMs: number): boolean {
  const time = p.fixTime.getTime();
  return (
    Number.isFinite(time) &&
    time <= latestMs &&
    Number.isFinite(p.latitude) &&
    Number.isFinite(p.longitude) &&
    Math.abs(p.latitude) <= 90 &&
    Math.abs(p.longitude) <= 180
  );
}
