export { splitGt06Frames, GT06_MAX_FRAME_BYTES } from './frame';
export { decodeGt06, gt06ToPosition } from './decode';
export type {
  Gt06Alarm,
  Gt06Cell,
  Gt06CommandReply,
  Gt06Framing,
  Gt06Gps,
  Gt06Information,
  Gt06Layout,
  Gt06LbsAlarm,
  Gt06Location,
  Gt06Login,
  Gt06Message,
  Gt06Status,
  Gt06TerminalStatus,
  Gt06Unknown,
} from './decode';
export { encodeGt06Ack, encodeGt06Command, gt06Reply, GT06_LANGUAGE_ENGLISH } from './encode';
export type { Gt06Command } from './encode';
export { crcItu } from './crc';
