import { expect, test, type Browser, type Page } from '@playwright/test';

/**
 * The main frame (issue 4): languages, every route, access by menu code, the visible-tag
 * limit and settings that follow the account.
 */

const ADMIN = { account: 'admin', password: 'admin-e2e' };
const DEMO = { account: 'demo', password: 'demo123' };

/** Every page of the frame (SPEC.md §2 Routes, plus the settings centre and home). */
const FRAME_PATHS = [
  '/home',
  '/dashBoard',
  '/realTimeMonitor',
  '/trackPlayback',
  '/geoFence',
  '/geoFenceBind',
  '/videoMonitor',
  '/videoPlayback',
  '/statisticalReport',
  '/activeSafety',
  '/accountManage',
  '/otaManage',
  '/ruleManagement',
  '/rulePage',
  '/logQuery',
  '/onlineUser',
  '/flowAnalysis',
  '/infoManagement',
  '/vehicleSetting',
  '/driverManagement',
  '/pOIManagement',
  '/chargeManage',
  '/maintenanceManage',
  '/insuranceManage',
  '/certificateManage',
  '/alarmView',
  '/platformSetting',
  '/userSetting',
  '/help',
  '/feedback',
  '/about',
  '/announcement',
  '/testTreeView',
  '/testMap',
  '/testView',
  '/winstonTest',
  '/MQTTClient',
];

async function signIn(page: Page, who: { account: string; password: string }, language = 'en') {
  await page.addInitScript((lang) => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', lang);
    // The maintenance notice would cover the form; it has its own journey.
    window.localStorage.setItem('announcement_dismissed_at', String(Date.now()));
  }, language);
  await page.goto('/loginPage');
  await page.locator('input#account').fill(who.account);
  await page.locator('input#password').fill(who.password);
  await page.locator('button[type=submit]').click();
  await expect(page.locator('.frame-content')).toBeVisible();
}

async function signOut(page: Page) {
  await page.locator('.user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/loginPage$/);
}

async function apiToken(browser: Browser, who: { account: string; password: string }) {
  const context = await browser.newContext();
  const response = await context.request.post('/api/Login/UserLogin', {
    data: { useraccount: who.account, password: who.password },
  });
  const body = (await response.json()) as { value: { userToken: string } };
  return { context, token: body.value.userToken };
}

test('zh: the frame speaks Chinese and switches language live', async ({ page }) => {
  await signIn(page, DEMO, 'zh');
  await expect(page).toHaveURL(/\/realTimeMonitor$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('menu').first()).toContainText('实时监控');

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('menu').first()).toContainText('Real-time monitor');
  await expect(page.getByRole('menu').first()).not.toContainText('实时监控');
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');
  // Polling runs on the realtime monitor: its countdown is in the header.
  await expect(page.locator('.refresh-countdown')).toContainText('Refresh in');
  await page.goto('/home');
  await expect(page.locator('.refresh-countdown')).toHaveCount(0);
});

test('ar: the frame lays out right to left', async ({ page }) => {
  await signIn(page, DEMO, 'ar');
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.quick-nav__tag').first()).toBeVisible();
  // The side menu sits on the right in Arabic.
  const sider = await page.locator('.frame-sider').boundingBox();
  const viewport = page.viewportSize();
  expect(sider && viewport && sider.x > viewport.width / 2).toBe(true);
  await page.screenshot({ path: 'artifacts/main-frame-ar.png', fullPage: true });
});

test('en: every route opens for the admin', async ({ page }) => {
  // Each route is a full page load (about 1.5 s on a busy two-core machine).
  test.setTimeout(60_000 + FRAME_PATHS.length * 4_000);
  await signIn(page, ADMIN);
  for (const path of FRAME_PATHS) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('.frame-content'), path).toBeVisible();
    await expect(page.locator('.access-denied'), path).toHaveCount(0);
    await expect(page.getByText('Page not found'), path).toHaveCount(0);
    await expect(page.getByText('This page could not be loaded'), path).toHaveCount(0);
  }
  await page.goto('/platformSetting');
  await page.screenshot({ path: 'artifacts/platform-setting.png', fullPage: true });
  await page.goto('/home');
  await page.screenshot({ path: 'artifacts/home.png', fullPage: true });
  // The big screen has no frame but needs the session.
  await page.goto('/bigtest');
  await expect(page).toHaveURL(/\/bigtest$/);
});

