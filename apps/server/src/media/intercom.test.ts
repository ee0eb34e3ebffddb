import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DvrVideo, loadClip, VirtualTerminal } from '@convoy/simulator';
import {
  call,
  loginToken,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';
import { decodeAlaw, encodeAlaw } from './audio-codecs';

/**
 * Intercom and listen-in end to end on real sockets: a simulated recorder (JT/T 808
 * signalling, JT/T 1078 media link) and a browser-like WebSocket client. In two-way talk the
 * client's G.711 A-law goes down to the recorder, which echoes it; the client hears it back
 * as PCM. In listen-in the client hears the recorder's own sound.
 */

interface WsClient {
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  send(data: Uint8Array): void;
  close(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => WsClient;

const IMEI = '13912340077';

let server: TestConvoy;
let token: string;
let terminal: VirtualTerminal;
let dvr: DvrVideo;

/** A client of /api/Video/Intercom: the states it was told and the PCM it heard. */
class IntercomClient {
  readonly states: { state: string; reason?: string }[] = [];
  readonly heard: Int16Array[] = [];
  closed: { code: number; reason: string } | null = null;
  private readonly socket: WsClient;
  readonly opened: Promise<void>;

  constructor(query: string) {
    this.socket = new WebSocket(
      `${server.baseUrl.replace('http', 'ws')}/api/Video/Intercom?token=${token}&${query}`,
    );
    this.opened = new Promise((resolve, reject) => {
      this.socket.on('open', resolve);
      this.socket.on('error', reject);
    });
    this.socket.on('message', (data, isBinary) => {
      if (!isBinary) {
        this.states.push(JSON.parse(data.toString()) as { state: string; reason?: string });
        return;
      }
      const copy = Buffer.from(data);
      this.heard.push(
        Int16Array.from({ length: copy.length >> 1 }, (_, i) => copy.readInt16LE(i * 2)),
      );
    });
    this.socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
    });
  }

  get stateNames(): string[] {
    return this.states.map((s) => s.state);
  }

  send(bytes: Uint8Array): void {
    this.socket.send(bytes);
  }

  close(): void {
    this.socket.close();
  }
}

/** 40 ms of a tone as G.711 A-law: what a browser sends for one frame. */
function toneFrame(hz: number, amplitude: number): Uint8Array {
  return encodeAlaw(
    Int16Array.from({ length: 320 }, (_, i) =>
      Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / 8000)),
    ),
  );
}

const sameSamples = (a: Int16Array, b: Int16Array) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

beforeAll(async () => {
  server = await startTestConvoy();
  await server.convoy.startGateway({ jt808: 0 });
  await server.convoy.startMedia(0);
  token = await loginToken(server.baseUrl, 'admin', TEST_ADMIN_PASSWORD);
  const added = await call(server.baseUrl, '/api/Device/AddDevice', {
    method: 'POST',
    token,
    json: { imei: IMEI, name: 'Talk DVR', protocol: 'jt808', model: 'DVR-4C', channels: 4 },
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
    speedKmh: 0,
    course: 0,
    valid: true,
    ignition: true,
  });
});

afterAll(async () => {
  terminal?.close();
  await server?.close();
});

