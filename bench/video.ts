import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createConvoy } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { DvrVideo, VirtualTerminal } from '@convoy/simulator';
import { median, percentile } from './monitor-fleet';

const PASSWORD = 'bench-pass1';
const IMEI = '13955550001';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

/**
 * Reads the frame number the bundled clip carries in its top bar (8 blocks of 80 × 48 pixels,
 * white = 1, bit k at block k) from every picture the page presents, with the wall-clock time
 * it was presented. Runs in the page.
 */
const FRAME_PROBE = `(() => {
  const results = [];
  window.__frames = results;
  const attach = () => {
    const video = document.querySelector('video');
    if (!video || !video.requestVideoFrameCallback) return setTimeout(attach, 20);
    const canvas = document.createElement('canvas');
    canvas.width = 640; canvas.height = 48;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const onFrame = (now, meta) => {
      context.drawImage(video, 0, 0, 640, 48, 0, 0, 640, 48);
      const pixels = context.getImageData(0, 0, 640, 48).data;
      let code = 0;
      for (let bit = 0; bit < 8; bit++) {
        const offset = (24 * 640 + bit * 80 + 40) * 4;
        if (pixels[offset] > 128) code |= 1 << bit;
      }
      results.push({ code, at: performance.timeOrigin + meta.expectedDisplayTime, sinceStart: meta.expectedDisplayTime });
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
  attach();
})();`;

interface PresentedFrame {
  code: number;
  at: number;
  sinceStart: number;
}

/**
 * Live video in Debian's Chromium: the simulated recorder streams the bundled clip; the
 * /live page plays it through the server. Click (page open) to first frame, and latency from
 * the moment the recorder sent a picture to the moment Chromium presented it (glass to glass
 * less the camera's own capture and encoding). Then one channel to BENCH_VIEWERS (100) HTTP-FLV
 * viewers: the server process's CPU.
 */
export async function videoBenchmark(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 15);
  const viewers = Number(process.env.BENCH_VIEWERS ?? 100);
  const convoy = await createConvoy(
    loadConfig({
      CONFIG_FILE: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'convoy-video-')),
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: PASSWORD,
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_HOST: '127.0.0.1',
      WEB_DIR: join(import.meta.dirname, '../apps/web/dist'),
    }),
    { logger: false },
  );
  await convoy.services.accounts.bootstrap({ adminPassword: PASSWORD, demo: false });
  await convoy.app.listen({ port: 0, host: '127.0.0.1' });
  await convoy.startGateway({ jt808: 0 });
  await convoy.startMedia(0);
  const address = convoy.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = (await (
    await fetch(`${base}/api/Login/UserLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ useraccount: 'admin', password: PASSWORD }),
    })
  ).json()) as { value: { userToken: string } };
  const token = login.value.userToken;
  await fetch(`${base}/api/Device/AddDevice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ imei: IMEI, name: 'Bench DVR', protocol: 'jt808', channels: 16 }),
  });
  const phone = `0${IMEI}`;
  const terminal = new VirtualTerminal(
    { phone, version: '2013' },
    '127.0.0.1',
    convoy.gateway.port('jt808') ?? 0,
  );
  const dvr = new DvrVideo(16, phone, 6);
  terminal.video = dvr;
  // When each clip picture last left the recorder.
  const sentAt = new Map<number, number>();
  dvr.onPictureSent = (channel, index, at) => {
    if (channel === 1) sentAt.set(index, at);
  };
  await terminal.connect();
  await terminal.report({
    time: new Date(),
    latitude: 22.5,
    longitude: 114,
    altitudeM: 0,
    speedKmh: 0,
    course: 0,
    valid: true,
    ignition: true,
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(FRAME_PROBE);
    const frames: PresentedFrame[] = [];
    const clicked = Date.now();
    await page.goto(`${base}/live?imei=${IMEI}&chnum=1&ch=1&hidetoolbar=1&token=${token}`);
    // Pair each presented picture with when it was sent.
    const latencies: number[] = [];
    const deadline = Date.now() + seconds * 1000;
    let firstFrameMs: number | null = null;
    let seen = 0;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const batch = await page.evaluate<PresentedFrame[]>('window.__frames.splice(0)');
      const now = Date.now();
      for (const frame of batch) {
        if (firstFrameMs === null) firstFrameMs = frame.at - clicked;
        seen++;
        const sent = sentAt.get(frame.code);
        // The clip loops every 5 s: a picture is matched with its latest send before display.
        if (sent !== undefined && frame.at >= sent && frame.at - sent < 4000 && now - sent < 5000) {
          latencies.push(frame.at - sent);
        }
      }
      frames.push(...batch);
    }
    // Warm-up: the first seconds include the player's start-up buffer.
    const steady = latencies.slice(Math.floor(latencies.length / 4));
    console.log(
      `video: open /live → first frame ${firstFrameMs?.toFixed(0) ?? 'none'} ms (cold: 0x9101, recorder connects, first keyframe); ` +
        `${seen} pictures presented in ${seconds} s; ` +
        `latency recorder → presented p50 ${median(steady).toFixed(0)} ms, p95 ${percentile(steady, 0.95).toFixed(0)} ms (${steady.length} samples)`,
    );

    // A second page on the warm stream: what a click costs when the channel is already open.
    const warm = await browser.newPage();
    await warm.addInitScript(FRAME_PROBE);
    const warmClicked = Date.now();
    await warm.goto(`${base}/live?imei=${IMEI}&chnum=1&ch=1&hidetoolbar=1&token=${token}`);
    await warm.waitForFunction('window.__frames && window.__frames.length > 0', null, {
      timeout: 15_000,
    });
    const warmFirst = await warm.evaluate<number>('window.__frames[0].at');
    console.log(
      `video: open /live on an open channel → first frame ${(warmFirst - warmClicked).toFixed(0)} ms`,
    );
    await warm.close();
    await page.close();
  } finally {
    await browser.close();
  }

  // Fan-out: one channel to many HTTP-FLV viewers; CPU of this process (server + recorder + readers).
  const measure = async (count: number): Promise<{ cpu: number; bytes: number }> => {
    const controllers: AbortController[] = [];
    let bytes = 0;
    for (let i = 0; i < count; i++) {
      const controller = new AbortController();
      controllers.push(controller);
      void fetch(`${base}/api/Video/Live.flv?imei=${IMEI}&channel=2&token=${token}`, {
        signal: controller.signal,
      })
        .then(async (response) => {
          const reader = response.body!.getReader();
          for (;;) {
            const { value, done } = (await reader.read()) as { value?: Uint8Array; done: boolean };
            if (done) return;
            bytes += value?.length ?? 0;
          }
        })
        .catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const before = process.cpuUsage();
    const bytesBefore = bytes;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const used = process.cpuUsage(before);
    for (const controller of controllers) controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { cpu: (used.user + used.system) / 1e6 / 10, bytes: bytes - bytesBefore };
  };
  const one = await measure(1);
  const many = await measure(viewers);
  console.log(
    `video fan-out: 1 viewer ${(one.cpu * 100).toFixed(1)}% of a core; ${viewers} viewers ${(many.cpu * 100).toFixed(1)}% of a core ` +
      `(server, recorder and the ${viewers} readers in one process), ${((many.bytes * 8) / 10 / 1e6).toFixed(1)} Mbit/s delivered`,
  );
  terminal.close();
  await convoy.close();
}
