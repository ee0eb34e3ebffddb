import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Position } from '@convoy/protocols';
import type { RegisteredDevice } from '../device/device-registry';
import {
  call,
  loginToken,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';
import { TripRecorder } from './trip-recorder';

/**
 * A terminal that resends its last fix (a lost acknowledgement, a load generator reporting
 * faster than the one-second resolution of fix times) must not make the trip recorder fold
 * the device again from its stored positions; an older fix (a blind-area batch) must.
 */
let server: TestConvoy;
let token: string;
let device: RegisteredDevice;

const START = Date.parse('2026-04-02T08:00:00Z');

function fix(secondsFromStart: number, speed = 50): Position {
  return {
    fixTime: new Date(START + secondsFromStart * 1000),
    valid: true,
    latitude: 22.5 + secondsFromStart * 1e-4,
    longitude: 114.0,
    altitude: 10,
    speed,
    course: 0,
    alarm: 0,
    attributes: {},
  };
}

beforeAll(async () => {
  server = await startTestConvoy();
  token = await loginToken(server.baseUrl, 'admin', TEST_ADMIN_PASSWORD);
  device = await addDevice('13900000990', 'Resending truck');
});

async function addDevice(imei: string, name: string): Promise<RegisteredDevice> {
  const added = await call(server.baseUrl, '/api/Device/AddDevice', {
    method: 'POST',
    token,
    json: { imei, name, protocol: 'jt808' },
  });
  expect(added.status).toBe(200);
  const found = await server.convoy.services.registry.find(imei);
  if (!found) throw new Error('device not registered');
  return found;
}

afterAll(async () => {
  await server.close();
});

it('folds again for an older fix but not for a resent last fix', async () => {
  const { pipeline, tripRecorder } = server.convoy.services;
  for (let s = 0; s < 60; s += 10) await pipeline.process(device, [fix(s)]);
  await tripRecorder.idle();
  // The first batch after start folds from the stored positions; later ones advance in memory.
  const afterLive = tripRecorder.stats.refolds;
  expect(afterLive).toBe(1);
  expect(tripRecorder.current(device.id)?.last.time).toBe(START + 50_000);

  await pipeline.process(device, [fix(50)]);
  await pipeline.process(device, [fix(50), fix(60)]);
  await tripRecorder.idle();
  expect(tripRecorder.stats.refolds).toBe(afterLive);
  expect(tripRecorder.current(device.id)?.last.time).toBe(START + 60_000);

  await pipeline.process(device, [fix(25)]);
  await tripRecorder.idle();
  expect(tripRecorder.stats.refolds).toBe(afterLive + 1);
  expect(tripRecorder.stats.failures).toBe(0);
});

it('folds once, not once per batch, when detection lags behind storage', async () => {
  const { pipeline, tripRecorder } = server.convoy.services;
  const lagging = await addDevice('13900000991', 'Lagging truck');
  // A recorder whose first look at its settings waits until forty batches are committed,
  // as a busy server's detection falls behind its storage.
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const recorder = new TripRecorder(server.database.db, async (d) => {
    await gate;
    return tripRecorder.thresholdsFor(d);
  });
  pipeline.onStored((d, rows) => {
    if (d.id === lagging.id) recorder.accept(d, rows);
  });
  for (let s = 0; s < 400; s += 10) await pipeline.process(lagging, [fix(s)]);
  open();
  await recorder.idle();
  // The first batch folds from the stored positions, which already hold the other 39.
  expect(recorder.stats.refolds).toBe(1);
  expect(recorder.current(lagging.id)?.last.time).toBe(START + 390_000);
  expect(recorder.stats.failures).toBe(0);
});
