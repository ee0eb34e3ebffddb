import type { DeviceCommand } from '@convoy/domain';
import { type FrameSplit, h02 } from '@convoy/protocols';
import type { RegisteredDevice } from '../device/device-registry';
import type { DeviceConnection, FrameOutcome } from './device-connection';
import { type GatewayContext, identifyDevice } from './gateway-context';
import type { PreparedCommand, ProtocolHandler } from './protocol-handler';

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

  prepareCommand(
    command: DeviceCommand,
    connection: DeviceConnection<null>,
  ): PreparedCommand | null {
    const deviceId = connection.identifier;
    if (!deviceId) return null;
    const now = new Date();
    let frame: Uint8Array;
    let code: string;
    switch (command.type) {
      case 'outputControl':
        frame = h02.encodeH02EngineStop(deviceId, now, command.params.on);
        code = 'S20';
        break;
      case 'uploadInterval':
        frame = h02.encodeH02ReportInterval(deviceId, now, command.params.units * 10);
        code = 'D1';
        break;
      default:
        return null;
    }
    // The device confirms with a V4 message naming the command.
    return {
      frames: [frame],
      match: (message) => {
        const m = message as h02.H02Message;
        return m.type === 'commandReply' && m.command === code
          ? { result: 'success', reply: m.command }
          : undefined;
      },
    };
  }

  /**
   * Every H02 message names its device; the connection's device, once known, is used without
   * a lookup or a promise.
   */
  handleFrame(
    frame: Uint8Array,
    connection: DeviceConnection<null>,
  ): FrameOutcome | Promise<FrameOutcome> {
    const message = h02.decodeH02(frame);
    connection.commands.offer(message);
    if (connection.device && connection.identifier === message.deviceId) {
      return this.store(connection.device, message);
    }
    return identifyDevice(this.context, connection, message.deviceId).then((device) =>
      device ? this.store(device, message) : undefined,
    );
  }

  private store(device: RegisteredDevice, message: h02.H02Message): FrameOutcome {
    const position = h02.h02ToPosition(message);
    // Queued for storage now; the next frame is read while it commits.
    if (position) return { stored: this.context.pipeline.process(device, [position]).then(noop) };
  }
}

const noop = (): void => undefined;
