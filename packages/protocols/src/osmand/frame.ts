/**
 * OsmAnd reports arrive as HTTP requests, so there is no byte stream to split: the gateway's
 * HTTP server hands each request's URL and body to `decodeOsmand`. The answer a client expects
 * is an empty `200 OK` once the position is stored (see `OSMAND_SUCCESS_STATUS`).
 */
export const OSMAND_SUCCESS_STATUS = 200;
/** A request that cannot be decoded is answered 400 so the app does not retry it forever. */
export const OSMAND_BAD_REQUEST_STATUS = 400;
