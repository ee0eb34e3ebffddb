import { createServer, type Server, type Socket } from 'node:net';

/**
 * Connections the kernel may hold completed for a listening socket before it is accepted.
 * After a restart every device reconnects at once; with Node.js's default of 511 most of a
 * large fleet's handshakes overflowed the queue and were dropped, and each device waited for
 * its retransmissions (1 s, 3 s, 7 s…) or gave up. The kernel caps this at
 * net.core.somaxconn.
 */
export const LISTEN_BACKLOG = 65_535;

/**
 * Whether this Node.js can open several listening sockets on one port (SO_REUSEPORT):
 * Node.js 22.12 and later, on Linux, where the kernel spreads new connections over them.
 */
export function canReusePort(
  version = process.versions.node,
  platform: NodeJS.Platform = process.platform,
): boolean {
  if (platform !== 'linux') return false;
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 12);
}

/**
 * Listening sockets a device port is served by. Node.js accepts one connection per
 * listening socket per turn of its event loop (libuv since 1.45), and a turn of a busy
 * gateway takes about a millisecond: one socket let about 1,000 sessions a second in, so in a
 * reconnect storm its queue stayed full for many seconds and the kernel reset handshakes that
 * had waited too long. With several sockets on the port, each turn accepts up to that many.
 */
export const ACCEPT_SOCKETS = canReusePort() ? 4 : 1;

/**
 * Listens on `port` (0: a free one) with `sockets` listening sockets sharing the port, all
 * handing their connections to `onConnection`. Resolves with the servers once all listen;
 * rejects (closing any already open) when one cannot.
 *
 * Sockets that share a port would share it with another process doing the same, so a second
 * server started on a port in use would split the devices with the first instead of failing:
 * the port is first taken alone, which fails with EADDRINUSE as a single socket would.
 */
export async function listenTcp(
  onConnection: (socket: Socket) => void,
  options: { port: number; host?: string; noDelay?: boolean; sockets?: number },
): Promise<Server[]> {
  const sockets = Math.max(1, options.sockets ?? ACCEPT_SOCKETS);
  const open = async (port: number, reusePort: boolean): Promise<Server> => {
    const server = createServer({ noDelay: options.noDelay ?? false }, onConnection);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(
        {
          port,
          backlog: LISTEN_BACKLOG,
          ...(options.host ? { host: options.host } : {}),
          ...(reusePort ? { reusePort: true } : {}),
        },
        () => {
          server.off('error', reject);
          resolve();
        },
      );
    });
    return server;
  };
  const alone = await open(options.port, false);
  if (sockets === 1) return [alone];
  const port = portOf(alone);
  await closeServer(alone);
  const servers: Server[] = [];
  try {
    for (let i = 0; i < sockets; i++) servers.push(await open(port, true));
    return servers;
  } catch (error) {
    await Promise.all(servers.map(closeServer));
    throw error;
  }
}

/** The port a server listens on (0 while it does not). */
export function portOf(server: Server | undefined): number {
  const address = server?.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** Closes a server, resolving once it no longer listens (at once when it never did). */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
  });
}
