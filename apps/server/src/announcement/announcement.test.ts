import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';

let server: TestConvoy;

async function tokenOf(account: string, password: string): Promise<string> {
  const { body } = await call(server.baseUrl, '/api/Login/UserLogin', {
    method: 'POST',
    json: { useraccount: account, password },
  });
  return (body.value as { userToken: string }).userToken;
}

beforeAll(async () => {
  server = await startTestConvoy({
    ANNOUNCEMENT_ENABLE: '1',
    ANNOUNCEMENT_TITLE: 'Upgrade tonight',
    ANNOUNCEMENT_CONTENT: 'From 22:00 to 23:00',
  });
});

afterAll(async () => {
  await server.close();
});

describe('User/GetAnnouncement', () => {
  it('answers the configured announcement without a token', async () => {
    const { status, body } = await call(server.baseUrl, '/api/User/GetAnnouncement');
    expect(status).toBe(200);
    expect(body.value).toEqual({
      enable: true,
      title: 'Upgrade tonight',
      content: 'From 22:00 to 23:00',
    });
  });

  it('answers the one saved from the announcement screen once there is one', async () => {
    const admin = await tokenOf('admin', TEST_ADMIN_PASSWORD);
    const saved = await call(server.baseUrl, '/api/User/SaveAnnouncement', {
      method: 'POST',
      token: admin,
      json: { enable: false, title: 'Done', content: '' },
    });
    expect(saved.status).toBe(200);
    const { body } = await call(server.baseUrl, '/api/User/GetAnnouncement');
    expect(body.value).toEqual({ enable: false, title: 'Done', content: '' });
  });

  it('needs a session to save', async () => {
    const { status } = await call(server.baseUrl, '/api/User/SaveAnnouncement', {
      method: 'POST',
      json: { enable: true },
    });
    expect(status).toBe(401);
  });
});
