import { createSocket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJt808, splitJt808Frames } from '@convoy/protocols';
import { hexToBytes, loadFrames, frameLabel } from '@convoy/protocols/test-support';
import {
  call,
  loginToken,
  startTestConvoy,
  TEST_ADMIN_PASSWORD,
  type TestConvoy,
} from '../test-support/test-server';
import { DeviceSocket } from '../test-support/device-socket';

/**
 * Real JT/T 808 location frames (shared/frames/jt808.jsonl: captured from devices, see each
 * record's source) sent over TCP to the running gateway and read back through GetHistories.
 */
interface LocationExpect {
  msg_id: string;
  phone_bcd: string;
  serial: number;
  location?: {
    latitude: number;
    longitude: number;
    positioned: boolean;
    speed_kmh: number;
    time_utc_if_gmt8?: string;
  };
}

const frames = loadFrames<LocationExpect>('jt808').filter(
  (r) =>
    r.expect.msg_id === '0x0200' &&
    r.hexForm === 'wire' &&
    /^\d+$/.test(r.expect.phone_bcd) &&
    r.expect.location?.positioned === true &&
    r.expect.location.time_utc_if_gmt8 !== undefined &&
    /real/.test(r.origin),
);

let server: TestConvoy;
let token: string;
let port: number;

beforeAll(async () => {
  server = await startTestConvoy();
  await server.convoy.startGateway({ jt808: 0 });
  port = server.convoy.gateway.port('jt808') ?? 0;
  token = await loginToken(server.baseUrl, 'admin', TEST_ADMIN_PASSWORD);
  const phones = [...new Set(frames.map((f) => f.expect.phone_bcd))];
  for (const phone of phones) {
    const added = await call(server.baseUrl, '/api/Device/AddDevice', {
      method: 'POST',
      token,
      // Stored without the leading zeros the terminal pads its number with.
      json: { imei: phone.replace(/^0+/, '') || '0000', name: `Truck ${phone}`, protocol: 'jt808' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
});

afterAll(async () => {
  await server.close();
});

const isAckOf = (serial: number) => (reply: Uint8Array) => {
  const { header, message } = decodeJt808(reply);
  return (
    header.msgId === 0x8001 &&
    message.type === 'unknown' &&
    (((message.body[0] ?? 0) << 8) | (message.body[1] ?? 0)) === serial
  );
};

describe('JT/T 808 gateway', () => {
  it('has real location frames to send', () => {
    expect(frames.length).toBeGreaterThan(10);
  });

  it.each(frames.map((f) => [frameLabel(f), f] as const))(
    'stores %s, acknowledges it with 0x8001 after the commit, and answers it in GetHistories',
    async (_label, record) => {
      const device = await DeviceSocket.open(port, splitJt808Frames);
      try {
        device.send(hexToBytes(record.hex));
        const ack = await device.take(isAckOf(record.expect.serial));
        expect(decodeJt808(ack).header.phone).toBe(record.expect.phone_bcd);
        const location = record.expect.location!;
        const at = new Date(location.time_utc_if_gmt8!);
        const history = await call(server.baseUrl, '/api/Location/GetHistories', {
          method: 'POST',
          token,
          json: {
            imei: record.expect.phone_bcd,
            startTime: new Date(at.getTime() - 1000).toISOString(),
            endTime: new Date(at.getTime() + 1000).toISOString(),
          },
        });
        expect(history.status).toBe(200);
        const points = history.body.value as {
          lat: number;
          lng: number;
          speed: number;
          gpsAvailable: boolean;
          gpsTime: string;
        }[];
        expect(points).toHaveLength(1);
        expect(points[0]?.lat).toBeCloseTo(location.latitude, 6);
        expect(points[0]?.lng).toBeCloseTo(location.longitude, 6);
        expect(points[0]?.speed).toBeCloseTo(location.speed_kmh, 1);
        expect(points[0]?.gpsAvailable).toBe(true);
        expect(points[0]?.gpsTime).toBe(at.toISOString());
      } finally {
        device.close();
      }
    },
  );

  it('serves JT/T 808 over UDP too: stores the report, then answers 0x8001 to the sender', async () => {
    const record = frames[2]!;
    const socket = createSocket('udp4');
    try {
      const reply = new Promise<Buffer>((resolve) => socket.once('message', resolve));
      socket.send(hexToBytes(record.hex), server.convoy.gateway.udpPort('jt808'), '127.0.0.1');
      const ack = await reply;
      expect(isAckOf(record.expect.serial)(ack)).toBe(true);
      const at = new Date(record.expect.location!.time_utc_if_gmt8!);
      const history = await call(server.baseUrl, '/api/Location/GetHistories', {
        method: 'POST',
        token,
        json: {
          imei: record.expect.phone_bcd,
          startTime: new Date(at.getTime() - 1000).toISOString(),
          endTime: new Date(at.getTime() + 1000).toISOString(),
        },
      });
      expect((history.body.value as unknown[]).length).toBe(1);
    } finally {
      socket.close();
    }
  });

  it('neither stores nor acknowledges a number no account owns, and lists it as unknown', async () => {
    const record = frames[0]!;
    await call(server.baseUrl, '/api/Device/GetDevices', { method: 'POST', token, json: {} });
    // Same frame, another terminal number: rewrite the phone BCD and the checksum.
    const bytes = hexToBytes(record.hex);
    const content = bytes.subarray(1, bytes.length - 1);
    content.set([0x09, 0x99, 0x99, 0x99, 0x99, 0x99], 4);
    let checksum = 0;
    for (let i = 0; i < content.length - 1; i++) checksum ^= content[i] ?? 0;
    content[content.length - 1] = checksum;
    const device = await DeviceSocket.open(port, splitJt808Frames);
    try {
      device.send(bytes);
      await expect(device.take(() => true, 800)).rejects.toThrow();
      const unknown = await call(server.baseUrl, '/api/Device/GetUnknownDevices', { token });
      expect((unknown.body.value as { identifier: string }[]).map((u) => u.identifier)).toContain(
        '099999999999',
      );
    } finally {
      device.close();
    }
  });

  it('skips malformed frames and keeps serving the same connection and others', async () => {
    const record = frames[1]!;
    const device = await DeviceSocket.open(port, splitJt808Frames);
    const other = await DeviceSocket.open(port, splitJt808Frames);
    try {
      const good = hexToBytes(record.hex);
      const badChecksum = Uint8Array.from(good);
      badChecksum[badChecksum.length - 2] = (badChecksum[badChecksum.length - 2] ?? 0) ^ 0xff;
      const garbage = Uint8Array.from({ length: 3000 }, (_, i) => (i * 37) & 0xff).filter(
        (b) => b !== 0x7e,
      );
      device.send(badChecksum);
      device.send(garbage);
      device.send(hexToBytes('7e00027e7e7e'));
      device.send(good);
      await device.take(isAckOf(record.expect.serial));
      other.send(good);
      await other.take(isAckOf(record.expect.serial));
      const health = await fetch(`${server.baseUrl}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      device.close();
      other.close();
    }
  });
});