describe('intercom (two-way talk)', () => {
  it('sends the browser voice down to the recorder and brings its answer back', async () => {
    const client = new IntercomClient(`imei=${IMEI}&channel=1&mode=talk`);
    await client.opened;
    await expect.poll(() => client.stateNames, { timeout: 10_000 }).toContain('inConversation');
    expect(client.stateNames.slice(0, 3)).toEqual(['requesting', 'connected', 'inConversation']);
    // 0x9101 asked for two-way talk (data type 2) and the recorder opened its talk link.
    expect(dvr.received).toContain(0x9101);
    const link = dvr.talkback?.link(1, 'talk');
    expect(link?.isOpen).toBe(true);

    // Three frames of voice: a 1 kHz tone, then 500 Hz, then 250 Hz.
    const frames = [toneFrame(1000, 9000), toneFrame(500, 6000), toneFrame(250, 3000)];
    for (const frame of frames) client.send(frame);

    // The recorder received exactly those bytes, as JT/T 1078 audio packets, in order...
    await expect.poll(() => link?.heard.length ?? 0, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    expect(link?.heard.slice(0, 3).map((b) => Buffer.from(b).toString('hex'))).toEqual(
      frames.map((b) => Buffer.from(b).toString('hex')),
    );
    // ...and echoed them: the client hears each frame's samples, decoded from A-law, in order.
    const expected = frames.map((frame) => decodeAlaw(frame));
    await expect
      .poll(() => expected.every((e) => client.heard.some((heard) => sameSamples(heard, e))), {
        timeout: 5_000,
      })
      .toBe(true);
    const positions = expected.map((e) => client.heard.findIndex((h) => sameSamples(h, e)));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // Between the echoes the recorder sends silence (A-law 0xD5 is +8).
    expect(client.heard.some((h) => h.every((s) => s === 8))).toBe(true);

    // The state over HTTP while the conversation lasts.
    const status = await call(
      server.baseUrl,
      `/api/Video/Intercom?imei=${IMEI}&channel=1&mode=talk`,
      { token },
    );
    expect(status.body).toMatchObject({
      state: 1,
      value: { state: 'inConversation', payloadType: 6, listeners: 1 },
    });

    // Hanging up closes two-way talk with 0x9102 command 4: the recorder's link ends.
    const closesBefore = dvr.received.filter((id) => id === 0x9102).length;
    client.close();
    await expect
      .poll(() => dvr.received.filter((id) => id === 0x9102).length, { timeout: 5_000 })
      .toBe(closesBefore + 1);
    await expect.poll(() => dvr.talkback?.link(1, 'talk'), { timeout: 5_000 }).toBeUndefined();
    const after = await call(
      server.baseUrl,
      `/api/Video/Intercom?imei=${IMEI}&channel=1&mode=talk`,
      { token },
    );
    expect(after.body).toMatchObject({ value: { state: 'closed', listeners: 0 } });
  });

  it('tells the browser when the recorder cannot be reached', async () => {
    const offline = '13912340078';
    const added = await call(server.baseUrl, '/api/Device/AddDevice', {
      method: 'POST',
      token,
      json: { imei: offline, name: 'Parked DVR', protocol: 'jt808', channels: 4 },
    });
    expect(added.status).toBe(200);
    const client = new IntercomClient(`imei=${offline}&channel=1&mode=talk`);
    await expect.poll(() => client.closed, { timeout: 5_000 }).not.toBeNull();
    expect(client.stateNames).toEqual(['requesting', 'closed']);
    expect(client.states[1]?.reason).toBe('video.cameraDisconnected');
    expect(client.closed?.code).toBe(4000);
  });

  it('refuses a recorder of another account tree', async () => {
    const client = new IntercomClient(`imei=99999999999&channel=1&mode=talk`);
    await expect.poll(() => client.closed, { timeout: 5_000 }).not.toBeNull();
    expect(client.states.at(-1)).toEqual({ state: 'closed', reason: 'generic.permissionDenied' });
  });
});

describe('monitor (listen-in)', () => {
  it("plays the recorder's own sound and sends nothing down", async () => {
    const client = new IntercomClient(`imei=${IMEI}&channel=2&mode=listen`);
    await client.opened;
    await expect.poll(() => client.stateNames, { timeout: 10_000 }).toContain('inConversation');
    const link = dvr.talkback?.link(2, 'listen');
    expect(link?.isOpen).toBe(true);
    // What the client hears is the recorder's microphone: the clip's A-law sound, decoded.
    await expect.poll(() => client.heard.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(5);
    const clip = loadClip().audio.map((chunk) => decodeAlaw(chunk));
    for (const heard of client.heard.slice(0, 5)) {
      expect(clip.some((chunk) => sameSamples(chunk, heard))).toBe(true);
    }
    expect(client.heard.slice(0, 5).some((h) => h.some((s) => Math.abs(s) > 1000))).toBe(true);
    // Listening is one-way: what the browser sends does not reach the recorder.
    client.send(toneFrame(1000, 9000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(link?.heard).toHaveLength(0);
    client.close();
    await expect.poll(() => dvr.talkback?.link(2, 'listen'), { timeout: 5_000 }).toBeUndefined();
  });
});
