/**
 * GT06 server-to-device frames: acknowledgements and 0x80 text commands. Both go out in the
 * 0x7878 framing; commands longer than a 1-byte length allows use 0x7979.
 */
import { ProtocolError } from '../types';
import { crcItu } from './crc';
import {
  GT06_ALARM_26,
  GT06_ALARM_27,
  GT06_GPS_LBS_STATUS_ALARM,
  GT06_LOGIN,
  GT06_SERVER_COMMAND,
  GT06_STATUS,
  GT06_STRING_REPLY,
} from './decode';
import type { Gt06Message } from './decode';

/**
 * Messages the device waits to have acknowledged: login (it sends nothing else until acked),
 * heartbeat, alarms and string replies. Plain location reports need no acknowledgement.
 */
const ACKNOWLEDGED_PROTOCOLS = new Set([
  GT06_LOGIN,
  GT06_STATUS,
  GT06_STRING_REPLY,
  GT06_GPS_LBS_STATUS_ALARM,
  GT06_ALARM_26,
  GT06_ALARM_27,
]);

/** English, per the Concox document's language WORD (0x0001 Chinese, 0x0002 English). */
export const GT06_LANGUAGE_ENGLISH = 0x0002;

/** Builds a frame around `body` (protocol number .. last content byte) with serial and CRC. */
function buildFrame(body: Uint8Array, serial: number): Uint8Array {
  const lengthField = body.length + 4; // + serial + CRC
  const long = lengthField > 0xff;
  const lengthBytes = long ? 2 : 1;
  const frame = new Uint8Array(2 + lengthBytes + lengthField + 2);
  const marker = long ? 0x79 : 0x78;
  frame[0] = marker;
  frame[1] = marker;
  if (long) {
    frame[2] = lengthField >> 8;
    frame[3] = lengthField & 0xff;
  } else {
    frame[2] = lengthField;
  }
  let offset = 2 + lengthBytes;
  frame.set(body, offset);
  offset += body.length;
  frame[offset++] = (serial >> 8) & 0xff;
  frame[offset++] = serial & 0xff;
  const crc = crcItu(frame, 2, offset);
  frame[offset++] = crc >> 8;
  frame[offset++] = crc & 0xff;
  frame[offset++] = 0x0d;
  frame[offset] = 0x0a;
  return frame;
}

/** The 10-byte acknowledgement `78 78 05 <protocol> <serial> <crc> 0D 0A`. */
export function encodeGt06Ack(protocolNumber: number, serial: number): Uint8Array {
  return buildFrame(Uint8Array.of(protocolNumber), serial);
}

/** The acknowledgement a message needs, or undefined when the device expects none. */
export function gt06Reply(message: Gt06Message): Uint8Array | undefined {
  if (!ACKNOWLEDGED_PROTOCOLS.has(message.protocolNumber)) return undefined;
  return encodeGt06Ack(message.protocolNumber, message.serial);
}

export interface Gt06Command {
  /** ASCII command as the device's SMS syntax has it, e.g. "RELAY,1#". */
  command: string;
  /** Echoed in the device's 0x15 reply, to match reply to command. */
  serverFlag: number;
  serial: number;
  /** Appended as a WORD when given (some firmware requires it). */
  language?: number;
}

/** 0x80: `command length BYTE (4 + n) | server flag DWORD | ASCII[n] [| language WORD]`. */
export function encodeGt06Command(command: Gt06Command): Uint8Array {
  const text = command.command;
  for (let index = 0; index < text.length; index++) {
    if (text.charCodeAt(index) > 0x7e) {
      throw new ProtocolError(`GT06: command text must be ASCII, got "${text}"`);
    }
  }
  const commandLength = 4 + text.length;
  if (commandLength > 0xff) {
    throw new ProtocolError(`GT06: command of ${text.length} characters exceeds 251`);
  }
  const languageBytes = command.language === undefined ? 0 : 2;
  const body = new Uint8Array(2 + commandLength + languageBytes);
  body[0] = GT06_SERVER_COMMAND;
  body[1] = commandLength;
  const flag = command.serverFlag >>> 0;
  body[2] = flag >>> 24;
  body[3] = (flag >>> 16) & 0xff;
  body[4] = (flag >>> 8) & 0xff;
  body[5] = flag & 0xff;
  for (let index = 0; index < text.length; index++) body[6 + index] = text.charCodeAt(index);
  if (command.language !== undefined) {
    body[6 + text.length] = (command.language >> 8) & 0xff;
    body[7 + text.length] = command.language & 0xff;
  }
  return buildFrame(body, command.serial);
}
