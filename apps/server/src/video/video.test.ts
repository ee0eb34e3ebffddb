import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DvrVideo, VirtualTerminal } from '@convoy/simulator';
import {
  call,
  loginToken,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';

/**
 * Live and recorded video end to end: a simulated recorder on real sockets (JT/T 808
 * signalling, JT/T 1078 media) streams the bundled H.264 + G.711A clip; the platform answers
 * FLV that ffprobe reads as H.264 (and AAC when sound is asked for).
 */

interface FlvTag {
  type: number;
  timestamp: number;
  data: Uint8Array;
}

/** Reads FLV tags as they arrive until `enough` says stop. */
async function readFlv(
  url: string,
  enough: (tags: FlvTag[]) => boolean,
): Promise<{ header: Uint8Array; tags: FlvTag[]; bytes: Buffer }> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('video/x-flv');
  const reader = response.body!.getReader();
  let bytes = Buffer.alloc(0);
  const tags: FlvTag[] = [];
  let offset = 13;
  for (;;) {
    const { value, done } = (await reader.read()) as { value?: Uint8Array; done: boolean };
    if (done) break;
    if (value) bytes = Buffer.concat([bytes, value]);
    while (offset + 11 <= bytes.length) {
      const size = bytes.readUIntBE(offset + 1, 3);
      if (offset + 11 + size + 4 > bytes.length) break;
      const timestamp = bytes.readUIntBE(offset + 4, 3) | ((bytes[offset + 7] ?? 0) << 24);
      tags.push({
        type: bytes[offset] ?? 0,
        timestamp,
        data: bytes.subarray(offset + 11, offset + 11 + size),
      });
      offset += 11 + size + 4;
    }
    if (enough(tags)) break;
  }
  controller.abort();
  return { header: bytes.subarray(0, 13), tags, bytes: bytes.subarray(0, offset) };
}

function ffprobe(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'convoy-flv-'));
  const file = join(dir, 'stream.flv');
  writeFileSync(file, bytes);
  const result = spawnSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_name,width,height',
    '-of',
    'csv=p=0',
    file,
  ]);
  return result.stdout.toString();
}

