import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitJt808Frames } from '@convoy/protocols';
import { encodeLocation, VirtualTerminal } from '@convoy/simulator';
import {
  call,
  loginToken,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';
import { DeviceSocket } from '../test-support/device-socket';

/**
 * Commands through the running gateway to a simulated JT/T 808 terminal on a real TCP
 * connection, answered as a terminal answers them.
 */
let server: TestConvoy;
let admin: string;
let terminal: VirtualTerminal;
const fix = {
  time: new Date('2026-11-01T08:00:00Z'),
  latitude: 22.543096,
  longitude: 114.057865,
  altitudeM: 12,
  speedKmh: 36,
  course: 45,
  valid: true,
  ignition: true,
};

const token = (account: string, password: string) => loginToken(server.baseUrl, account, password);

const send = (imei: string, type: string, params: Record<string, unknown> = {}, as = admin) =>
  call(server.baseUrl, '/api/Command/Send', {
    method: 'POST',
    token: as,
    headers: { 'accept-language': 'en' },
    json: { imei, type, params },
  });

beforeAll(async () => {
  server = await startTestConvoy({ COMMAND_TIMEOUT_SECONDS: '1' });
  await server.convoy.startGateway({ jt808: 0 });
  admin = await token('admin', TEST_ADMIN_PASSWORD);
  for (const imei of ['13912345678', '13900000001', '13900000002', '13900000003']) {
    const added = await call(server.baseUrl, '/api/Device/AddDevice', {
      method: 'POST',
      token: admin,
      json: { imei, name: `Van ${imei}`, protocol: 'jt808' },
    });
    expect(added.status).toBe(200);
  }
  terminal = new VirtualTerminal(
    { phone: '013912345678', version: '2013' },
    '127.0.0.1',
    server.convoy.gateway.port('jt808')!,
  );
  await terminal.connect();
  await terminal.report(fix);
});

afterAll(async () => {
  terminal.close();
  await server.close();
});

describe('Command/Send to a JT/T 808 terminal', () => {
  it('reads every parameter (0x8104 → 0x0104)', async () => {
    const { status, body } = await send('13912345678', 'queryParameters');
    expect(status).toBe(200);
    const value = body.value as {
      result: string;
      reply: { parameters: { id: number; value: number | string }[] };
    };
    expect(value.result).toBe('success');
    expect(value.reply.parameters).toContainEqual(
      expect.objectContaining({ id: 0x0001, value: 60 }),
    );
    expect(value.reply.parameters).toContainEqual(
      expect.objectContaining({ id: 0x0013, value: '127.0.0.1' }),
    );
  });

  it('sets the heartbeat in minutes as seconds on the terminal, and reads it back', async () => {
    const set = await send('13912345678', 'heartbeatInterval', { minutes: 2 });
    expect((set.body.value as { result: string }).result).toBe('success');
    expect(terminal.parameters.get(0x0001)).toBe(120);
    const read = await send('13912345678', 'queryParameters', { ids: [0x0001] });
    expect((read.body.value as { reply: { parameters: unknown[] } }).reply.parameters).toEqual([
      expect.objectContaining({ id: 1, value: 120 }),
    ]);
  });

  it('sets the upload interval in units of 10 s', async () => {
    await send('13912345678', 'uploadInterval', { units: 3 });
    expect(terminal.parameters.get(0x0029)).toBe(30);
  });

  it('asks for the position (0x8201 → 0x0201)', async () => {
    const { body } = await send('13912345678', 'positionRequest');
    const value = body.value as { result: string; reply: { latitude: number; longitude: number } };
    expect(value.result).toBe('success');
    expect(value.reply.latitude).toBeCloseTo(fix.latitude, 6);
    expect(value.reply.longitude).toBeCloseTo(fix.longitude, 6);
  });

  it('shows a custom text on the terminal (0x8300)', async () => {
    const { body } = await send('13912345678', 'custom', { text: 'Return to depot' });
    expect((body.value as { result: string }).result).toBe('success');
    expect(terminal.textsShown).toContain('Return to depot');
  });

  it('takes a photo: 0x8801 → 0x0805, then the picture arrives as 0x0801 and can be read', async () => {
    const { body } = await send('13912345678', 'takePhoto', { channel: 2 });
    expect((body.value as { result: string }).result).toBe('success');
    const deadline = Date.now() + 5000;
    let pictures: { id: string; channel: number }[] = [];
    while (pictures.length === 0 && Date.now() < deadline) {
      const list = await call(server.baseUrl, '/api/Location/GetDetailPic', {
        method: 'POST',
        token: admin,
        json: { imei: '13912345678' },
      });
      pictures = (list.body.value as typeof pictures) ?? [];
      if (pictures.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(pictures).toHaveLength(1);
    expect(pictures[0]?.channel).toBe(2);
    const picture = await call(server.baseUrl, '/api/Location/GetPictureByID', {
      method: 'POST',
      token: admin,
      json: { ids: [pictures[0]!.id] },
    });
    const [data] = picture.body.value as { dataUrl: string }[];
    const jpeg = Buffer.from(data!.dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('tells the terminal where its upgrade is (0x8105 command 1); it reports the result', async () => {
    const { body } = await send('13912345678', 'otaUpgrade', {
      host: '10.0.0.5',
      port: 21,
      fileName: 'fw-2.1.bin',
    });
    expect((body.value as { result: string }).result).toBe('success');
    expect(terminal.upgrades).toContain('ftp://10.0.0.5:21/fw-2.1.bin');
  });

  it('restarts the terminal (0x8105 command 4): it reconnects and reports again', async () => {
    const { body } = await send('13912345678', 'restart');
    expect((body.value as { result: string }).result).toBe('success');
    const deadline = Date.now() + 5000;
    while (terminal.restarts === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 1000));
    await terminal.report({ ...fix, time: new Date('2026-11-01T08:00:30Z') });
    expect(terminal.restarts).toBe(1);
  });

  it('refuses invalid values with the field named', async () => {
    const { status, body } = await send('13912345678', 'heartbeatInterval', { minutes: 0 });
    expect(status).toBe(400);
    expect(body.message).toContain('minutes');
  });

  it('answers "not supported by this device" for a command the protocol lacks', async () => {
    const { status, body } = await send('13912345678', 'outputControl', { on: true });
    expect(status).toBe(422);
    expect(body).toMatchObject({
      code: 'command.unsupported',
      message: 'This command is not supported by this device',
    });
  });

  it('answers device offline for a device without a connection', async () => {
    const { status, body } = await send('13900000001', 'restart');
    expect(status).toBe(409);
    expect(body.code).toBe('device.offline');
  });

  it('answers timeout when the device does not answer in time', async () => {
    const silent = await DeviceSocket.open(server.convoy.gateway.port('jt808')!, splitJt808Frames);
    try {
      silent.send(encodeLocation({ phone: '013900000002', version: '2013' }, 1, fix));
      await silent.take(() => true);
      const { status, body } = await send('13900000002', 'restart');
      expect(status).toBe(200);
      expect((body.value as { result: string }).result).toBe('timeout');
    } finally {
      silent.close();
    }
  });

  it('refuses an expired device', async () => {
    await sql`UPDATE devices SET expiry = now() - interval '1 day' WHERE imei = '13900000003'`.execute(
      server.database.db,
    );
    const { status, body } = await send('13900000003', 'restart');
    expect(status).toBe(403);
    expect(body.code).toBe('device.expired');
  });

  it('does not let another account command the device', async () => {
    const demo = await token('demo', 'demo123');
    const { status } = await send('13912345678', 'restart', {}, demo);
    expect(status).toBe(403);
  });

  it('writes every attempt to the command log with operator and result', async () => {
    const { body } = await call(server.baseUrl, '/api/Command/GetCommandLogs', {
      method: 'POST',
      token: admin,
      json: {},
    });
    const logs = body.value as { type: string; result: string; operator: string; imei: string }[];
    expect(logs.every((l) => l.operator === 'admin')).toBe(true);
    const summary = logs.map((l) => `${l.imei}:${l.type}:${l.result}`);
    expect(summary).toContain('13912345678:queryParameters:success');
    expect(summary).toContain('13900000001:restart:fail');
    expect(summary).toContain('13900000002:restart:timeout');
    expect(summary).toContain('13912345678:outputControl:fail');
  });
});
