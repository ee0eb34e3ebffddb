import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addFenceRequestSchema,
  bindFenceRequestSchema,
  bindingHistoryEntrySchema,
  bindingHistoryRequestSchema,
  editFenceRequestSchema,
  fenceIdRequestSchema,
  fenceSchema,
  listFencesRequestSchema,
} from '@convoy/domain';
import { principalOf } from '../http/auth';
import { commonErrorResponses, envelope, ok } from '../http/envelope';
import type { FenceService } from './fence.service';

const errors = { ...commonErrorResponses, 409: commonErrorResponses[400] };

/** GeoFence/Add, Edit, Remove, List, Bind, Unbind and the binding history (SPEC.md §2 Geo-fence). */
export function registerFenceController(
  app: FastifyInstance,
  deps: { fences: FenceService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['GeoFence'];

  api.post(
    '/api/GeoFence/Add',
    {
      schema: {
        tags,
        description:
          'Saves a drawn fence (circle, rectangle, polygon or line with a width); area and perimeter are computed. Optionally binds terminals at once.',
        body: addFenceRequestSchema,
        response: { 200: envelope(fenceSchema), ...errors },
      },
    },
    async (request) => ok(await deps.fences.add(principalOf(request).accountId, request.body)),
  );

  api.post(
    '/api/GeoFence/Edit',
    {
      schema: {
        tags,
        description:
          'Changes a fence of the caller’s tree: name, shape, colour, line thickness, alarm flags.',
        body: editFenceRequestSchema,
        response: { 200: envelope(fenceSchema), ...errors },
      },
    },
    async (request) => ok(await deps.fences.edit(principalOf(request).accountId, request.body)),
  );

  api.post(
    '/api/GeoFence/Remove',
    {
      schema: {
        tags,
        description: 'Removes a fence; its terminals are unbound and the history records it.',
        body: fenceIdRequestSchema,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await deps.fences.remove(principalOf(request).accountId, request.body.id);
      return ok(null);
    },
  );

  api.post(
    '/api/GeoFence/List',
    {
      schema: {
        tags,
        description: 'Fences of the caller’s tree with their bound terminals.',
        body: listFencesRequestSchema,
        response: { 200: envelope(z.array(fenceSchema)), ...errors },
      },
    },
    async (request) => ok(await deps.fences.list(principalOf(request).accountId, request.body)),
  );

  api.post(
    '/api/GeoFence/Bind',
    {
      schema: {
        tags,
        description:
          'Binds terminals of the caller’s tree to a fence. A relation that already exists is refused (device.relationExists).',
        body: bindFenceRequestSchema,
        response: { 200: envelope(fenceSchema), ...errors },
      },
    },
    async (request) => ok(await deps.fences.bind(principalOf(request).accountId, request.body)),
  );

  api.post(
    '/api/GeoFence/Unbind',
    {
      schema: {
        tags,
        description: 'Unbinds terminals from a fence.',
        body: bindFenceRequestSchema,
        response: { 200: envelope(fenceSchema), ...errors },
      },
    },
    async (request) => ok(await deps.fences.unbind(principalOf(request).accountId, request.body)),
  );

  api.post(
    '/api/GeoFence/BindHistory',
    {
      schema: {
        tags,
        description: 'Bindings and unbindings, newest first, by fence or terminal.',
        body: bindingHistoryRequestSchema,
        response: { 200: envelope(z.array(bindingHistoryEntrySchema)), ...errors },
      },
    },
    async (request) => ok(await deps.fences.history(principalOf(request).accountId, request.body)),
  );
}
