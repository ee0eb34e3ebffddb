import { type Kysely, sql } from 'kysely';
import { batchedReader, LookupCache } from '../db/lookup-cache';
import type { Database } from '../db/schema';

/** What the gateway needs to know of a device it hears from. */
export interface RegisteredDevice {
  id: string;
  accountId: string;
  imei: string;
  name: string;
  protocol: string;
  model: string;
  expiry: Date | null;
  authCode: string | null;
}

/** How long a lookup is trusted before the database is asked again. */
const CACHE_MS = 60_000;

/** The numeric form of a device identifier: JT/T 808 numbers match ignoring leading zeros. */
export function numericIdentifier(identifier: string): string {
  const trimmed = identifier.replace(/^0+/, '');
  return trimmed === '' ? '0' : trimmed;
}

/**
 * Finds the device behind an identifier a frame carries (IMEI or terminal number), with a
 * short cache so that a busy gateway does not ask the database for every frame. Lookups of
 * one moment are one query: after a restart every device reconnects at once, and a lookup
 * each would queue thousands in the pool ahead of everything else.
 */
export class DeviceRegistry {
  private readonly cache: LookupCache<string, RegisteredDevice | null>;

  constructor(
    private readonly db: Kysely<Database>,
    now: () => number = Date.now,
  ) {
    this.cache = new LookupCache(
      batchedReader((keys: string[]) => this.readMany(keys), null),
      CACHE_MS,
      now,
    );
  }

  async find(identifier: string): Promise<RegisteredDevice | null> {
    return this.cache.get(numericIdentifier(identifier));
  }

  /** Devices by numeric identifier (see numericIdentifier). */
  private async readMany(keys: string[]): Promise<Map<string, RegisteredDevice>> {
    const rows = await this.db
      .selectFrom('devices')
      .select(['id', 'account_id', 'imei', 'name', 'protocol', 'model', 'expiry', 'auth_code'])
      .where(
        sql<string>`ltrim(imei, '0')`,
        'in',
        keys.map((key) => (key === '0' ? '' : key)),
      )
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    const found = new Map<string, RegisteredDevice>();
    for (const row of rows) {
      const key = numericIdentifier(row.imei);
      if (found.has(key)) continue;
      found.set(key, {
        id: row.id,
        accountId: row.account_id,
        imei: row.imei,
        name: row.name,
        protocol: row.protocol,
        model: row.model,
        expiry: row.expiry,
        authCode: row.auth_code,
      });
    }
    return found;
  }

  async setAuthCode(device: RegisteredDevice, authCode: string): Promise<void> {
    await this.db
      .updateTable('devices')
      .set({ auth_code: authCode })
      .where('id', '=', device.id)
      .execute();
    device.authCode = authCode;
  }

  /** Forget a device after it was added, edited or removed. */
  invalidate(identifier: string): void {
    this.cache.forget(numericIdentifier(identifier));
  }
}

export interface UnknownDevice {
  identifier: string;
  protocol: string;
  address: string;
  firstSeen: Date;
  lastSeen: Date;
  frames: number;
}

/**
 * Identifiers heard from that no account owns: logged, listed for the top account, never
 * stored as positions. Bounded, oldest forgotten first.
 */
export class UnknownDevices {
  private readonly seen = new Map<string, UnknownDevice>();

  constructor(private readonly limit = 10_000) {}

  /** Records a frame; true the first time an identifier is heard (worth a log line). */
  record(identifier: string, protocol: string, address: string, at = new Date()): boolean {
    const key = `${protocol}:${identifier}`;
    const entry = this.seen.get(key);
    if (entry) {
      entry.lastSeen = at;
      entry.address = address;
      entry.frames += 1;
      return false;
    }
    if (this.seen.size >= this.limit) {
      const oldest = this.seen.keys().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    this.seen.set(key, { identifier, protocol, address, firstSeen: at, lastSeen: at, frames: 1 });
    return true;
  }

  forget(identifier: string): void {
    for (const [key, entry] of this.seen) {
      if (numericIdentifier(entry.identifier) === numericIdentifier(identifier))
        this.seen.delete(key);
    }
  }

  list(): UnknownDevice[] {
    return [...this.seen.values()].sort((a, b) => b.lastSeen.getTime() - a.lastSeen.getTime());
  }
}
