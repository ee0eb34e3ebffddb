import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_MENU_CODES } from '@convoy/domain';
import {
  call,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';
import { addUser, loginAdmin, loginAs, transferCredit } from '../test-support/accounts';

let server: TestConvoy;
let admin: string;
beforeAll(async () => {
  server = await startTestConvoy();
  admin = await loginAdmin(server.baseUrl);
});
afterAll(async () => {
  await server.close();
});

const en = { 'accept-language': 'en' };
const get = (path: string, token: string) => call(server.baseUrl, path, { token, headers: en });
const post = (path: string, token: string, json: unknown) =>
  call(server.baseUrl, path, { method: 'POST', token, json, headers: en });

describe('hierarchy', () => {
  it('nests sub-accounts five levels deep and refuses a sixth with the catalogue error', async () => {
    let parentId: string | undefined;
    for (let level = 2; level <= 5; level++) {
      parentId = await addUser(server.baseUrl, admin, {
        useraccount: `deep${level}`,
        ...(parentId ? { parentId } : {}),
      });
    }
    const detail = await get(`/api/User/GetUserDetail?userId=${parentId}`, admin);
    expect((detail.body.value as { level: number }).level).toBe(5);
    const sixth = await post('/api/User/AddUser', admin, {
      useraccount: 'deep6',
      password: 'secret1',
      nickName: 'too deep',
      parentId,
    });
    expect(sixth.status).toBe(403);
    expect(sixth.body.code).toBe('account.levelLimit');
    expect(sixth.body.message).toContain('5');
    // The level-5 account itself cannot create one either.
    const five = await loginAs(server.baseUrl, 'deep5', 'secret1');
    const own = await post('/api/User/AddUser', five, {
      useraccount: 'deep6b',
      password: 'secret1',
      nickName: 'x',
    });
    expect(own.body.code).toBe('account.levelLimit');
  });

  it('keeps expiry within the parent’s and clamps sub-accounts when the parent’s is shortened', async () => {
    const parentExpiry = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const parent = await addUser(server.baseUrl, admin, {
      useraccount: 'exp-parent',
      expiry: parentExpiry,
    });
    const parentToken = await loginAs(server.baseUrl, 'exp-parent', 'secret1');
    const late = await post('/api/User/AddUser', parentToken, {
      useraccount: 'exp-late',
      password: 'secret1',
      nickName: 'late',
      expiry: new Date(Date.now() + 60 * 86_400_000).toISOString(),
    });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('account.expiryOutOfRange');
    const child = await addUser(server.baseUrl, parentToken, { useraccount: 'exp-child' });
    const inherited = await get(`/api/User/GetUserDetail?userId=${child}`, parentToken);
    expect((inherited.body.value as { expiry: string }).expiry).toBe(parentExpiry);

    const shorter = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const updated = await get(
      `/api/User/UpdateUser?userId=${parent}&expiry=${encodeURIComponent(shorter)}`,
      admin,
    );
    expect(updated.status).toBe(200);
    const clamped = await get(`/api/User/GetUserDetail?userId=${child}`, admin);
    expect((clamped.body.value as { expiry: string }).expiry).toBe(shorter);
    // An account does not extend its own validity.
    const own = await get(
      `/api/User/UpdateUser?expiry=${encodeURIComponent(parentExpiry)}`,
      parentToken,
    );
    expect(own.status).toBe(403);
  });

  it.each([
    ['phone', { phone: '12ab' }, 'validation.phone'],
    ['phone too long', { phone: '12345678901234567' }, 'validation.phone'],
    ['e-mail', { email: 'not-an-address' }, 'validation.emailFormat'],
    ['short password', { password: 'abc' }, 'validation.password'],
    ['long password', { password: 'a'.repeat(17) }, 'validation.password'],
  ])('validates the %s with the catalogue key', async (_name, fields, code) => {
    const { status, body } = await post('/api/User/AddUser', admin, {
      useraccount: 'bad-fields',
      password: 'secret1',
      nickName: 'x',
      ...fields,
    });
    expect(status).toBe(400);
    expect(body.code).toBe(code);
  });

  it('refuses a login account that exists, whatever its case', async () => {
    const { status, body } = await post('/api/User/AddUser', admin, {
      useraccount: 'DEMO',
      password: 'secret1',
      nickName: 'x',
    });
    expect(status).toBe(409);
    expect(body.code).toBe('account.exists');
  });

  it('lets an account edit its own contact details', async () => {
    await addUser(server.baseUrl, admin, { useraccount: 'self-edit' });
    const token = await loginAs(server.baseUrl, 'self-edit', 'secret1');
    const { status, body } = await get(
      '/api/User/UpdateUser?nickName=Renamed&phone=0123456789&email=me%40example.com',
      token,
    );
    expect(status).toBe(200);
    expect(body.value).toMatchObject({
      nickName: 'Renamed',
      phone: '0123456789',
      email: 'me@example.com',
    });
  });
});

describe('passwords', () => {
  it('needs the old password to change one, and ends the other sessions', async () => {
    await addUser(server.baseUrl, admin, { useraccount: 'pw-user' });
    const first = await loginAs(server.baseUrl, 'pw-user', 'secret1');
    const second = await loginAs(server.baseUrl, 'pw-user', 'secret1');
    const wrong = await get(
      '/api/User/UpdateUserPassword?oldPassword=nope&newPassword=fresh22',
      first,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('account.oldPasswordWrong');
    const right = await get(
      '/api/User/UpdateUserPassword?oldPassword=secret1&newPassword=fresh22',
      first,
    );
    expect(right.status).toBe(200);
    expect((await get('/api/User/GetSimpleUserInfo', first)).status).toBe(200);
    expect((await get('/api/User/GetSimpleUserInfo', second)).status).toBe(401);
    await loginAs(server.baseUrl, 'pw-user', 'fresh22');
  });
});

describe('delete, recover, purge', () => {
  it('a deleted account cannot log in; recovered it can; purged, its devices and credit go to the parent', async () => {
    const parent = await addUser(server.baseUrl, admin, { useraccount: 'del-parent' });
    const child = await addUser(server.baseUrl, admin, {
      useraccount: 'del-child',
      parentId: parent,
    });
    expect(
      (
        await transferCredit(server.baseUrl, admin, {
          userId: parent,
          kind: 'gps',
          days: 1000,
          transferPassword: TEST_ADMIN_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await transferCredit(server.baseUrl, admin, {
          userId: child,
          kind: 'gps',
          days: 800,
          transferPassword: TEST_ADMIN_PASSWORD,
        })
      ).status,
    ).toBe(200);
    const device = await post('/api/Device/AddDevice', admin, {
      imei: '861234500000001',
      name: 'Van 1',
      accountId: child,
    });
    expect(device.status).toBe(200);
    const childToken = await loginAs(server.baseUrl, 'del-child', 'secret1');

    const refused = await post('/api/User/DeleteUser', admin, { userId: parent });
    expect(refused.body.code).toBe('account.hasSubAccounts');
    expect((await post('/api/User/PurgeUser', admin, { userId: child })).body.code).toBe(
      'account.notDeleted',
    );
    expect((await post('/api/User/DeleteUser', admin, { userId: child })).status).toBe(200);
    expect((await get('/api/User/GetSimpleUserInfo', childToken)).status).toBe(401);
    const login = await call(server.baseUrl, '/api/Login/UserLogin', {
      method: 'POST',
      json: { useraccount: 'del-child', password: 'secret1' },
    });
    expect(login.body).toMatchObject({ state: 0, code: 1 });
    const listed = await get('/api/User/GetSubUsers?includeDeleted=true', admin);
    expect(
      (listed.body.value as { userAccount: string; deleted: boolean }[]).find(
        (a) => a.userAccount === 'del-child',
      )?.deleted,
    ).toBe(true);
    const live = await get('/api/User/GetSubUsers', admin);
    expect(
      (live.body.value as { userAccount: string }[]).some((a) => a.userAccount === 'del-child'),
    ).toBe(false);

    expect((await post('/api/User/RecoverUser', admin, { userId: child })).status).toBe(200);
    await loginAs(server.baseUrl, 'del-child', 'secret1');

    await post('/api/User/DeleteUser', admin, { userId: child });
    expect((await post('/api/User/PurgeUser', admin, { userId: child })).status).toBe(200);
    const parentDetail = (await get(`/api/User/GetUserDetail?userId=${parent}`, admin)).body
      .value as {
      gpsCreditDays: number;
      deviceCount: number;
    };
    // 1000 given, 800 passed down, 365 spent on the device, 435 returned.
    expect(parentDetail.gpsCreditDays).toBe(200 + 435);
    expect(parentDetail.deviceCount).toBe(1);
    expect((await get(`/api/User/GetUserDetail?userId=${child}`, admin)).status).toBe(403);
  });
});

describe('credit', () => {
  it('needs the transfer password, never overdraws, and records every change', async () => {
    const reseller = await addUser(server.baseUrl, admin, {
      useraccount: 'reseller',
      transferPassword: 'move-it',
    });
    const resellerToken = await loginAs(server.baseUrl, 'reseller', 'secret1');
    const customer = await addUser(server.baseUrl, resellerToken, { useraccount: 'customer' });
    await transferCredit(server.baseUrl, admin, {
      userId: reseller,
      kind: 'dvr',
      days: 730,
      transferPassword: TEST_ADMIN_PASSWORD,
    });

    const wrong = await transferCredit(server.baseUrl, resellerToken, {
      userId: customer,
      kind: 'dvr',
      days: 100,
      transferPassword: 'secret1',
    });
    expect(wrong.body.code).toBe('account.transferPasswordError');
    const over = await transferCredit(server.baseUrl, resellerToken, {
      userId: customer,
      kind: 'dvr',
      days: 731,
      transferPassword: 'move-it',
    });
    expect(over.body.code).toBe('account.insufficientCredit');
    const ok = await transferCredit(server.baseUrl, resellerToken, {
      userId: customer,
      kind: 'dvr',
      days: 365,
      transferPassword: 'move-it',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.value).toMatchObject({ dvrCreditDays: 365 });
    // A child does not pay itself, nor its parent.
    const customerToken = await loginAs(server.baseUrl, 'customer', 'secret1');
    const up = await transferCredit(server.baseUrl, customerToken, {
      userId: reseller,
      kind: 'dvr',
      days: 1,
      transferPassword: 'secret1',
    });
    expect(up.status).toBe(403);

    const device = await post('/api/Device/AddDevice', customerToken, {
      imei: '861234500000002',
      name: 'Recorder',
      deviceType: 'dvr',
    });
    expect(device.status).toBe(200);
    const ledger = await get('/api/User/GetCreditLedger', resellerToken);
    const rows = (
      ledger.body.value as {
        rows: {
          userAccount: string;
          reason: string;
          deltaDays: number;
          balanceAfter: number | null;
          deviceImei: string | null;
        }[];
      }
    ).rows;
    expect(rows.map((r) => [r.userAccount, r.reason, r.deltaDays, r.balanceAfter])).toEqual([
      ['customer', 'deviceAdd', -365, 0],
      ['customer', 'transferIn', 365, 365],
      ['reseller', 'transferOut', -365, 365],
      ['reseller', 'transferIn', 730, 730],
    ]);
    expect(rows[0]?.deviceImei).toBe('861234500000002');
  });
});

describe('permissions', () => {
  it('never gives a child more menu codes than its parent, and takes from grandchildren what a child loses', async () => {
    const mid = await addUser(server.baseUrl, admin, {
      useraccount: 'perm-mid',
      menuCodes: [1000003, 1000004, 1000007, 1000701],
    });
    const midToken = await loginAs(server.baseUrl, 'perm-mid', 'secret1');
    const more = await post('/api/User/AddUser', midToken, {
      useraccount: 'perm-more',
      password: 'secret1',
      nickName: 'x',
      menuCodes: [1000003, 1000005],
    });
    expect(more.status).toBe(403);
    expect(more.body.code).toBe('generic.permissionDenied');
    const leaf = await addUser(server.baseUrl, midToken, {
      useraccount: 'perm-leaf',
      menuCodes: [1000003, 1000004],
    });
    expect(
      (
        await post('/api/User/UpdateUserPermissions', admin, {
          userId: mid,
          menuCodes: [1000004, 1000007, 1000701],
          reportCodes: ['trip'],
        })
      ).status,
    ).toBe(200);
    const leafPerms = await get(`/api/User/GetUserPermissions?userId=${leaf}`, midToken);
    expect(leafPerms.body.value).toMatchObject({
      menuCodes: [1000004],
      reportCodes: ['trip'],
      available: { menuCodes: [1000004, 1000007, 1000701], reportCodes: ['trip'] },
    });
    const info = await get(
      '/api/User/GetSimpleUserInfo',
      await loginAs(server.baseUrl, 'perm-leaf', 'secret1'),
    );
    expect((info.body.value as { menuCodes: number[] }).menuCodes).toEqual([1000004]);
    // Account screens need the account-management code.
    const leafToken = await loginAs(server.baseUrl, 'perm-leaf', 'secret1');
    expect(
      (
        await post('/api/User/AddUser', leafToken, {
          useraccount: 'nope',
          password: 'secret1',
          nickName: 'x',
        })
      ).status,
    ).toBe(403);
    expect(ALL_MENU_CODES).toContain(1000701);
  });

  it('vehicle permissions show a device of the granting tree to the sub-account', async () => {
    const owner = await loginAs(server.baseUrl, 'demo', 'demo123');
    const device = await post('/api/Device/AddDevice', admin, {
      imei: '861234500000003',
      name: 'Shared truck',
    });
    const deviceId = (device.body.value as { id: string }).id;
    const viewer = await addUser(server.baseUrl, admin, { useraccount: 'viewer' });
    expect(
      (
        await post('/api/User/UpdateUserPermissions', admin, {
          userId: viewer,
          deviceIds: [deviceId],
        })
      ).status,
    ).toBe(200);
    const info = await get(
      '/api/User/GetSimpleUserInfo',
      await loginAs(server.baseUrl, 'viewer', 'secret1'),
    );
    expect(
      (info.body.value as { trackers: { imei: string }[] }).trackers.map((t) => t.imei),
    ).toEqual(['861234500000003']);
    // Asked as a count, the session info gives how many devices and leaves the list out.
    const counted = await get(
      '/api/User/GetSimpleUserInfo?trackers=count',
      await loginAs(server.baseUrl, 'viewer', 'secret1'),
    );
    expect(counted.body.value).toMatchObject({ trackers: [], trackerCount: 1 });
    // demo does not manage admin's device, so cannot hand it out.
    const demoChild = await addUser(server.baseUrl, owner, { useraccount: 'demo-child' });
    const refused = await post('/api/User/UpdateUserPermissions', owner, {
      userId: demoChild,
      deviceIds: [deviceId],
    });
    expect(refused.status).toBe(403);
  });
});

describe('roles', () => {
  it('adds and deletes roles with a data scope', async () => {
    const added = await post('/api/Role/AddRole', admin, {
      name: 'Dispatch',
      dataScope: 'departmentAndBelow',
      menuCodes: [1000004],
    });
    expect(added.status).toBe(200);
    const twice = await post('/api/Role/AddRole', admin, { name: 'dispatch', dataScope: 'all' });
    expect(twice.body.code).toBe('account.roleExists');
    const bad = await post('/api/Role/AddRole', admin, { name: 'Bad', dataScope: 'everyone' });
    expect(bad.status).toBe(400);
    const roles = await get('/api/Role/GetRoles', admin);
    expect(roles.body.value).toMatchObject([
      { name: 'Dispatch', dataScope: 'departmentAndBelow', menuCodes: [1000004] },
    ]);
    const id = (added.body.value as { id: string }).id;
    expect((await post('/api/Role/DeleteRole', admin, { roleId: id })).status).toBe(200);
    expect((await get('/api/Role/GetRoles', admin)).body.value).toEqual([]);
  });
});

describe('online users and operation log', () => {
  it('lists the tree’s sessions, lets a parent end a child’s, and logs who did what', async () => {
    const child = await addUser(server.baseUrl, admin, { useraccount: 'online-child' });
    const childToken = await loginAs(server.baseUrl, 'online-child', 'secret1');
    const online = await get('/api/Log/GetOnlineUsers', admin);
    expect(online.status).toBe(200);
    const sessions = online.body.value as {
      sessionId: string;
      userAccount: string;
      current: boolean;
      address: string;
    }[];
    const childSession = sessions.find((s) => s.userAccount === 'online-child');
    expect(childSession?.address).toBe('127.0.0.1');
    expect(sessions.some((s) => s.current)).toBe(true);
    // The child sees only its own tree.
    const childView = (await get('/api/Log/GetOnlineUsers', childToken)).body.value as {
      userAccount: string;
    }[];
    expect(new Set(childView.map((s) => s.userAccount))).toEqual(new Set(['online-child']));
    // A child cannot end its parent's session.
    const adminSession = sessions.find((s) => s.current);
    expect(
      (await post('/api/Log/EndSession', childToken, { sessionId: adminSession?.sessionId }))
        .status,
    ).toBe(403);
    expect(
      (await post('/api/Log/EndSession', admin, { sessionId: childSession?.sessionId })).status,
    ).toBe(200);
    expect((await get('/api/User/GetSimpleUserInfo', childToken)).status).toBe(401);

    const log = await post('/api/Log/GetOperationLogs', admin, { pageSize: 200 });
    const rows = (
      log.body.value as { rows: { actorAccount: string; action: string; objectName: string }[] }
    ).rows;
    expect(rows[0]).toMatchObject({
      actorAccount: 'admin',
      action: 'endSession',
      objectName: 'online-child',
    });
    expect(rows).toContainEqual(
      expect.objectContaining({
        actorAccount: 'admin',
        action: 'addUser',
        objectName: 'online-child',
      }),
    );
    const only = await post('/api/Log/GetOperationLogs', admin, { action: 'addRole' });
    expect(
      (only.body.value as { rows: { action: string }[] }).rows.every((r) => r.action === 'addRole'),
    ).toBe(true);
    void child;
  });
});
