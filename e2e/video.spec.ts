import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The video monitor: layouts and aspect ratios of player windows, modes, and the embeddable
 * /live page's grid (the e2e server has no recorder connected; video itself is measured by
 * `npm run bench -- video` and apps/server/src/video/video.test.ts).
 */
test('video monitor: layouts, aspect, polling mode', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/loginPage');
  await page.getByRole('textbox', { name: 'Account' }).fill('admin');
  await page.getByRole('textbox', { name: 'Password' }).fill('admin-e2e');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/realTimeMonitor$/);
  await page.goto('/videoMonitor');
  const grid = page.locator('.video-grid');
  await expect(grid).toHaveAttribute('data-layout', '4');
  await expect(grid.locator('.video-grid__cell')).toHaveCount(4);
  await page.locator('.video-monitor__bar').getByText('16', { exact: true }).click();
  await expect(grid.locator('.video-grid__cell')).toHaveCount(16);
  await page.locator('.video-monitor__bar').getByText('4:3', { exact: true }).click();
  const box = await grid.locator('.video-grid__cell').first().boundingBox();
  expect(box && Math.round((box.width / box.height) * 3)).toBe(4);
  await page.screenshot({ path: 'artifacts/video-monitor.png' });
});

test('embeddable /live: chnum rounds up to a layout', async ({ page }) => {
  await page.goto('/live?imei=13900000001&chnum=5&ch=1,2,3,4,5&lang=en');
  await expect(page.locator('.video-grid')).toHaveAttribute('data-layout', '6');
  await expect(page.locator('.video-player')).toHaveCount(5);
  await page.screenshot({ path: 'artifacts/live-embed.png' });
});

/** A recorder of the demo fleet (a device with cameras), found through the API. */
async function demoRecorder(request: APIRequestContext): Promise<{ imei: string; name: string }> {
  const login = await request.post('/api/Login/UserLogin', {
    data: { useraccount: 'admin', password: 'admin-e2e' },
  });
  const token = ((await login.json()) as { value: { userToken: string } }).value.userToken;
  const devices = await request.post('/api/Device/GetDevices', {
    headers: { Authorization: `Bearer ${token}` },
    data: { search: '' },
  });
  const list = (
    (await devices.json()) as { value: { imei: string; name: string; channels: number }[] }
  ).value;
  const recorder = list.find((d) => d.channels > 0);
  expect(recorder, 'the demo fleet has a recorder').toBeTruthy();
  return recorder!;
}

/** Chooses an option of an antd select, typing `search` first when given. */
async function pick(page: Page, id: string, option: string, search?: string): Promise<void> {
  const select = page.locator(`#${id}`);
  await select.click();
  if (search) await select.fill(search);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

async function setTime(page: Page, id: string, value: string): Promise<void> {
  const input = page.locator(`#${id}`);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

test('video playback: filters and their messages, timeline and list', async ({ page, request }) => {
  const recorder = await demoRecorder(request);
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/loginPage');
  await page.getByRole('textbox', { name: 'Account' }).fill('admin');
  await page.getByRole('textbox', { name: 'Password' }).fill('admin-e2e');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/realTimeMonitor$/);
  await page.goto('/videoPlayback');

  // Nothing chosen yet: the device comes first.
  const searchButton = page.getByRole('button', { name: /Search$/ });
  await searchButton.click();
  const alert = page.locator('.video-playback__error');
  await expect(alert).toContainText('Please select the device, channel, date and time first');

  // The recorder, its channels, and the other filters.
  await pick(page, 'playback-device', recorder.imei, recorder.name);
  await pick(page, 'playback-channel', 'CH 2');
  await pick(page, 'playback-stream', 'Sub stream');
  await pick(page, 'playback-record-type', 'Audio or video');
  await pick(page, 'playback-alarm-type', 'SOS', 'SOS');

  // The end before the start is refused.
  await setTime(page, 'playback-start', '10:00:00');
  await setTime(page, 'playback-end', '09:00:00');
  await searchButton.click();
  await expect(alert).toContainText('The end time must be later than the start time');

  // A valid span: recordings kept on the server (none here) answer "no record files".
  await setTime(page, 'playback-end', '11:00:00');
  await page.locator('.video-playback__filters').getByText('Server', { exact: true }).click();
  await searchButton.click();
  await expect(alert).toContainText('No recording files found');
  await expect(page.getByText('Recordings: 0')).toBeVisible();

  // The results as a list; the controls wait for a recording.
  await page.locator('.video-playback__results-bar').getByText('List', { exact: true }).click();
  await expect(page.locator('.video-playback .ant-table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Export list' })).toBeDisabled();
  await page.screenshot({ path: 'artifacts/video-playback.png' });

  // The embeddable page: one device, the language of its address.
  await page.goto(`/playback?imei=${recorder.imei}&lang=fr`);
  await expect(page.locator('.embed-toolbar')).toContainText(recorder.imei);
  await expect(page.locator('#playback-device')).toHaveCount(0);
  await page.getByText('Serveur', { exact: true }).click();
  await page.getByRole('button', { name: /Rechercher$/ }).click();
  await expect(page.locator('.video-playback__error')).toContainText(
    'Aucun fichier d’enregistrement trouvé'.replace('’', "'"),
  );
  await page.screenshot({ path: 'artifacts/playback-embed.png' });
});
