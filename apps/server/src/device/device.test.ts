import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualTerminal } from '@convoy/simulator';
import {
  call,
  loginToken,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';

/** Device management (SPEC.md §3 Device) through the API, against a real gateway. */
let server: TestConvoy;
let admin: string;
let demo: string;

const token = (account: string, password: string) => loginToken(server.baseUrl, account, password);

const post = (path: string, json: unknown, as = admin) =>
  call(server.baseUrl, path, {
    method: 'POST',
    token: as,
    headers: { 'accept-language': 'en' },
    json,
  });

type Device = {
  id: string;
  imei: string;
  name: string;
  sim: string;
  expiry: string | null;
  remainingDays: number | null;
};

beforeAll(async () => {
  server = await startTestConvoy();
  await server.convoy.startGateway({ jt808: 0 });
  admin = await token('admin', TEST_ADMIN_PASSWORD);
  demo = await token('demo', 'demo123');
});

afterAll(async () => {
  await server.close();
});

describe('Device management', () => {
  it('adds a device with a year of service and lists it', async () => {
    const added = await post('/api/Device/AddDevice', {
      imei: '866000000000001',
      name: 'Bus 12',
      sim: '8613800000001',
    });
    expect(added.status).toBe(200);
    const device = added.body.value as Device;
    expect(device.remainingDays).toBeGreaterThanOrEqual(364);
    const list = await post('/api/Device/GetDevices', { search: 'bus' });
    expect((list.body.value as Device[]).map((d) => d.imei)).toEqual(['866000000000001']);
  });

  it('refuses a second device with the same IMEI, or the same terminal number with leading zeros', async () => {
    const again = await post('/api/Device/AddDevice', { imei: '866000000000001', name: 'Copy' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('device.imeiExists');
    await post('/api/Device/AddDevice', { imei: '13800000077', name: 'Truck 77' });
    const padded = await post('/api/Device/AddDevice', {
      imei: '013800000077',
      name: 'Truck 77 again',
    });
    expect(padded.body.code).toBe('device.imeiExists');
  });

  it('names the invalid field', async () => {
    const bad = await post('/api/Device/AddDevice', { imei: '12', name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/imei|name/);
  });

  it('updates a device and keeps the IMEI unique', async () => {
    const list = (await post('/api/Device/GetDevices', {})).body.value as Device[];
    const bus = list.find((d) => d.imei === '866000000000001')!;
    const renamed = await post('/api/Device/UpdateDevice', {
      id: bus.id,
      name: 'Bus 12 (night line)',
      sim: '8613800000002',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.value).toMatchObject({
      name: 'Bus 12 (night line)',
      sim: '8613800000002',
      imei: '866000000000001',
    });
    const clash = await post('/api/Device/UpdateDevice', { id: bus.id, imei: '13800000077' });
    expect(clash.status).toBe(409);
  });

  it('lets no other account read, change or remove the device', async () => {
    const list = (await post('/api/Device/GetDevices', {})).body.value as Device[];
    const bus = list.find((d) => d.imei === '866000000000001')!;
    expect(((await post('/api/Device/GetDevices', {}, demo)).body.value as Device[]).length).toBe(
      0,
    );
    expect(
      (await post('/api/Device/UpdateDevice', { id: bus.id, name: 'Mine now' }, demo)).status,
    ).toBe(403);
    expect((await post('/api/Device/DeleteDevice', { id: bus.id }, demo)).status).toBe(403);
    const after = (await post('/api/Device/GetDevices', {})).body.value as Device[];
    expect(after.find((d) => d.id === bus.id)?.name).toBe('Bus 12 (night line)');
  });

  it('shows unknown devices to the top account only', async () => {
    expect(
      (await call(server.baseUrl, '/api/Device/GetUnknownDevices', { token: admin })).status,
    ).toBe(200);
    expect(
      (await call(server.baseUrl, '/api/Device/GetUnknownDevices', { token: demo })).status,
    ).toBe(403);
  });

  it('removes a device: its connection closes, its frames are no longer stored, its IMEI is free again', async () => {
    const list = (await post('/api/Device/GetDevices', {})).body.value as Device[];
    const truck = list.find((d) => d.imei === '13800000077')!;
    const terminal = new VirtualTerminal(
      { phone: '013800000077', version: '2019' },
      '127.0.0.1',
      server.convoy.gateway.port('jt808')!,
    );
    await terminal.connect();
    const fix = {
      time: new Date('2026-11-02T10:00:00Z'),
      latitude: 39.9,
      longitude: 116.4,
      altitudeM: 50,
      speedKmh: 20,
      course: 0,
      valid: true,
      ignition: true,
    };
    await terminal.report(fix);
    expect(server.convoy.gateway.sessions.isOnline(truck.id)).toBe(true);
    expect((await post('/api/Device/DeleteDevice', { id: truck.id })).status).toBe(200);
    expect(server.convoy.gateway.sessions.isOnline(truck.id)).toBe(false);
    expect(
      ((await post('/api/Device/GetDevices', {})).body.value as Device[]).some(
        (d) => d.id === truck.id,
      ),
    ).toBe(false);
    const readded = await post('/api/Device/AddDevice', {
      imei: '13800000077',
      name: 'Truck 77, new unit',
    });
    expect(readded.status).toBe(200);
    terminal.close();
  });
});

describe('Device lookup by the gateway', () => {
  it('finds devices asked for at the same moment, each by its own identifier', async () => {
    const added = await Promise.all(
      ['866000000000301', '866000000000302', '13800000303'].map(async (imei, i) => {
        const { status, body } = await post('/api/Device/AddDevice', { imei, name: `Van ${i}` });
        expect(status).toBe(200);
        return body.value as Device;
      }),
    );
    const registry = server.convoy.services.registry;
    // A reconnect storm: every terminal asks at once, with JT/T 808 numbers zero-padded, and
    // one number no account owns.
    const found = await Promise.all(
      ['866000000000301', '866000000000302', '013800000303', '00013800000303', '13800000999'].map(
        (identifier) => registry.find(identifier),
      ),
    );
    expect(found.map((d) => d?.id ?? null)).toEqual([
      added[0]!.id,
      added[1]!.id,
      added[2]!.id,
      added[2]!.id,
      null,
    ]);
    expect(found[2]).toMatchObject({ imei: '13800000303', name: 'Van 2' });
    // A device removed is not found any more.
    expect((await post('/api/Device/DeleteDevice', { id: added[1]!.id })).status).toBe(200);
    expect(await registry.find('866000000000302')).toBeNull();
  });
});
