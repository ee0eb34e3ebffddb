import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import { ProtocolError } from '@convoy/protocols';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { DeviceConnection, type DeviceLink } from './device-connection';
import type { ProtocolHandler } from './protocol-handler';
import type { SessionRegistry } from './session-registry';

/** A UDP peer seen as a link: replies go back to the address and port it sent from. */
class UdpPeer implements DeviceLink {
  destroyed = false;
  lastSeen = Date.now();

  constructor(
    private readonly socket: Socket,
    readonly remoteAddress: string,
    readonly remotePort: number,
  ) {}

  write(bytes: Uint8Array): void {
    if (!this.destroyed) this.socket.send(bytes, this.remotePort, this.remoteAddress);
  }

  destroy(): void {
    this.destroyed = true;
  }
}

/**
 * Serves one protocol over UDP: each datagram carries whole frames; a peer (address and
 * port) is a device connection with the same identity, ordering and acknowledgement rules as
 * over TCP, forgotten when silent for the idle time.
 */
export class UdpListener<State> {
  private socket: Socket | null = null;
  private readonly peers = new Map<
    string,
    { link: UdpPeer; connection: DeviceConnection<State> }
  >();
  private sweeper: NodeJS.Timeout | null = null;
  readonly stats = { datagrams: 0, frames: 0, rejected: 0 };

  constructor(
    private readonly handler: ProtocolHandler<State>,
    private readonly options: {
      port: number;
      host?: string;
      idleTimeoutMs: number;
      log: Logger;
      sessions: SessionRegistry;
    },
  ) {}

  get port(): number {
    return this.socket?.address().port ?? 0;
  }

  async start(): Promise<void> {
    const socket = createSocket('udp4');
    socket.on('message', (message, remote) => this.receive(message, remote));
    socket.on('error', (error) => this.options.log.error({ err: error }, 'UDP listener error'));
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(this.options.port, this.options.host ?? '0.0.0.0', () => {
        socket.off('error', reject);
        resolve();
      });
    });
    this.socket = socket;
    this.sweeper = setInterval(
      () => this.sweep(),
      Math.min(60_000, this.options.idleTimeoutMs),
    ).unref();
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await Promise.all([...this.peers.values()].map(({ connection }) => connection.settled()));
    for (const { connection } of this.peers.values()) this.forget(connection);
    const socket = this.socket;
    this.socket = null;
    if (socket) await new Promise<void>((resolve) => socket.close(() => resolve()));
  }

  private receive(message: Buffer, remote: RemoteInfo): void {
    const socket = this.socket;
    if (!socket) return;
    this.stats.datagrams++;
    const key = `${remote.address}:${remote.port}`;
    let peer = this.peers.get(key);
    if (!peer) {
      const link = new UdpPeer(socket, remote.address, remote.port);
      const connection = new DeviceConnection(
        this.handler.protocol,
        link,
        this.handler.createState(),
        this.options.log,
      );
      peer = { link, connection };
      this.peers.set(key, peer);
    }
    peer.link.lastSeen = Date.now();
    const { connection } = peer;
    let split;
    try {
      split = this.handler.split(message, connection);
    } catch {
      this.stats.rejected++;
      return;
    }
    for (const frame of split.frames) {
      const owned = Uint8Array.from(frame);
      this.stats.frames++;
      void connection
        .enqueue(() => this.handler.handleFrame(owned, connection))
        .catch((error: unknown) => {
          this.stats.rejected++;
          if (!(error instanceof ProtocolError))
            connection.log.error({ err: error }, 'UDP frame handling failed');
        });
    }
  }

  private sweep(): void {
    const limit = Date.now() - this.options.idleTimeoutMs;
    for (const [key, peer] of this.peers) {
      if (peer.link.lastSeen < limit) {
        this.peers.delete(key);
        this.forget(peer.connection);
      }
    }
  }

  private forget(connection: DeviceConnection<State>): void {
    connection.close('UDP peer idle');
    this.options.sessions.remove(connection);
  }
}