test('the embeddable players open without login', async ({ page }) => {
  for (const path of ['/live?imei=1&chnum=3', '/playback?imei=1', '/liveplay/8800001@2/event/pw']) {
    await page.goto(path);
    await expect(page, path).not.toHaveURL(/loginPage/);
  }
});

test('a route whose menu code the account lacks is hidden and refused', async ({
  page,
  browser,
}) => {
  // A sub-account holding every code but the accounts screen's (1000701).
  const { context, token } = await apiToken(browser, ADMIN);
  const info = await context.request.get('/api/User/GetSimpleUserInfo', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { value } = (await info.json()) as { value: { menuCodes: number[] } };
  const created = await context.request.post('/api/User/AddUser', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      useraccount: 'no-accounts',
      password: 'noacc123',
      nickName: 'Without accounts',
      menuCodes: value.menuCodes.filter((code) => code !== 1000701),
    },
  });
  expect(created.status()).toBe(200);
  await context.close();

  await signIn(page, { account: 'no-accounts', password: 'noacc123' });
  await page.getByRole('menuitem', { name: 'Management' }).click();
  await expect(page.getByRole('menuitem', { name: 'Devices' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Accounts' })).toHaveCount(0);

  await page.goto('/accountManage');
  await expect(page.locator('.access-denied')).toContainText('Permission denied');
  await page.goto('/infoManagement');
  await expect(page.locator('.access-denied')).toHaveCount(0);
});

test('at most 40 tags are visible; extras are removed with the catalogue message', async ({
  page,
  browser,
}) => {
  const { context, token } = await apiToken(browser, DEMO);
  const reportTags = Array.from({ length: 45 }, (_, i) => ({
    custom_id: i + 1,
    name: `Report ${i + 1}`,
    shortcut: true,
  }));
  const saved = await context.request.post('/api/Setting/SaveSetting', {
    headers: { authorization: `Bearer ${token}` },
    data: { group: 'menu', value: { tags: [], reportTags } },
  });
  expect(saved.status()).toBe(200);

  await signIn(page, DEMO);
  await expect(page.getByText('At most 40 shortcuts can be shown')).toBeVisible();
  await page.goto('/home');
  await expect(page.locator('.quick-nav__tag')).toHaveCount(40);
  // Three menu tags (bigtest, dashboard, otaManage) and the first 37 reports.
  await expect(page.locator('.quick-nav__tag[data-tag="report-37"]')).toHaveCount(1);
  await expect(page.locator('.quick-nav__tag[data-tag="report-38"]')).toHaveCount(0);

  // The trimmed list was stored back.
  await expect
    .poll(async () => {
      const read = await context.request.get('/api/Setting/GetSettings', {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await read.json()) as {
        value: { menu: { reportTags: { shortcut: boolean }[] } };
      };
      return body.value.menu.reportTags.filter((tag) => tag.shortcut).length;
    })
    .toBe(37);

  // Choosing one more menu shortcut at the limit is refused.
  await page.goto('/platformSetting?tab=menu');
  await expect(page.getByText('40 of 40 shortcuts shown')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Shortcut: Geo-fences' }).click();
  await expect(page.getByText('At most 40 shortcuts can be shown')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Shortcut: Geo-fences' })).not.toBeChecked();
  await context.close();
});

test('settings survive logout, login and another browser', async ({ page, browser }) => {
  await signIn(page, ADMIN);
  await expect(page.locator('.frame-sider')).toBeVisible();
  await page.goto('/platformSetting');
  await page.locator('.ant-radio-button-wrapper', { hasText: 'Top' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(page.locator('.frame--top')).toBeVisible();

  await signOut(page);
  await page.locator('input#account').fill(ADMIN.account);
  await page.locator('input#password').fill(ADMIN.password);
  await page.locator('button[type=submit]').click();
  await expect(page.locator('.frame--top')).toBeVisible();
  await page.screenshot({ path: 'artifacts/menu-top.png' });

  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, ADMIN);
  await expect(second.locator('.frame--top')).toBeVisible();
  const cached = await second.evaluate(() => window.localStorage.getItem('convoy-settings'));
  expect(cached).toContain('"menuPosition":"top"');
  await other.close();

  // Back to the default, for the journeys that follow.
  const { context, token } = await apiToken(browser, ADMIN);
  const reset = await context.request.post('/api/Setting/SaveSetting', {
    headers: { authorization: `Bearer ${token}` },
    data: { group: 'general', value: { menuPosition: 'left' } },
  });
  expect(reset.status()).toBe(200);
  await context.close();
});
