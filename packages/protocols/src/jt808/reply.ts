/**
 * Which platform reply an uplink message needs (PROTOCOLS.md 1.4, 1.9). The gateway sends it
 * only after the message is stored, so a device that is not acknowledged retransmits.
 */
import type { Jt808Decoded } from './decode';
import { ByteWriter, encodeGbk } from './binary';

/** 0x8001 results (S808-13 §8.2): 0 success, 1 failure, 2 message error, 3 unsupported, 4 alarm confirmed. */
export const PlatformResult = {
  success: 0,
  failure: 1,
  messageError: 2,
  unsupported: 3,
  alarmConfirmed: 4,
} as const;

/** 0x8100 results (S808-13 §8.6). */
export const RegisterResult = {
  success: 0,
  vehicleAlreadyRegistered: 1,
  vehicleNotInDatabase: 2,
  terminalAlreadyRegistered: 3,
  terminalNotInDatabase: 4,
} as const;

export interface Jt808ReplyOptions {
  /** 0x8100 result; the platform decides whether the terminal may register. Default success. */
  registerResult?: number;
  /** Auth code the terminal must present in 0x0102; required for a successful 0x8100. */
  authCode?: string;
  /** 0x8001 result; default success. */
  result?: number;
}

/** A reply body to wrap with encodeJt808Frame using the platform's own serial. */
export interface Jt808Reply {
  msgId: number;
  body: Uint8Array;
}

/**
 * The reply a message needs, or undefined when it needs none: terminal general responses and
 * answers to platform queries (0x0104, 0x0107, 0x0201, 0x1003, 0x1205) close an exchange.
 * Register gets 0x8100; a complete 0x0801 gets 0x8800 (all received); everything else,
 * including each packet of a subpackaged message (S1078 §5.6.2) and unknown IDs, gets 0x8001.
 */
export function jt808Reply(
  decoded: Jt808Decoded,
  options: Jt808ReplyOptions = {},
): Jt808Reply | undefined {
  const { header, message } = decoded;
  switch (message.type) {
    case 'general_response':
    case 'parameters':
    case 'attributes':
    case 'position_reply':
    case 'av_attributes':
    case 'resource_list':
      return undefined;
    case 'register': {
      const result = options.registerResult ?? RegisterResult.success;
      const writer = new ByteWriter().u16(header.serial).u8(result);
      if (result === RegisterResult.success) {
        if (options.authCode === undefined) {
          throw new RangeError('A successful 0x8100 needs the auth code the terminal will present');
        }
        writer.bytes(encodeGbk(options.authCode));
      }
      return { msgId: 0x8100, body: writer.toBytes() };
    }
    case 'multimedia_data':
      return { msgId: 0x8800, body: new ByteWriter().u32(message.mediaId).toBytes() };
    default: {
      // Reply serial, reply id, result: the answer to most messages, written directly.
      const body = new Uint8Array(5);
      body[0] = (header.serial >>> 8) & 0xff;
      body[1] = header.serial & 0xff;
      body[2] = (header.msgId >>> 8) & 0xff;
      body[3] = header.msgId & 0xff;
      body[4] = options.result ?? PlatformResult.success;
      return { msgId: 0x8001, body };
    }
  }
}
