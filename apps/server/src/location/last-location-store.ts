import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { NON_ALARM_EVENT_ID, type LastAlarm, type LastLoc } from '@convoy/domain';
import type { Database } from '../db/schema';
import type { StoredPosition } from './position-writer';

/** The JT/T 808 status or alarm word as 8 hex digits. */
export const hexWord = (value: string | number | bigint): string =>
  (Number(value) >>> 0).toString(16).toUpperCase().padStart(8, '0');

/** A device's latest report as the monitor needs it, with when it last changed. */
export interface LastLocationEntry {
  deviceId: string;
  /**
   * lastLoc without `online`, which is the gateway's to say at reading time; trackerState
   * here is the protocol's status word, which the record turns into the model's 12-bit state.
   */
  lastLoc: Omit<LastLoc, 'online'>;
  statusWord: number;
  /** The ignition as the protocol reported it, or the status word's ACC bit. */
  ignition: boolean | undefined;
  lastAlarm: LastAlarm | null;
  /** Extra values of the report (OBD codes and the like). */
  attributes: Record<string, unknown>;
  fixTimeMs: number;
  receivedTimeMs: number;
  /** The store's change counter when this entry was written. */
  seq: number;
}

/** A stored position or a last_locations row; absent values are null or undefined. */
interface LastLocationSource {
  fixTime: Date;
  receivedTime: Date;
  latitude: number;
  longitude: number;
  speed: number;
  course: number;
  valid: boolean;
  satellites?: number | null | undefined;
  status?: string | number | bigint | null | undefined;
  alarm?: string | number | bigint | null | undefined;
  odometer?: number | null | undefined;
  fuel?: number | null | undefined;
  eventId?: number | null | undefined;
  ignition?: boolean | undefined;
  attributes: Record<string, unknown>;
}

/**
 * An entry as the store keeps it: the report's values, with lastLoc and lastAlarm built when
 * first read. Most entries are replaced by the next report before anyone reads them (the live
 * push reads at most once a second), so a report costs one small object, not three and two
 * date strings.
 */
class StoredEntry implements LastLocationEntry {
  readonly statusWord: number;
  readonly ignition: boolean | undefined;
  readonly attributes: Record<string, unknown>;
  readonly fixTimeMs: number;
  readonly receivedTimeMs: number;
  private loc: Omit<LastLoc, 'online'> | undefined;
  private alarm: LastAlarm | null | undefined;

  constructor(
    readonly deviceId: string,
    private readonly source: LastLocationSource,
    readonly seq: number,
  ) {
    this.statusWord = Number(source.status ?? 0) >>> 0;
    this.ignition = source.ignition;
    this.attributes = source.attributes;
    this.fixTimeMs = source.fixTime.getTime();
    this.receivedTimeMs = source.receivedTime.getTime();
  }

  get lastLoc(): Omit<LastLoc, 'online'> {
    const source = this.source;
    const odometer = source.odometer ?? null;
    this.loc ??= {
      receivedTime: source.receivedTime.toISOString(),
      gpsTime: source.fixTime.toISOString(),
      lat: source.latitude,
      lng: source.longitude,
      speed: source.speed,
      direction: source.course,
      journeyStr: odometer === null ? '' : odometer.toFixed(1),
      satellites: source.satellites ?? null,
      trackerState: this.statusWord.toString(16).toUpperCase(),
      gpsAvailable: source.valid,
      eventId: source.eventId ?? 0,
      fuel: source.fuel ?? null,
    };
    return this.loc;
  }

  /** An alarm still raised in the latest report (alarm word or alarm event). */
  get lastAlarm(): LastAlarm | null {
    if (this.alarm === undefined) {
      const eventId = this.source.eventId ?? 0;
      const alarmWord = Number(this.source.alarm ?? 0) >>> 0;
      const alarmEvent = eventId > 0 && eventId !== NON_ALARM_EVENT_ID;
      this.alarm =
        alarmWord !== 0 || alarmEvent
          ? { gpsTime: this.source.fixTime.toISOString(), eventId, alarmFlags: hexWord(alarmWord) }
          : null;
    }
    return this.alarm;
  }

  /** Plain values, as the entry is sent or compared. */
  toJSON(): LastLocationEntry {
    return {
      deviceId: this.deviceId,
      lastLoc: this.lastLoc,
      statusWord: this.statusWord,
      ignition: this.ignition,
      lastAlarm: this.lastAlarm,
      attributes: this.attributes,
      fixTimeMs: this.fixTimeMs,
      receivedTimeMs: this.receivedTimeMs,
      seq: this.seq,
    };
  }
}

export type LastLocationListener = (entries: readonly LastLocationEntry[]) => void;

/**
 * Every device's last location in memory (ARCHITECTURE.md Storage), read once from
 * last_locations and kept current from the pipeline after each commit, so the monitor's
 * calls and the live push never query the table. Each change takes the next `seq`; with
 * `epoch` (new at every start) a reconnecting client asks for what changed since it left.
 */
export class LastLocationStore {
  readonly epoch = randomBytes(6).toString('hex');
  private readonly entries = new Map<string, LastLocationEntry>();
  private readonly listeners: LastLocationListener[] = [];
  private loading: Promise<void> | null = null;
  private counter = 0;

  constructor(private readonly db: Kysely<Database>) {}

  get seq(): number {
    return this.counter;
  }

  onChange(listener: LastLocationListener): () => void {
    this.listeners.push(listener);
    return () => {
      const at = this.listeners.indexOf(listener);
      if (at >= 0) this.listeners.splice(at, 1);
    };
  }

  /** Reads the table once; later calls wait for the same read. */
  ready(): Promise<void> {
    this.loading ??= this.load();
    return this.loading;
  }

  get(deviceId: string): LastLocationEntry | undefined {
    return this.entries.get(deviceId);
  }

  /** Takes what the pipeline committed; a late (blind-area) fix never replaces a newer one. */
  accept(positions: readonly StoredPosition[]): void {
    const changed: LastLocationEntry[] = [];
    for (const position of positions) {
      const current = this.entries.get(position.deviceId);
      if (current && position.fixTime.getTime() < current.fixTimeMs) continue;
      const entry = new StoredEntry(position.deviceId, position, ++this.counter);
      this.entries.set(position.deviceId, entry);
      changed.push(entry);
    }
    if (changed.length === 0) return;
    for (const listener of this.listeners) listener(changed);
  }

  private async load(): Promise<void> {
    const rows = await this.db
      .selectFrom('last_locations')
      .select([
        'device_id',
        'fix_time',
        'received_time',
        'latitude',
        'longitude',
        'speed',
        'course',
        'valid',
        'satellites',
        'status',
        'alarm',
        'odometer',
        'fuel',
        'event_id',
        'attributes',
      ])
      .execute();
    for (const row of rows) {
      const fixTime = new Date(row.fix_time);
      // Positions accepted while the table was being read are newer; they stay.
      const current = this.entries.get(row.device_id);
      if (current && current.fixTimeMs >= fixTime.getTime()) continue;
      this.entries.set(
        row.device_id,
        new StoredEntry(
          row.device_id,
          {
            fixTime,
            receivedTime: new Date(row.received_time),
            latitude: row.latitude,
            longitude: row.longitude,
            speed: row.speed,
            course: row.course,
            valid: row.valid,
            satellites: row.satellites,
            status: row.status,
            alarm: row.alarm,
            odometer: row.odometer,
            fuel: row.fuel,
            eventId: row.event_id,
            attributes: row.attributes,
          },
          ++this.counter,
        ),
      );
    }
  }
}
