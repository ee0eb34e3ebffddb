import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commandLogEntrySchema,
  commandLogQuerySchema,
  commandOutcomeSchema,
  type DeviceCommand,
  sendCommandRequestSchema,
} from '@convoy/domain';
import { commonErrorResponses, envelope, errorEnvelope, ok } from '../http/envelope';
import { principalOf } from '../http/auth';
import type { CommandService } from './command.service';

/** Command/Send and the command log (SPEC.md §7 Device commands, §3 Log). */
export function registerCommandController(
  app: FastifyInstance,
  deps: { commands: CommandService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/Command/Send',
    {
      schema: {
        tags: ['Command'],
        description:
          'Sends a command to a device and answers once the device answered it (success or fail) or the timeout passed (timeout). An offline device answers device.offline, an expired one device.expired, a protocol without the command command.unsupported.',
        body: sendCommandRequestSchema,
        response: {
          200: envelope(commandOutcomeSchema),
          409: errorEnvelope,
          422: errorEnvelope,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { imei, ...command } = request.body;
      return ok(
        await deps.commands.send(principalOf(request).accountId, imei, command as DeviceCommand),
      );
    },
  );

  api.post(
    '/api/Command/GetCommandLogs',
    {
      schema: {
        tags: ['Command'],
        description: 'The command log of the caller’s devices, newest first.',
        body: commandLogQuerySchema,
        response: { 200: envelope(z.array(commandLogEntrySchema)), ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.commands.logs(principalOf(request).accountId, request.body)),
  );
}
