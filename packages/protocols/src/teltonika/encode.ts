/**
 * Teltonika server-to-device bytes: the handshake answer, the AVL acknowledgement and Codec 12
 * commands.
 */
import { ProtocolError } from '../types';
import { crcIbm } from './crc';
import { CODEC_12, TELTONIKA_COMMAND } from './decode';
import type { TeltonikaMessage } from './decode';

/** One byte: 01 accepts the IMEI, 00 rejects it (the device then disconnects). */
export function encodeTeltonikaImeiReply(accept: boolean): Uint8Array {
  return Uint8Array.of(accept ? 1 : 0);
}

/** The record count as a DWORD; a count that differs from what was sent makes the device resend. */
export function encodeTeltonikaAck(recordCount: number): Uint8Array {
  const ack = new Uint8Array(4);
  new DataView(ack.buffer).setUint32(0, recordCount >>> 0);
  return ack;
}

/**
 * What the device waits for: 01 after an IMEI (accepting it; refusing unknown devices is the
 * gateway's decision, made with `encodeTeltonikaImeiReply(false)`), the record count after AVL
 * data, nothing after a command response.
 */
export function teltonikaReply(message: TeltonikaMessage): Uint8Array | undefined {
  switch (message.type) {
    case 'imei':
      return encodeTeltonikaImeiReply(true);
    case 'avl':
      return encodeTeltonikaAck(message.recordCount);
    case 'command':
      return undefined;
  }
}

/**
 * Codec 12 GPRS command (type 0x05), e.g. `getinfo` or `setdigout 1`:
 * `00000000 | data length | 0C | 01 | 05 | size DWORD | ASCII | 01 | CRC DWORD`.
 */
export function encodeTeltonikaCommand(command: string): Uint8Array {
  const size = command.length;
  for (let index = 0; index < size; index++) {
    if (command.charCodeAt(index) > 0x7e) {
      throw new ProtocolError(`Teltonika: command text must be ASCII, got "${command}"`);
    }
  }
  const dataLength = 1 + 1 + 1 + 4 + size + 1;
  const packet = new Uint8Array(8 + dataLength + 4);
  const view = new DataView(packet.buffer);
  view.setUint32(4, dataLength);
  packet[8] = CODEC_12;
  packet[9] = 1;
  packet[10] = TELTONIKA_COMMAND;
  view.setUint32(11, size);
  for (let index = 0; index < size; index++) packet[15 + index] = command.charCodeAt(index);
  packet[15 + size] = 1;
  view.setUint32(16 + size, crcIbm(packet, 8, 8 + dataLength));
  return packet;
}
