import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { driverItemSchema, listDriversRequestSchema } from '@convoy/domain';
import { principalOf } from '../http/auth';
import { commonErrorResponses, envelope, ok } from '../http/envelope';
import type { DriverService } from './driver.service';

/** Driver/List (SPEC.md §2 /driverManagement). */
export function registerDriverController(
  app: FastifyInstance,
  deps: { drivers: DriverService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/Driver/List',
    {
      schema: {
        tags: ['Driver'],
        description:
          'Drivers of the caller’s tree with their bound vehicle; the search matches name, code, phone, licence, ID or IC card number, or the vehicle name.',
        body: listDriversRequestSchema,
        response: { 200: envelope(z.array(driverItemSchema)), ...commonErrorResponses },
      },
    },
    async (request) =>
      ok(await deps.drivers.list(principalOf(request).accountId, request.body.search)),
  );
}
