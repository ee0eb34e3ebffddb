import type { DeviceCommand } from '@convoy/domain';
import { type FrameSplit, gt06 } from '@convoy/protocols';
import type { DeviceConnection, FrameOutcome } from './device-connection';
import { type GatewayContext, identifyDevice } from './gateway-context';
import type { PreparedCommand, ProtocolHandler } from './protocol-handler';
import { gt06CommandText } from './text-commands';

/** Serial and server flag of the commands sent on one connection. */
export interface Gt06State {
  commandSerial: number;
}

type Gt06Connection = DeviceConnection<Gt06State>;

/**
 * GT06 / Concox over TCP: the login (0x01) names the device; positions and alarms that
 * follow are stored before the ack that the device waits for.
 */
export class Gt06Handler implements ProtocolHandler<Gt06State> {
  readonly protocol = 'gt06' as const;
  readonly maxBufferBytes = gt06.GT06_MAX_FRAME_BYTES * 2;

  constructor(private readonly context: GatewayContext) {}

  createState(): Gt06State {
    return { commandSerial: 1 };
  }

  split(buffer: Uint8Array): FrameSplit {
    return gt06.splitGt06Frames(buffer);
  }

  /** Without a promise of its own, except for a login (which looks the device up). */
  handleFrame(frame: Uint8Array, connection: Gt06Connection): FrameOutcome | Promise<FrameOutcome> {
    const message = gt06.decodeGt06(frame);
    connection.commands.offer(message);
    if (message.type === 'login') return this.login(connection, message);
    const device = connection.device;
    if (!device) return; // data before a successful login is not ours to store
    const position = gt06.gt06ToPosition(message);
    if (!position) {
      this.ack(connection, message);
      return;
    }
    // Queued for storage now; acknowledged once committed, while the next frame is read.
    const stored = this.context.pipeline
      .process(device, [position])
      .then(() => this.ack(connection, message));
    return { stored };
  }

  prepareCommand(command: DeviceCommand, connection: Gt06Connection): PreparedCommand | null {
    const text = gt06CommandText(command);
    if (text === null) return null;
    const serial = connection.state.commandSerial;
    connection.state.commandSerial = (serial % 0xffff) + 1;
    // The server flag comes back in the device's reply (0x15 / 0x21): it pairs the two.
    const serverFlag = (0x43560000 | serial) >>> 0;
    return {
      frames: [gt06.encodeGt06Command({ command: text, serverFlag, serial })],
      match: (message) => {
        const m = message as gt06.Gt06Message;
        return m.type === 'commandReply' && m.serverFlag === serverFlag
          ? { result: 'success', reply: m.text }
          : undefined;
      },
    };
  }

  private async login(connection: Gt06Connection, message: gt06.Gt06Message & { type: 'login' }) {
    const device = await identifyDevice(this.context, connection, message.imei);
    // An unknown IMEI gets no ack, so the device does not start sending data we discard.
    if (device) this.ack(connection, message);
  }

  private ack(connection: Gt06Connection, message: gt06.Gt06Message): void {
    const reply = gt06.gt06Reply(message);
    if (reply) connection.write(reply);
  }
}
