import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 from the routes' zod schemas at /api/openapi.json; the docs page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Convoy API',
        description:
          'Fleet and asset tracking. Every answer is `{ state, code?, message?, value }`; every route but login needs `Authorization: Bearer <token>`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list' },
    uiHooks: {},
  });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { public: true } }, () =>
    app.swagger(),
  );
}
