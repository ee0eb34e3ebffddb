import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AppError,
  ERR,
  announcementSchema,
  requiredCodesForPath,
  saveAnnouncementRequestSchema,
  type AnnouncementDto,
} from '@convoy/domain';
import { commonErrorResponses, envelope, ok } from '../http/envelope';
import { principalOf } from '../http/auth';
import type { AnnouncementRepository } from './announcement.repository';

/**
 * The maintenance announcement of the login page (SPEC.md §4 Announcement): the one saved
 * from the announcement screen, else the one of the server configuration.
 */
export function registerAnnouncementController(
  app: FastifyInstance,
  deps: { announcements: AnnouncementRepository; configured: AnnouncementDto },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/User/GetAnnouncement',
    {
      config: { public: true },
      schema: {
        tags: ['User'],
        description:
          'The maintenance announcement shown before login: enable, title and content. Needs no token.',
        security: [],
        response: { 200: envelope(announcementSchema) },
      },
    },
    async () => ok((await deps.announcements.current()) ?? deps.configured),
  );

  api.post(
    '/api/User/SaveAnnouncement',
    {
      schema: {
        tags: ['User'],
        description:
          'Replaces the maintenance announcement. Needs the announcement menu code (100090606) and its groups.',
        body: saveAnnouncementRequestSchema,
        response: { 200: envelope(announcementSchema), ...commonErrorResponses },
      },
    },
    async (request) => {
      const accountId = principalOf(request).accountId;
      const codes = new Set(await deps.announcements.menuCodes(accountId));
      if (!requiredCodesForPath('/announcement').every((code) => codes.has(code))) {
        throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
      }
      await deps.announcements.insert(request.body, accountId);
      return ok(request.body);
    },
  );
}
