import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What the API knows about the caller once its token checks out. */
export interface SessionPrincipal {
  tokenHash: string;
  accountId: string;
}

/** A session as the online-users screen shows it. */
export interface OnlineSession {
  id: string;
  tokenHash: string;
  accountId: string;
  createdAt: Date;
  lastSeen: Date;
  address: string;
  userAgent: string;
}

interface CachedSession extends SessionPrincipal {
  lastSeen: number;
  persistedLastSeen: number;
}

/** last_seen is written at most this often per session; requests in between stay in memory. */
const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opaque session tokens: 32 random bytes, given to the client once, stored only as a
 * SHA-256 hash. A session ends at logout, when ended by a parent account, or after
 * `idleMinutes` without a request.
 */
export class SessionService {
  private readonly cache = new Map<string, CachedSession>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly idleMinutes: number,
    private readonly now: () => number = Date.now,
  ) {}

  async create(
    accountId: string,
    meta: { address: string; userAgent: string; language: string },
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    const at = new Date(this.now());
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: tokenHash,
        account_id: accountId,
        created_at: at,
        last_seen: at,
        address: meta.address,
        user_agent: meta.userAgent.slice(0, 300),
        language: meta.language,
      })
      .execute();
    this.cache.set(tokenHash, {
      tokenHash,
      accountId,
      lastSeen: at.getTime(),
      persistedLastSeen: at.getTime(),
    });
    return token;
  }

  /** The session behind a token, refreshed; 'expired' after idle time; null when unknown or ended. */
  async resolve(token: string): Promise<SessionPrincipal | 'expired' | null> {
    const tokenHash = hashToken(token);
    let session = this.cache.get(tokenHash);
    if (!session) {
      const row = await this.db
        .selectFrom('sessions')
        .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
        .select(['sessions.account_id', 'sessions.last_seen'])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.ended_at', 'is', null)
        .where('accounts.deleted_at', 'is', null)
        .executeTakeFirst();
      if (!row) return null;
      const lastSeen = new Date(row.last_seen).getTime();
      session = { tokenHash, accountId: row.account_id, lastSeen, persistedLastSeen: lastSeen };
      this.cache.set(tokenHash, session);
    }
    const now = this.now();
    if (now - session.lastSeen > this.idleMinutes * 60_000) {
      await this.end(tokenHash);
      return 'expired';
    }
    session.lastSeen = now;
    if (now - session.persistedLastSeen >= LAST_SEEN_WRITE_INTERVAL_MS) {
      session.persistedLastSeen = now;
      await this.db
        .updateTable('sessions')
        .set({ last_seen: new Date(now) })
        .where('token_hash', '=', tokenHash)
        .execute();
    }
    return { tokenHash, accountId: session.accountId };
  }

  async end(tokenHash: string): Promise<void> {
    this.cache.delete(tokenHash);
    await this.db
      .updateTable('sessions')
      .set({ ended_at: new Date(this.now()) })
      .where('token_hash', '=', tokenHash)
      .where('ended_at', 'is', null)
      .execute();
  }

  /**
   * Ends every session of an account (deleted account, changed password), except the one
   * whose token hash is `keepTokenHash` (the caller who changed its own password).
   */
  async endAllOf(accountId: string, keepTokenHash?: string): Promise<void> {
    for (const [hash, session] of this.cache) {
      if (session.accountId === accountId && hash !== keepTokenHash) this.cache.delete(hash);
    }
    let query = this.db
      .updateTable('sessions')
      .set({ ended_at: new Date(this.now()) })
      .where('account_id', '=', accountId)
      .where('ended_at', 'is', null);
    if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
    await query.execute();
  }

  /** Open sessions of the given accounts, active within the idle time, newest first. */
  async listOnline(accountIds: readonly string[]): Promise<OnlineSession[]> {
    if (accountIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('sessions')
      .select([
        'id',
        'token_hash',
        'account_id',
        'created_at',
        'last_seen',
        'address',
        'user_agent',
      ])
      .where('account_id', 'in', accountIds)
      .where('ended_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute();
    const now = this.now();
    return rows
      .map((row) => {
        // The in-memory time is fresher than the stored one (written once a minute).
        const cached = this.cache.get(row.token_hash);
        const lastSeen = cached ? cached.lastSeen : new Date(row.last_seen).getTime();
        return {
          id: row.id,
          tokenHash: row.token_hash,
          accountId: row.account_id,
          createdAt: new Date(row.created_at),
          lastSeen: new Date(lastSeen),
          address: row.address,
          userAgent: row.user_agent,
        };
      })
      .filter((session) => now - session.lastSeen.getTime() <= this.idleMinutes * 60_000);
  }

  /** The open session behind an id of the online-users list. */
  async findOpenById(id: string): Promise<{ tokenHash: string; accountId: string } | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .select(['token_hash', 'account_id'])
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    return row ? { tokenHash: row.token_hash, accountId: row.account_id } : undefined;
  }

  /** Writes the in-memory last-seen times (graceful shutdown). */
  async flush(): Promise<void> {
    for (const session of this.cache.values()) {
      if (session.lastSeen === session.persistedLastSeen) continue;
      session.persistedLastSeen = session.lastSeen;
      await this.db
        .updateTable('sessions')
        .set({ last_seen: new Date(session.lastSeen) })
        .where('token_hash', '=', session.tokenHash)
        .execute();
    }
  }
}
