import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The realtime monitor, the dashboard and the home page's quick search. The device listeners
 * are off here, so positions arrive through Trip/ImportTrack, which passes the same pipeline
 * as a device's reports and so reaches the monitor through the live push.
 */
// Each journey opens the monitor (and the whole fleet) several times; a busy machine needs time.
test.describe.configure({ timeout: 180_000 });

const VAN = { imei: '866123450000707', name: 'E2E Monitor van' };
const DVR = { imei: '866123450000708', name: 'E2E Monitor recorder' };

let token: string | null = null;

async function adminToken(request: APIRequestContext): Promise<string> {
  if (token) return token;
  const login = await request.post('/api/Login/UserLogin', {
    data: { useraccount: 'admin', password: 'admin-e2e' },
  });
  token = ((await login.json()) as { value: { userToken: string } }).value.userToken;
  return token;
}

/** A GPX track of `points` fixes a minute apart, ending now, at `kmh`. */
function track(points: number, kmh: number, lat = 22.54): string {
  const now = Date.now();
  const fixes = Array.from({ length: points }, (_, i) => {
    const time = new Date(now - (points - 1 - i) * 60_000 - 5_000).toISOString();
    return `<trkpt lat="${(lat + i * 0.001).toFixed(6)}" lon="114.05"><time>${time}</time><extensions><speed>${(kmh / 3.6).toFixed(2)}</speed><course>45</course></extensions></trkpt>`;
  });
  return `<?xml version="1.0"?><gpx version="1.1" creator="e2e" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${fixes.join('')}</trkseg></trk></gpx>`;
}

async function report(request: APIRequestContext, imei: string, gpx: string): Promise<void> {
  const bearer = await adminToken(request);
  const imported = await request.post('/api/Trip/ImportTrack', {
    headers: { Authorization: `Bearer ${bearer}` },
    data: { imei, gpx },
  });
  expect(imported.status(), await imported.text()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  for (const device of [
    { ...VAN, protocol: 'jt808', model: 'VT-300' },
    { ...DVR, protocol: 'jt808', model: 'DVR-4C', deviceType: 'dvr', channels: 4 },
  ]) {
    const added = await request.post('/api/Device/AddDevice', { headers, data: device });
    expect([200, 409]).toContain(added.status());
  }
  await report(request, VAN.imei, track(5, 54));
  await report(request, DVR.imei, track(3, 0, 22.6));
});

async function signInAsAdmin(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('language', 'en');
    window.localStorage.setItem('announcement_dismissed_at', String(Date.now()));
  });
  await page.goto('/loginPage');
  await page.getByRole('textbox', { name: 'Account' }).fill('admin');
  await page.getByRole('textbox', { name: 'Password' }).fill('admin-e2e');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signing in is slow on a busy machine (the password hash is deliberately costly).
  await expect(page).toHaveURL(/\/realTimeMonitor$/, { timeout: 30_000 });
  // The monitor's code and the session's data load after the redirect, slowly when busy.
  await expect(page.getByTestId('monitor')).toBeVisible({ timeout: 30_000 });
}

const row = (page: Page, imei: string) =>
  page.locator(`[data-testid="device-row"][data-imei="${imei}"]`);

async function select(page: Page, device: { imei: string; name: string }) {
  await page.getByRole('searchbox', { name: 'Search name or IMEI' }).fill(device.name);
  await row(page, device.imei).click();
  const panel = page.getByTestId('device-panel');
  await expect(panel).toContainText(device.name);
  return panel;
}

