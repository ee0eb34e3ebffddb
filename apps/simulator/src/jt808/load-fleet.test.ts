import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  decodeJt808,
  encodeJt808Frame,
  jt808Reply,
  splitJt808Frames,
  type Position,
} from '@convoy/protocols';
import { LoadFleet } from './load-fleet';

/** A JT/T 808 peer on a real socket: decodes every report and, when asked, acknowledges it. */
async function peer(acknowledge: boolean) {
  const received = new Map<string, Position[]>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    let buffer = Buffer.alloc(0);
    let serial = 0;
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const split = splitJt808Frames(buffer);
      buffer = buffer.subarray(split.consumed);
      for (const frame of split.frames) {
        const decoded = decodeJt808(frame);
        if (decoded.message.type !== 'location') continue;
        const list = received.get(decoded.header.phone) ?? [];
        list.push(decoded.message.position);
        received.set(decoded.header.phone, list);
        const reply = jt808Reply(decoded);
        if (acknowledge && reply) {
          const header = {
            phone: decoded.header.phone,
            serial: serial++,
            version: '2013' as const,
          };
          socket.write(encodeJt808Frame(header, reply.msgId, reply.body));
        }
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    received,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const phones = ['013800000001', '013800000002', '013800000003'];
let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('LoadFleet', () => {
  it('sends location reports that decode, each with a fix second of its own, and counts their acknowledgements', async () => {
    const server = await peer(true);
    const fleet = new LoadFleet({ host: '127.0.0.1', port: server.port, phones, rate: 300 });
    cleanup = async () => {
      fleet.close();
      await server.close();
    };
    await fleet.connect();
    expect(fleet.stats.connected).toBe(3);
    fleet.start(1);
    await until(() => fleet.stats.sent >= 60);
    fleet.stop();
    await until(() => fleet.stats.acknowledged === fleet.stats.sent);
    expect(fleet.stats.sent).toBeGreaterThanOrEqual(60);
    expect(fleet.stats.acknowledged).toBe(fleet.stats.sent);
    expect(fleet.stats.heldBack).toBe(0);
    let decoded = 0;
    for (const phone of phones) {
      const positions = server.received.get(phone) ?? [];
      decoded += positions.length;
      const seconds = positions.map((p) => p.fixTime.getTime());
      // Every report of a terminal a second after the one before, none in the future.
      for (let i = 1; i < seconds.length; i++) expect(seconds[i]! - seconds[i - 1]!).toBe(1000);
      expect(Math.max(...seconds)).toBeLessThan(Date.now());
      expect(positions.every((p) => p.valid && p.speed === 40)).toBe(true);
    }
    expect(decoded).toBe(fleet.stats.sent);
  });

  it('holds back once a terminal has its window of reports unacknowledged', async () => {
    const server = await peer(false);
    const fleet = new LoadFleet({
      host: '127.0.0.1',
      port: server.port,
      phones,
      rate: 600,
      window: 4,
    });
    cleanup = async () => {
      fleet.close();
      await server.close();
    };
    await fleet.connect();
    fleet.start(1);
    await until(() => fleet.stats.heldBack > 0);
    fleet.stop();
    expect(fleet.stats.heldBack).toBeGreaterThan(0);
    expect(fleet.stats.sent).toBe(phones.length * 4);
    expect(fleet.stats.acknowledged).toBe(0);
  });
});
