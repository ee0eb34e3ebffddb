import type { Server, Socket } from 'node:net';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { ProtocolError } from '@convoy/protocols';
import { DeviceConnection } from './device-connection';
import { closeServer, listenTcp, portOf } from './listen';
import type { ProtocolHandler } from './protocol-handler';
import type { SessionRegistry } from './session-registry';

/** Frames queued or being stored per connection before its socket is paused (back-pressure). */
const MAX_BACKLOG = 32;

export interface TcpListenerOptions {
  port: number;
  host?: string;
  idleTimeoutMs: number;
  log: Logger;
  sessions: SessionRegistry;
}

/**
 * Serves one protocol on one TCP port. Each connection buffers at most the protocol's
 * largest frame, hands complete frames to the handler in order, and is closed when idle.
 * A malformed frame is logged and skipped; it never takes the listener down.
 */
export class TcpListener<State> {
  /** The listening sockets of the port (several where the port can be shared: listen.ts). */
  private servers: Server[] = [];
  private readonly connections = new Set<DeviceConnection<State>>();
  readonly stats = { connections: 0, frames: 0, rejected: 0, skippedBytes: 0 };

  constructor(
    private readonly handler: ProtocolHandler<State>,
    private readonly options: TcpListenerOptions,
  ) {}

  get port(): number {
    return portOf(this.servers[0]);
  }

  get openConnections(): number {
    return this.connections.size;
  }

  async start(): Promise<void> {
    const { port, host = '0.0.0.0' } = this.options;
    const servers = await listenTcp((socket) => this.accept(socket), {
      port,
      host,
      noDelay: true,
    });
    for (const server of servers) {
      server.on('error', (error) => this.options.log.error({ err: error }, 'listener error'));
    }
    this.servers = servers;
  }

  /** Stops accepting, lets queued frames finish, then closes every connection. */
  async stop(): Promise<void> {
    const servers = this.servers;
    this.servers = [];
    const closing = Promise.all(servers.map(closeServer));
    await Promise.all([...this.connections].map((c) => c.settled()));
    for (const connection of this.connections) connection.close('server stopping');
    await closing;
  }

  private accept(socket: Socket): void {
    const { log, sessions } = this.options;
    const connection = new DeviceConnection(
      this.handler.protocol,
      socket,
      this.handler.createState(),
      log.child({ protocol: this.handler.protocol }),
    );
    this.connections.add(connection);
    this.stats.connections++;
    socket.setKeepAlive(true, 60_000);
    socket.setTimeout(this.options.idleTimeoutMs, () => connection.close('idle timeout'));
    let buffer: Buffer = Buffer.alloc(0);
    // Made once per connection, not per chunk or frame: these run for every report.
    const resumeIfDrained = (): void => {
      if (socket.isPaused() && connection.backlog < MAX_BACKLOG / 2) socket.resume();
    };
    const handled = (): void => {
      connection.framesHandled++;
      resumeIfDrained();
    };
    const failed = (error: unknown): void => {
      this.reject(connection, error);
      resumeIfDrained();
    };

    socket.on('data', (chunk: Buffer) => {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      let split;
      try {
        split = this.handler.split(buffer, connection);
      } catch (error) {
        connection.log.warn(
          { err: error, address: connection.address },
          'unreadable stream; closing',
        );
        connection.close('unreadable stream');
        return;
      }
      this.stats.skippedBytes += split.skipped;
      buffer = buffer.subarray(split.consumed);
      if (buffer.length > this.handler.maxBufferBytes) {
        connection.log.warn(
          { address: connection.address, device: connection.identifier, buffered: buffer.length },
          'partial frame larger than the protocol allows; closing',
        );
        connection.close('frame too large');
        return;
      }
      for (const frame of split.frames) {
        // The frame views its chunk, which is never written again (a new chunk is a new
        // buffer; what is left of this one is copied into the next concat).
        this.stats.frames++;
        void connection
          .enqueue(() => this.handler.handleFrame(frame, connection))
          .then(handled, failed);
      }
      if (connection.backlog >= MAX_BACKLOG) socket.pause();
    });
    socket.on('error', (error) => connection.log.debug({ err: error }, 'device socket error'));
    socket.on('close', () => {
      connection.commands.abandon();
      this.connections.delete(connection);
      sessions.remove(connection);
    });
  }

  private reject(connection: DeviceConnection<State>, error: unknown): void {
    connection.framesRejected++;
    this.stats.rejected++;
    if (error instanceof ProtocolError) {
      // Rate-limit per connection: a flood of garbage must not flood the log.
      if (connection.framesRejected <= 3 || connection.framesRejected % 1000 === 0) {
        connection.log.warn(
          {
            address: connection.address,
            device: connection.identifier,
            rejected: connection.framesRejected,
          },
          `malformed frame skipped: ${error.message}`,
        );
      }
      return;
    }
    connection.log.error({ err: error, device: connection.identifier }, 'frame handling failed');
  }
}
