import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

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

const ROOT = fileURLToPath(new URL('..', import.meta.url));

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * A Convoy server of a journey's own, without the demo fleet, with the JT/T 808 and media
 * listeners on `ports` (and `env` added); resolves with the admin's session token once it
 * answers.
 */
async function startVideoServer(
  ports: { http: number; jt808: number; media: number },
  dataDir: string,
  children: ChildProcess[],
  env: Record<string, string> = {},
): Promise<string> {
  const origin = `http://127.0.0.1:${ports.http}`;
  rmSync(dataDir, { recursive: true, force: true });
  children.push(
    spawn('node', ['../scripts/start.mjs'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(ports.http),
        HOST: '127.0.0.1',
        PUBLIC_HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(process.env.E2E_WEB_DIR ? { WEB_DIR: process.env.E2E_WEB_DIR } : {}),
        DEMO: '0',
        ADMIN_PASSWORD: 'admin-e2e',
        CONFIG_FILE: '',
        PORT_JT808: String(ports.jt808),
        PORT_MEDIA: String(ports.media),
        PORT_H02: '0',
        PORT_GT06: '0',
        PORT_TELTONIKA: '0',
        PORT_OSMAND: '0',
        ...env,
      },
    }),
  );
  await waitFor(`${origin}/api/health`);
  const login = await fetch(`${origin}/api/Login/UserLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ useraccount: 'admin', password: 'admin-e2e' }),
  });
  return ((await login.json()) as { value: { userToken: string } }).value.userToken;
}

/**
 * Adds a recorder with `channels` cameras and starts it (apps/simulator) as a child process:
 * JT/T 808 signalling, media links when asked (0x9101), one position; resolves once online.
 */
async function startRecorder(
  origin: string,
  token: string,
  jt808Port: number,
  recorder: { imei: string; name: string },
  channels: number,
  children: ChildProcess[],
): Promise<void> {
  const added = await fetch(`${origin}/api/Device/AddDevice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...recorder, protocol: 'jt808', model: `DVR-${channels}C`, channels }),
  });
  expect(added.status).toBe(200);
  const script = `
    import { DvrVideo, VirtualTerminal } from '@convoy/simulator';
    const phone = '0${recorder.imei}';
    const terminal = new VirtualTerminal({ phone, version: '2013' }, '127.0.0.1', ${jt808Port});
    terminal.video = new DvrVideo(${channels}, phone, 6);
    await terminal.connect();
    await terminal.report({ time: new Date(), latitude: 22.5, longitude: 114.05, altitudeM: 10,
      speedKmh: 0, course: 0, valid: true, ignition: true });
    console.log('recorder online');
    setInterval(() => undefined, 60_000);
  `;
  const dvr = spawn('node', ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(dvr);
  await new Promise<void>((resolve, reject) => {
    dvr.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('recorder online')) resolve();
    });
    dvr.once('exit', (code) => reject(new Error(`the recorder stopped (${code})`)));
  });
}

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

/**
 * Live video and intercom with a recorder. The journeys' shared server runs without device
 * listeners, so these start their own: a second Convoy server with the JT/T 808 and media
 * listeners on, and a simulated 16-channel recorder (apps/simulator) connected to it, each a
 * child process. Chromium gets a fake microphone (a beeping tone) and camera for the intercom.
 */