test('the monitor lists the fleet as a tree and a table, in three styles, with the legend', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // The tree: the top account, the demo account and its groups.
  const list = page.getByRole('listbox', { name: 'Tree' });
  await expect(list.locator('.tree-node--account').first()).toBeVisible();
  await expect(list.getByRole('button', { name: /Demo fleet/ })).toBeVisible();
  await expect(row(page, VAN.imei)).toHaveAttribute('data-status', 'online');
  await expect(row(page, DVR.imei)).toHaveAttribute('data-status', 'on_p_accoff');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  // The legend counts each status; a click filters the list.
  const legend = page.getByRole('toolbar', { name: 'Status legend' });
  await expect(legend.getByRole('button', { name: 'All', exact: true })).toContainText(/\d{2}/);
  await legend.getByRole('button', { name: 'Parked, ignition off', exact: true }).click();
  await expect(row(page, DVR.imei)).toBeVisible();
  await expect(row(page, VAN.imei)).toHaveCount(0);
  await legend.getByRole('button', { name: 'Parked, ignition off', exact: true }).click();
  // Move away, so that the legend's tooltip does not lie over the controls used next.
  await page.mouse.move(0, 0);

  // Search, then the three list styles.
  await page.getByRole('searchbox', { name: 'Search name or IMEI' }).fill('E2E Monitor');
  await expect(page.getByTestId('device-row')).toHaveCount(2);
  for (const style of ['Bar list', 'Module list', 'Data list']) {
    await page.getByRole('combobox', { name: 'List style' }).click();
    await page.getByRole('option', { name: style }).click();
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await expect(row(page, VAN.imei)).toHaveClass(
      new RegExp(
        `device-line--${style === 'Bar list' ? 'bar' : style === 'Module list' ? 'module' : 'data'}`,
      ),
    );
    if (style === 'Module list') {
      await page.screenshot({ path: 'artifacts/monitor-module-list.png' });
    }
  }

  // The table, with the same devices.
  await page.getByText('Table', { exact: true }).click();
  const table = page.getByRole('table', { name: 'Table' });
  await expect(table.getByRole('columnheader', { name: 'Speed (km/h)' })).toBeVisible();
  await expect(row(page, VAN.imei)).toContainText('54');

  // Unchecking a device takes it off the map and leaves it in the list.
  await row(page, VAN.imei).getByRole('checkbox', { name: 'Show on map' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'All on map' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'All on map' }).check();
  await expect(row(page, VAN.imei).getByRole('checkbox', { name: 'Show on map' })).toBeChecked();
  await page.screenshot({ path: 'artifacts/monitor-table.png' });
});

test('a position reported now reaches the open monitor through the live push', async ({ page }) => {
  await signInAsAdmin(page);
  const panel = await select(page, VAN);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(row(page, VAN.imei)).toContainText('54 km/h');

  await report(page.request, VAN.imei, track(1, 72, 22.56));
  await expect(row(page, VAN.imei)).toContainText('72 km/h', { timeout: 5000 });
  await expect(panel).toContainText('22.56000');
  await page.screenshot({ path: 'artifacts/monitor-live.png' });
});

