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

interface SettingsValue {
  general: { menuPosition: string; themeColor: string; onlinePlan: { onlineTime: number } };
  realtime: { dataRefreshTimeSelected: number };
  loginHome: { loginHomeSelected: number; mileageUnit: string; speedUnit: string };
  menu: { tags: { name: string; selected: boolean }[]; reportTags: unknown[] };
  video: { idleCloseMinutes: number };
}

beforeAll(async () => {
  server = await startTestConvoy();
});

afterAll(async () => {
  await server.close();
});

describe('Setting/GetSettings', () => {
  it('answers the defaults of SPEC.md §9 for an account that never saved', async () => {
    const token = await tokenOf('demo', 'demo123');
    const { status, body } = await call(server.baseUrl, '/api/Setting/GetSettings', { token });
    expect(status).toBe(200);
    const value = body.value as SettingsValue;
    expect(value.general).toMatchObject({ menuPosition: 'left', themeColor: '#282F44' });
    expect(value.general.onlinePlan.onlineTime).toBe(10);
    expect(value.realtime.dataRefreshTimeSelected).toBe(20);
    expect(value.loginHome).toMatchObject({
      loginHomeSelected: 1000004,
      mileageUnit: 'km',
      speedUnit: 'km/h',
    });
    expect(value.menu).toEqual({ tags: [], reportTags: [] });
  });

  it('needs a session', async () => {
    const { status } = await call(server.baseUrl, '/api/Setting/GetSettings');
    expect(status).toBe(401);
  });
});

describe('Setting/SaveSetting', () => {
  it('stores one group per account, read back by a later session of the same account', async () => {
    const token = await tokenOf('demo', 'demo123');
    const saved = await call(server.baseUrl, '/api/Setting/SaveSetting', {
      method: 'POST',
      token,
      json: { group: 'general', value: { menuPosition: 'top', themeColor: '#1F6F5C' } },
    });
    expect(saved.status).toBe(200);
    expect((saved.body.value as SettingsValue).general.menuPosition).toBe('top');

    const later = await tokenOf('demo', 'demo123');
    const read = await call(server.baseUrl, '/api/Setting/GetSettings', { token: later });
    const value = read.body.value as SettingsValue;
    expect(value.general).toMatchObject({ menuPosition: 'top', themeColor: '#1F6F5C' });
    // Fields not sent take their defaults.
    expect(value.general.onlinePlan.onlineTime).toBe(10);

    const admin = await tokenOf('admin', TEST_ADMIN_PASSWORD);
    const other = await call(server.baseUrl, '/api/Setting/GetSettings', { token: admin });
    expect((other.body.value as SettingsValue).general.menuPosition).toBe('left');
  });

  it('replaces the group on a second save', async () => {
    const token = await tokenOf('demo', 'demo123');
    for (const idleCloseMinutes of [30, 0]) {
      await call(server.baseUrl, '/api/Setting/SaveSetting', {
        method: 'POST',
        token,
        json: { group: 'video', value: { idleCloseMinutes } },
      });
    }
    const read = await call(server.baseUrl, '/api/Setting/GetSettings', { token });
    expect((read.body.value as SettingsValue).video.idleCloseMinutes).toBe(0);
  });

  it('keeps the menu tags and report shortcuts in their order', async () => {
    const token = await tokenOf('demo', 'demo123');
    const tags = [
      { name: 'otaManage', visible: true, selected: true },
      { name: 'dashboard', visible: false, selected: false },
    ];
    await call(server.baseUrl, '/api/Setting/SaveSetting', {
      method: 'POST',
      token,
      json: { group: 'menu', value: { tags, reportTags: [{ custom_id: 7, name: 'Night trips' }] } },
    });
    const read = await call(server.baseUrl, '/api/Setting/GetSettings', { token });
    const menu = (read.body.value as SettingsValue).menu;
    expect(menu.tags).toEqual(tags);
    expect(menu.reportTags).toEqual([expect.objectContaining({ custom_id: 7, shortcut: true })]);
  });

  it.each([
    ['an unknown group', { group: 'colours', value: {} }],
    [
      'a refresh time outside 10, 20, 30, 60',
      { group: 'realtime', value: { dataRefreshTimeSelected: 15 } },
    ],
    ['a theme colour that is not #rrggbb', { group: 'general', value: { themeColor: 'red' } }],
    ['an unknown unit', { group: 'loginHome', value: { speedUnit: 'knots' } }],
  ])('refuses %s with HTTP 400', async (_name, json) => {
    const token = await tokenOf('demo', 'demo123');
    const { status, body } = await call(server.baseUrl, '/api/Setting/SaveSetting', {
      method: 'POST',
      token,
      json,
    });
    expect(status).toBe(400);
    expect(body.state).toBe(0);
  });
});
