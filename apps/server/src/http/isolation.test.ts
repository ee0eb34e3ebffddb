import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  call,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';
import { addUser, loginAdmin, loginAs, transferCredit } from '../test-support/accounts';

/**
 * The isolation suite: three sibling account trees under the top account. An account of
 * tree A walks every route of the OpenAPI document, filling every id, account and IMEI with
 * the objects of trees B and C, and must neither read nor change any of them. Routes added
 * later are walked too, because the walk reads the document.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  $ref?: string;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

let server: TestConvoy;
let document: OpenApi;

/** What belongs to trees B and C. */
const foreign = {
  accountIds: [] as string[],
  deviceIds: [] as string[],
  imeis: [] as string[],
  roleIds: [] as string[],
  sessionIds: [] as string[],
  /** Text that only B's and C's objects carry; none may appear in an answer to A. */
  markers: [] as string[],
};
let attacker = { account: 'tree-a', password: 'alpha-pass1', token: '' };

beforeAll(async () => {
  server = await startTestConvoy();
  // Ids of each kind in a range of their own, so that a device id passed as an account id
  // cannot happen to name one of the walker's own accounts.
  for (const [table, start] of [
    ['devices', 3000],
    ['roles', 5000],
    ['sessions', 7000],
  ] as const) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), ${start})`.execute(
      server.database.db,
    );
  }
  const admin = await loginAdmin(server.baseUrl);
  for (const tree of ['a', 'b', 'c']) {
    const root = await addUser(server.baseUrl, admin, {
      useraccount: `tree-${tree}`,
      password: tree === 'a' ? attacker.password : 'secret1',
      nickName: `Secret ${tree.toUpperCase()} nick`,
      email: `owner-${tree}@tree-${tree}.example`,
      phone: tree === 'a' ? '111' : tree === 'b' ? '222333444' : '555666777',
    });
    const child = await addUser(server.baseUrl, admin, {
      useraccount: `tree-${tree}-child`,
      parentId: root,
      email: `child-${tree}@tree-${tree}.example`,
    });
    await transferCredit(server.baseUrl, admin, {
      userId: root,
      kind: 'gps',
      days: 2000,
      transferPassword: TEST_ADMIN_PASSWORD,
    });
    const token = await loginAs(
      server.baseUrl,
      `tree-${tree}`,
      tree === 'a' ? attacker.password : 'secret1',
    );
    const device = await call(server.baseUrl, '/api/Device/AddDevice', {
      method: 'POST',
      token,
      json: {
        imei: `86${tree === 'a' ? 1 : tree === 'b' ? 2 : 3}000000000077`,
        name: `Truck of tree-${tree}`,
      },
    });
    expect(device.status).toBe(200);
    const role = await call(server.baseUrl, '/api/Role/AddRole', {
      method: 'POST',
      token,
      json: { name: `role-${tree}-secret`, dataScope: 'custom', menuCodes: [1000004] },
    });
    expect(role.status).toBe(200);
    await call(server.baseUrl, '/api/User/UpdateUserPermissions', {
      method: 'POST',
      token,
      json: {
        userId: child,
        deviceIds: [(device.body.value as { id: string }).id],
        menuCodes: [1000004],
      },
    });
    if (tree === 'a') continue;
    foreign.accountIds.push(root, child);
    foreign.deviceIds.push((device.body.value as { id: string }).id);
    foreign.imeis.push((device.body.value as { imei: string }).imei);
    foreign.roleIds.push((role.body.value as { id: string }).id);
    foreign.markers.push(
      `tree-${tree}`,
      `Secret ${tree.toUpperCase()} nick`,
      `role-${tree}-secret`,
      (device.body.value as { imei: string }).imei,
    );
  }
  const sessions = await server.database.db
    .selectFrom('sessions')
    .select('id')
    .where('account_id', 'in', foreign.accountIds)
    .where('ended_at', 'is', null)
    .execute();
  foreign.sessionIds = sessions.map((s) => s.id);
  expect(foreign.sessionIds.length).toBeGreaterThan(0);
  attacker.token = await loginAs(server.baseUrl, attacker.account, attacker.password);
  document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as OpenApi;
});
afterAll(async () => {
  await server.close();
});

/** Every row of trees B and C, in every table that names an account. */
async function snapshotForeignRows(): Promise<string> {
  const db = server.database.db;
  const tables = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema()
      AND column_name IN ('account_id', 'actor_id', 'granted_by', 'created_by')
    ORDER BY table_name, column_name`.execute(db);
  const parts: string[] = [];
  const ids = sql.join(foreign.accountIds);
  const accounts = await sql`SELECT * FROM accounts WHERE id IN (${ids}) ORDER BY id`.execute(db);
  parts.push(JSON.stringify(accounts.rows));
  for (const { table_name: table, column_name: column } of tables.rows) {
    const rows =
      await sql`SELECT * FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (${ids})`.execute(db);
    // last_seen moves when B's own sessions are used, which this suite never does.
    parts.push(
      `${table}.${column}:${JSON.stringify(rows.rows, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)).length}:${JSON.stringify(rows.rows)}`,
    );
  }
  return parts.join('\n');
}

