import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Track playback: a device with two drives in the last hours (stored from a GPX file through
 * the API, since the device listeners are off here) is searched by trip, played at 16×,
 * taken to the next trip (and told when there is none after it) and exported.
 */
const IMEI = '866123450000808';

/** Two drives north at 60 km/h, each between two stops; a point every 30 s. */
function twoDrivesGpx(start: number): string {
  const legs: [minutes: number, kmh: number][] = [
    [10, 0],
    [20, 60],
    [15, 0],
    [20, 60],
    [10, 0],
  ];
  const points: string[] = [];
  let time = start;
  let lat = 22.54;
  for (const [minutes, kmh] of legs) {
    for (let s = 0; s < minutes * 60; s += 30) {
      time += 30_000;
      lat += (kmh / 3600) * 30 * (1 / 111.195);
      points.push(
        `<trkpt lat="${lat.toFixed(6)}" lon="114.05"><time>${new Date(time).toISOString()}</time><extensions><speed>${(kmh / 3.6).toFixed(2)}</speed><course>0</course></extensions></trkpt>`,
      );
    }
  }
  return `<?xml version="1.0"?><gpx version="1.1" creator="e2e" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${points.join('')}</trkseg></trk></gpx>`;
}

async function seed(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/Login/UserLogin', {
    data: { useraccount: 'admin', password: 'admin-e2e' },
  });
  const token = ((await login.json()) as { value: { userToken: string } }).value.userToken;
  const headers = { Authorization: `Bearer ${token}` };
  const added = await request.post('/api/Device/AddDevice', {
    headers,
    data: { imei: IMEI, name: 'E2E Playback van', protocol: 'jt808' },
  });
  expect(added.status()).toBe(200);
  const imported = await request.post('/api/Trip/ImportTrack', {
    headers,
    data: { imei: IMEI, gpx: twoDrivesGpx(Date.now() - 3 * 3600_000) },
  });
  expect(imported.status()).toBe(200);
}

async function signInAsAdmin(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/loginPage');
  await page.getByRole('textbox', { name: 'Account' }).fill('admin');
  await page.getByRole('textbox', { name: 'Password' }).fill('admin-e2e');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/realTimeMonitor$/);
}

test('an operator replays a trip at 16×, moves to the next trip and exports', async ({ page }) => {
  // Replay, trip changes and two exports: more steps than most journeys.
  test.setTimeout(120_000);
  await seed(page.request);
  await signInAsAdmin(page);
  await page.goto(`/trackPlayback?imei=${IMEI}`);

  // Search by trip (the default mode) over the last day.
  await expect(page.getByText('Trip', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();
  const trips = page.getByRole('region', { name: 'Trips' });
  await expect(trips.getByRole('button', { name: /^Trip \d$/ })).toHaveCount(2);
  await expect(trips).toContainText('Total: 2');
  await expect(page.getByText(/points$/)).toBeVisible();

  // The first trip, at 16×.
  await trips.getByRole('button', { name: 'Trip 1' }).click();
  await expect(trips.getByRole('button', { name: 'Trip 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('combobox', { name: 'Rate' }).click();
  await page.locator('.ant-select-item-option[title="16×"]').click();
  await expect(page.getByRole('combobox', { name: 'Rate' }).locator('..')).toContainText('16×');
  const now = page.getByTestId('playback-now');
  const before = await now.textContent();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(now).not.toHaveText(before ?? '');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.screenshot({ path: 'artifacts/playback-trip.png', animations: 'disabled' });
  await page.getByRole('button', { name: 'Pause' }).click();

  // Next trip; after the last one, the notice.
  await page.getByRole('button', { name: 'Next trip' }).click();
  await expect(trips.getByRole('button', { name: 'Trip 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Next trip' }).click();
  await expect(page.getByText('This is already the last trip')).toBeVisible();
  await page.getByRole('button', { name: 'Previous trip' }).click();
  await page.getByRole('button', { name: 'Previous trip' }).click();
  await expect(page.getByText('This is already the first trip')).toBeVisible();

  // Export: GPX and Excel.
  for (const [item, extension] of [
    ['GPX', '.gpx'],
    ['Excel (.xlsx)', '.xlsx'],
  ] as const) {
    const download = page.waitForEvent('download');
    // The menu opens on hover and may close again while the page is busy: hover until the
    // item can be clicked.
    await expect(async () => {
      await page.getByRole('button', { name: 'Export' }).hover();
      await page.getByRole('menuitem', { name: item }).click({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    expect((await download).suggestedFilename()).toMatch(new RegExp(`\\${extension}$`));
  }
  await page.screenshot({ path: 'artifacts/playback-next-trip.png', animations: 'disabled' });

  // The recorders' video of the same period: the video playback opens on this device and day.
  await page.getByRole('link', { name: 'Video recordings of this period' }).click();
  await expect(page).toHaveURL(/\/videoPlayback\?imei=\d+&date=\d{4}-\d{2}-\d{2}&startTime=/);
  const address = new URL(page.url());
  expect(address.searchParams.get('imei')).toBe(IMEI);
  await expect(page.locator('#playback-start')).toHaveValue(
    address.searchParams.get('startTime') ?? '',
  );
  await expect(page.getByText(IMEI, { exact: true }).first()).toBeVisible();
});
