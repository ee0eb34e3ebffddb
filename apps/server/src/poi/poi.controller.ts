import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addPoiRequestSchema,
  editPoiRequestSchema,
  fenceIdRequestSchema,
  listPoisRequestSchema,
  poiItemSchema,
} from '@convoy/domain';
import { principalOf } from '../http/auth';
import { commonErrorResponses, envelope, ok } from '../http/envelope';
import type { PoiService } from './poi.service';

/** POI/Add, Edit, Remove and List (SPEC.md §2 /pOIManagement). */
export function registerPoiController(app: FastifyInstance, deps: { pois: PoiService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['POI'];

  api.post(
    '/api/POI/Add',
    {
      schema: {
        tags,
        description:
          'Adds a point of interest: name, content (≤ 30 characters), icon, range 1–10,000 m.',
        body: addPoiRequestSchema,
        response: { 200: envelope(poiItemSchema), ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.pois.add(principalOf(request).accountId, request.body)),
  );

  api.post(
    '/api/POI/Edit',
    {
      schema: {
        tags,
        description: 'Changes a point of interest of the caller’s tree.',
        body: editPoiRequestSchema,
        response: { 200: envelope(poiItemSchema), ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.pois.edit(principalOf(request).accountId, request.body)),
  );

  api.post(
    '/api/POI/Remove',
    {
      schema: {
        tags,
        description: 'Removes a point of interest of the caller’s tree.',
        body: fenceIdRequestSchema,
        response: { 200: envelope(z.null()), ...commonErrorResponses },
      },
    },
    async (request) => {
      await deps.pois.remove(principalOf(request).accountId, request.body.id);
      return ok(null);
    },
  );

  api.post(
    '/api/POI/List',
    {
      schema: {
        tags,
        description:
          'Points of interest of the caller’s tree (also drawn on the realtime monitor).',
        body: listPoisRequestSchema,
        response: { 200: envelope(z.array(poiItemSchema)), ...commonErrorResponses },
      },
    },
    async (request) =>
      ok(await deps.pois.list(principalOf(request).accountId, request.body.search)),
  );
}
