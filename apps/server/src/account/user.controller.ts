import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AppError,
  ERR,
  getSimpleUserQuerySchema,
  sessionInfoQuerySchema,
  sessionUserInfoSchema,
  simpleUserValueSchema,
} from '@convoy/domain';
import { commonErrorResponses, envelope, ok } from '../http/envelope';
import { principalOf } from '../http/auth';
import type { AccountService } from './account.service';
import { toSessionUserInfoDto, toSubAccountDto, toTrackerDto } from './account.dto';

/** User/GetSimpleUser and User/GetSimpleUserInfo (SPEC.md §7). */
export function registerUserController(
  app: FastifyInstance,
  deps: { accounts: AccountService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/User/GetSimpleUserInfo',
    {
      schema: {
        tags: ['User'],
        description:
          'The caller’s session user info: account, menu codes, sub-accounts and devices (with trackers=count, only how many devices).',
        querystring: sessionInfoQuerySchema,
        response: { 200: envelope(sessionUserInfoSchema), ...commonErrorResponses },
      },
    },
    async (request) => {
      const info = await deps.accounts.userInfo(principalOf(request).accountId, {
        withGrants: true,
        trackers: request.query.trackers,
      });
      if (!info) throw new AppError(ERR.GENERIC_UNAUTHORIZED, 401);
      return ok(toSessionUserInfoDto(info));
    },
  );

  api.get(
    '/api/User/GetSimpleUser',
    {
      schema: {
        tags: ['User'],
        description:
          'The devices and sub-accounts of an account tree: the caller’s, or that of sAccouont when it lies in the caller’s tree.',
        querystring: getSimpleUserQuerySchema,
        response: { 200: envelope(simpleUserValueSchema), ...commonErrorResponses },
      },
    },
    async (request) => {
      const caller = principalOf(request).accountId;
      const target = request.query.sAccouont ?? caller;
      if (target !== caller && !(await deps.accounts.isInSubtree(caller, target))) {
        throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
      }
      const info = await deps.accounts.userInfo(target);
      if (!info) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
      return ok({
        trackers: info.trackers.map(toTrackerDto),
        users: info.users.map(toSubAccountDto),
      });
    },
  );
}