test.describe('a recorder on the air', () => {
  test.describe.configure({ timeout: 240_000 });
  const basePort = Number(process.env.E2E_PORT ?? 8091) + 20;
  const ports = { http: basePort, jt808: basePort + 1, media: basePort + 2 };
  const origin = `http://127.0.0.1:${ports.http}`;
  const recorder = { imei: '13912345616', name: 'E2E 16-channel recorder' };
  const children: ChildProcess[] = [];
  let token = '';
  /** Chromium with a fake microphone and camera, for these journeys only. */
  let browser: Browser;

  test.beforeAll(async ({ playwright }) => {
    browser = await playwright.chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
      ],
    });
    token = await startVideoServer(ports, `artifacts/data-video-${ports.http}`, children);
    await startRecorder(origin, token, ports.jt808, recorder, 16, children);
  });

  test.afterAll(async () => {
    await browser?.close();
    for (const child of children.reverse()) child.kill('SIGTERM');
  });

  async function signIn(): Promise<Page> {
    const page = await browser.newPage();
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await page.goto(`${origin}/loginPage`);
    await page.getByRole('textbox', { name: 'Account' }).fill('admin');
    await page.getByRole('textbox', { name: 'Password' }).fill('admin-e2e');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/realTimeMonitor$/);
    return page;
  }

  test('16 channels play at once on the video monitor, every picture advancing', async () => {
    const page = await signIn();
    await page.goto(`${origin}/videoMonitor`);
    await page.locator('.video-monitor__bar').getByText('16', { exact: true }).click();
    await page.locator('.video-monitor__tree').getByText(recorder.name).dblclick();
    const videos = page.locator('.video-grid video');
    await expect(videos).toHaveCount(16);
    const times = () =>
      videos.evaluateAll((elements) => elements.map((v) => (v as HTMLVideoElement).currentTime));
    // Every window shows pictures...
    await expect
      .poll(async () => (await times()).every((t) => t > 0), { timeout: 60_000 })
      .toBe(true);
    // ...and keeps advancing: each window's clock moves past where it was.
    const before = await times();
    await expect
      .poll(async () => (await times()).every((t, i) => t > (before[i] ?? 0) + 1), {
        timeout: 30_000,
      })
      .toBe(true);
    await page.screenshot({ path: 'artifacts/video-16-channels.png' });
  });

  test('intercom: the microphone reaches the recorder and its answer comes back', async () => {
    const page = await signIn();
    // The realtime monitor's Intercom control opens the video monitor with the intercom.
    await page.goto(`${origin}/videoMonitor?imei=${recorder.imei}&mode=intercom`);
    const panel = page.getByTestId('intercom-panel');
    // It opens once the recorder is in the device list.
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByRole('status')).toHaveText('In conversation', { timeout: 20_000 });
    await expect(panel).toHaveAttribute('data-history', 'requesting,connected,inConversation');
    // The fake microphone's beeps go out, and the recorder's echo of them comes back aloud.
    await expect
      .poll(async () => Number(await panel.getAttribute('data-bytes-out')), { timeout: 10_000 })
      .toBeGreaterThan(8000);
    await expect
      .poll(async () => Number(await panel.getAttribute('data-bytes-in')), { timeout: 10_000 })
      .toBeGreaterThan(16000);
    await expect
      .poll(async () => Number(await panel.getAttribute('data-peak')), { timeout: 10_000 })
      .toBeGreaterThan(0.05);
    await page.screenshot({ path: 'artifacts/intercom.png' });

    // Hanging up closes the session on the server too.
    await page.getByRole('button', { name: 'Hang up' }).click();
    await expect(panel.getByRole('status')).toHaveText('Closed');
    await expect
      .poll(async () => {
        const answer = await fetch(
          `${origin}/api/Video/Intercom?imei=${recorder.imei}&channel=1&mode=talk&token=${token}`,
        );
        return ((await answer.json()) as { value?: { state: string } }).value?.state;
      })
      .toBe('closed');

    // Monitor (listen-in): the recorder's own sound, nothing sent.
    await page.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await page.goto(`${origin}/videoMonitor?imei=${recorder.imei}&mode=monitor`);
    await expect(panel.getByRole('status')).toHaveText('Listening', { timeout: 20_000 });
    await expect
      .poll(async () => Number(await panel.getAttribute('data-peak')), { timeout: 10_000 })
      .toBeGreaterThan(0.05);
    expect(await panel.getAttribute('data-bytes-out')).toBe('0');
  });
});

/**
 * Recorded video sent on: a playback result is uploaded by the recorder to an FTP server
 * (0x9206, a real FTP server in this process, 0x1206 back) and its task reaches completed; the
 * list exports as .xlsx. Like the journeys above, it runs its own server with the device
 * listeners on and the FTP settings, and a simulated 4-channel recorder.
 */
