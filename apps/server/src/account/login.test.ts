import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './password';
import {
  call,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';

let server: TestConvoy;

beforeAll(async () => {
  server = await startTestConvoy();
  const db = server.database.db;
  const admin = await db
    .selectFrom('accounts')
    .select('id')
    .where('account', '=', 'admin')
    .executeTakeFirstOrThrow();
  const passwordHash = await hashPassword('secret1');
  await db
    .insertInto('accounts')
    .values([
      {
        parent_id: admin.id,
        account: 'sleeper',
        password_hash: passwordHash,
        transfer_password_hash: null,
        level: 2,
        activated: false,
        expiry: null,
        device_limit: null,
        deleted_at: null,
      },
      {
        parent_id: admin.id,
        account: 'lapsed',
        password_hash: passwordHash,
        transfer_password_hash: null,
        level: 2,
        expiry: new Date('2020-01-01T00:00:00Z'),
        device_limit: null,
        deleted_at: null,
      },
    ])
    .execute();
});

afterAll(async () => {
  await server.close();
});

describe('Login/UserLogin', () => {
  it('answers state 1, code 0 and a token with the session user info on success', async () => {
    const { status, body } = await call(server.baseUrl, '/api/Login/UserLogin', {
      method: 'POST',
      json: { useraccount: 'demo', password: 'demo123', language: 'en', timezone: 480 },
    });
    expect(status).toBe(200);
    expect(body.state).toBe(1);
    expect(body.code).toBe(0);
    const value = body.value as {
      userToken: string;
      userAccount: string;
      sssid: string;
      menuCodes: number[];
      users: unknown[];
    };
    expect(value.userToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value.userAccount).toBe('demo');
    expect(value.sssid).toMatch(/^\d+$/);
    expect(value.menuCodes).toContain(1000004);
    expect(Array.isArray(value.users)).toBe(true);
  });

  it('stores the token hashed, never as given', async () => {
    const { body } = await call(server.baseUrl, '/api/Login/UserLogin', {
      method: 'POST',
      json: { useraccount: 'demo', password: 'demo123' },
    });
    const token = (body.value as { userToken: string }).userToken;
    const rows = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM sessions WHERE token_hash = ${token}`.execute(server.database.db);
    expect(Number(rows.rows[0]?.n)).toBe(0);
  });

  it('accepts the fields as a GET query, urlencoded form and multipart form-data', async () => {
    const get = await call(
      server.baseUrl,
      '/api/Login/UserLogin?useraccount=demo&password=demo123&language=zh-cn&timezone=480',
    );
    expect(get.body.state).toBe(1);
    const urlencoded = await call(server.baseUrl, '/api/Login/UserLogin', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'useraccount=demo&password=demo123&language=en&timezone=480',
    });
    expect(urlencoded.body.state).toBe(1);
    const form = new FormData();
    form.set('useraccount', 'demo');
    form.set('password', 'demo123');
    form.set('language', 'fr');
    form.set('timezone', '60');
    const multipart = await call(server.baseUrl, '/api/Login/UserLogin', {
      method: 'POST',
      body: form,
    });
    expect(multipart.body.state).toBe(1);
  });

  it.each([
    ['wrong password', { useraccount: 'demo', password: 'nope' }, 1, 'Wrong account or password'],
    [
      'unknown account',
      { useraccount: 'nobody', password: 'demo123' },
      1,
      'Wrong account or password',
    ],
    ['not activated', { useraccount: 'sleeper', password: 'secret1' }, 2, 'activated'],
    ['expired', { useraccount: 'lapsed', password: 'secret1' }, 3, 'expired'],
  ])('answers state 0 with code %s', async (_name, credentials, code, text) => {
    const { status, body } = await call(server.baseUrl, '/api/Login/UserLogin', {
      method: 'POST',
      json: { ...credentials, language: 'en' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ state: 0, code, value: null });
    expect(body.message?.toLowerCase()).toContain(text.toLowerCase());
  });

  it('answers the failure in the language asked for', async () => {
    const { body } = await call(server.baseUrl, '/api/Login/UserLogin', {
      method: 'POST',
      json: { useraccount: 'demo', password: 'bad', language: 'zh-cn' },
    });
    expect(body.code).toBe(1);
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('names the missing field with HTTP 400', async () => {
    const { status, body } = await call(server.baseUrl, '/api/Login/UserLogin', {
      method: 'POST',
      headers: { 'accept-language': 'en' },
      json: { password: 'demo123' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe('generic.invalidField');
    expect(body.message).toContain('useraccount');
  });

  it('slows down repeated wrong passwords with a clear message', async () => {
    const attempt = () =>
      call(server.baseUrl, '/api/Login/UserLogin', {
        method: 'POST',
        headers: { 'accept-language': 'en', 'x-forwarded-for': '203.0.113.9' },
        json: { useraccount: 'admin', password: 'guess' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).body.code).toBe(1);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('generic.tooManyAttempts');
    expect(blocked.body.message).toMatch(/\d+/);
    // Even the right password waits until the delay has passed.
    const right = await call(server.baseUrl, '/api/Login/UserLogin', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      json: { useraccount: 'admin', password: TEST_ADMIN_PASSWORD },
    });
    expect(right.status).toBe(429);
  });
});

describe('sessions', () => {
  async function login(): Promise<string> {
    const { body } = await call(server.baseUrl, '/api/Login/UserLogin', {
      method: 'POST',
      json: { useraccount: 'demo', password: 'demo123' },
    });
    return (body.value as { userToken: string }).userToken;
  }

  it('refuses an API call without a token with HTTP 401 unauthorized', async () => {
    const { status, body } = await call(server.baseUrl, '/api/User/GetSimpleUserInfo', {
      headers: { 'accept-language': 'en' },
    });
    expect(status).toBe(401);
    expect(body).toMatchObject({ state: 0, code: 'generic.unauthorized' });
    const forged = await call(server.baseUrl, '/api/User/GetSimpleUserInfo', {
      token: 'forged-token',
    });
    expect(forged.status).toBe(401);
  });

  it('ends a session at logout', async () => {
    const token = await login();
    expect((await call(server.baseUrl, '/api/User/GetSimpleUserInfo', { token })).status).toBe(200);
    expect(
      (await call(server.baseUrl, '/api/Login/Logout', { method: 'POST', token })).body.state,
    ).toBe(1);
    expect((await call(server.baseUrl, '/api/User/GetSimpleUserInfo', { token })).status).toBe(401);
  });

  it('GetSimpleUser answers the caller tree and refuses another tree with 403', async () => {
    const demoToken = await login();
    const mine = await call(server.baseUrl, '/api/User/GetSimpleUser', { token: demoToken });
    expect(mine.status).toBe(200);
    expect(mine.body.value).toMatchObject({ trackers: [], users: [] });
    const admin = await server.database.db
      .selectFrom('accounts')
      .select('id')
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    const foreign = await call(server.baseUrl, `/api/User/GetSimpleUser?sAccouont=${admin.id}`, {
      token: demoToken,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('generic.permissionDenied');
  });

  it('keeps accounts and live sessions across a restart', async () => {
    const token = await login();
    server = await server.restart();
    const { status, body } = await call(server.baseUrl, '/api/User/GetSimpleUserInfo', { token });
    expect(status).toBe(200);
    expect((body.value as { userAccount: string }).userAccount).toBe('demo');
  });
});
