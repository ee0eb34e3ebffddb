import type { DeviceCommand } from '@convoy/domain';
import type { FrameSplit, ProtocolName } from '@convoy/protocols';
import type { ReplyMatcher } from './pending-commands';
import type { DeviceConnection, FrameOutcome } from './device-connection';

/** What the gateway needs of a protocol to serve it on a TCP port. */
/** A command encoded for one device, and how to recognise its answer. */
export interface PreparedCommand {
  frames: Uint8Array[];
  match: ReplyMatcher;
}

export interface ProtocolHandler<State> {
  readonly protocol: ProtocolName;
  /** Largest partial frame a connection may buffer before it is dropped as garbage. */
  readonly maxBufferBytes: number;
  createState(): State;
  split(buffer: Uint8Array, connection: DeviceConnection<State>): FrameSplit;
  /**
   * Decodes one frame, identifies the device, stores what the frame carries and then
   * acknowledges it. Throws ProtocolError for a malformed frame (logged and skipped). A
   * handler may return while the frame's positions are still being stored, handing back
   * that storage (the acknowledgement follows it): the connection's next frame is then
   * handled meanwhile. A frame handled without waiting for anything may answer without a
   * promise.
   */
  handleFrame(
    frame: Uint8Array,
    connection: DeviceConnection<State>,
  ): FrameOutcome | Promise<FrameOutcome>;
  /** Encodes a command for this device, or null when the protocol has no such command. */
  prepareCommand(
    command: DeviceCommand,
    connection: DeviceConnection<State>,
  ): PreparedCommand | null;
}