test.describe('recordings uploaded by FTP', () => {
  test.describe.configure({ timeout: 180_000 });
  const basePort = Number(process.env.E2E_PORT ?? 8091) + 30;
  const ports = { http: basePort, jt808: basePort + 1, media: basePort + 2, ftp: basePort + 3 };
  const origin = `http://127.0.0.1:${ports.http}`;
  const recorder = { imei: '13912345604', name: 'E2E upload recorder' };
  const children: ChildProcess[] = [];
  let ftpRoot = '';
  let ftp: { close: () => Promise<unknown> } | null = null;

  test.beforeAll(async () => {
    ftpRoot = await mkdtemp(join(tmpdir(), 'convoy-e2e-ftp-'));
    const { FtpSrv } = await import('ftp-srv');
    const quiet = {
      child: () => quiet,
      trace: () => undefined,
      debug: () => undefined,
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
      fatal: () => undefined,
    };
    const server = new FtpSrv({
      url: `ftp://127.0.0.1:${ports.ftp}`,
      pasv_url: '127.0.0.1',
      pasv_min: ports.ftp + 100,
      pasv_max: ports.ftp + 199,
      anonymous: false,
      log: quiet as never,
    });
    server.on('login', ({ username, password }, resolve, reject) => {
      if (username === 'dvr' && password === 'e2e-ftp') resolve({ root: ftpRoot });
      else reject(new Error('530 Login incorrect'));
    });
    await server.listen();
    ftp = server;

    const token = await startVideoServer(ports, `artifacts/data-upload-${ports.http}`, children, {
      FTP_HOST: '127.0.0.1',
      FTP_PORT: String(ports.ftp),
      FTP_USER: 'dvr',
      FTP_PASSWORD: 'e2e-ftp',
      FTP_PATH: '/recordings',
    });
    await startRecorder(origin, token, ports.jt808, recorder, 4, children);
  });

  test.afterAll(async () => {
    for (const child of children.reverse()) child.kill('SIGTERM');
    await ftp?.close();
    if (ftpRoot) await rm(ftpRoot, { recursive: true, force: true });
  });

  test('a playback result goes to the FTP server, its task reaches completed, the list exports', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await page.goto(`${origin}/loginPage`);
    await page.getByRole('textbox', { name: 'Account' }).fill('admin');
    await page.getByRole('textbox', { name: 'Password' }).fill('admin-e2e');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/realTimeMonitor$/);
    await page.goto(`${origin}/videoPlayback`);

    // The recorder's files of the last day (it keeps a quarter of an hour every hour).
    await pick(page, 'playback-device', recorder.imei, recorder.name);
    await pick(page, 'playback-channel', 'CH 1');
    const yesterday = new Date(Date.now() - 24 * 3600_000);
    const day = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
    const date = page.locator('#playback-date');
    await date.click();
    await date.fill(day);
    await date.press('Enter');
    await page.getByRole('button', { name: /Search$/ }).click();
    await expect(page.getByText('Recordings: 24')).toBeVisible({ timeout: 30_000 });

    await page.locator('.video-playback__results-bar').getByText('List', { exact: true }).click();
    const firstRow = page.locator('.video-playback .ant-table-row').first();
    await firstRow.getByRole('button', { name: 'FTP upload' }).click();

    // The task list: to be uploaded or in progress, then completed.
    const tasks = page.locator('.video-playback__tasks');
    await expect(tasks).toBeVisible();
    await expect(tasks.locator('.ant-table-row')).toHaveCount(1);
    await expect(tasks.locator('.video-playback__task-status')).toHaveText('Completed', {
      timeout: 30_000,
    });
    await expect(tasks).toContainText('FTP server');
    await page.screenshot({ path: 'artifacts/video-upload-tasks.png' });

    // The file is on the FTP server, under the configured folder and the recorder's IMEI.
    const folder = join(ftpRoot, 'recordings', recorder.imei);
    const arrived = await readdir(folder);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]).toMatch(/_1_\d{12}_\d{12}\.h264$/);
    const clip = await readFile(
      fileURLToPath(new URL('../apps/simulator/media/clip.h264', import.meta.url)),
    );
    expect((await readFile(join(folder, arrived[0]!))).equals(clip)).toBe(true);

    // The result list as an Excel workbook.
    await page.locator('.video-playback__results-bar').getByText('List', { exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export list' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${recorder.imei}-${day}-recordings.xlsx`);
    const saved = join(await mkdtemp(join(tmpdir(), 'convoy-e2e-xlsx-')), 'list.xlsx');
    await file.saveAs(saved);
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(saved);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(2).getCell(1).value).toBe('Channel');
    expect(sheet.rowCount).toBe(2 + 24);
  });
});
