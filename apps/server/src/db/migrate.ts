import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { ConvoyDatabase } from './database';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

/** Applies the SQL files of db/migrations in name order, each once, each in a transaction. */
export async function migrate(database: ConvoyDatabase): Promise<string[]> {
  await database.execScript(
    'CREATE TABLE IF NOT EXISTS convoy_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = await sql<{ name: string }>`SELECT name FROM convoy_migrations`.execute(database.db);
  const applied = new Set(done.rows.map((row) => row.name));
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const ran: string[] = [];
  for (const name of files) {
    if (applied.has(name)) continue;
    const script = readFileSync(new URL(name, MIGRATIONS_DIR), 'utf8');
    const escapedName = name.replace(/'/g, "''");
    await database.execScript(
      `BEGIN;\n${script}\nINSERT INTO convoy_migrations (name) VALUES ('${escapedName}');\nCOMMIT;`,
    );
    ran.push(name);
  }
  return ran;
}

/** Monthly position partitions from `monthsBack` before to `monthsAhead` after `now`. */
export async function ensurePositionPartitions(
  database: ConvoyDatabase,
  now: Date,
  monthsBack = 2,
  monthsAhead = 2,
): Promise<void> {
  const statements: string[] = [];
  for (let offset = -monthsBack; offset <= monthsAhead; offset++) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const name = `positions_${start.getUTCFullYear()}_${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
    statements.push(
      `DO $$ BEGIN
         IF to_regclass('${name}') IS NULL AND NOT EXISTS (
           SELECT 1 FROM positions_default WHERE fix_time >= '${start.toISOString()}' AND fix_time < '${end.toISOString()}'
         ) THEN
           CREATE TABLE ${name} PARTITION OF positions FOR VALUES FROM ('${start.toISOString()}') TO ('${end.toISOString()}');
         END IF;
       END $$;`,
    );
  }
  await database.execScript(statements.join('\n'));
}
