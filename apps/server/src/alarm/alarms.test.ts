import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Position } from '@convoy/protocols';
import { OsmandClient, ROUTES } from '@convoy/simulator';
import type { Alarm, Fence } from '@convoy/domain';
import {
  call,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';
import { addUser, loginAdmin, loginAs, transferCredit } from '../test-support/accounts';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from './alarm-notifier';

/**
 * The alarm engine and centre on a real server: a vehicle driving a bundled city route
 * through a fence over the OsmAnd listener, terminal alarms through the pipeline, handling
 * that persists, e-mail over a real SMTP conversation and signed webhooks to a local receiver.
 */

interface ReceivedMail {
  to: string[];
  raw: string;
}

let server: TestConvoy;
let smtp: SMTPServer;
const inbox: ReceivedMail[] = [];
let admin: string;
let fleetOwner: string;
let stranger: string;
const IMEI_ROUTE = '358000000000101';
const IMEI_ALARMS = '358000000000102';

async function post<T>(path: string, json: unknown, token = fleetOwner) {
  const result = await call(server.baseUrl, path, {
    method: 'POST',
    token,
    json,
    headers: { 'accept-language': 'en' },
  });
  return { ...result, value: result.body.value as T };
}

async function deviceOf(imei: string) {
  const device = await server.convoy.services.registry.find(imei);
  if (!device) throw new Error(`no device ${imei}`);
  return device;
}

async function alarmsOf(imei: string, token = fleetOwner): Promise<Alarm[]> {
  await server.convoy.services.alarms!.idle();
  const page = await post<{ items: Alarm[] }>(
    '/api/Alarm/GetAlarms',
    { imeis: [imei], pageSize: 500 },
    token,
  );
  expect(page.status).toBe(200);
  return page.value.items;
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  server = await startTestConvoy({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String((smtp.server.address() as AddressInfo).port),
  });
  await server.convoy.startGateway({ osmand: 0 });
  admin = await loginAdmin(server.baseUrl);
  for (const account of ['fleet-owner', 'stranger']) {
    const id = await addUser(server.baseUrl, admin, {
      useraccount: account,
      password: 'owner-pass1',
    });
    await transferCredit(server.baseUrl, admin, {
      userId: id,
      kind: 'gps',
      days: 2000,
      transferPassword: TEST_ADMIN_PASSWORD,
    });
  }
  fleetOwner = await loginAs(server.baseUrl, 'fleet-owner', 'owner-pass1');
  stranger = await loginAs(server.baseUrl, 'stranger', 'owner-pass1');
  for (const imei of [IMEI_ROUTE, IMEI_ALARMS]) {
    const added = await post('/api/Device/AddDevice', {
      imei,
      name: `Truck ${imei.slice(-3)}`,
      protocol: 'osmand',
    });
    expect(added.status).toBe(200);
  }
});

afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const square = (lat: number, lng: number, half: number) => ({
  type: 'polygon' as const,
  points: [
    { lat: lat - half, lng: lng - half },
    { lat: lat - half, lng: lng + half },
    { lat: lat + half, lng: lng + half },
    { lat: lat + half, lng: lng - half },
  ],
});

