import { randomBytes } from 'node:crypto';
import {
  decodeJt808,
  decodeJt808Body,
  encodeJt808Frame,
  type FrameSplit,
  type Jt808Decoded,
  type Jt808Header,
  type Jt808HeaderInput,
  type Jt808Message,
  Jt808Reassembler,
  jt808Reply,
  JT808_MAX_WIRE_FRAME,
  PlatformResult,
  type Position,
  RegisterResult,
  splitJt808Frames,
} from '@convoy/protocols';
import type { DeviceCommand } from '@convoy/domain';
import type { RegisteredDevice } from '../device/device-registry';
import type { DeviceConnection, FrameOutcome } from './device-connection';
import { type Jt808PreparedCommand, prepareJt808Command } from './jt808-commands';
import { type GatewayContext, identifyDevice } from './gateway-context';
import type { PreparedCommand, ProtocolHandler } from './protocol-handler';

export interface Jt808State {
  /** The platform's own message serial towards this terminal. */
  serial: number;
  reassembler: Jt808Reassembler;
  /** The last header the terminal sent: commands answer in its number and layout. */
  lastHeader: Jt808Header | null;
}

type Jt808Connection = DeviceConnection<Jt808State>;

/** The platform's general reply (0x8001): reply serial, reply id, result (S808-13 §8.2). */
const PLATFORM_GENERAL_REPLY = 0x8001;
const GENERAL_REPLY_BODY = new Uint8Array(5);

function positionsOf(message: Jt808Message): Position[] {
  switch (message.type) {
    case 'location':
    case 'position_reply':
    case 'multimedia_data':
      return [message.position];
    case 'location_batch':
      return message.positions;
    default:
      return [];
  }
}

/**
 * JT/T 808 (2011, 2013, 2019) over TCP: registration and authentication as the standard
 * says, positions stored before the 0x8001 that acknowledges them, subpackaged messages
 * acknowledged packet by packet and handled once whole.
 */
export class Jt808Handler implements ProtocolHandler<Jt808State> {
  readonly protocol = 'jt808' as const;
  readonly maxBufferBytes = JT808_MAX_WIRE_FRAME * 2;

  constructor(private readonly context: GatewayContext) {}

  createState(): Jt808State {
    return { serial: 0, reassembler: new Jt808Reassembler(), lastHeader: null };
  }

  split(buffer: Uint8Array): FrameSplit {
    return splitJt808Frames(buffer);
  }

  handleFrame(
    frame: Uint8Array,
    connection: Jt808Connection,
  ): FrameOutcome | Promise<FrameOutcome> {
    const decoded = decodeJt808(frame);
    // The connection's device, once known, without a lookup (or a promise) per frame.
    if (connection.device && connection.identifier === decoded.header.phone) {
      connection.state.lastHeader = decoded.header;
      if (decoded.message.type !== 'fragment') return this.handleMessage(decoded, connection, true);
    }
    return this.handleIdentifying(decoded, connection);
  }

  /** A frame from a connection whose device is not known yet, or a subpackage. */
  private async handleIdentifying(
    decoded: Jt808Decoded,
    connection: Jt808Connection,
  ): Promise<FrameOutcome> {
    const device =
      connection.device && connection.identifier === decoded.header.phone
        ? connection.device
        : await identifyDevice(this.context, connection, decoded.header.phone);
    connection.state.lastHeader = decoded.header;
    if (!device) {
      // Registration from an unknown number is answered, so the installer sees why.
      if (decoded.message.type === 'register') {
        this.reply(connection, decoded, { registerResult: RegisterResult.terminalNotInDatabase });
      }
      return;
    }
    if (decoded.message.type === 'fragment') {
      const whole = connection.state.reassembler.add(
        decoded.header,
        decoded.message.body,
        Date.now(),
      );
      if (whole) {
        const message = decodeJt808Body(whole.header, whole.body);
        const outcome = await this.handleMessage(
          { header: whole.header, message },
          connection,
          false,
        );
        if (outcome) await outcome.stored;
      }
      // Each packet is acknowledged on its own (S1078 §5.6.2).
      this.reply(connection, decoded);
      return;
    }
    return this.handleMessage(decoded, connection, true);
  }

  /** Handles a whole message; without a promise unless it must wait (registration, pictures). */
  private handleMessage(
    decoded: Jt808Decoded,
    connection: Jt808Connection,
    acknowledge: boolean,
  ): FrameOutcome | Promise<FrameOutcome> {
    const { message } = decoded;
    const device = connection.device;
    if (!device) return;
    // Answers to commands (0x0001, 0x0104, 0x0201) go to the command that waits for them;
    // a position reply is stored as well.
    connection.commands.offer(message);
    if (
      message.type === 'register' ||
      (message.type === 'multimedia_data' && message.mediaType === 0 && this.context.pictures)
    ) {
      return this.handleWaiting(decoded, device, connection, acknowledge);
    }
    if (message.type === 'auth') {
      // A terminal that never registered here (or whose code we lost) is let in when not strict.
      const accepted =
        device.authCode === null ? !this.context.strictAuth : message.code === device.authCode;
      connection.authenticated = accepted;
      this.reply(connection, decoded, {
        result: accepted ? PlatformResult.success : PlatformResult.failure,
      });
      return;
    }
    return this.store(decoded, device, connection, acknowledge);
  }