/** The `ws` client (the server's own WebSocket library), typed as this test uses it. */
interface WsClient {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  close(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => WsClient;

const hasFfmpeg = existsSync('/usr/bin/ffmpeg') && existsSync('/usr/bin/ffprobe');
const IMEI = '13912340001';

let server: TestConvoy;
let token: string;
let terminal: VirtualTerminal;
let dvr: DvrVideo;

beforeAll(async () => {
  server = await startTestConvoy();
  await server.convoy.startGateway({ jt808: 0 });
  await server.convoy.startMedia(0);
  token = await loginToken(server.baseUrl, 'admin', TEST_ADMIN_PASSWORD);
  const added = await call(server.baseUrl, '/api/Device/AddDevice', {
    method: 'POST',
    token,
    json: { imei: IMEI, name: 'Bus DVR', protocol: 'jt808', model: 'DVR-4C', channels: 4 },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const phone = `0${IMEI}`;
  terminal = new VirtualTerminal(
    { phone, version: '2013' },
    '127.0.0.1',
    server.convoy.gateway.port('jt808') ?? 0,
  );
  dvr = new DvrVideo(4, phone, 6);
  terminal.video = dvr;
  await terminal.connect();
  await terminal.report({
    time: new Date(),
    latitude: 22.5,
    longitude: 114.05,
    altitudeM: 10,
    speedKmh: 30,
    course: 90,
    valid: true,
    ignition: true,
  });
});

afterAll(async () => {
  terminal?.close();
  await server?.close();
});

const live = (query: string) =>
  `${server.baseUrl}/api/Video/Live.flv?imei=${IMEI}&token=${token}&${query}`;
const videoTags = (tags: FlvTag[]) => tags.filter((t) => t.type === 9);

describe('live video', () => {
  it('opens a channel with 0x9101 and answers H.264 in FLV, starting at a keyframe', async () => {
    const { header, tags, bytes } = await readFlv(
      live('channel=1'),
      (t) => videoTags(t).length >= 30,
    );
    expect([...header.subarray(0, 5)]).toEqual([0x46, 0x4c, 0x56, 1, 0x01]);
    const video = videoTags(tags);
    expect(video[0]?.data[0]).toBe(0x17); // AVC sequence header...
    expect(video[0]?.data[1]).toBe(0);
    expect(video[1]?.data[0]).toBe(0x17); // ...then a keyframe
    expect(video[1]?.data[1]).toBe(1);
    expect(dvr.received).toContain(0x9101);
    // Timestamps advance by the clip's 40 ms per picture.
    expect((video[10]?.timestamp ?? 0) - (video[2]?.timestamp ?? 0)).toBe(320);
    if (hasFfmpeg) expect(ffprobe(bytes)).toContain('h264,640,360');
  });

  it('fans one device stream out to several viewers; a late joiner starts at the last keyframe', async () => {
    const [a, b] = await Promise.all([
      readFlv(live('channel=2'), (t) => videoTags(t).length >= 40),
      readFlv(live('channel=2'), (t) => videoTags(t).length >= 40),
    ]);
    for (const viewer of [a, b]) {
      expect(videoTags(viewer.tags)[1]?.data[0]).toBe(0x17);
    }
    // The recorder was asked once for the channel: a second viewer reuses the stream.
    expect(dvr.received.filter((id) => id === 0x9101)).toHaveLength(2);
    const late = await readFlv(live('channel=2'), (t) => videoTags(t).length >= 3);
    expect(videoTags(late.tags)[1]?.data[0]).toBe(0x17);
    expect(dvr.received.filter((id) => id === 0x9101)).toHaveLength(2);
  });

  it.runIf(hasFfmpeg)(
    'adds AAC sound, transcoded from the recorder’s G.711A, when asked',
    async () => {
      const { header, tags, bytes } = await readFlv(
        live('channel=3&audio=1'),
        (t) => t.filter((tag) => tag.type === 8).length >= 10,
      );
      expect(header[4]).toBe(0x05);
      const audio = tags.filter((t) => t.type === 8);
      expect(audio[0]?.data[0]).toBe(0xaf);
      expect(audio[0]?.data[1]).toBe(0); // AudioSpecificConfig first
      expect(ffprobe(bytes)).toMatch(/aac/);
    },
  );

  it('serves the same FLV over a WebSocket', async () => {
    const url = live('channel=1').replace(/^http/, 'ws');
    const socket = new WebSocket(url);
    const chunks: Buffer[] = [];
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data: Buffer) => {
        chunks.push(data);
        if (Buffer.concat(chunks).length > 20_000) resolve();
      });
      socket.on('error', reject);
    });
    socket.close();
    expect(Buffer.concat(chunks).subarray(0, 3).toString()).toBe('FLV');
  });

  it('closes unwatched streams with 0x9102 (the idle-close timer’s action)', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = await server.convoy.video.closeIdleStreams();
    expect(closed).toBeGreaterThanOrEqual(3);
    expect(dvr.received).toContain(0x9102);
    await expect.poll(() => dvr.liveChannels).toEqual([]);
  });

  it('answers camera disconnected for a recorder that is not online', async () => {
    await call(server.baseUrl, '/api/Device/AddDevice', {
      method: 'POST',
      token,
      json: { imei: '13912340002', name: 'Parked DVR', protocol: 'jt808', channels: 4 },
    });
    const response = await call(server.baseUrl, `/api/Video/Live.flv?imei=13912340002&channel=1`, {
      token,
    });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('video.cameraDisconnected');
  });
});

