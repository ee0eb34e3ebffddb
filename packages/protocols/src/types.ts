/**
 * What every protocol decoder hands to the gateway. Decoders are pure: bytes in,
 * messages and replies out. The gateway stores what a message carries and only then
 * writes `reply` to the device, so an unacknowledged device retransmits.
 */

export type ProtocolName = 'jt808' | 'gt06' | 'teltonika' | 'h02' | 'osmand';

export type AttributeValue = number | string | boolean;

/** One fix, normalised across protocols. Units: degrees, metres, km/h, km, litres. */
export interface Position {
  /** Time of the fix as UTC. */
  fixTime: Date;
  /** The device reported a valid satellite fix. */
  valid: boolean;
  latitude: number;
  longitude: number;
  altitude: number;
  speed: number;
  course: number;
  satellites?: number;
  /** JT/T 808 alarm DWORD (Table 24); other protocols map their alarms onto its bits where one fits. */
  alarm?: number;
  /** JT/T 808 status DWORD (Table 25); other protocols set bit 0 (ACC) and bit 1 (fix) at least. */
  status?: number;
  ignition?: boolean;
  /** Total mileage reported by the device, km. */
  odometer?: number;
  /** Fuel level reported by the device, litres. */
  fuel?: number;
  /** Vendor event id where the protocol carries one (JT/T 808 extension, Teltonika event IO). */
  eventId?: number;
  /** Everything else the frame carried, under stable names; unknown items as raw hex. */
  attributes: Record<string, AttributeValue>;
}

/** A frame splitter result: complete frames cut from the front of a stream buffer. */
export interface FrameSplit {
  frames: Uint8Array[];
  /** Bytes consumed from the front of the input (frames plus skipped garbage). */
  consumed: number;
  /** Bytes skipped because they could not start a frame. */
  skipped: number;
}

export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
}
