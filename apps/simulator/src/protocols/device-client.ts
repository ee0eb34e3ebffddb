import type { SimulatedFix } from '../jt808/terminal-messages';

/**
 * What the fleet needs of a simulated device, whatever protocol it speaks. `report` settles
 * when the platform acknowledged the fix (when written, for protocols without one).
 */
export interface DeviceClient {
  readonly identifier: string;
  readonly protocol: 'jt808' | 'gt06' | 'teltonika' | 'h02' | 'osmand';
  connect(): Promise<void>;
  report(fix: SimulatedFix): Promise<void>;
  /** Fixes recorded without signal, sent together where the protocol has a batch. */
  reportBatch(fixes: SimulatedFix[]): Promise<void>;
  close(): void;
  readonly stats: { sent: number; acknowledged: number };
}
