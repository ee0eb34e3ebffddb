import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gt06, splitJt808Frames } from '@convoy/protocols';
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
 * A flood of malformed frames (bad checksums, garbage, absurd lengths) on several connections
 * of two listeners: the server stays up and keeps serving a well-behaved device.
 */
let server: TestConvoy;

beforeAll(async () => {
  server = await startTestConvoy();
  await server.convoy.startGateway({ jt808: 0, gt06: 0 });
  const token = await loginToken(server.baseUrl, 'admin', TEST_ADMIN_PASSWORD);
  await call(server.baseUrl, '/api/Device/AddDevice', {
    method: 'POST',
    token,
    json: { imei: '13711112222', name: 'Good citizen' },
  });
});

afterAll(async () => {
  await server.close();
});

describe('malformed frame flood', () => {
  it('skips 400,000 malformed frames and keeps serving a good device', async () => {
    const fix = {
      time: new Date('2026-11-03T00:00:00Z'),
      latitude: 1,
      longitude: 2,
      altitudeM: 0,
      speedKmh: 0,
      course: 0,
      valid: true,
      ignition: false,
    };
    const good = encodeLocation({ phone: '013711112222', version: '2013' }, 7, fix);
    const badChecksum = Uint8Array.from(good);
    badChecksum[badChecksum.length - 2] = (badChecksum[badChecksum.length - 2] ?? 0) ^ 0x55;
    const batch = Buffer.concat(Array.from({ length: 10_000 }, () => badChecksum));
    const gt06Garbage = Buffer.concat(
      Array.from({ length: 10_000 }, (_, i) =>
        Buffer.from([0x78, 0x78, 0x05 + (i % 200), 0x13, 0, 1, 2, 3, 4, 5, 0x0d, 0x0a]),
      ),
    );
    const floods = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        i % 2 === 0
          ? DeviceSocket.open(server.convoy.gateway.port('jt808')!, splitJt808Frames)
          : DeviceSocket.open(server.convoy.gateway.port('gt06')!, gt06.splitGt06Frames),
      ),
    );
    for (let round = 0; round < 10; round++) {
      floods.forEach((socket, i) => socket.send(i % 2 === 0 ? batch : gt06Garbage));
    }
    const terminal = new VirtualTerminal(
      { phone: '013711112222', version: '2013' },
      '127.0.0.1',
      server.convoy.gateway.port('jt808')!,
    );
    await terminal.connect();
    await terminal.report(fix);
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    // Let the floods drain, then count what was rejected.
    const deadline = Date.now() + 30_000;
    const stats = () =>
      server.convoy.gateway.stats() as Record<string, { rejected: number; skippedBytes: number }>;
    while (stats().jt808!.rejected < 200_000 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(stats().jt808!.rejected).toBe(200_000);
    expect(stats().gt06!.rejected + stats().gt06!.skippedBytes).toBeGreaterThan(0);
    await terminal.report({ ...fix, time: new Date('2026-11-03T00:00:10Z') });
    terminal.close();
    floods.forEach((socket) => socket.close());
  }, 60_000);
});
