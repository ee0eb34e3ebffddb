import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppError,
  ERR,
  type LoginRequest,
  loginRequestSchema,
  loginValueSchema,
} from '@convoy/domain';
import { matchLanguage, translate } from '@convoy/i18n';
import { envelope, errorEnvelope, ok } from '../http/envelope';
import { principalOf } from '../http/auth';
import type { SessionService } from '../session/session.service';
import { type AccountService, LoginResult } from './account.service';
import { toSessionUserInfoDto } from './account.dto';

const LOGIN_FAILURE_KEYS = {
  [LoginResult.WRONG_ACCOUNT_OR_PASSWORD]: ERR.LOGIN_WRONG_PASSWORD,
  [LoginResult.NOT_ACTIVATED]: ERR.LOGIN_NOT_ACTIVATED,
  [LoginResult.EXPIRED]: ERR.LOGIN_ACCOUNT_EXPIRED,
} as const;

/** Login/UserLogin, Login/Logout (SPEC.md §7). */
export function registerLoginController(
  app: FastifyInstance,
  deps: { accounts: AccountService; sessions: SessionService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const login = async (input: LoginRequest, request: FastifyRequest) => {
    const language = matchLanguage(input.language);
    const outcome = await deps.accounts.login(input.useraccount, input.password, request.ip);
    if (outcome.result === 'throttled') {
      throw new AppError(ERR.GENERIC_TOO_MANY_ATTEMPTS, 429, { seconds: outcome.waitSeconds });
    }
    if (outcome.result !== LoginResult.SUCCESS) {
      return {
        state: 0,
        code: outcome.result,
        message: translate(language, LOGIN_FAILURE_KEYS[outcome.result]),
        value: null,
      };
    }
    const userToken = await deps.sessions.create(outcome.account.id, {
      address: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      language,
    });
    const info = await deps.accounts.userInfo(outcome.account.id, {
      withGrants: true,
      trackers: input.trackers ?? 'all',
    });
    if (!info) throw new AppError(ERR.LOGIN_FAILURE, 401);
    return { ...ok({ userToken, ...toSessionUserInfoDto(info) }) };
  };

  const response = {
    200: envelope(loginValueSchema.nullable()),
    400: errorEnvelope,
    429: errorEnvelope,
  };
  const description =
    'Logs in. Answers state 1 and code 0 with a session token on success; state 0 with code 1 (wrong account or password), 2 (not activated) or 3 (expired) otherwise.';

  api.get(
    '/api/Login/UserLogin',
    {
      config: { public: true },
      schema: { tags: ['Login'], description, querystring: loginRequestSchema, response },
    },
    (request) => login(request.query, request),
  );
  api.post(
    '/api/Login/UserLogin',
    {
      config: { public: true },
      schema: {
        tags: ['Login'],
        description: `${description} The fields come as JSON, urlencoded or multipart form-data.`,
        body: loginRequestSchema,
        response,
      },
    },
    (request) => login(request.body, request),
  );

  api.post(
    '/api/Login/Logout',
    {
      schema: {
        tags: ['Login'],
        description: 'Ends the caller’s session; its token stops working at once.',
        response: { 200: envelope(z.null()), 401: errorEnvelope },
      },
    },
    async (request) => {
      await deps.sessions.end(principalOf(request).tokenHash);
      return ok(null);
    },
  );
}
