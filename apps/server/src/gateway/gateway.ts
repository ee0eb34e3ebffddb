import type { FastifyBaseLogger as Logger } from 'fastify';
import type { DeviceCommand } from '@convoy/domain';
import type { Jt808HeaderInput, ProtocolName } from '@convoy/protocols';
import type { CommandReply } from './pending-commands';
import type { DeviceRegistry, UnknownDevices } from '../device/device-registry';
import type { PositionPipeline } from '../pipeline/pipeline';
import type { GatewayContext, PictureSink } from './gateway-context';
import { Gt06Handler } from './gt06-handler';
import { H02Handler } from './h02-handler';
import { OsmandListener } from './osmand-listener';
import { Jt808Handler, type Jt808State } from './jt808-handler';
import type { Jt808PreparedCommand } from './jt808-commands';
import type { DeviceConnection } from './device-connection';
import { TeltonikaHandler } from './teltonika-handler';
import type { ProtocolHandler } from './protocol-handler';
import { SessionRegistry } from './session-registry';
import { TcpListener } from './tcp-listener';
import { UdpListener } from './udp-listener';

export interface GatewayOptions {
  registry: DeviceRegistry;
  unknown: UnknownDevices;
  pipeline: PositionPipeline;
  log: Logger;
  strictAuth: boolean;
  idleTimeoutMs: number;
  host?: string;
  /** Where pictures that terminals upload (JT/T 808 0x0801) are kept. */
  pictures?: PictureSink;
}

/** Protocols also served over UDP, on the same port number. */
const UDP_PROTOCOLS: ReadonlySet<ProtocolName> = new Set(['jt808', 'h02']);

/** The protocols served over TCP, and the handler of each. */
const TCP_HANDLERS: Partial<
  Record<ProtocolName, (context: GatewayContext) => ProtocolHandler<unknown>>
> = {
  jt808: (context) => new Jt808Handler(context),
  gt06: (context) => new Gt06Handler(context),
  teltonika: (context) => new TeltonikaHandler(context),
  h02: (context) => new H02Handler(context),
};

/**
 * The device gateway: one listener per protocol, one session per device, positions through
 * the pipeline into storage before any acknowledgement.
 */
export class Gateway {
  readonly sessions = new SessionRegistry();
  private readonly listeners = new Map<ProtocolName, TcpListener<unknown>>();
  private readonly handlers = new Map<ProtocolName, ProtocolHandler<unknown>>();
  private readonly udpListeners = new Map<ProtocolName, UdpListener<unknown>>();
  private osmand: OsmandListener | null = null;
  private readonly context: GatewayContext;

  constructor(private readonly options: GatewayOptions) {
    this.context = {
      registry: options.registry,
      unknown: options.unknown,
      sessions: this.sessions,
      pipeline: options.pipeline,
      log: options.log,
      strictAuth: options.strictAuth,
      ...(options.pictures ? { pictures: options.pictures } : {}),
    };
  }

  /** Starts the listeners; port 0 picks a free port (tests), omitted protocols stay off. */
  async start(ports: Partial<Record<ProtocolName, number>>): Promise<void> {
    for (const [protocol, port] of Object.entries(ports) as [ProtocolName, number][]) {
      if (protocol === 'osmand') {
        this.osmand = new OsmandListener(this.context, port, this.options.host);
        await this.osmand.start();
        this.options.log.info({ protocol, port: this.osmand.boundPort }, 'device listener ready');
        continue;
      }
      const create = TCP_HANDLERS[protocol];
      if (!create) continue;
      const handler = create(this.context);
      this.handlers.set(protocol, handler);
      const listener = new TcpListener(handler, {
        port,
        idleTimeoutMs: this.options.idleTimeoutMs,
        log: this.options.log,
        sessions: this.sessions,
        ...(this.options.host ? { host: this.options.host } : {}),
      });
      await listener.start();
      this.listeners.set(protocol, listener);
      if (UDP_PROTOCOLS.has(protocol)) {
        // The same port number over UDP (JT/T 808 §4.1 allows both; H02 units often use UDP).
        const udp = new UdpListener(handler, {
          port: port === 0 ? 0 : port,
          idleTimeoutMs: this.options.idleTimeoutMs,
          log: this.options.log,
          sessions: this.sessions,
          ...(this.options.host ? { host: this.options.host } : {}),
        });
        await udp.start();
        this.udpListeners.set(protocol, udp);
      }
      this.options.log.info({ protocol, port: listener.port }, 'device listener ready');
    }
  }

  /**
   * Sends a command to a device through the connection that holds its session and waits for
   * the answer the device gives to it.
   */
  async sendCommand(
    deviceId: string,
    command: DeviceCommand,
    timeoutMs: number,
  ): Promise<CommandReply | 'timeout' | 'offline' | 'unsupported'> {
    const connection = this.sessions.get(deviceId);
    if (!connection || connection.isClosed) return 'offline';
    const handler = this.handlers.get(connection.protocol);
    const prepared = handler?.prepareCommand(command, connection) ?? null;
    if (!prepared) return 'unsupported';
    const answer = connection.commands.expect(prepared.match, timeoutMs);
    for (const frame of prepared.frames) connection.write(frame);
    return answer;
  }

  /**
   * Sends a JT/T 808 platform message built for the device's header layout (video signalling)
   * and waits for the answer its matcher recognises.
   */
  async sendJt808(
    deviceId: string,
    build: (header: Jt808HeaderInput) => Jt808PreparedCommand | null,
    timeoutMs: number,
  ): Promise<CommandReply | 'timeout' | 'offline' | 'unsupported'> {
    const connection = this.sessions.get(deviceId);
    if (!connection || connection.isClosed) return 'offline';
    const handler = this.handlers.get(connection.protocol);
    if (!(handler instanceof Jt808Handler)) return 'unsupported';
    const prepared = handler.prepareMessage(build, connection as DeviceConnection<Jt808State>);
    if (!prepared) return 'unsupported';
    const answer = connection.commands.expect(prepared.match, timeoutMs);
    for (const frame of prepared.frames) connection.write(frame);
    return answer;
  }

  /** The UDP port a protocol listens on, where it has one. */
  udpPort(protocol: ProtocolName): number | undefined {
    return this.udpListeners.get(protocol)?.port;
  }

  /** The port a protocol listens on, once started. */
  port(protocol: ProtocolName): number | undefined {
    if (protocol === 'osmand') return this.osmand?.boundPort;
    return this.listeners.get(protocol)?.port;
  }

  stats() {
    return Object.fromEntries(
      [...this.listeners].map(([protocol, listener]) => [
        protocol,
        { ...listener.stats, open: listener.openConnections },
      ]),
    );
  }

  async stop(): Promise<void> {
    await Promise.all([...this.listeners.values()].map((listener) => listener.stop()));
    await Promise.all([...this.udpListeners.values()].map((listener) => listener.stop()));
    this.udpListeners.clear();
    await this.osmand?.stop();
    this.osmand = null;
    this.listeners.clear();
  }
}
