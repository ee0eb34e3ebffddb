import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addFeedbackRequestSchema, feedbackSchema } from '@convoy/domain';
import { commonErrorResponses, envelope, ok } from '../http/envelope';
import { principalOf } from '../http/auth';
import type { FeedbackService } from './feedback.service';

/** Feedback/AddFeedback and Feedback/GetFeedbacks (SPEC.md §2 User screens). */
export function registerFeedbackController(
  app: FastifyInstance,
  deps: { feedback: FeedbackService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/Feedback/AddFeedback',
    {
      schema: {
        tags: ['Feedback'],
        description: 'Sends feedback to the operator of the site.',
        body: addFeedbackRequestSchema,
        response: { 200: envelope(z.object({ id: z.string() })), ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.feedback.add(principalOf(request).accountId, request.body)),
  );

  api.get(
    '/api/Feedback/GetFeedbacks',
    {
      schema: {
        tags: ['Feedback'],
        description:
          'The newest feedback of every account, for the top account only; others get permission denied.',
        response: { 200: envelope(z.array(feedbackSchema)), ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.feedback.list(principalOf(request).accountId)),
  );
}