function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return resolve(document.components?.schemas?.[name]);
  }
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) {
    const nonNull = choice.find((c) => resolve(c).type !== 'null') ?? choice[0];
    return resolve(nonNull);
  }
  if (schema.allOf?.length) return resolve(schema.allOf[0]);
  return schema;
}

type Variant = 'account' | 'device' | 'role' | 'session';
const VARIANTS: Variant[] = ['account', 'device', 'role', 'session'];

function foreignId(name: string, variant: Variant, index: number): string {
  const lower = name.toLowerCase();
  const list = lower.includes('role')
    ? foreign.roleIds
    : lower.includes('session')
      ? foreign.sessionIds
      : lower.includes('device') || lower.includes('vehicle') || lower.includes('tracker')
        ? foreign.deviceIds
        : variant === 'device'
          ? foreign.deviceIds
          : variant === 'role'
            ? foreign.roleIds
            : variant === 'session'
              ? foreign.sessionIds
              : foreign.accountIds;
  return list[index % list.length] as string;
}

const looksLikeId = (name: string) =>
  /(^id$|Id$|Ids$|^ids$|^sAccouont$|^sssid$|^account$)/.test(name);

function fill(name: string, raw: JsonSchema | undefined, variant: Variant, index: number): unknown {
  const schema = resolve(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [
        key,
        fill(key, value, variant, index),
      ]),
    );
  }
  if (type === 'array') return [fill(name.replace(/s$/, ''), schema.items, variant, index)];
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') {
    if (looksLikeId(name)) return Number(foreignId(name, variant, index));
    return Math.max(schema.minimum ?? 1, 1);
  }
  const lower = name.toLowerCase();
  if (lower.includes('imei') || lower === 'terminal')
    return foreign.imeis[index % foreign.imeis.length];
  if (looksLikeId(name)) return foreignId(name, variant, index);
  if (lower === 'useraccount') return index % 2 === 0 ? 'tree-b' : 'tree-c-child';
  if (lower.includes('password')) return 'Wrong-pass1';
  if (lower.includes('phone') || lower === 'sim') return '123456';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'email' || lower.includes('email')) return 'walker@example.com';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const candidates = [
      foreignId(name, variant, index),
      '1',
      'abc',
      'x1',
      '2024-01-01',
      '13800000000',
    ];
    return candidates.find((c) => pattern.test(c)) ?? 'x';
  }
  return 'x';
}

