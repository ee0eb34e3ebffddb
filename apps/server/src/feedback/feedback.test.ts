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
  server = await startTestConvoy();
});

afterAll(async () => {
  await server.close();
});

describe('Feedback', () => {
  it('is stored from any account and listed, newest first, for the top account', async () => {
    const demo = await tokenOf('demo', 'demo123');
    for (const content of ['The map is slow at night', 'Please add Greek voice alarms']) {
      const { status, body } = await call(server.baseUrl, '/api/Feedback/AddFeedback', {
        method: 'POST',
        token: demo,
        json: { content, contact: 'ops@example.com' },
      });
      expect(status).toBe(200);
      expect((body.value as { id: string }).id).toMatch(/^\d+$/);
    }
    const admin = await tokenOf('admin', TEST_ADMIN_PASSWORD);
    const { status, body } = await call(server.baseUrl, '/api/Feedback/GetFeedbacks', {
      token: admin,
    });
    expect(status).toBe(200);
    const list = body.value as { content: string; userAccount: string; contact: string }[];
    expect(list.map((f) => f.content)).toEqual([
      'Please add Greek voice alarms',
      'The map is slow at night',
    ]);
    expect(list[0]).toMatchObject({ userAccount: 'demo', contact: 'ops@example.com' });
  });

  it('is not listed for a sub-account', async () => {
    const demo = await tokenOf('demo', 'demo123');
    const { status, body } = await call(server.baseUrl, '/api/Feedback/GetFeedbacks', {
      token: demo,
      headers: { 'accept-language': 'en' },
    });
    expect(status).toBe(403);
    expect(body.code).toBe('generic.permissionDenied');
  });

  it('refuses empty feedback', async () => {
    const demo = await tokenOf('demo', 'demo123');
    const { status } = await call(server.baseUrl, '/api/Feedback/AddFeedback', {
      method: 'POST',
      token: demo,
      json: { content: '   ' },
    });
    expect(status).toBe(400);
  });
});
