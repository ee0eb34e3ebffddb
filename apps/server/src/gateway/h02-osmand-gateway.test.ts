import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  historyAround,
  loginToken,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';

/**
 * H02 and OsmAnd through the running gateway. No captured frames of these protocols are in
 * shared/frames: the H02 message is constructed from the published message format, and the
 * OsmAnd requests are the query strings phone tracker apps send.
 */
let server: TestConvoy;
let token: string;

const history = (imei: string, at: Date) =>
  historyAround<{ lat: number; lng: number; speed: number }>(server.baseUrl, token, imei, at);

async function eventually<T>(read: () => Promise<T[]>, timeoutMs = 3000): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await read();
    if (rows.length > 0 || Date.now() > deadline) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  server = await startTestConvoy();
  await server.convoy.startGateway({ h02: 0, osmand: 0 });
  token = await loginToken(server.baseUrl, 'admin', TEST_ADMIN_PASSWORD);
  for (const [imei, protocol] of [
    ['865205030330012', 'h02'],
    ['4567890', 'osmand'],
  ]) {
    await call(server.baseUrl, '/api/Device/AddDevice', {
      method: 'POST',
      token,
      json: { imei, name: `Tracker ${imei}`, protocol },
    });
  }
});

afterAll(async () => {
  await server.close();
});

describe('H02 gateway', () => {
  it('stores a V1 location report', async () => {
    const socket = connect({ port: server.convoy.gateway.port('h02')!, host: '127.0.0.1' });
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      '*HQ,865205030330012,V1,145452,A,2240.55181,N,11358.32389,E,10.00,90,100815,FFFFFBFF#',
    );
    const points = await eventually(() =>
      history('865205030330012', new Date('2015-08-10T14:54:52Z')),
    );
    socket.destroy();
    expect(points).toHaveLength(1);
    expect(points[0]?.lat).toBeCloseTo(22 + 40.55181 / 60, 5);
    expect(points[0]?.lng).toBeCloseTo(113 + 58.32389 / 60, 5);
    expect(points[0]?.speed).toBeCloseTo(18.52, 1); // 10 knots
  });
});

describe('OsmAnd gateway', () => {
  const base = () => `http://127.0.0.1:${server.convoy.gateway.port('osmand')}`;

  it('answers 200 once the position is stored', async () => {
    const response = await fetch(
      `${base()}/?id=4567890&lat=48.8584&lon=2.2945&timestamp=1790000000&speed=5&bearing=180&altitude=35`,
    );
    expect(response.status).toBe(200);
    const points = await history('4567890', new Date(1790000000 * 1000));
    expect(points).toHaveLength(1);
    expect(points[0]?.lat).toBeCloseTo(48.8584, 6);
  });

  it('answers 404 for a device no account owns and 400 for a malformed report', async () => {
    expect((await fetch(`${base()}/?id=999&lat=1&lon=2&timestamp=1790000000`)).status).toBe(404);
    expect((await fetch(`${base()}/?lat=1&lon=2`)).status).toBe(400);
    expect((await fetch(`${base()}/?id=4567890&lat=north&lon=2`)).status).toBe(400);
  });
});