async function walk(
  method: string,
  path: string,
  operation: Operation,
  variant: Variant,
  index: number,
) {
  const query = new URLSearchParams();
  let url = path;
  for (const parameter of operation.parameters ?? []) {
    const value = fill(parameter.name, parameter.schema, variant, index);
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else if (parameter.in === 'query') query.set(parameter.name, text);
  }
  const content = operation.requestBody?.content ?? {};
  const schema = content['application/json']?.schema ?? Object.values(content)[0]?.schema;
  const body = operation.requestBody ? fill('body', schema, variant, index) : undefined;
  const full = query.size > 0 ? `${url}?${query.toString()}` : url;
  const response = await fetch(server.baseUrl + full, {
    method: method.toUpperCase(),
    headers: {
      authorization: `Bearer ${attacker.token}`,
      'accept-language': 'en',
      // Its wrong guesses at other trees' passwords slow down this address, not the suite's own.
      'x-forwarded-for': '203.0.113.50',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { full, status: response.status, text: await response.text(), body };
}

describe('isolation', () => {
  it('no route of the OpenAPI document lets tree A read or change trees B and C', async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    // Logging out ends the walker's own session; it goes last.
    operations.sort(
      (a, b) => Number(a.path.endsWith('/Logout')) - Number(b.path.endsWith('/Logout')),
    );
    expect(operations.length).toBeGreaterThan(20);

    const before = await snapshotForeignRows();
    const outcomes = new Map<string, number[]>();
    const signIns: string[] = [];
    const lastAnswers = new Map<string, string>();
    for (const { path, method, operation } of operations) {
      for (const variant of VARIANTS) {
        for (const index of [0, 1]) {
          const result = await walk(method, path, operation, variant, index);
          const label = `${method.toUpperCase()} ${result.full} ${JSON.stringify(result.body ?? null)}`;
          expect(result.status, `${label} → ${result.text.slice(0, 300)}`).toBeLessThan(500);
          expect([200, 400, 401, 403, 404, 409, 429], label).toContain(result.status);
          if (result.status === 200) {
            for (const marker of foreign.markers) {
              expect(result.text, `${label} answered another tree's data`).not.toContain(marker);
            }
          }
          const after = await snapshotForeignRows();
          expect(after === before, `${label} changed another tree's data`).toBe(true);
          lastAnswers.set(`${method} ${path}`, `${label} → ${result.text.slice(0, 200)}`);
          outcomes.set(`${method} ${path}`, [
            ...(outcomes.get(`${method} ${path}`) ?? []),
            result.status,
          ]);
          // The walker's session may end (logout); it signs in again for the next route.
          const me = await call(server.baseUrl, '/api/User/GetSimpleUserInfo', {
            token: attacker.token,
          });
          if (me.status === 401)
            attacker = {
              ...attacker,
              token: await loginAs(server.baseUrl, attacker.account, attacker.password),
            };
        }
      }
    }
    // Only logging out (or changing its own password) ends the walker's session.
    expect(
      signIns.every((label) => /Logout|UpdateUserPassword/.test(label)),
      signIns.join('\n'),
    ).toBe(true);
    // The walk reached the account routes and was refused there as 'permission denied'.
    for (const route of [
      'post /api/User/AddUser',
      'get /api/User/UpdateUser',
      'post /api/User/UpdateUserCredit',
      'post /api/User/DeleteUser',
      'post /api/Log/EndSession',
      'get /api/User/GetSimpleUser',
    ]) {
      expect(outcomes.get(route), `${route} ${JSON.stringify(lastAnswers.get(route))}`).toContain(
        403,
      );
    }
  });

  it('a foreign id answers exactly like an id that does not exist', async () => {
    const foreignAnswer = await call(
      server.baseUrl,
      `/api/User/GetUserDetail?userId=${foreign.accountIds[0]}`,
      {
        token: attacker.token,
        headers: { 'accept-language': 'en' },
      },
    );
    const missing = await call(server.baseUrl, '/api/User/GetUserDetail?userId=999999', {
      token: attacker.token,
      headers: { 'accept-language': 'en' },
    });
    expect(foreignAnswer).toEqual(missing);
    expect(foreignAnswer.status).toBe(403);
    expect(foreignAnswer.body.message).toBe('Permission denied');
  });
});
