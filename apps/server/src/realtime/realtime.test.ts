import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage } from '@convoy/domain';
import { type SimulatedFix, VirtualTerminal } from '@convoy/simulator';
import {
  call,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';
import { addUser, loginAdmin, loginAs, transferCredit } from '../test-support/accounts';

/** The `ws` client (the server's own WebSocket library), typed as these tests use it. */
interface WsClient {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  close(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => WsClient;

/**
 * Live push on /api/ws against a real server: a JT/T 808 terminal reports over TCP and the
 * browser's side of the WebSocket sees it, only for the account that may, at most once per
 * coalescing interval (here the strict one message a second; the default interval below),
 * and after a reconnect only what it missed.
 */
let server: TestConvoy;
let admin: string;
let alphaToken: string;
let alphaTerminal: VirtualTerminal;
let otherTerminal: VirtualTerminal;
const ALPHA_IMEI = '13906001111';
const OTHER_IMEI = '13906002222';

class LiveClient {
  readonly messages: { at: number; message: LiveMessage }[] = [];
  private constructor(private readonly socket: WsClient) {
    socket.on('message', (data) => {
      this.messages.push({ at: Date.now(), message: JSON.parse(data.toString()) as LiveMessage });
    });
  }

  static open(token: string, query = '', baseUrl = server.baseUrl): Promise<LiveClient> {
    const url = `${baseUrl.replace('http', 'ws')}/api/ws?token=${token}${query}`;
    const socket = new WebSocket(url);
    return new Promise((resolve, reject) => {
      socket.on('open', () => resolve(new LiveClient(socket)));
      socket.on('error', reject);
    });
  }

  async next(count = 1, timeoutMs = 5000): Promise<LiveMessage> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      if (Date.now() > deadline) throw new Error(`only ${this.messages.length} live messages`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.messages[count - 1]!.message;
  }

  close(): void {
    this.socket.close();
  }
}

const fix = (speedKmh: number, secondsAgo = 0): SimulatedFix => ({
  time: new Date(Date.now() - secondsAgo * 1000),
  latitude: 48.8566,
  longitude: 2.3522,
  altitudeM: 30,
  speedKmh,
  course: 180,
  valid: true,
  ignition: true,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  // The default coalescing interval: one message a second per connection.
  server = await startTestConvoy();
  await server.convoy.startGateway({ jt808: 0 });
  admin = await loginAdmin(server.baseUrl);
  const alpha = await addUser(server.baseUrl, admin, {
    useraccount: 'live-alpha',
    password: 'alpha-pass',
  });
  await transferCredit(server.baseUrl, admin, {
    userId: alpha,
    kind: 'gps',
    days: 365,
    transferPassword: TEST_ADMIN_PASSWORD,
  });
  for (const [imei, accountId] of [
    [ALPHA_IMEI, alpha],
    [OTHER_IMEI, undefined],
  ] as const) {
    const added = await call(server.baseUrl, '/api/Device/AddDevice', {
      method: 'POST',
      token: admin,
      json: { imei, name: `Live ${imei}`, protocol: 'jt808', ...(accountId ? { accountId } : {}) },
    });
    expect(added.status).toBe(200);
  }
  alphaToken = await loginAs(server.baseUrl, 'live-alpha', 'alpha-pass');
  const port = server.convoy.gateway.port('jt808') as number;
  alphaTerminal = new VirtualTerminal({ phone: ALPHA_IMEI, version: '2013' }, '127.0.0.1', port);
  otherTerminal = new VirtualTerminal({ phone: OTHER_IMEI, version: '2019' }, '127.0.0.1', port);
  await alphaTerminal.connect();
  await otherTerminal.connect();
});

afterAll(async () => {
  alphaTerminal.close();
  otherTerminal.close();
  await server.close();
});

describe('/api/ws', () => {
  it('closes a connection without a valid session, sending nothing', async () => {
    const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/api/ws?token=nope`);
    let messages = 0;
    socket.on('message', () => (messages += 1));
    const code = await new Promise<number>((resolve) => socket.on('close', resolve));
    expect(code).toBe(4401);
    expect(messages).toBe(0);
  });

  it('pushes a position within a second, only to the accounts that see the device', async () => {
    const alphaClient = await LiveClient.open(alphaToken);
    const adminClient = await LiveClient.open(admin);
    const hello = await alphaClient.next(1);
    expect(hello).toMatchObject({ type: 'update', records: [] });
    await adminClient.next(1);

    const sentAt = Date.now();
    await otherTerminal.report(fix(20));
    await alphaTerminal.report(fix(42));
    const update = await alphaClient.next(2);
    expect(Date.now() - sentAt).toBeLessThan(2500);
    expect(update.records.map((r) => r.tracker.imei)).toEqual([ALPHA_IMEI]);
    expect(update.records[0]).toMatchObject({ status: 'online', lastLoc: { speed: 42 } });
    expect(update.counters).toEqual({ total: 1, online: 1, alarm: 0 });

    // The top account sees both devices (in one or two messages).
    const seen = new Set<string>();
    const deadline = Date.now() + 3000;
    while (seen.size < 2 && Date.now() < deadline) {
      for (const { message } of adminClient.messages) {
        for (const record of message.records) seen.add(record.tracker.imei);
      }
      await sleep(50);
    }
    expect([...seen].sort()).toEqual([ALPHA_IMEI, OTHER_IMEI]);
    // Nothing of the other device ever reached alpha.
    await sleep(1200);
    for (const { message } of alphaClient.messages) {
      expect(message.records.every((r) => r.tracker.imei === ALPHA_IMEI)).toBe(true);
    }
    alphaClient.close();
    adminClient.close();
  });

  it('coalesces: many reports in a second make one message with the latest record', async () => {
    const client = await LiveClient.open(alphaToken);
    await client.next(1);
    for (let i = 0; i < 8; i++) await alphaTerminal.report(fix(10 + i, 8 - i));
    await sleep(2600);
    const updates = client.messages.slice(1);
    expect(updates.length).toBeGreaterThanOrEqual(1);
    expect(updates.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < updates.length; i++) {
      expect(updates[i]!.at - updates[i - 1]!.at).toBeGreaterThan(800);
    }
    for (const { message } of updates) expect(message.records.length).toBeLessThanOrEqual(1);
    const last = updates.at(-1)!.message.records.at(-1);
    expect(last?.lastLoc?.speed).toBe(17);
    client.close();
  });

  it('resumes after a reconnect with only what changed; another epoch gets everything', async () => {
    const first = await LiveClient.open(admin);
    const hello = await first.next(1);
    first.close();
    // While away: only the alpha device moves.
    await alphaTerminal.report(fix(77));
    await sleep(100);
    const resumed = await LiveClient.open(admin, `&epoch=${hello.epoch}&since=${hello.seq}`);
    const catchUp = await resumed.next(1);
    expect(catchUp.full).toBe(false);
    expect(catchUp.records.map((r) => r.tracker.imei)).toEqual([ALPHA_IMEI]);
    expect(catchUp.records[0]?.lastLoc?.speed).toBe(77);
    resumed.close();

    const stale = await LiveClient.open(admin, `&epoch=another&since=${hello.seq}`);
    const everything = await stale.next(1);
    expect(everything.full).toBe(true);
    expect(everything.records.map((r) => r.tracker.imei).sort()).toEqual([ALPHA_IMEI, OTHER_IMEI]);
    stale.close();
  });
});

describe('/api/ws for alarms only', () => {
  it('sends the alarms of the account’s devices and nothing of their positions', async () => {
    const client = await LiveClient.open(alphaToken, '&topics=alarms');
    expect((await client.next(1)).type).toBe('ready');
    await alphaTerminal.report(fix(33, 2));
    await otherTerminal.report({ ...fix(5), alarm: 1 });
    // Fix times have one-second resolution: the SOS must be newer than the last report of
    // the test before, or the engine takes it for history.
    await sleep(1100);
    await alphaTerminal.report({ ...fix(34), alarm: 1 }); // SOS
    const alarm = (await client.next(2, 15_000)) as unknown as { type: string; alarm: object };
    expect(alarm).toMatchObject({ type: 'alarm', alarm: { imei: ALPHA_IMEI, type: 'sos' } });
    await sleep(1200);
    expect(client.messages.map((m) => m.message.type)).toEqual(['ready', 'alarm']);
    client.close();
  });
});

describe('/api/ws at a short coalescing interval (LIVE_PUSH_INTERVAL_MS=100)', () => {
  let fast: TestConvoy;
  let terminal: VirtualTerminal;
  let token: string;
  const IMEI = '13906003333';

  beforeAll(async () => {
    fast = await startTestConvoy({ LIVE_PUSH_INTERVAL_MS: '100' });
    await fast.convoy.startGateway({ jt808: 0 });
    token = await loginAdmin(fast.baseUrl);
    const added = await call(fast.baseUrl, '/api/Device/AddDevice', {
      method: 'POST',
      token,
      json: { imei: IMEI, name: 'Fast', protocol: 'jt808' },
    });
    expect(added.status).toBe(200);
    const port = fast.convoy.gateway.port('jt808') as number;
    terminal = new VirtualTerminal({ phone: IMEI, version: '2013' }, '127.0.0.1', port);
    await terminal.connect();
  });

  afterAll(async () => {
    terminal.close();
    await fast.close();
  });

  it('sends each position of a device reporting every 300 ms on its own, not a second later', async () => {
    const client = await LiveClient.open(token, '', fast.baseUrl);
    await client.next(1);
    for (let i = 0; i < 6; i++) {
      await terminal.report(fix(50 + i, 6 - i));
      await sleep(300);
    }
    await sleep(500);
    const updates = client.messages
      .slice(1)
      .filter(({ message }) => message.records.some((r) => r.tracker.imei === IMEI));
    // One message a second would have merged them into two or three.
    expect(updates.length).toBeGreaterThanOrEqual(4);
    const speeds = updates.flatMap(({ message }) => message.records.map((r) => r.lastLoc?.speed));
    expect(speeds.at(-1)).toBe(55);
    expect([...speeds].sort()).toEqual(speeds);
    client.close();
  });

  it('keeps the online counter as a device goes offline and comes back', async () => {
    // The connection plan: a device is online while its TCP session is open.
    const saved = await call(fast.baseUrl, '/api/Setting/SaveSetting', {
      method: 'POST',
      token,
      json: { group: 'general', value: { onlinePlan: { onlineType: 'connection' } } },
    });
    expect(saved.status).toBe(200);
    const client = await LiveClient.open(token, '', fast.baseUrl);
    await client.next(1);
    const countersSeen = async (online: number, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const last = client.messages.findLast(({ message }) => message.counters)?.message;
        if (last?.counters?.online === online) return last;
        await sleep(50);
      }
      throw new Error(`counters never showed ${online} online`);
    };
    await terminal.report(fix(61));
    expect((await countersSeen(1, 5000)).counters).toEqual({ total: 1, online: 1, alarm: 0 });

    // The lost session is found by the status sweep (every 10 s), not by a report.
    terminal.close();
    const offline = await countersSeen(0, 15_000);
    expect(offline.counters).toEqual({ total: 1, online: 0, alarm: 0 });
    expect(offline.records.map((r) => [r.tracker.imei, r.status])).toEqual([[IMEI, 'offline']]);

    await terminal.connect();
    await terminal.report(fix(62));
    const back = await countersSeen(1, 5000);
    expect(back.counters).toEqual({ total: 1, online: 1, alarm: 0 });
    expect(back.records[0]).toMatchObject({ status: 'online', lastLoc: { speed: 62 } });
    client.close();
  }, 30_000);
});