describe('geo-fences', () => {
  it('refuses an empty name and a fence that was not drawn (SPEC.md §5)', async () => {
    const noName = await post('/api/GeoFence/Add', { name: ' ', shape: square(22.5, 114, 0.01) });
    expect(noName.status).toBe(400);
    const notDrawn = await post('/api/GeoFence/Add', { name: 'Depot' });
    expect(notDrawn.status).toBe(400);
    expect(notDrawn.body.code).toBe('validation.fenceNotDrawn');
    const twoPoints = await post('/api/GeoFence/Add', {
      name: 'Depot',
      shape: {
        type: 'polygon',
        points: [
          { lat: 1, lng: 1 },
          { lat: 2, lng: 2 },
        ],
      },
    });
    expect(twoPoints.body.code).toBe('validation.fenceNotDrawn');
  });

  it('saves every type with area and perimeter, edits, binds once, unbinds with history', async () => {
    const circle = await post<Fence>('/api/GeoFence/Add', {
      name: 'Yard',
      shape: { type: 'circle', center: { lat: 22.5, lng: 114 }, radius: 100 },
      color: '#ff0000',
      lineWidth: 3,
    });
    expect(circle.status).toBe(200);
    expect(circle.value.area).toBeCloseTo(Math.PI * 100 * 100, 0);
    expect(circle.value.perimeter).toBeCloseTo(2 * Math.PI * 100, 3);
    expect(circle.value).toMatchObject({
      type: 'circle',
      color: '#ff0000',
      lineWidth: 3,
      inAlarm: true,
      outAlarm: true,
    });

    const line = await post<Fence>('/api/GeoFence/Add', {
      name: 'Ring road',
      shape: {
        type: 'line',
        points: [
          { lat: 22.5, lng: 114 },
          { lat: 22.5, lng: 114.01 },
        ],
        width: 30,
      },
    });
    expect(line.value.perimeter).toBeGreaterThan(1000);
    const rectangle = await post<Fence>('/api/GeoFence/Add', {
      name: 'Port',
      shape: {
        type: 'rectangle',
        southWest: { lat: 22.5, lng: 114 },
        northEast: { lat: 22.51, lng: 114.01 },
      },
    });
    expect(rectangle.value.area).toBeGreaterThan(1_000_000);

    const edited = await post<Fence>('/api/GeoFence/Edit', {
      id: circle.value.id,
      name: 'Big yard',
      shape: { type: 'circle', center: { lat: 22.5, lng: 114 }, radius: 200 },
      outAlarm: false,
    });
    expect(edited.value).toMatchObject({ name: 'Big yard', outAlarm: false });
    expect(edited.value.area).toBeCloseTo(Math.PI * 200 * 200, 0);

    const bound = await post<Fence>('/api/GeoFence/Bind', {
      fenceId: circle.value.id,
      imeis: [IMEI_ALARMS],
    });
    expect(bound.value.terminals.map((t) => t.imei)).toEqual([IMEI_ALARMS]);
    const again = await post('/api/GeoFence/Bind', {
      fenceId: circle.value.id,
      imeis: [IMEI_ALARMS],
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('device.relationExists');

    const byTerminal = await post<Fence[]>('/api/GeoFence/List', { imei: IMEI_ALARMS });
    expect(byTerminal.value.map((f) => f.name)).toEqual(['Big yard']);

    const unbound = await post<Fence>('/api/GeoFence/Unbind', {
      fenceId: circle.value.id,
      imeis: [IMEI_ALARMS],
    });
    expect(unbound.value.terminals).toEqual([]);
    const history = await post<{ action: string; imei: string; actorName: string }[]>(
      '/api/GeoFence/BindHistory',
      {
        fenceId: circle.value.id,
      },
    );
    expect(history.value.map((h) => h.action)).toEqual(['unbind', 'bind']);
    expect(history.value[0]).toMatchObject({ imei: IMEI_ALARMS, actorName: 'fleet-owner' });

    const removed = await post('/api/GeoFence/Remove', { id: line.value.id });
    expect(removed.status).toBe(200);
    const names = (await post<Fence[]>('/api/GeoFence/List', {})).value.map((f) => f.name);
    expect(names).toEqual(['Big yard', 'Port']);
  });

  it('keeps fences and terminals of other trees out of reach', async () => {
    const mine = await post<Fence>('/api/GeoFence/Add', {
      name: 'Secret',
      shape: square(10, 10, 0.01),
    });
    expect((await post<Fence[]>('/api/GeoFence/List', {}, stranger)).value).toEqual([]);
    expect(
      (await post('/api/GeoFence/Edit', { id: mine.value.id, name: 'x' }, stranger)).status,
    ).toBe(403);
    expect((await post('/api/GeoFence/Remove', { id: mine.value.id }, stranger)).status).toBe(403);
    const foreign = await post<Fence>(
      '/api/GeoFence/Add',
      { name: 'Theirs', shape: square(10, 10, 0.01) },
      stranger,
    );
    // A terminal of another tree cannot be bound, even to one's own fence.
    expect(
      (
        await post(
          '/api/GeoFence/Bind',
          { fenceId: foreign.value.id, imeis: [IMEI_ALARMS] },
          stranger,
        )
      ).status,
    ).toBe(403);
    await post('/api/GeoFence/Remove', { id: mine.value.id });
  });
});

describe('points of interest', () => {
  it('checks range 1–10,000 m and content of at most 30 characters, then saves', async () => {
    const base = { name: 'Fuel stop', lat: 22.54, lng: 114.05, rangeMetres: 200 };
    expect((await post('/api/POI/Add', { ...base, rangeMetres: 0 })).status).toBe(400);
    expect((await post('/api/POI/Add', { ...base, rangeMetres: 10_001 })).status).toBe(400);
    expect((await post('/api/POI/Add', { ...base, content: 'x'.repeat(31) })).status).toBe(400);
    expect((await post('/api/POI/Add', { ...base, name: '' })).status).toBe(400);
    const added = await post<{ id: string }>('/api/POI/Add', {
      ...base,
      content: 'x'.repeat(30),
      icon: 'fuel',
    });
    expect(added.status).toBe(200);
    const edited = await post<{ rangeMetres: number }>('/api/POI/Edit', {
      id: added.value.id,
      rangeMetres: 10_000,
    });
    expect(edited.value.rangeMetres).toBe(10_000);
    expect((await post<unknown[]>('/api/POI/List', {})).value).toHaveLength(1);
    expect((await post<unknown[]>('/api/POI/List', {}, stranger)).value).toHaveLength(0);
    expect((await post('/api/POI/Remove', { id: added.value.id }, stranger)).status).toBe(403);
    expect((await post('/api/POI/Remove', { id: added.value.id })).status).toBe(200);
  });
});

describe('a simulated vehicle crossing a fence', () => {
  it('raises exactly one enter alarm and one exit alarm', async () => {
    // The Shenzhen route, driven end to end at 60 km/h with a report every 10 s; a fence of
    // about 400 m around one of its points, which the road passes once.
    const route = ROUTES.find((r) => r.id === 'shenzhen-shennan')!;
    const centre = route.points[6]!;
    const fence = await post<Fence>('/api/GeoFence/Add', {
      name: 'Futian crossing',
      shape: square(centre.lat, centre.lng, 0.002),
      imeis: [IMEI_ROUTE],
    });
    expect(fence.value.terminals).toHaveLength(1);

    const client = new OsmandClient(IMEI_ROUTE, '127.0.0.1', server.convoy.gateway.port('osmand')!);
    const { Polyline } = await import('../../../simulator/src/geo');
    const line = new Polyline(route.points);
    const stepM = (60 / 3.6) * 10;
    let time = Date.now() - Math.ceil(line.length / stepM) * 10_000 - 60_000;
    for (let d = 0; d <= line.length; d += stepM) {
      const at = line.at(d);
      time += 10_000;
      await client.report({
        time: new Date(time),
        latitude: at.point.lat,
        longitude: at.point.lng,
        altitudeM: 10,
        speedKmh: 60,
        course: at.course,
        valid: true,
        ignition: true,
        odometerKm: 1000,
      });
    }
    expect(client.stats.acknowledged).toBe(client.stats.sent);
    const alarms = (await alarmsOf(IMEI_ROUTE)).filter((a) => a.fenceId === fence.value.id);
    expect(alarms.map((a) => a.type).sort()).toEqual(['fenceIn', 'fenceOut']);
    const enter = alarms.find((a) => a.type === 'fenceIn')!;
    expect(enter).toMatchObject({
      source: 'platform',
      fenceName: 'Futian crossing',
      vehicle: 'Truck 101',
      imei: IMEI_ROUTE,
      speed: expect.closeTo(60, 1) as number,
      state: 'unprocessed',
    });
    expect(Date.parse(enter.gpsTime)).toBeLessThan(
      Date.parse(alarms.find((a) => a.type === 'fenceOut')!.gpsTime),
    );
    expect(Date.parse(enter.receivedTime)).toBeGreaterThan(0);
  });
});

describe('terminal and platform alarms', () => {
  const base = Date.now() - 3600_000;
  const fix = (minute: number, fields: Partial<Position> = {}): Position => ({
    fixTime: new Date(base + minute * 60_000),
    valid: true,
    latitude: 22.6,
    longitude: 114.1,
    altitude: 0,
    speed: 40,
    course: 0,
    attributes: {},
    ...fields,
  });

  it('raises JT/T 808 bits, JT/T 1078 video alarms and overspeed levels with the SPEC fields', async () => {
    const device = await deviceOf(IMEI_ALARMS);
    await server.convoy.services.pipeline.process(device, [
      fix(1, { alarm: 1 }), // SOS
      fix(2, { alarm: 1 }), // still held: no second alarm
      fix(3, { alarm: 1 << 8, attributes: { video_alarm: 1 } }), // power cut, video signal lost
      fix(4, { speed: 130 }), // 30 % over the default 100 km/h: level 2
    ]);
    const alarms = await alarmsOf(IMEI_ALARMS);
    expect(
      alarms.map((a) => `${a.type}${a.level ? `:${a.level}` : ''}/${a.source}`).sort(),
    ).toEqual([
      'platformOverspeed:2/platform',
      'powerCut/terminal',
      'sos/terminal',
      'videoSignalLost/terminal',
    ]);
    const sos = alarms.find((a) => a.type === 'sos')!;
    expect(sos).toMatchObject({
      vehicle: 'Truck 102',
      driver: '',
      speed: 40,
      gpsTime: fix(1).fixTime.toISOString(),
    });
    expect(await alarmsOf(IMEI_ALARMS, stranger)).toEqual([]);
  });

  it('handles one alarm or a batch, and the states persist', async () => {
    const alarms = await alarmsOf(IMEI_ALARMS);
    const [first, second, third] = alarms;
    const paused = await post<Alarm[]>('/api/Alarm/Handle', {
      ids: [first!.id],
      state: 'paused',
      description: 'Driver called back',
    });
    expect(paused.value[0]).toMatchObject({
      state: 'paused',
      handler: 'fleet-owner',
      description: 'Driver called back',
    });
    const batch = await post<Alarm[]>('/api/Alarm/Handle', {
      ids: [second!.id, third!.id],
      state: 'processed',
      description: 'Checked on camera',
      falseAlarm: true,
    });
    expect(
      batch.value.every((a) => a.state === 'processed' && a.falseAlarm && a.handledAt !== null),
    ).toBe(true);
    // Another tree cannot touch them, and a batch with one foreign id changes nothing.
    expect(
      (await post('/api/Alarm/Handle', { ids: [first!.id], state: 'processed' }, stranger)).status,
    ).toBe(403);

    await server.stop();
    server = await server.restart();
    fleetOwner = await loginAs(server.baseUrl, 'fleet-owner', 'owner-pass1');
    stranger = await loginAs(server.baseUrl, 'stranger', 'owner-pass1');
    const after = await alarmsOf(IMEI_ALARMS);
    const byId = new Map(after.map((a) => [a.id, a]));
    expect(byId.get(first!.id)).toMatchObject({
      state: 'paused',
      description: 'Driver called back',
    });
    expect(byId.get(second!.id)).toMatchObject({
      state: 'processed',
      falseAlarm: true,
      handler: 'fleet-owner',
    });
    const unprocessed = await post<{ total: number }>('/api/Alarm/GetAlarms', {
      imeis: [IMEI_ALARMS],
      states: ['unprocessed'],
    });
    expect(unprocessed.value.total).toBe(after.length - 3);
  });

  it('counts the last minute, the last five minutes and the undisposed, and filters by setting', async () => {
    const counters = await post<{
      alarmUndisposed: number;
      alarmRecent5Number: number;
      latestId: string;
    }>('/api/Alarm/GetAlarmCounters', {});
    expect(counters.value.alarmRecent5Number).toBeGreaterThanOrEqual(4);
    const recent = await post<{ total: number }>('/api/Alarm/GetAlarms', { recentMinutes: 1 });
    expect(recent.value.total).toBeGreaterThan(0);
    // An IMEI asked with a leading zero finds the same alarms.
    const padded = await post<{ total: number }>('/api/Alarm/GetAlarms', {
      imeis: [`0${IMEI_ALARMS}`],
    });
    const plain = await post<{ total: number }>('/api/Alarm/GetAlarms', { imeis: [IMEI_ALARMS] });
    expect(padded.value.total).toBe(plain.value.total);
    expect(plain.value.total).toBeGreaterThan(0);
    // Another tree counts none of them and lists none.
    const foreign = await post<{ alarmRecent5Number: number; alarmUndisposed: number }>(
      '/api/Alarm/GetAlarmCounters',
      {},
      stranger,
    );
    expect(foreign.value).toMatchObject({ alarmRecent5Number: 0, alarmUndisposed: 0 });
    const foreignList = await post<{ total: number }>(
      '/api/Alarm/GetAlarms',
      { imeis: [IMEI_ALARMS] },
      stranger,
    );
    expect(foreignList.value.total).toBe(0);

    const setting = await post<{ types: string[] }>('/api/Alarm/GetAlarmSetting', {});
    const saved = await post('/api/Alarm/SaveAlarmSetting', {
      ...setting.value,
      types: setting.value.types.filter((t) => t !== 'sos'),
      sound: false,
    });
    expect(saved.status).toBe(200);
    const withoutSos = await alarmsOf(IMEI_ALARMS);
    expect(withoutSos.some((a) => a.type === 'sos')).toBe(false);
    await post('/api/Alarm/SaveAlarmSetting', setting.value);
  });

  it('raises offline too long once per silence', async () => {
    const device = await deviceOf(IMEI_ALARMS);
    const setting = await post<Record<string, unknown>>('/api/Alarm/GetAlarmSetting', {});
    await post('/api/Alarm/SaveAlarmSetting', { ...setting.value, offlineMinutes: 5 });
    await server.convoy.services.pipeline.process(
      device,
      [fix(50)],
      new Date(Date.now() - 10 * 60_000),
    );
    await server.convoy.services.alarms!.idle();
    expect(await server.convoy.services.alarms!.sweepOffline()).toBeGreaterThanOrEqual(1);
    expect(await server.convoy.services.alarms!.sweepOffline()).toBe(0);
    expect((await alarmsOf(IMEI_ALARMS)).filter((a) => a.type === 'offlineTooLong')).toHaveLength(
      1,
    );
    await post('/api/Alarm/SaveAlarmSetting', setting.value);
  });
});

describe('beyond the screen', () => {
  let receiver: Server;
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  let failures = 1;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        // The first delivery fails, so the retry is exercised.
        response.statusCode = failures-- > 0 ? 503 : 204;
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('mails matching alarms and posts them signed to webhooks, retrying with back-off', async () => {
    const port = (receiver.address() as AddressInfo).port;
    const secret = 'a-shared-secret-of-the-receiver';
    expect(
      (
        await post('/api/Webhook/Add', {
          url: `http://127.0.0.1:${port}/convoy`,
          secret,
          types: ['sos'],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post('/api/AlarmRule/Add', {
          name: 'SOS to the desk',
          types: ['sos'],
          emails: ['desk@fleet.example'],
        })
      ).status,
    ).toBe(200);
    expect(
      (await post('/api/AlarmRule/Add', { name: 'x', types: ['sos'], emails: ['not-mail'] }))
        .status,
    ).toBe(400);

    const device = await deviceOf(IMEI_ALARMS);
    await server.convoy.services.pipeline.process(device, [
      {
        fixTime: new Date(),
        valid: true,
        latitude: 22.6,
        longitude: 114.1,
        altitude: 0,
        speed: 0,
        course: 0,
        alarm: 0,
        attributes: {},
      },
    ]);
    await server.convoy.services.pipeline.process(device, [
      {
        fixTime: new Date(Date.now() + 1000),
        valid: true,
        latitude: 22.6,
        longitude: 114.1,
        altitude: 0,
        speed: 0,
        course: 0,
        alarm: 1,
        attributes: {},
      },
    ]);
    await server.convoy.services.alarms!.idle();

    expect(received).toHaveLength(2);
    for (const delivery of received) {
      const timestamp = delivery.headers[WEBHOOK_TIMESTAMP_HEADER] as string;
      expect(delivery.headers[WEBHOOK_SIGNATURE_HEADER]).toBe(
        signWebhook(secret, timestamp, delivery.body),
      );
      expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    }
    const payload = JSON.parse(received[1]!.body) as { event: string; alarm: Alarm };
    expect(payload).toMatchObject({
      event: 'alarm',
      alarm: { type: 'sos', imei: IMEI_ALARMS, vehicle: 'Truck 102' },
    });
    // A forged body does not verify.
    expect(
      signWebhook(secret, received[1]!.headers[WEBHOOK_TIMESTAMP_HEADER] as string, '{}'),
    ).not.toBe(received[1]!.headers[WEBHOOK_SIGNATURE_HEADER]);
    const log = await post<{ attempt: number; ok: boolean; statusCode: number }[]>(
      '/api/Webhook/GetDeliveries',
      {},
    );
    expect(log.value.map((l) => [l.attempt, l.ok, l.statusCode])).toEqual([
      [2, true, 204],
      [1, false, 503],
    ]);
    expect((await post<unknown[]>('/api/Webhook/GetDeliveries', {}, stranger)).value).toEqual([]);

    const deadline = Date.now() + 5000;
    while (inbox.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.to).toEqual(['desk@fleet.example']);
    expect(inbox[0]!.raw).toContain('SOS to the desk');
    expect(inbox[0]!.raw).toContain(IMEI_ALARMS);
  }, 20_000);
});
