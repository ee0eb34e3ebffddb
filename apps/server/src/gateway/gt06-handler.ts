import { type FrameSplit, gt06 } from '@convoy/protocols';
import type { DeviceConnection } from './device-connection';
import { type GatewayContext, identifyDevice } from './gateway-context';
import type { ProtocolHandler } from './protocol-handler';

type Gt06Connection = DeviceConnection<null>;

/**
 * GT06 / Concox over TCP: the login (0x01) names the device; positions and alarms that
 * follow are stored before the ack that the device waits for.
 */
export class Gt06Handler implements ProtocolHandler<null> {
  readonly protocol = 'gt06' as const;
  readonly maxBufferBytes = gt06.GT06_MAX_FRAME_BYTES * 2;

  constructor(private readonly context: GatewayContext) {}

  createState(): null {
    return null;
  }

  split(buffer: Uint8Array): FrameSplit {
    return gt06.splitGt06Frames(buffer);
  }

  async handleFrame(frame: Uint8Array, connection: Gt06Connection): Promise<void> {
    const message = gt06.decodeGt06(frame);
    if (message.type === 'login') {
      const device = await identifyDevice(this.context, connection, message.imei);
      // An unknown IMEI gets no ack, so the device does not start sending data we discard.
      if (device) this.ack(connection, message);
      return;
    }
    const device = connection.device;
    if (!device) return; // data before a successful login is not ours to store
    const position = gt06.gt06ToPosition(message);
    if (position) await this.context.pipeline.process(device, [position]);
    this.ack(connection, message);
  }

  private ack(connection: Gt06Connection, message: gt06.Gt06Message): void {
    const reply = gt06.gt06Reply(message);
    if (reply) connection.write(reply);
  }
}
