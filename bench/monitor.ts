import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { median, percentile, startMonitorFleet, webDir } from './monitor-fleet';

const BATCH_MEASURE = 'convoy:monitor-batch';
const RENDERED_MARK = 'convoy:vehicles-rendered';

/**
 * The web monitor with BENCH_DEVICES (default 50,000) vehicles in headless Chromium (Debian's,
 * software WebGL): time from opening /realTimeMonitor to the vehicles drawn on the map
 * (a second monitor, once the first has filled the server's caches; both are printed);
 * then live batches of BENCH_BATCH (default 5,000) moved vehicles a second for 10 s, each
 * timed from the message's arrival to its merge into the store and the map source; then
 * 3 s of zooming and panning, with the longest frame. Needs `npm run build` first, or a
 * build elsewhere named by WEB_DIR.
 */
export async function monitorBenchmark(): Promise<void> {
  const devices = Number(process.env.BENCH_DEVICES ?? 50_000);
  const batch = Number(process.env.BENCH_BATCH ?? 5000);
  if (!existsSync(join(webDir(), 'index.html'))) {
    throw new Error('build the web app first: npm run build (or name a build in WEB_DIR)');
  }
  const fleet = await startMonitorFleet(devices);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const token = await fleet.token();
    const open = async (profile?: string) => {
      const opened = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
      // BENCH_PROFILE=<file>: the page's main-thread CPU profile of the measured opening,
      // for Chromium's performance tools.
      const cdp = profile ? await opened.context().newCDPSession(opened) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.start');
      }
      await opened.addInitScript((value) => {
        const storage = (globalThis as unknown as { localStorage: Storage }).localStorage;
        storage.setItem('ms_token', value);
        storage.setItem('language', 'en');
        storage.setItem('announcement_dismissed_at', String(Date.now()));
      }, token);
      await opened.goto(`${fleet.baseUrl}/realTimeMonitor`);
      await opened.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        RENDERED_MARK,
        { timeout: 120_000, polling: 50 },
      );
      const ms = await opened.evaluate(
        (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? NaN,
        RENDERED_MARK,
      );
      if (cdp && profile) {
        const { profile: data } = await cdp.send('Profiler.stop');
        writeFileSync(profile, JSON.stringify(data));
      }
      return { opened, ms };
    };
    // Where the time went: the frame's and the page's calls, and the page's own marks.
    const stepsOf = (page: Page) =>
      page.evaluate(() => [
        ...performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/api/'))
          .map((e) => e as PerformanceResourceTiming)
          .map(
            (e) =>
              `${e.name.replace(/^.*\/api\//, '')} ${Math.round(e.startTime)}→${Math.round(e.responseEnd)}` +
              ` (${Math.round(e.encodedBodySize / 1024)} KiB)`,
          ),
        ...performance.getEntriesByType('mark').map((e) => `${e.name} ${Math.round(e.startTime)}`),
      ]);
    // The first monitor after a start (once the server's warm-up has prepared the devices
    // each account sees and every record's text) also warms the server's code; the figure is
    // a monitor opened after that, as on a server that has been running.
    const cold = await open();
    if (process.env.BENCH_VERBOSE) {
      console.log(`first after the server started:\n${(await stepsOf(cold.opened)).join('\n')}`);
    }
    await cold.opened.close();
    const { opened: page, ms: renderedMs } = await open(process.env.BENCH_PROFILE);
    const steps = await stepsOf(page);
    if (process.env.BENCH_VERBOSE) console.log(steps.join('\n'));
    await page.waitForTimeout(1500);

    for (let i = 0; i < 10; i++) {
      fleet.move(batch);
      await page.waitForTimeout(1000);
    }
    await page.waitForTimeout(1500);
    const batches = await page.evaluate(
      (name) => performance.getEntriesByName(name).map((e) => e.duration),
      BATCH_MEASURE,
    );

    // Zoom and pan for 3 s while frames are timed.
    // As text: the bundler that runs this file would rename a function inside it.
    await page.evaluate(`(() => {
      const frames = [];
      let last = performance.now();
      const tick = (now) => {
        frames.push(now - last);
        last = now;
        if (frames.length < 100000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      globalThis.benchFrames = frames;
    })()`);
    const box = await page.getByTestId('convoy-map').boundingBox();
    if (box) {
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      await page.mouse.move(cx, cy);
      for (let i = 0; i < 6; i++) {
        await page.mouse.wheel(0, -300);
        await page.waitForTimeout(150);
      }
      await page.mouse.down();
      for (let i = 0; i < 20; i++) await page.mouse.move(cx + i * 15, cy + i * 8, { steps: 2 });
      await page.mouse.up();
      for (let i = 0; i < 6; i++) {
        await page.mouse.wheel(0, 300);
        await page.waitForTimeout(150);
      }
    }
    await page.waitForTimeout(500);
    const frames = await page.evaluate(
      () => (globalThis as unknown as { benchFrames: number[] }).benchFrames,
    );
    console.log(
      `monitor, ${devices} vehicles: drawn ${Math.round(renderedMs)} ms after navigation ` +
        `(${Math.round(cold.ms)} ms on the first after the server started); ` +
        `${batches.length} live batches of ≤${batch}: merge median ${median(batches).toFixed(1)} ms, ` +
        `max ${Math.max(...batches).toFixed(1)} ms; zoom and pan: ${frames.length} frames, ` +
        `p95 ${percentile(frames, 0.95).toFixed(0)} ms, longest ${Math.max(...frames).toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
    await fleet.close();
  }
}
