import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';
import pg from 'pg';
import type { Database } from './schema';

/**
 * One SQL dialect, two engines: embedded PGlite (PostgreSQL in WebAssembly, files in
 * DATA_DIR/pgdata) or a PostgreSQL server when DATABASE_URL is set.
 */
export interface ConvoyDatabase {
  readonly db: Kysely<Database>;
  readonly engine: 'pglite' | 'postgres';
  /**
   * Where positions are written. On a PostgreSQL server it has connections of its own, so
   * that storing (and so acknowledging) device data never queues behind reports, trip
   * detection or alarm lookups; the embedded database has one connection and shares it.
   */
  readonly writerDb: Kysely<Database>;
  /** Runs a script of several statements (migrations). */
  execScript(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Connections a PostgreSQL server gives the position writer: one per writer lane. */
export const POSITION_WRITER_CONNECTIONS = 4;

// int8 (bigint) stays a string so ids beyond 2^53 survive; timestamps as Date (pg's default).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** 'memory://' for an in-memory embedded database (tests). */
  pgliteDataDir?: string | undefined;
}): Promise<ConvoyDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, administrator) is replaced by the pool on
    // the next query; it must not take the process down as an unhandled error.
    pool.on('error', () => undefined);
    // Fail at start, with the server's own message, when the database cannot be reached.
    const client = await pool.connect();
    client.release();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const writerPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POSITION_WRITER_CONNECTIONS,
    });
    writerPool.on('error', () => undefined);
    const writerDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool: writerPool }) });
    return {
      db,
      engine: 'postgres',
      writerDb,
      execScript: async (sql) => {
        await pool.query(sql);
      },
      close: async () => {
        await Promise.all([db.destroy(), writerDb.destroy()]);
      },
    };
  }
  let dataDir = options.pgliteDataDir;
  if (!dataDir) {
    dataDir = resolve(options.dataDir ?? './data', 'pgdata');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir,
    // Same as pg above: int8 stays a string.
    parsers: { [pg.types.builtins.INT8]: (value: string) => value },
  });
  const db = new Kysely<Database>({ dialect: new KyselyPGlite(client).dialect });
  return {
    db,
    engine: 'pglite',
    writerDb: db,
    execScript: async (sql) => {
      await client.exec(sql);
    },
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}
