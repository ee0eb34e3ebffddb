import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ERR, historyPointSchema, historyRequestSchema } from '@convoy/domain';
import { commonErrorResponses, envelope, ok } from '../http/envelope';
import { principalOf } from '../http/auth';
import type { DeviceService } from '../device/device.service';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readHistory } from './location.repository';

/** The longest period one history query may span (SPEC.md §5: a month for track searches). */
const MAX_HISTORY_DAYS = 31;

/** Location/GetHistories (SPEC.md §7 Location service). */
export function registerLocationController(
  app: FastifyInstance,
  deps: { devices: DeviceService; db: Kysely<Database> },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/Location/GetHistories',
    {
      schema: {
        tags: ['Location'],
        description:
          'Stored positions of one device between startTime and endTime (ISO 8601), in time order; optionally only those at or above minSpeed km/h.',
        body: historyRequestSchema,
        response: { 200: envelope(z.array(historyPointSchema)), ...commonErrorResponses },
      },
    },
    async (request) => {
      const { imei, startTime, endTime, minSpeed } = request.body;
      const start = new Date(startTime);
      const end = new Date(endTime);
      if (start.getTime() > end.getTime()) throw new AppError(ERR.VALIDATION_START_AFTER_END, 400);
      if (end.getTime() - start.getTime() > MAX_HISTORY_DAYS * 86_400_000) {
        throw new AppError(ERR.VALIDATION_DATE_RANGE_TOO_LONG, 400, { days: MAX_HISTORY_DAYS });
      }
      const device = await deps.devices.findVisible(principalOf(request).accountId, imei);
      return ok(await readHistory(deps.db, device.id, start, end, minSpeed));
    },
  );
}
