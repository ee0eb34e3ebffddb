import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createConvoy, type Convoy } from '../app';
import { loadConfig } from '../config';
import { type ConvoyDatabase, openDatabase } from '../db/database';

/**
 * A real Convoy for API tests: listening on a free port, on a real database. By default an
 * in-memory PGlite; with TEST_DATABASE_URL (a PostgreSQL server), a fresh database that is
 * created for the test file and dropped afterwards.
 */
export interface TestConvoy {
  convoy: Convoy;
  baseUrl: string;
  database: ConvoyDatabase;
  /** Stops the server; the database stays open for `restart`. */
  stop(): Promise<void>;
  /** A new server on the same database, as after a process restart. */
  restart(env?: Record<string, string>): Promise<TestConvoy>;
  close(): Promise<void>;
}

export const TEST_ADMIN_PASSWORD = 'admin-pass1';

async function createTestDatabase(): Promise<{
  database: ConvoyDatabase;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const name = `convoy_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function startTestConvoy(env: Record<string, string> = {}): Promise<TestConvoy> {
  const { database, drop } = await createTestDatabase();
  return start(database, drop, env);
}

async function start(
  database: ConvoyDatabase,
  drop: () => Promise<void>,
  env: Record<string, string>,
): Promise<TestConvoy> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    DEMO: '1',
    LOG_LEVEL: 'silent',
    PORT_JT808: '0',
    PORT_H02: '0',
    PORT_GT06: '0',
    PORT_TELTONIKA: '0',
    PORT_OSMAND: '0',
    PORT_MEDIA: '0',
    CONFIG_FILE: '',
    ...env,
  });
  const convoy = await createConvoy(config, { database, logger: false });
  await convoy.services.accounts.bootstrap({
    adminPassword: config.ADMIN_PASSWORD,
    demo: config.DEMO,
  });
  await convoy.app.listen({ port: 0, host: '127.0.0.1' });
  const address = convoy.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not listen on TCP');
  const handle: TestConvoy = {
    convoy,
    baseUrl: `http://127.0.0.1:${address.port}`,
    database,
    stop: () => convoy.close(),
    restart: async (restartEnv = env) => {
      await convoy.close();
      return start(database, drop, restartEnv);
    },
    close: async () => {
      await convoy.close();
      await drop();
    },
  };
  return handle;
}

/** fetch against the test server returning status and parsed JSON. */
export async function call(
  base: string,
  path: string,
  init: RequestInit & { token?: string; json?: unknown } = {},
): Promise<{
  status: number;
  body: { state: number; code?: number | string; message?: string; value: unknown };
}> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const response = await fetch(base + path, { ...init, headers, body });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as never };
}

/** Logs in and answers the session token (the test fails loudly when login does not succeed). */
export async function loginToken(base: string, account: string, password: string): Promise<string> {
  const { body } = await call(base, '/api/Login/UserLogin', {
    method: 'POST',
    json: { useraccount: account, password },
  });
  const value = body.value as { userToken?: string } | null;
  if (body.state !== 1 || !value?.userToken) {
    throw new Error(`login as ${account} failed: ${body.message ?? JSON.stringify(body)}`);
  }
  return value.userToken;
}

/** GetHistories of one device for `marginMs` either side of `at`. */
export async function historyAround<
  Point = { lat: number; lng: number; speed: number; gpsTime: string },
>(base: string, token: string, imei: string, at: Date, marginMs = 1000): Promise<Point[]> {
  const { status, body } = await call(base, '/api/Location/GetHistories', {
    method: 'POST',
    token,
    json: {
      imei,
      startTime: new Date(at.getTime() - marginMs).toISOString(),
      endTime: new Date(at.getTime() + marginMs).toISOString(),
    },
  });
  if (status !== 200) throw new Error(`GetHistories answered ${status}: ${JSON.stringify(body)}`);
  return body.value as Point[];
}
