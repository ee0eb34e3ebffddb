import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERR, isErrorKey } from '@convoy/domain';
import { translate } from '@convoy/i18n';
import { requestLanguage } from './request-language';

function plainParams(source: unknown): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (source === null || typeof source !== 'object') return out;
  for (const [name, value] of Object.entries(source)) {
    if (typeof value === 'string' || typeof value === 'number') out[name] = value;
  }
  return out;
}

/**
 * One error envelope for the whole API. Users read `message` in their language; clients
 * switch on `code`, a key of the error catalogue. Stack traces stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send({
        state: 0,
        code: error.code,
        message: translate(language, error.code, error.params),
        value: null,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const path = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? '';
      const field =
        path ||
        (typeof first?.params.issue === 'object' && first.params.issue !== null
          ? String((first.params.issue as { path?: unknown[] }).path?.join('.') ?? '')
          : '') ||
        error.validationContext ||
        'request';
      // Schemas of @convoy/domain name a catalogue key ('validation.phone'); answer with it.
      const issue = (first?.params.issue ?? {}) as { params?: unknown };
      const code = isErrorKey(first?.message) ? first.message : ERR.GENERIC_INVALID_FIELD;
      const params = { ...plainParams(issue.params), field };
      return reply.status(400).send({
        state: 0,
        code,
        message: translate(language, code, params),
        value: {
          field,
          issues: error.validation.map((issue) => ({
            field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
            message: issue.message ?? '',
          })),
        },
      });
    }
    if (error.statusCode === 413) {
      return reply.status(413).send({
        state: 0,
        code: ERR.GENERIC_REQUEST_TOO_LARGE,
        message: translate(language, ERR.GENERIC_REQUEST_TOO_LARGE),
        value: null,
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
      return reply.status(error.statusCode).send({
        state: 0,
        code: ERR.GENERIC_INVALID_FIELD,
        message: translate(language, ERR.GENERIC_INVALID_FIELD, { field: 'request' }),
        value: { detail: error.message },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      state: 0,
      code: ERR.GENERIC_UNKNOWN,
      message: translate(language, ERR.GENERIC_UNKNOWN),
      value: null,
    });
  });
}
