import type { Position } from '@convoy/protocols';
import type { RegisteredDevice } from '../device/device-registry';
import type { PositionWriterPool, StoredPosition } from '../location/position-writer';
import { dropImpossiblePositions } from './normalise-step';

/** What a pipeline step sees: the device and the positions of one frame, in fix order. */
export interface PipelineBatch {
  device: RegisteredDevice;
  receivedTime: Date;
  positions: Position[];
}

/** A step takes positions and gives back the ones to keep (it may enrich them). */
export type PipelineStep = (batch: PipelineBatch) => Position[];

export type PositionListener = (device: RegisteredDevice, positions: StoredPosition[]) => void;

/**
 * The chain every position passes between decoding and storage. The promise settles once
 * the positions are committed: only then may the device be acknowledged.
 */
export class PositionPipeline {
  private readonly listeners: PositionListener[] = [];

  constructor(
    private readonly writer: PositionWriterPool,
    private readonly steps: PipelineStep[] = [dropImpossiblePositions],
  ) {}

  /** Adds a step at the end of the chain (before storage). */
  use(step: PipelineStep): void {
    this.steps.push(step);
  }

  onStored(listener: PositionListener): void {
    this.listeners.push(listener);
  }

  process(
    device: RegisteredDevice,
    positions: Position[],
    receivedTime = new Date(),
  ): Promise<number> {
    let kept = positions;
    for (const step of this.steps) kept = step({ device, receivedTime, positions: kept });
    if (kept.length === 0) return Promise.resolve(0);
    // The decoded positions become the stored rows in place: no copy per position.
    const rows = kept as StoredPosition[];
    for (const row of rows) {
      row.deviceId = device.id;
      row.receivedTime = receivedTime;
    }
    // Queued for storage before this returns: a caller's next frame queues behind it.
    return this.writer.write(rows).then(() => {
      for (const listener of this.listeners) listener(device, rows);
      return rows.length;
    });
  }
}
