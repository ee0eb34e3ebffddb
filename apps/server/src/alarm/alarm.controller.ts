import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alarmCountersRequestSchema,
  alarmCountersSchema,
  alarmPageSchema,
  alarmRuleInputSchema,
  alarmRuleSchema,
  alarmSchema,
  alarmSettingSchema,
  editAlarmRuleRequestSchema,
  editWebhookRequestSchema,
  getAlarmsRequestSchema,
  handleAlarmsRequestSchema,
  idRequestSchema,
  webhookDeliverySchema,
  webhookInputSchema,
  webhookSchema,
} from '@convoy/domain';
import { principalOf } from '../http/auth';
import { commonErrorResponses, envelope, ok } from '../http/envelope';
import type { AlarmService } from './alarm.service';

/** The alarm centre (SPEC.md §2 /alarmView): query, handle, settings, e-mail rules, webhooks. */
export function registerAlarmController(
  app: FastifyInstance,
  deps: { alarms: AlarmService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Alarm'];
  const done = envelope(z.null());
  const caller = (request: Parameters<typeof principalOf>[0]) => principalOf(request).accountId;

  api.post(
    '/api/Alarm/GetAlarms',
    {
      schema: {
        tags,
        description:
          'Alarms of the caller’s devices by type, time, device, state and source, newest first; recentMinutes 1 or 5 gives the last-minute and last-5-minutes filters.',
        body: getAlarmsRequestSchema,
        response: { 200: envelope(alarmPageSchema), ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.alarms.query(caller(request), request.body)),
  );

  api.post(
    '/api/Alarm/Handle',
    {
      schema: {
        tags,
        description:
          'Handles one alarm or a batch: processed, or paused (not processing for now), with a description and the false-alarm flag; the handler and time are recorded.',
        body: handleAlarmsRequestSchema,
        response: { 200: envelope(z.array(alarmSchema)), ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.alarms.handle(caller(request), request.body)),
  );

  api.post(
    '/api/Alarm/GetAlarmCounters',
    {
      schema: {
        tags,
        description:
          'alarmRecent1Number, alarmRecent5Number, AIAlramNumber and alarmUndisposed for the caller, and the alarms after sinceId for the live pop-up.',
        body: alarmCountersRequestSchema,
        response: { 200: envelope(alarmCountersSchema), ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.alarms.counters(caller(request), request.body.sinceId)),
  );

  api.post(
    '/api/Alarm/GetAlarmSetting',
    {
      schema: {
        tags,
        description:
          'Which alarm types the caller receives, with or without sound, and the platform alarm thresholds.',
        response: { 200: envelope(alarmSettingSchema), ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.alarms.setting(caller(request))),
  );

  api.post(
    '/api/Alarm/SaveAlarmSetting',
    {
      schema: {
        tags,
        description: 'Saves the caller’s alarm setting.',
        body: alarmSettingSchema,
        response: { 200: envelope(alarmSettingSchema), ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.alarms.saveSetting(caller(request), request.body)),
  );

  api.post(
    '/api/User/GetUserAlarmType',
    {
      schema: {
        tags,
        description: 'The alarm types the caller receives (SPEC.md §7).',
        response: { 200: envelope(z.array(z.string())), ...commonErrorResponses },
      },
    },
    async (request) => ok((await deps.alarms.setting(caller(request))).types),
  );

  api.post(
    '/api/AlarmRule/List',
    {
      schema: {
        tags,
        description: 'The caller’s alarm e-mail rules.',
        response: { 200: envelope(z.array(alarmRuleSchema)), ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.alarms.rules(caller(request))),
  );

  api.post(
    '/api/AlarmRule/Add',
    {
      schema: {
        tags,
        description: 'Adds an e-mail rule: alarms of the chosen types go to up to five addresses.',
        body: alarmRuleInputSchema,
        response: { 200: done, ...commonErrorResponses },
      },
    },
    async (request) => {
      await deps.alarms.addRule(caller(request), request.body);
      return ok(null);
    },
  );

  api.post(
    '/api/AlarmRule/Edit',
    {
      schema: {
        tags,
        description: 'Changes one of the caller’s e-mail rules.',
        body: editAlarmRuleRequestSchema,
        response: { 200: done, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { id, ...change } = request.body;
      await deps.alarms.editRule(caller(request), id, change);
      return ok(null);
    },
  );

  api.post(
    '/api/AlarmRule/Remove',
    {
      schema: {
        tags,
        description: 'Removes one of the caller’s e-mail rules.',
        body: idRequestSchema,
        response: { 200: done, ...commonErrorResponses },
      },
    },
    async (request) => {
      await deps.alarms.removeRule(caller(request), request.body.id);
      return ok(null);
    },
  );

  api.post(
    '/api/Webhook/List',
    {
      schema: {
        tags,
        description: 'The caller’s webhooks, with their signing secrets.',
        response: { 200: envelope(z.array(webhookSchema)), ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.alarms.webhooks(caller(request))),
  );

  api.post(
    '/api/Webhook/Add',
    {
      schema: {
        tags,
        description:
          'Adds a webhook. Each alarm is posted as JSON with x-convoy-timestamp and x-convoy-signature: sha256=HMAC-SHA256(secret, "<timestamp>.<body>"), retried with back-off.',
        body: webhookInputSchema,
        response: { 200: done, ...commonErrorResponses },
      },
    },
    async (request) => {
      await deps.alarms.addWebhook(caller(request), request.body);
      return ok(null);
    },
  );

  api.post(
    '/api/Webhook/Edit',
    {
      schema: {
        tags,
        description: 'Changes one of the caller’s webhooks.',
        body: editWebhookRequestSchema,
        response: { 200: done, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { id, ...change } = request.body;
      await deps.alarms.editWebhook(caller(request), id, change);
      return ok(null);
    },
  );

  api.post(
    '/api/Webhook/Remove',
    {
      schema: {
        tags,
        description: 'Removes one of the caller’s webhooks.',
        body: idRequestSchema,
        response: { 200: done, ...commonErrorResponses },
      },
    },
    async (request) => {
      await deps.alarms.removeWebhook(caller(request), request.body.id);
      return ok(null);
    },
  );

  api.post(
    '/api/Webhook/GetDeliveries',
    {
      schema: {
        tags,
        description: 'The delivery log of the caller’s webhooks, newest first.',
        body: z.object({ webhookId: z.string().regex(/^\d+$/).optional() }),
        response: { 200: envelope(z.array(webhookDeliverySchema)), ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.alarms.deliveries(caller(request), request.body.webhookId)),
  );
}
