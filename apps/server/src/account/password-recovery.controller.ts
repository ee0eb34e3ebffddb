import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  recoverPasswordRequestSchema,
  resetPasswordRequestSchema,
  resetTokenQuerySchema,
} from '@convoy/domain';
import { matchLanguage } from '@convoy/i18n';
import { envelope, errorEnvelope, ok } from '../http/envelope';
import type { PasswordRecoveryService } from './password-recovery.service';

const publicErrors = { 400: errorEnvelope, 429: errorEnvelope };

/** Login/RecoverPassword and the reset page's calls; no session needed. */
export function registerPasswordRecoveryController(
  app: FastifyInstance,
  deps: { passwordRecovery: PasswordRecoveryService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/Login/RecoverPassword',
    {
      config: { public: true },
      schema: {
        tags: ['Login'],
        description:
          'E-mails a password-reset link to the account’s address, in the language asked for. Multipart form-data (or JSON): userAccount, language. The answer is the same whether or not the account exists.',
        security: [],
        body: recoverPasswordRequestSchema,
        response: { 200: envelope(z.null()), ...publicErrors },
      },
    },
    async (request) => {
      await deps.passwordRecovery.recover(
        request.body.userAccount,
        matchLanguage(request.body.language),
        request.ip,
      );
      return ok(null);
    },
  );

  api.get(
    '/api/Login/CheckResetLink',
    {
      config: { public: true },
      schema: {
        tags: ['Login'],
        description: 'Whether a password-reset link still works, and for which account.',
        security: [],
        querystring: resetTokenQuerySchema,
        response: { 200: envelope(z.object({ userAccount: z.string() })), ...publicErrors },
      },
    },
    async (request) => ok(await deps.passwordRecovery.checkLink(request.query.token)),
  );

  api.post(
    '/api/Login/ResetPassword',
    {
      config: { public: true },
      schema: {
        tags: ['Login'],
        description:
          'Sets a new password with the token of an e-mailed reset link; the link then stops working and every session of the account ends.',
        security: [],
        body: resetPasswordRequestSchema,
        response: { 200: envelope(z.null()), ...publicErrors },
      },
    },
    async (request) => {
      await deps.passwordRecovery.reset(request.body.token, request.body.password, request.ip);
      return ok(null);
    },
  );
}
