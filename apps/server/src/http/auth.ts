import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ERR } from '@convoy/domain';
import type { SessionPrincipal, SessionService } from '../session/session.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without a session token (login, health, password recovery). */
    public?: boolean;
  }
  interface FastifyRequest {
    principal: SessionPrincipal | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  // Media players and the WebSocket cannot always set headers; they pass ?token=.
  const query = request.query as Record<string, unknown> | undefined;
  const token = query?.token;
  return typeof token === 'string' && token ? token : undefined;
}

/** Every /api route needs `Authorization: Bearer <token>` unless its config says public. */
export function registerAuth(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.public) return;
    if (request.url.startsWith('/api/docs')) return; // the API documentation is public
    if (!request.routeOptions.url) return; // unknown route: the not-found handler answers
    const token = bearerToken(request);
    if (!token) throw new AppError(ERR.GENERIC_UNAUTHORIZED, 401);
    const session = await sessions.resolve(token);
    if (session === 'expired') throw new AppError(ERR.GENERIC_SESSION_EXPIRED, 401);
    if (!session) throw new AppError(ERR.GENERIC_UNAUTHORIZED, 401);
    request.principal = session;
  });
}

/** The authenticated caller of a route that is not public. */
export function principalOf(request: FastifyRequest): SessionPrincipal {
  if (!request.principal) throw new AppError(ERR.GENERIC_UNAUTHORIZED, 401);
  return request.principal;
}
