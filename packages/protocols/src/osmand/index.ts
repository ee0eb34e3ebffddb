export { decodeOsmand } from './decode';
export type { OsmandReport } from './decode';
export { encodeOsmandQuery } from './encode';
export type { OsmandRequestFields } from './encode';
export { OSMAND_BAD_REQUEST_STATUS, OSMAND_SUCCESS_STATUS } from './frame';
