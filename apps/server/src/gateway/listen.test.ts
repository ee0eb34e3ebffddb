import { connect, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCEPT_SOCKETS, canReusePort, closeServer, listenTcp, portOf } from './listen';

/** Listening sockets of a device port, on real sockets of this machine. */
const opened: Server[] = [];
const accepted: Socket[] = [];

afterEach(async () => {
  for (const socket of accepted.splice(0)) socket.destroy();
  await Promise.all(opened.splice(0).map(closeServer));
});

/** Opens `count` client connections and waits until each has been accepted. */
async function connectAll(port: number, count: number, seen: () => number): Promise<Socket[]> {
  const clients = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect({ host: '127.0.0.1', port }, () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  const deadline = Date.now() + 5000;
  while (seen() < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return clients;
}

describe('canReusePort', () => {
  it('is true from Node.js 22.12 on Linux, and nowhere else', () => {
    expect(canReusePort('20.19.0', 'linux')).toBe(false);
    expect(canReusePort('22.11.0', 'linux')).toBe(false);
    expect(canReusePort('22.12.0', 'linux')).toBe(true);
    expect(canReusePort('23.0.0', 'linux')).toBe(true);
    expect(canReusePort('24.21.0', 'linux')).toBe(true);
    expect(canReusePort('24.21.0', 'darwin')).toBe(false);
    expect(canReusePort('24.21.0', 'win32')).toBe(false);
  });

  it('decides how many sockets serve a port in this process', () => {
    expect(ACCEPT_SOCKETS).toBe(canReusePort() ? 4 : 1);
  });
});

describe('listenTcp', () => {
  it('serves a free port and hands every connection to the handler', async () => {
    const sockets: Socket[] = [];
    const servers = await listenTcp((socket) => sockets.push(socket), { port: 0, noDelay: true });
    opened.push(...servers);
    expect(servers).toHaveLength(ACCEPT_SOCKETS);
    const port = portOf(servers[0]);
    expect(port).toBeGreaterThan(0);
    for (const server of servers) expect(portOf(server)).toBe(port);
    accepted.push(...(await connectAll(port, 40, () => sockets.length)), ...sockets);
    expect(sockets).toHaveLength(40);
  });

  it('fails on a port another listener holds, as a single socket would, leaving none open', async () => {
    const first = await listenTcp(() => undefined, { port: 0 });
    opened.push(...first);
    const port = portOf(first[0]);
    await expect(listenTcp(() => undefined, { port })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
    // Only the first holder's sockets serve the port: every connection reaches it.
    let reached = 0;
    first.forEach((server) => server.on('connection', () => (reached += 1)));
    accepted.push(...(await connectAll(port, 20, () => reached)));
    expect(reached).toBe(20);
  });

  it.runIf(canReusePort())('spreads connections over several sockets of one port', async () => {
    const bySocket = [0, 0, 0, 0];
    const servers = await listenTcp(() => undefined, { port: 0, sockets: 4 });
    opened.push(...servers);
    servers.forEach((server, index) =>
      server.on('connection', () => (bySocket[index] = (bySocket[index] ?? 0) + 1)),
    );
    const total = () => bySocket.reduce((a, b) => a + b, 0);
    accepted.push(...(await connectAll(portOf(servers[0]), 200, total)));
    expect(total()).toBe(200);
    // The kernel hashes each connection to one socket: with 200, every socket gets some.
    expect(bySocket.every((n) => n > 0)).toBe(true);
  });
});
