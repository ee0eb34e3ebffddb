import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { ConvoyDatabase } from './db/database';
import { envelope, ok } from './http/envelope';

const startedAt = Date.now();

/** GET /api/health: liveness and the database round trip, for load balancers and operators. */
export function registerHealthController(app: FastifyInstance, database: ConvoyDatabase): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['Operations'],
        description: 'Liveness: the process answers and the database responds.',
        security: [],
        response: {
          200: envelope(
            z.object({
              status: z.literal('ok'),
              database: z.enum(['pglite', 'postgres']),
              uptimeSeconds: z.number(),
            }),
          ),
        },
      },
    },
    async () => {
      await sql`SELECT 1`.execute(database.db);
      return ok({
        status: 'ok' as const,
        database: database.engine,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );
}
