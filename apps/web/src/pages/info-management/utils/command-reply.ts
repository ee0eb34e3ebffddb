/** What a device answered to a command, in a form the panel and the log can show. */

export type ReplyView =
  | { kind: 'none' }
  | { kind: 'position'; latitude: number; longitude: number; speed?: number; gpsTime?: string }
  | { kind: 'text'; text: string }
  | { kind: 'parameters'; count: number }
  /** A JT/T 808 general response: 0 success, 1 failure, 2 message error, 3 unsupported. */
  | { kind: 'code'; code: number }
  /** Why the server did not deliver the command: 'offline', 'expired'… */
  | { kind: 'reason'; reason: string }
  | { kind: 'other'; text: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The log stores replies as JSON text; the Send answer carries them as values. */
function parsed(reply: unknown): unknown {
  if (typeof reply !== 'string') return reply;
  const text = reply.trim();
  if (!text.startsWith('{') && !text.startsWith('[') && !text.startsWith('"')) return reply;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return reply;
  }
}

export function describeReply(raw: unknown): ReplyView {
  const reply = parsed(raw);
  if (reply === undefined || reply === null || reply === '') return { kind: 'none' };
  if (typeof reply === 'string') return { kind: 'text', text: reply };
  if (typeof reply === 'number' || typeof reply === 'boolean') {
    return { kind: 'text', text: String(reply) };
  }
  if (isRecord(reply)) {
    const { latitude, longitude, speed, gpsTime, parameters, code, text, reason } = reply;
    if (typeof latitude === 'number' && typeof longitude === 'number') {
      return {
        kind: 'position',
        latitude,
        longitude,
        ...(typeof speed === 'number' ? { speed } : {}),
        ...(typeof gpsTime === 'string' ? { gpsTime } : {}),
      };
    }
    if (Array.isArray(parameters)) return { kind: 'parameters', count: parameters.length };
    if (typeof text === 'string') return { kind: 'text', text };
    if (typeof code === 'number') return { kind: 'code', code };
    if (typeof reason === 'string') return { kind: 'reason', reason };
  }
  return { kind: 'other', text: JSON.stringify(reply) };
}

/** Six decimals, the precision of SPEC.md §5 coordinates. */
export function formatCoordinate(value: number): string {
  return value.toFixed(6);
}
