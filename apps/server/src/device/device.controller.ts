import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addDeviceRequestSchema,
  deleteDeviceRequestSchema,
  deviceSchema,
  getDevicesRequestSchema,
  updateDeviceRequestSchema,
} from '@convoy/domain';
import { commonErrorResponses, envelope, errorEnvelope, ok } from '../http/envelope';
import { principalOf } from '../http/auth';
import type { DeviceService } from './device.service';
import type { SessionRegistry } from '../gateway/session-registry';

/** Device management (SPEC.md §3 Device). */
export function registerDeviceController(
  app: FastifyInstance,
  deps: { devices: DeviceService; sessions: SessionRegistry },
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

  api.post(
    '/api/Device/UpdateDevice',
    {
      schema: {
        tags: ['Device'],
        description: 'Changes a device of the caller’s tree; the IMEI stays unique.',
        body: updateDeviceRequestSchema,
        response: { 200: envelope(deviceSchema), 409: errorEnvelope, ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.devices.update(principalOf(request).accountId, request.body)),
  );

  api.post(
    '/api/Device/DeleteDevice',
    {
      schema: {
        tags: ['Device'],
        description:
          'Removes a device of the caller’s tree. Its history stays; its connection is closed and its frames are no longer stored.',
        body: deleteDeviceRequestSchema,
        response: { 200: envelope(z.null()), ...commonErrorResponses },
      },
    },
    async (request) => {
      await deps.devices.remove(principalOf(request).accountId, request.body.id);
      deps.sessions.get(request.body.id)?.close('device removed');
      return ok(null);
    },
  );

  api.get(
    '/api/Device/GetUnknownDevices',
    {
      schema: {
        tags: ['Device'],
        description:
          'Devices that connected with an identifier no account owns (their frames are not stored). Top account only.',
        response: {
          200: envelope(
            z.array(
              z.object({
                identifier: z.string(),
                protocol: z.string(),
                address: z.string(),
                firstSeen: z.string(),
                lastSeen: z.string(),
                frames: z.number().int(),
              }),
            ),
          ),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ok(await deps.devices.listUnknown(principalOf(request).accountId)),
  );
}
