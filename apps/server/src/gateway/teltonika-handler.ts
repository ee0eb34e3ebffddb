import type { DeviceCommand } from '@convoy/domain';
import { type FrameSplit, teltonika } from '@convoy/protocols';
import type { DeviceConnection, FrameOutcome } from './device-connection';
import { type GatewayContext, identifyDevice } from './gateway-context';
import type { PreparedCommand, ProtocolHandler } from './protocol-handler';
import { teltonikaCommandText } from './text-commands';

type TeltonikaConnection = DeviceConnection<null>;

/**
 * Teltonika over TCP: the IMEI handshake is accepted (0x01) only for an owned device;
 * each AVL packet is stored, then acknowledged with its record count.
 */
export class TeltonikaHandler implements ProtocolHandler<null> {
  readonly protocol = 'teltonika' as const;
  readonly maxBufferBytes = teltonika.TELTONIKA_MAX_DATA_LENGTH + 64;

  constructor(private readonly context: GatewayContext) {}

  createState(): null {
    return null;
  }

  split(buffer: Uint8Array): FrameSplit {
    return teltonika.splitTeltonikaFrames(buffer);
  }

  prepareCommand(command: DeviceCommand, connection: TeltonikaConnection): PreparedCommand | null {
    const text = teltonikaCommandText(command);
    // Codec 12 carries no id: one command at a time per device, answered in order.
    if (text === null || connection.commands.size > 0) return null;
    return {
      frames: [teltonika.encodeTeltonikaCommand(text)],
      match: (message) => {
        const m = message as teltonika.TeltonikaMessage;
        const response =
          m.type === 'command' ? m.entries.find((e) => e.messageType === 0x06) : undefined;
        return response ? { result: 'success', reply: response.text } : undefined;
      },
    };
  }

  /** Without a promise of its own, except for the IMEI greeting (which looks the device up). */
  handleFrame(
    frame: Uint8Array,
    connection: TeltonikaConnection,
  ): FrameOutcome | Promise<FrameOutcome> {
    const message = teltonika.decodeTeltonika(frame);
    switch (message.type) {
      case 'imei':
        return this.greet(connection, message.imei);
      case 'avl': {
        const device = connection.device;
        if (!device) return;
        // Queued for storage now; the record count goes back once committed.
        const stored = this.context.pipeline
          .process(device, teltonika.teltonikaToPositions(message))
          .then(() => {
            const reply = teltonika.teltonikaReply(message);
            if (reply) connection.write(reply);
          });
        return { stored };
      }
      case 'command':
        // Codec 12/13 responses answer the command waiting on this connection.
        connection.commands.offer(message);
        return;
    }
  }

  private async greet(connection: TeltonikaConnection, imei: string): Promise<void> {
    const device = await identifyDevice(this.context, connection, imei);
    connection.write(teltonika.encodeTeltonikaImeiReply(device !== null));
    if (!device) connection.close('unknown IMEI refused');
  }
}
