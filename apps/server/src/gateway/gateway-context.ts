import type { FastifyBaseLogger as Logger } from 'fastify';
import type { DeviceRegistry, RegisteredDevice, UnknownDevices } from '../device/device-registry';
import type { PositionPipeline } from '../pipeline/pipeline';
import type { DeviceConnection } from './device-connection';
import type { SessionRegistry } from './session-registry';

/** What every protocol handler shares. */
export interface GatewayContext {
  registry: DeviceRegistry;
  unknown: UnknownDevices;
  sessions: SessionRegistry;
  pipeline: PositionPipeline;
  log: Logger;
  /** Strict mode: positions only from JT/T 808 terminals that authenticated (0x0102). */
  strictAuth: boolean;
  pictures?: PictureSink;
}

/** A picture a terminal uploaded (JT/T 808 0x0801 with media type 0), stored before the ack. */
export type PictureSink = (picture: {
  deviceId: string;
  mediaId: number;
  channel: number;
  eventCode: number;
  format: number;
  fixTime: Date;
  latitude: number;
  longitude: number;
  data: Uint8Array;
}) => Promise<void>;

/**
 * Resolves the identifier a connection announced to an owned device and binds the session.
 * An identifier no account owns is recorded as an unknown device and gets null: its frames
 * are not stored (and not acknowledged).
 */
export async function identifyDevice<State>(
  context: GatewayContext,
  connection: DeviceConnection<State>,
  identifier: string,
): Promise<RegisteredDevice | null> {
  if (connection.device && connection.identifier === identifier) return connection.device;
  connection.identifier = identifier;
  const device = await context.registry.find(identifier);
  if (!device) {
    connection.device = null;
    if (context.unknown.record(identifier, connection.protocol, connection.address)) {
      context.log.warn(
        { protocol: connection.protocol, identifier, address: connection.address },
        'frames from a device no account owns; not stored',
      );
    }
    return null;
  }
  connection.device = device;
  context.sessions.bind(device.id, connection);
  return device;
}
