import type { FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { z } from 'zod';
import type { SessionService } from '../session/session.service';
import type { LiveSocket, RealtimeHub } from './realtime-hub';

/** Close code of a connection without a valid session (4000–4999 are the application's). */
export const UNAUTHORIZED_CLOSE_CODE = 4401;

const liveQuerySchema = z.object({
  token: z.string().optional(),
  /** Where a reconnecting client left off: the epoch and seq of the last message it had. */
  epoch: z.string().max(32).optional(),
  since: z.coerce.number().int().min(0).optional(),
  /** `alarms`: only the alarm messages (the main frame's pop-up); otherwise everything. */
  topics: z.enum(['all', 'alarms']).optional(),
});

/**
 * /api/ws: live positions, statuses, alarms and counters for the caller's devices. Browsers
 * cannot set headers on a WebSocket, so the session token comes as ?token=.
 */
export async function registerRealtimeController(
  app: FastifyInstance,
  deps: { hub: RealtimeHub; sessions: SessionService },
): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  app.get(
    '/api/ws',
    // The token is checked here rather than by the auth hook: a refused upgrade would leave
    // the socket hanging, whereas an accepted one closed with 4401 tells the client why.
    { websocket: true, schema: { hide: true }, config: { public: true } },
    (socket: LiveSocket & { on(event: 'close', listener: () => void): void }, request) => {
      const query = liveQuerySchema.safeParse(request.query);
      const resume =
        query.success && query.data.epoch !== undefined && query.data.since !== undefined
          ? { epoch: query.data.epoch, since: query.data.since }
          : undefined;
      let detach: (() => void) | null = null;
      let closed = false;
      socket.on('close', () => {
        closed = true;
        detach?.();
      });
      const token = query.success ? query.data.token : undefined;
      (token ? deps.sessions.resolve(token) : Promise.resolve(null))
        .then((session) => {
          if (!session || session === 'expired') {
            socket.close(UNAUTHORIZED_CLOSE_CODE, 'unauthorized');
            return () => undefined;
          }
          const topics = query.success ? query.data.topics : undefined;
          return deps.hub.attach(socket, session.accountId, resume, topics);
        })
        .then(
          (stop) => {
            if (closed) stop();
            else detach = stop;
          },
          (error: unknown) => {
            request.log.warn({ err: error }, 'live connection refused');
            socket.close(1011, 'unavailable');
          },
        );
    },
  );
}
