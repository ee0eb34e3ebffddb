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

interface LastLocationSource {
  fixTime: Date;
  receivedTime: Date;
  latitude: number;
  longitude: number;
  speed: number;
  course: number;
  valid: boolean;
  satellites: number | null;
  status: string | number | bigint;
  alarm: string | number | bigint;
  odometer: number | null;
  fuel: number | null;
  eventId: number | null;
  ignition?: boolean | undefined;
  attributes: Record<string, unknown>;
}

function entryOf(deviceId: string, source: LastLocationSource, seq: number): LastLocationEntry {
  const eventId = source.eventId ?? 0;
  const alarmWord = Number(source.alarm) >>> 0;
  const gpsTime = source.fixTime.toISOString();
  const alarmEvent = eventId > 0 && eventId !== NON_ALARM_EVENT_ID;
  return {
    deviceId,
    lastLoc: {
      receivedTime: source.receivedTime.toISOString(),
      gpsTime,
      lat: source.latitude,
      lng: source.longitude,
      speed: source.speed,
      direction: source.course,
      journeyStr: source.odometer === null ? '' : source.odometer.toFixed(1),
      satellites: source.satellites,
      trackerState: (Number(source.status) >>> 0).toString(16).toUpperCase(),
      gpsAvailable: source.valid,
      eventId,
      fuel: source.fuel,
    },
    // An alarm still raised in the latest report (alarm word or alarm event) is the last alarm.
    lastAlarm:
      alarmWord !== 0 || alarmEvent ? { gpsTime, eventId, alarmFlags: hexWord(alarmWord) } : null,
    statusWord: Number(source.status) >>> 0,
    ignition: source.ignition,
    attributes: source.attributes,
    fixTimeMs: source.fixTime.getTime(),
    receivedTimeMs: source.receivedTime.getTime(),
    seq,
  };
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
      const entry = entryOf(
        position.deviceId,
        {
          ...position,
          satellites: position.satellites ?? null,
          status: position.status ?? 0,
          alarm: position.alarm ?? 0,
          odometer: position.odometer ?? null,
          fuel: position.fuel ?? null,
          eventId: position.eventId ?? null,
          attributes: position.attributes,
        },
        ++this.counter,
      );
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
        entryOf(
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
