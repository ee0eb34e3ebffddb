import { expect, test, type Page } from '@playwright/test';

/**
 * Geo-fences end to end: draw a polygon on the map, bind a terminal to it, drive the terminal
 * into it over the OsmAnd protocol, and see the enter alarm pop up and wait in the alarm
 * centre, where it is handled.
 */
/** The OsmAnd listener the journey's server opens (playwright.config.ts). */
const osmandPort = Number(process.env.E2E_OSMAND_PORT ?? Number(process.env.E2E_PORT ?? 8091) + 2);
const IMEI = '867000000009901';
const VEHICLE = 'E2E fence truck';
const FENCE = 'E2E depot';

async function signInAsAdmin(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/loginPage');
  await page.getByRole('textbox', { name: 'Account' }).fill('admin');
  await page.getByRole('textbox', { name: 'Password' }).fill('admin-e2e');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/realTimeMonitor$/);
}

async function apiCall<T>(page: Page, path: string, body: unknown): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('ms_token'));
  const response = await page.request.post(path, {
    data: body,
    headers: { authorization: `Bearer ${token ?? ''}`, 'accept-language': 'en' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { value: T }).value;
}

/** One OsmAnd report, as a phone tracker app sends it. */
async function report(page: Page, lat: number, lng: number, secondsAgo: number) {
  const query = new URLSearchParams({
    id: IMEI,
    lat: lat.toFixed(6),
    lon: lng.toFixed(6),
    timestamp: String(Math.round(Date.now() / 1000) - secondsAgo),
    speed: '20',
    valid: 'true',
  });
  const response = await page.request.get(`http://127.0.0.1:${osmandPort}/?${query.toString()}`);
  expect(response.status()).toBe(200);
}

test('a polygon is drawn, bound to a terminal, and its enter alarm arrives', async ({ page }) => {
  await signInAsAdmin(page);
  await apiCall(page, '/api/Device/AddDevice', { imei: IMEI, name: VEHICLE, protocol: 'osmand' });
  // This account takes only fence alarms, so the demo fleet's own alarms stay quiet.
  const setting = await apiCall<Record<string, unknown>>(page, '/api/Alarm/GetAlarmSetting', {});
  await apiCall(page, '/api/Alarm/SaveAlarmSetting', {
    ...setting,
    types: ['fenceIn', 'fenceOut'],
    sound: false,
  });

  // Draw: four clicks around the middle of the map, then confirm.
  await page.goto('/geoFence');
  await page.getByRole('button', { name: 'Add fence' }).click();
  const map = page.getByTestId('convoy-map');
  await expect(map.locator('canvas')).toBeVisible();
  const box = (await map.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name cannot be empty')).toBeVisible();
  // The drawing tool joins the map once the map has loaded: the first point is clicked
  // until it takes.
  const undo = page.getByRole('button', { name: 'Undo point' });
  await expect(async () => {
    if (await undo.isEnabled()) await undo.click();
    await page.mouse.click(cx - 90, cy - 70);
    await expect(undo).toBeEnabled({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  for (const [dx, dy] of [
    [90, -70],
    [110, 60],
    [-80, 80],
  ]) {
    await page.mouse.click(cx + dx!, cy + dy!);
    await page.waitForTimeout(150);
  }
  await page.getByRole('button', { name: 'Finish drawing' }).click();
  await expect(page.getByTestId('fence-measures')).toContainText('Area');
  await page.getByPlaceholder('For example').fill(FENCE);
  await page.screenshot({ path: 'artifacts/geo-fence-draw.png', animations: 'disabled' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fence saved')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(FENCE) });
  await expect(row).toContainText('Polygon');
  await expect(row).toContainText('km²');
  await page.screenshot({ path: 'artifacts/geo-fence-list.png', animations: 'disabled' });

  // Bind the terminal.
  const fences = await apiCall<
    { id: string; name: string; shape: { points: { lat: number; lng: number }[] } }[]
  >(page, '/api/GeoFence/List', {});
  const fence = fences.find((f) => f.name === FENCE)!;
  await row.getByRole('button', { name: 'Bind terminals' }).click();
  await expect(page).toHaveURL(new RegExp(`/geoFenceBind\\?fenceId=${fence.id}`));
  const source = page.locator('.ant-transfer-section').first();
  await source.getByPlaceholder(/search/i).fill(IMEI);
  await source.getByText(`${VEHICLE} (${IMEI})`).click();
  await page.locator('.ant-transfer-actions button').first().click();
  await expect(page.getByText('Terminals bound')).toBeVisible();
  await expect(page.locator('.ant-transfer-section').nth(1)).toContainText(IMEI);
  await expect(page.getByRole('row', { name: new RegExp(`${FENCE}.*${IMEI}`) })).toContainText(
    'Bound',
  );
  await page.screenshot({ path: 'artifacts/geo-fence-bind.png', animations: 'disabled' });

  // Drive in: a report well outside, then one at the middle of the polygon.
  const points = fence.shape.points;
  const inside = {
    lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
    lng: points.reduce((s, p) => s + p.lng, 0) / points.length,
  };
  await report(page, Math.max(-80, inside.lat - 60), inside.lng, 20);
  await report(page, inside.lat, inside.lng, 10);

  // The pop-up arrives on whatever page is open.
  const popup = page.getByTestId('alarm-popup').filter({ hasText: FENCE });
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`${VEHICLE}: Fence entered`)).toBeVisible();
  await page.screenshot({ path: 'artifacts/geo-fence-alarm-popup.png', animations: 'disabled' });

  // The alarm centre lists it; it is handled and stays handled.
  await page.goto('/alarmView');
  const alarmRow = page.getByRole('row', { name: new RegExp(`Fence entered.*${FENCE}`) });
  await expect(alarmRow).toContainText(VEHICLE);
  await expect(alarmRow).toContainText('Platform');
  await expect(alarmRow).toContainText('Unprocessed');
  await alarmRow.getByRole('button', { name: 'Handle' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Description').fill('Expected delivery');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(alarmRow).toContainText('Processed');
  await page.reload();
  await expect(
    page.getByRole('row', { name: new RegExp(`Fence entered.*${FENCE}`) }),
  ).toContainText('Expected delivery');
  await page.screenshot({ path: 'artifacts/alarm-view.png', animations: 'disabled' });
});