test('each per-device control opens its feature', async ({ page }) => {
  await signInAsAdmin(page);
  const panel = await select(page, DVR);
  await page.screenshot({ path: 'artifacts/monitor-panel.png' });
  const control = (name: string) => panel.getByRole('button', { name, exact: true });

  // Command: the device page's command panel, for this device.
  await control('Command').click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Command panel' });
  await expect(drawer.getByText(DVR.name).first()).toBeVisible();
  await expect(drawer.getByRole('tab', { name: 'Command panel' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toBeHidden();

  // Configuration: the parameter panel of a national-standard device.
  await control('Configuration').click();
  await expect(drawer.getByRole('tab', { name: 'Parameter panel' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(drawer.getByRole('button', { name: 'Read parameters' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toBeHidden();

  // Properties.
  await control('Properties').click();
  const properties = page.getByRole('dialog', { name: DVR.name });
  await expect(properties).toContainText(DVR.imei);
  await expect(properties).toContainText('DVR-4C');
  await properties.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(properties).toBeHidden();

  // The controls that open another screen, each with the device.
  const screens: [string, RegExp][] = [
    ['Track', new RegExp(`/trackPlayback\\?imei=${DVR.imei}$`)],
    ['Intercom', new RegExp(`/videoMonitor\\?imei=${DVR.imei}&mode=intercom$`)],
    ['Monitor', new RegExp(`/videoMonitor\\?imei=${DVR.imei}&mode=monitor$`)],
    ['Live video', new RegExp(`/videoMonitor\\?imei=${DVR.imei}$`)],
    ['Playback', new RegExp(`/videoPlayback\\?imei=${DVR.imei}$`)],
    ['Event report', new RegExp(`/statisticalReport\\?report=event&imei=${DVR.imei}$`)],
  ];
  for (const [name, url] of screens) {
    await page.goto('/realTimeMonitor');
    const again = await select(page, DVR);
    await again.getByRole('button', { name, exact: true }).click();
    await expect(page, name).toHaveURL(url);
    await expect(page.locator('.frame-content')).toBeVisible();
  }
});

test('map tools: clustering, following, labels, map type, ruler and the offline base map', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const map = page.getByTestId('convoy-map');
  await expect(map.locator('canvas')).toBeVisible();

  // Settings buttons switch and switch back (they are saved for the account).
  for (const name of ['Cluster', 'Follow']) {
    const button = page.getByRole('button', { name, exact: true });
    const before = await button.getAttribute('aria-pressed');
    await button.click();
    await expect(button).not.toHaveAttribute('aria-pressed', before ?? '');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', before ?? '');
  }

  // The ruler measures between clicked points.
  await page.getByRole('button', { name: 'Ruler', exact: true }).click();
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.5);
  await page.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.5);
  await expect(page.getByTestId('ruler-total')).toContainText(/\d[\d.,]* (km|m)$/);
  await page.screenshot({ path: 'artifacts/monitor-ruler.png' });
  await page.getByRole('button', { name: 'Ruler', exact: true }).click();
  await expect(page.getByTestId('ruler-total')).toHaveCount(0);

  // Another map type; without tiles the offline world map stays underneath.
  await page.getByRole('combobox', { name: 'Map type' }).click();
  await page.getByRole('option', { name: 'Tianditu street' }).click();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  // A list still closing from the last choice would take the click that opens it again.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Map type' }).click();
  await page.getByRole('option', { name: 'OpenStreetMap' }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);

  // Following a selected vehicle, with its label on the map.
  await select(page, VAN);
  await page.screenshot({ path: 'artifacts/monitor-selected.png' });
});

test('the home page’s quick search opens a device on the monitor', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/home');
  await page.getByRole('searchbox', { name: 'Quick search' }).fill(VAN.name);
  await page.getByText(VAN.imei).click();
  await expect(page).toHaveURL(new RegExp(`/realTimeMonitor\\?imei=${VAN.imei}$`));
  await expect(page.getByTestId('device-panel')).toContainText(VAN.name);
  await expect(row(page, VAN.imei)).toHaveAttribute('aria-selected', 'true');
});

test('the dashboard counts the fleet and draws its charts', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/dashBoard');
  const dashboard = page.getByTestId('dashboard');
  // The charts' code loads with the page, which takes a while on a busy machine.
  await expect(dashboard.getByText('Devices', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(dashboard.getByRole('img', { name: 'Motion states' })).toBeVisible();
  await expect(dashboard.getByRole('img', { name: 'Events in the last 30 days' })).toBeVisible();
  await expect(dashboard.getByText('Expiry reminders')).toBeVisible();
  // The demo fleet's unit whose subscription ended is among the reminders.
  await expect(dashboard.getByText('Old van (subscription ended)')).toBeVisible();
  await dashboard.getByRole('combobox', { name: 'Refresh' }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Every 1 min' }).click();
  await expect(dashboard.getByRole('combobox', { name: 'Refresh' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(dashboard).toContainText('Every 1 min');
  await page.screenshot({ path: 'artifacts/dashboard.png', fullPage: true });
});
