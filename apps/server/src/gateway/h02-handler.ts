import { type FrameSplit, h02 } from '@convoy/protocols';
import type { DeviceConnection } from './device-connection';
import { type GatewayContext, identifyDevice } from './gateway-context';
import type { ProtocolHandler } from './protocol-handler';

/**
 * H02 text protocol over TCP. Every message names its device, and H02 devices expect no
 * acknowledgement: storing is all there is to do.
 */
export class H02Handler implements ProtocolHandler<null> {
  readonly protocol = 'h02' as const;
  readonly maxBufferBytes = h02.H02_MAX_MESSAGE_BYTES * 2;

  constructor(private readonly context: GatewayContext) {}

  createState(): null {
    return null;
  }

  split(buffer: Uint8Array): FrameSplit {
    return h02.splitH02Frames(buffer);
  }

  async handleFrame(frame: Uint8Array, connection: DeviceConnection<null>): Promise<void> {
    const message = h02.decodeH02(frame);
    const device = await identifyDevice(this.context, connection, message.deviceId);
    if (!device) return;
    const position = h02.h02ToPosition(message);
    if (position) await this.context.pipeline.process(device, [position]);
  }
}
