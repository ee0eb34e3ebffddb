/**
 * H02 server commands: `*HQ,<id>,<command>,<hhmmss>,<parameters…>#`, the time being the
 * server's UTC time when the command is sent (the device echoes it in its V4 reply).
 */
import { ProtocolError } from '../types';

export interface H02CommandOptions {
  deviceId: string;
  /** Command code, e.g. "S20". */
  command: string;
  parameters?: readonly (string | number)[];
  /** Sending time; the caller passes it so the encoder stays pure. */
  time: Date;
  maker?: string;
}

const FIELD_PATTERN = /^[^,*#]*$/;

function hhmmss(time: Date): string {
  const two = (value: number): string => value.toString().padStart(2, '0');
  return two(time.getUTCHours()) + two(time.getUTCMinutes()) + two(time.getUTCSeconds());
}

function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code > 0x7e) throw new ProtocolError(`H02: command must be ASCII: "${text}"`);
    bytes[index] = code;
  }
  return bytes;
}

export function encodeH02Command(options: H02CommandOptions): Uint8Array {
  const fields = [
    options.maker ?? 'HQ',
    options.deviceId,
    options.command,
    hhmmss(options.time),
    ...(options.parameters ?? []).map(String),
  ];
  for (const field of fields) {
    // A separator inside a field would shift every field after it on the device.
    if (!FIELD_PATTERN.test(field))
      throw new ProtocolError(`H02: field "${field}" contains , * or #`);
  }
  return asciiBytes(`*${fields.join(',')}#`);
}

/** S20: cut (1,1) or restore (0,0) oil and power through the relay. */
export function encodeH02EngineStop(deviceId: string, time: Date, stop: boolean): Uint8Array {
  return encodeH02Command({ deviceId, command: 'S20', time, parameters: stop ? [1, 1] : [0, 0] });
}

/** D1: report interval in seconds. */
export function encodeH02ReportInterval(deviceId: string, time: Date, seconds: number): Uint8Array {
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new ProtocolError(`H02: report interval must be a positive integer, got ${seconds}`);
  }
  return encodeH02Command({ deviceId, command: 'D1', time, parameters: [seconds] });
}

/** SCF: arm (0,0) or disarm (1,1) the alarm. */
export function encodeH02Arm(deviceId: string, time: Date, arm: boolean): Uint8Array {
  return encodeH02Command({ deviceId, command: 'SCF', time, parameters: arm ? [0, 0] : [1, 1] });
}
