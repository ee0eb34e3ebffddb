import type { FastifyRequest } from 'fastify';
import { type Language, matchLanguage } from '@convoy/i18n';

/** The caller's interface language: the Accept-Language header (SPEC.md §7), else English. */
export function requestLanguage(request: FastifyRequest): Language {
  return matchLanguage(request.headers['accept-language']);
}
