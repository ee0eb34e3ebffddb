import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { saveSettingRequestSchema, settingsSchema } from '@convoy/domain';
import { commonErrorResponses, envelope, ok } from '../http/envelope';
import { principalOf } from '../http/auth';
import type { SettingsService } from './settings.service';

/** Setting/GetSettings and Setting/SaveSetting: the caller's own settings objects. */
export function registerSettingsController(
  app: FastifyInstance,
  deps: { settings: SettingsService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/Setting/GetSettings',
    {
      schema: {
        tags: ['Setting'],
        description:
          'Every settings group of the caller (menu, map, general, video, style, bigScreenLock, realtime, handler, loginHome), with defaults for groups never saved.',
        response: { 200: envelope(settingsSchema), ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.settings.get(principalOf(request).accountId)),
  );

  api.post(
    '/api/Setting/SaveSetting',
    {
      schema: {
        tags: ['Setting'],
        description:
          'Replaces one settings group of the caller with the given value; answers every group as GetSettings does.',
        body: saveSettingRequestSchema,
        response: { 200: envelope(settingsSchema), ...commonErrorResponses },
      },
    },
    async (request) => {
      const accountId = principalOf(request).accountId;
      await deps.settings.save(accountId, request.body);
      return ok(await deps.settings.get(accountId));
    },
  );
}
