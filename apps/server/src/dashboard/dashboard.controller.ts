import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@convoy/domain';
import { commonErrorResponses, envelope, ok } from '../http/envelope';
import { principalOf } from '../http/auth';
import type { DashboardService } from './dashboard.service';

/** The dashboard (SPEC.md §2 Dashboard). */
export function registerDashboardController(
  app: FastifyInstance,
  deps: { dashboard: DashboardService },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/Dashboard/GetDashboard',
    {
      schema: {
        tags: ['Dashboard'],
        description:
          'Counts of the caller’s devices (online, offline, motion states), events of the last 30 days and per 100 km, mileage and fuel rankings, and expiry reminders.',
        response: { 200: envelope(dashboardSchema), ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.dashboard.summary(principalOf(request).accountId)),
  );
}