describe('recorded video', () => {
  it('lists the recorder’s files (0x9205 → 0x1205)', async () => {
    const end = new Date();
    const start = new Date(end.getTime() - 6 * 3600_000);
    const response = await call(server.baseUrl, '/api/Video/QueryResources', {
      method: 'POST',
      token,
      json: { imei: IMEI, channel: 1, startTime: start.toISOString(), endTime: end.toISOString() },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const files = response.body.value as { channel: number; startTime: string; size: number }[];
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(files.every((f) => f.channel === 1 && f.size > 0)).toBe(true);
  });

  it('plays a file (0x9201), pauses and seeks it (0x9202)', async () => {
    const hour = Math.floor(Date.now() / 3600_000) * 3600_000 - 3600_000;
    const startTime = new Date(hour + 60_000).toISOString();
    const played = await readFlv(
      `${server.baseUrl}/api/Video/Playback.flv?imei=${IMEI}&channel=1&startTime=${encodeURIComponent(startTime)}&token=${token}`,
      (t) => videoTags(t).length >= 10,
    );
    expect(videoTags(played.tags)[1]?.data[0]).toBe(0x17);
    expect(dvr.received).toContain(0x9201);
  });

  it('controls playback: pause and seek', async () => {
    const hour = Math.floor(Date.now() / 3600_000) * 3600_000 - 3600_000;
    const url = `${server.baseUrl}/api/Video/Playback.flv?imei=${IMEI}&channel=2&startTime=${encodeURIComponent(new Date(hour).toISOString())}&token=${token}`;
    let controlled: { status: number; body: { state: number } }[] = [];
    await readFlv(url, (t) => {
      if (videoTags(t).length === 5 && controlled.length === 0) {
        controlled = [{ status: 0, body: { state: 0 } }];
        // One after another, as a user's clicks arrive: sent together, the requests could
        // reach the recorder in any order, and a resume before the pause leaves it paused.
        void (async () => {
          const results = [];
          for (const json of [
            { action: 'pause' },
            { action: 'seek', seekTo: new Date(hour + 120_000).toISOString() },
            { action: 'resume' },
          ]) {
            results.push(
              await call(server.baseUrl, '/api/Video/PlaybackControl', {
                method: 'POST',
                token,
                json: { imei: IMEI, channel: 2, ...json },
              }),
            );
          }
          controlled = results;
        })();
      }
      return videoTags(t).length >= 30;
    });
    expect(controlled.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(dvr.received.filter((id) => id === 0x9202).length).toBeGreaterThanOrEqual(3);
  });
});

describe('recording download', () => {
  it.runIf(hasFfmpeg)(
    'sends a recording as an MP4 that ffprobe reads',
    async () => {
      const hour = Math.floor(Date.now() / 3600_000) * 3600_000 - 3600_000;
      const start = new Date(hour + 30_000);
      const end = new Date(start.getTime() + 3_000);
      const query = new URLSearchParams({
        imei: IMEI,
        channel: '3',
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        token,
      });
      const response = await fetch(
        `${server.baseUrl}/api/Video/PlaybackDownload.mp4?${query.toString()}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('video/mp4');
      expect(response.headers.get('content-disposition')).toMatch(/\.mp4"$/);
      const bytes = Buffer.from(await response.arrayBuffer());
      // faststart: the index (moov) comes before the media data (mdat).
      expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
      const dir = mkdtempSync(join(tmpdir(), 'convoy-mp4-'));
      const file = join(dir, 'download.mp4');
      writeFileSync(file, bytes);
      const probe = spawnSync('ffprobe', [
        ...['-v', 'error', '-show_entries', 'format=format_name,duration:stream=codec_name'],
        ...['-of', 'default=noprint_wrappers=1', file],
      ]);
      expect(probe.status).toBe(0);
      const text = probe.stdout.toString();
      expect(text).toContain('codec_name=h264');
      expect(text).toMatch(/format_name=.*mp4/);
      const duration = Number(/duration=([\d.]+)/.exec(text)?.[1]);
      expect(duration).toBeGreaterThan(1);
      expect(duration).toBeLessThanOrEqual(3.5);
    },
    30_000,
  );

  it('refuses a span that ends before it starts', async () => {
    const start = new Date(Date.now() - 3600_000);
    const query = new URLSearchParams({
      imei: IMEI,
      channel: '3',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() - 1000).toISOString(),
    });
    const response = await call(
      server.baseUrl,
      `/api/Video/PlaybackDownload.mp4?${query.toString()}`,
      {
        token,
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('playback.endBeforeStart');
  });
});
