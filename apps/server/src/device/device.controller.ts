import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addDeviceRequestSchema, deviceSchema, getDevicesRequestSchema } from '@convoy/domain';
import { commonErrorResponses, envelope, errorEnvelope, ok } from '../http/envelope';
import { principalOf } from '../http/auth';
import type { DeviceService } from './device.service';

/** Device management (SPEC.md §3 Device). */
export function registerDeviceController(
  app: FastifyInstance,
  deps: { devices: DeviceService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/Device/AddDevice',
    {
      schema: {
        tags: ['Device'],
        description:
          'Adds a device under the caller or one of its sub-accounts, consuming the owner’s device-year credit. The IMEI (or terminal number) must be unique.',
        body: addDeviceRequestSchema,
        response: { 200: envelope(deviceSchema), 409: errorEnvelope, ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.devices.add(principalOf(request).accountId, request.body)),
  );

  api.post(
    '/api/Device/GetDevices',
    {
      schema: {
        tags: ['Device'],
        description: 'The devices of the caller’s account tree, or of one account in it.',
        body: getDevicesRequestSchema.optional(),
        response: { 200: envelope(z.array(deviceSchema)), ...commonErrorResponses },
      },
    },
    async (request) =>
      ok(
        await deps.devices.list(principalOf(request).accountId, {
          accountId: request.body?.accountId,
          search: request.body?.search,
        }),
      ),
  );
}
