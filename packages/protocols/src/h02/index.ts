export { splitH02Frames, H02_MAX_MESSAGE_BYTES } from './frame';
export { decodeH02, decodeH02Status, h02ToPosition } from './decode';
export type {
  H02CellReport,
  H02CommandReply,
  H02Fix,
  H02Heartbeat,
  H02Location,
  H02Message,
  H02NeighbourCell,
  H02Status,
  H02Unknown,
} from './decode';
export {
  encodeH02Arm,
  encodeH02Command,
  encodeH02EngineStop,
  encodeH02ReportInterval,
} from './encode';
export type { H02CommandOptions } from './encode';
