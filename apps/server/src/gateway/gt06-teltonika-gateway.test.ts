import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gt06 } from '@convoy/protocols';
import { bytesToHex, frameLabel, hexToBytes, loadFrames } from '@convoy/protocols/test-support';
import {
  call,
  historyAround,
  loginToken,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';
import { DeviceSocket } from '../test-support/device-socket';

/**
 * Real GT06 and Teltonika frames (shared/frames, captured from devices; the source of each
 * is in its record) sent over TCP to the running gateway: acks byte for byte, positions read
 * back through GetHistories.
 */
interface Gt06Expect {
  protocol: string;
  imei?: string;
  datetime?: string;
  latitude?: number;
  longitude?: number;
  server_ack_hex_derived?: string;
}
interface TeltonikaExpect {
  kind: string;
  imei?: string;
  codec?: string;
  ack_hex?: string;
  avl?: { time_utc: string; latitude: number; longitude: number }[];
}

const gt06Frames = loadFrames<Gt06Expect>('gt06');
const gt06Login = gt06Frames.find((f) => f.expect.protocol === '0x01' && f.expect.imei)!;
const gt06Alarms = gt06Frames.filter(
  (f) =>
    ['0x16', '0x26'].includes(f.expect.protocol) &&
    f.expect.datetime !== undefined &&
    f.expect.server_ack_hex_derived !== undefined,
);
const teltonikaFrames = loadFrames<TeltonikaExpect>('teltonika');
const teltonikaHandshake = teltonikaFrames.find((f) => f.expect.kind === 'imei_handshake')!;
const teltonikaAvl = teltonikaFrames.filter(
  (f) =>
    f.expect.kind === 'avl_tcp' &&
    f.expect.ack_hex !== undefined &&
    (f.expect.avl?.length ?? 0) > 0,
);

let server: TestConvoy;
let token: string;

const history = (imei: string, at: Date) =>
  historyAround<{ lat: number; lng: number; speed: number }>(server.baseUrl, token, imei, at);

beforeAll(async () => {
  server = await startTestConvoy();
  await server.convoy.startGateway({ gt06: 0, teltonika: 0 });
  token = await loginToken(server.baseUrl, 'admin', TEST_ADMIN_PASSWORD);
  for (const [imei, protocol] of [
    [gt06Login.expect.imei!, 'gt06'],
    [teltonikaHandshake.expect.imei!, 'teltonika'],
  ]) {
    const added = await call(server.baseUrl, '/api/Device/AddDevice', {
      method: 'POST',
      token,
      json: { imei, name: `Tracker ${imei}`, protocol },
    });
    expect(added.status).toBe(200);
  }
});

afterAll(async () => {
  await server.close();
});

describe('GT06 gateway', () => {
  it('acknowledges the login of an owned IMEI, then stores each alarm position before its ack', async () => {
    const device = await DeviceSocket.open(
      server.convoy.gateway.port('gt06')!,
      gt06.splitGt06Frames,
    );
    try {
      device.send(hexToBytes(gt06Login.hex));
      const loginAck = await device.take(() => true);
      expect(bytesToHex(loginAck)).toBe(gt06Login.expect.server_ack_hex_derived);
      expect(gt06Alarms.length).toBeGreaterThan(3);
      for (const frame of gt06Alarms) {
        device.send(hexToBytes(frame.hex));
        const ack = await device.take(() => true);
        expect(bytesToHex(ack), frameLabel(frame)).toBe(frame.expect.server_ack_hex_derived);
        const points = await history(gt06Login.expect.imei!, new Date(`${frame.expect.datetime}Z`));
        expect(points.length, frameLabel(frame)).toBe(1);
        expect(points[0]?.lat).toBeCloseTo(frame.expect.latitude!, 5);
        expect(points[0]?.lng).toBeCloseTo(frame.expect.longitude!, 5);
      }
    } finally {
      device.close();
    }
  });

  it('does not acknowledge the login of an IMEI no account owns', async () => {
    const device = await DeviceSocket.open(
      server.convoy.gateway.port('gt06')!,
      gt06.splitGt06Frames,
    );
    try {
      const other = gt06Frames.find(
        (f) =>
          f.expect.protocol === '0x01' && f.expect.imei && f.expect.imei !== gt06Login.expect.imei,
      );
      expect(other).toBeDefined();
      device.send(hexToBytes(other!.hex));
      await expect(device.take(() => true, 700)).rejects.toThrow();
    } finally {
      device.close();
    }
  });
});

describe('Teltonika gateway', () => {
  it('accepts the IMEI of an owned device and acknowledges each AVL packet with its record count after storing it', async () => {
    const device = await DeviceSocket.open(server.convoy.gateway.port('teltonika')!, (buffer) => ({
      // Server → device answers are fixed-size: 1 byte for the handshake, 4 for a record count.
      frames: buffer.length >= 1 ? [buffer.subarray(0, buffer.length)] : [],
      consumed: buffer.length,
      skipped: 0,
    }));
    try {
      device.send(hexToBytes(teltonikaHandshake.hex));
      expect(bytesToHex(await device.take(() => true))).toBe('01');
      expect(teltonikaAvl.length).toBeGreaterThan(10);
      for (const frame of teltonikaAvl) {
        device.send(hexToBytes(frame.hex));
        const ack = await device.take(() => true);
        expect(bytesToHex(ack), frameLabel(frame)).toBe(frame.expect.ack_hex);
        const first = frame.expect.avl![0]!;
        const points = await history(teltonikaHandshake.expect.imei!, new Date(first.time_utc));
        expect(points.length, frameLabel(frame)).toBeGreaterThanOrEqual(1);
        expect(
          points.some((p) => Math.abs(p.lat - first.latitude) < 1e-6),
          frameLabel(frame),
        ).toBe(true);
      }
    } finally {
      device.close();
    }
  });

  it('refuses an IMEI no account owns with 0x00 and closes', async () => {
    const device = await DeviceSocket.open(server.convoy.gateway.port('teltonika')!, (buffer) => ({
      frames: buffer.length ? [buffer] : [],
      consumed: buffer.length,
      skipped: 0,
    }));
    try {
      // The handshake of IMEI 356307042441013: a 2-byte length, then the digits in ASCII.
      device.send(hexToBytes('000f333536333037303432343431303133'));
      expect(bytesToHex(await device.take(() => true))).toBe('00');
    } finally {
      device.close();
    }
  });
});
