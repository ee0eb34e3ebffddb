import { z } from 'zod';
import type { IntercomState } from '../constants';

/** Two-way talk (JT/T 1078 data type 2) or listen-in (data type 3). */
export const INTERCOM_MODES = ['talk', 'listen'] as const;
export type IntercomMode = (typeof INTERCOM_MODES)[number];

/** The states the server reports; 'noMicrophone' is the browser's own (constants.ts). */
export const INTERCOM_SERVER_STATES = [
  'requesting',
  'connected',
  'inConversation',
  'closed',
] as const satisfies readonly IntercomState[];
export type IntercomServerState = (typeof INTERCOM_SERVER_STATES)[number];

/**
 * `GET /api/Video/Intercom` upgraded to a WebSocket: the browser sends G.711 A-law (8 kHz,
 * 320-byte frames of 40 ms) in binary messages; the server sends the recorder's audio as
 * 16-bit little-endian PCM at 8 kHz in binary messages and `{ state, reason? }` in text ones
 * (SPEC.md §4: requesting, connected, in conversation (talk) or listening (listen-in), closed).
 */
export const intercomQuerySchema = z.object({
  imei: z.string().trim().min(1).max(20),
  /** The recorder's logical channel for audio (JT/T 1076 table 2). */
  channel: z.coerce.number().int().min(1).max(64).default(1),
  mode: z.enum(INTERCOM_MODES).default('talk'),
  token: z.string().optional(),
});
export type IntercomQuery = z.infer<typeof intercomQuerySchema>;

export const intercomStatusSchema = z.object({
  state: z.enum(INTERCOM_SERVER_STATES),
  /** The recorder's audio payload type (JT/T 1078 Table 12), once it has sent audio. */
  payloadType: z.number().int().nullable(),
  listeners: z.number().int(),
});
export type IntercomStatus = z.infer<typeof intercomStatusSchema>;

/** A text message on the intercom WebSocket. */
export interface IntercomStateMessage {
  state: IntercomServerState;
  /** Why it closed: an error-catalogue key or a stream problem. */
  reason?: string;
}
