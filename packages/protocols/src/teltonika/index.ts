export {
  splitTeltonikaFrames,
  TELTONIKA_CODECS,
  TELTONIKA_MAX_DATA_LENGTH,
  TELTONIKA_MAX_IMEI_LENGTH,
} from './frame';
export {
  CODEC_8,
  CODEC_8_EXTENDED,
  CODEC_12,
  CODEC_13,
  CODEC_14,
  CODEC_16,
  TELTONIKA_COMMAND,
  TELTONIKA_RESPONSE,
  decodeTeltonika,
  teltonikaIoValue,
  teltonikaRecordToPosition,
  teltonikaToPositions,
} from './decode';
export type {
  TeltonikaAvl,
  TeltonikaAvlCodec,
  TeltonikaCommandCodec,
  TeltonikaCommandEntry,
  TeltonikaCommandMessage,
  TeltonikaImei,
  TeltonikaIoValue,
  TeltonikaMessage,
  TeltonikaRecord,
} from './decode';
export {
  encodeTeltonikaAck,
  encodeTeltonikaCommand,
  encodeTeltonikaImeiReply,
  teltonikaReply,
} from './encode';
export { crcIbm } from './crc';