  /** Messages that wait for the database before their answer. */
  private async handleWaiting(
    decoded: Jt808Decoded,
    device: RegisteredDevice,
    connection: Jt808Connection,
    acknowledge: boolean,
  ): Promise<FrameOutcome> {
    const { message } = decoded;
    if (message.type === 'register') {
      const authCode = randomBytes(6).toString('hex');
      await this.context.registry.setAuthCode(device, authCode);
      this.reply(connection, decoded, { registerResult: RegisterResult.success, authCode });
      return;
    }
    if (message.type === 'multimedia_data' && message.mediaType === 0 && this.context.pictures) {
      await this.context.pictures({
        deviceId: device.id,
        mediaId: message.mediaId,
        channel: message.channel,
        eventCode: message.event,
        format: message.format,
        fixTime: message.position.fixTime,
        latitude: message.position.latitude,
        longitude: message.position.longitude,
        data: message.data,
      });
    }
    return this.store(decoded, device, connection, acknowledge);
  }

  /** Queues the message's positions for storage (answered once stored), or answers it. */
  private store(
    decoded: Jt808Decoded,
    device: RegisteredDevice,
    connection: Jt808Connection,
    acknowledge: boolean,
  ): FrameOutcome {
    const positions = positionsOf(decoded.message);
    if (positions.length > 0) {
      if (this.context.strictAuth && !connection.authenticated) return;
      // Queued for storage now; acknowledged once committed, while the next frame is read.
      const stored = this.context.pipeline.process(device, positions).then(() => {
        if (acknowledge) this.acknowledgeStored(connection, decoded);
      });
      return { stored };
    }
    if (acknowledge) this.reply(connection, decoded);
  }

  /**
   * The answer to a stored message: for a location report or a batch, the 0x8001 success,
   * built here from a shared body (the encoder copies it into the frame at once), since
   * every report is answered; anything else as `jt808Reply` says.
   */
  private acknowledgeStored(connection: Jt808Connection, decoded: Jt808Decoded): void {
    const { header, message } = decoded;
    if (message.type !== 'location' && message.type !== 'location_batch') {
      this.reply(connection, decoded);
      return;
    }
    const body = GENERAL_REPLY_BODY;
    body[0] = (header.serial >>> 8) & 0xff;
    body[1] = header.serial & 0xff;
    body[2] = (header.msgId >>> 8) & 0xff;
    body[3] = header.msgId & 0xff;
    body[4] = PlatformResult.success;
    connection.write(this.encode(connection, header, PLATFORM_GENERAL_REPLY, body));
  }

  private reply(
    connection: Jt808Connection,
    decoded: Jt808Decoded,
    options: Parameters<typeof jt808Reply>[1] = {},
  ): void {
    const reply = jt808Reply(decoded, options);
    if (!reply) return;
    connection.write(this.encode(connection, decoded.header, reply.msgId, reply.body));
  }

  prepareCommand(command: DeviceCommand, connection: Jt808Connection): PreparedCommand | null {
    return this.prepareMessage((header) => prepareJt808Command(command, header), connection);
  }

  /**
   * A platform message built for this terminal's number and header layout, with the serial it
   * will carry (video signalling: 0x9101, 0x9102, 0x9201, 0x9202, 0x9205, 0x9206).
   */
  prepareMessage(
    build: (header: Jt808HeaderInput) => Jt808PreparedCommand | null,
    connection: Jt808Connection,
  ): PreparedCommand | null {
    const header = connection.state.lastHeader;
    if (!header) return null;
    const serial = connection.state.serial;
    const prepared = build({
      phone: header.phone,
      serial,
      version: header.version,
      ...(header.protocolVersion !== undefined ? { protocolVersion: header.protocolVersion } : {}),
    });
    if (!prepared) return null;
    connection.state.serial = (serial + 1) & 0xffff;
    return { frames: [prepared.frame], match: prepared.match };
  }

  /** A platform message to this terminal, in the header layout it speaks. */
  encode(
    connection: Jt808Connection,
    header: Jt808Header,
    msgId: number,
    body: Uint8Array,
  ): Uint8Array {
    const serial = connection.state.serial;
    connection.state.serial = (serial + 1) & 0xffff;
    const input: Jt808HeaderInput = { phone: header.phone, serial, version: header.version };
    if (header.protocolVersion !== undefined) input.protocolVersion = header.protocolVersion;
    return encodeJt808Frame(input, msgId, body);
  }
}
