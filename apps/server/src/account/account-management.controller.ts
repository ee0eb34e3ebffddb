import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDetailSchema,
  addUserRequestSchema,
  creditLedgerEntrySchema,
  creditLedgerQuerySchema,
  getSubUsersQuerySchema,
  pageOf,
  permissionsSchema,
  setTransferPasswordRequestSchema,
  updatePermissionsRequestSchema,
  updateUserCreditQuerySchema,
  updateUserPasswordQuerySchema,
  updateUserQuerySchema,
  userIdQuerySchema,
  userIdRequestSchema,
} from '@convoy/domain';
import { commonErrorResponses, envelope, errorEnvelope, ok } from '../http/envelope';
import { type AccountManagementService, callerOf } from './account-management.service';

const withConflicts = { 409: errorEnvelope, 429: errorEnvelope, ...commonErrorResponses };

/**
 * Sub-accounts (SPEC.md §3 Account, §5 Accounts, §6, §7 User/*): create, edit, passwords,
 * credit, delete and recover, permissions. Every route acts within the caller's tree.
 */
export function registerAccountManagementController(
  app: FastifyInstance,
  deps: { accountManagement: AccountManagementService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const accounts = deps.accountManagement;

  api.post(
    '/api/User/AddUser',
    {
      schema: {
        tags: ['User'],
        description:
          'Creates a sub-account under the caller or under parentId (an account of the caller’s tree), at most five levels deep, expiring within the parent’s validity and holding at most the parent’s permissions. Answers the new id.',
        body: addUserRequestSchema,
        response: { 200: envelope(z.object({ id: z.string() })), ...withConflicts },
      },
    },
    async (request) => ok({ id: await accounts.addUser(callerOf(request), request.body) }),
  );

  api.get(
    '/api/User/UpdateUser',
    {
      schema: {
        tags: ['User'],
        description:
          'Edits an account: the caller’s own nickname, phone, e-mail and language, or, for a sub-account, also its expiry (within its parent’s; sub-accounts below follow), activation and device limit.',
        querystring: updateUserQuerySchema,
        response: { 200: envelope(accountDetailSchema), ...withConflicts },
      },
    },
    async (request) => ok(await accounts.updateUser(callerOf(request), request.query)),
  );

  api.get(
    '/api/User/UpdateUserPassword',
    {
      schema: {
        tags: ['User'],
        description:
          'Changes a password: the caller’s own (oldPassword is the current one) or a sub-account’s (oldPassword is the caller’s). The account’s other sessions end.',
        querystring: updateUserPasswordQuerySchema,
        response: { 200: envelope(z.null()), ...withConflicts },
      },
    },
    async (request) => {
      await accounts.updatePassword(callerOf(request), request.query);
      return ok(null);
    },
  );

  api.post(
    '/api/User/SetTransferPassword',
    {
      schema: {
        tags: ['User'],
        description:
          'Sets the caller’s transfer password, which guards credit transfers; confirmed with the login password.',
        body: setTransferPasswordRequestSchema,
        response: { 200: envelope(z.null()), ...withConflicts },
      },
    },
    async (request) => {
      await accounts.setTransferPassword(callerOf(request), request.body);
      return ok(null);
    },
  );

  api.post(
    '/api/User/UpdateUserCredit',
    {
      schema: {
        tags: ['User'],
        description:
          'Moves device-days of GPS or DVR credit from the parent of userId to userId. The caller is that parent or above it and gives its transfer password. Credit is never created and never goes negative.',
        querystring: updateUserCreditQuerySchema,
        response: { 200: envelope(accountDetailSchema), ...withConflicts },
      },
    },
    async (request) => ok(await accounts.transferCredit(callerOf(request), request.query)),
  );

  api.get(
    '/api/User/GetSubUsers',
    {
      schema: {
        tags: ['User'],
        description:
          'The caller and every account below it, parents first, with credit, limits and permissions; deleted accounts too with includeDeleted.',
        querystring: getSubUsersQuerySchema,
        response: { 200: envelope(z.array(accountDetailSchema)), ...commonErrorResponses },
      },
    },
    async (request) =>
      ok(await accounts.list(callerOf(request), request.query.includeDeleted ?? false)),
  );

  api.get(
    '/api/User/GetUserDetail',
    {
      schema: {
        tags: ['User'],
        description: 'One account of the caller’s tree (default the caller).',
        querystring: userIdQuerySchema,
        response: { 200: envelope(accountDetailSchema), ...commonErrorResponses },
      },
    },
    async (request) => ok(await accounts.detail(callerOf(request), request.query.userId)),
  );

  for (const [path, action, description] of [
    [
      '/api/User/DeleteUser',
      'deleteUser',
      'Deletes a sub-account without live sub-accounts of its own: it can no longer log in, its sessions end, its devices are hidden until it is recovered.',
    ],
    ['/api/User/RecoverUser', 'recoverUser', 'Recovers a deleted sub-account.'],
    [
      '/api/User/PurgeUser',
      'purgeUser',
      'Deletes a deleted sub-account completely. Its devices and remaining credit go to its parent.',
    ],
  ] as const) {
    api.post(
      path,
      {
        schema: {
          tags: ['User'],
          description,
          body: userIdRequestSchema,
          response: { 200: envelope(z.null()), ...withConflicts },
        },
      },
      async (request) => {
        await accounts[action](callerOf(request), request.body.userId);
        return ok(null);
      },
    );
  }

  api.get(
    '/api/User/GetUserPermissions',
    {
      schema: {
        tags: ['User'],
        description:
          'Menu, report, app and vehicle permissions of a sub-account, and what its parent holds to give.',
        querystring: userIdRequestSchema,
        response: { 200: envelope(permissionsSchema), ...commonErrorResponses },
      },
    },
    async (request) => ok(await accounts.permissions(callerOf(request), request.query.userId)),
  );

  api.post(
    '/api/User/UpdateUserPermissions',
    {
      schema: {
        tags: ['User'],
        description:
          'Sets a sub-account’s menu, report and app permissions (within its parent’s; its own sub-accounts lose what it loses) and vehicle permissions (devices of the caller’s tree).',
        body: updatePermissionsRequestSchema,
        response: { 200: envelope(z.null()), ...commonErrorResponses },
      },
    },
    async (request) => {
      await accounts.updatePermissions(callerOf(request), request.body);
      return ok(null);
    },
  );

  api.get(
    '/api/User/GetCreditLedger',
    {
      schema: {
        tags: ['User'],
        description:
          'Every change of credit (who, when, how much, why) of one account of the caller’s tree, or of the whole tree; newest first.',
        querystring: creditLedgerQuerySchema,
        response: { 200: envelope(pageOf(creditLedgerEntrySchema)), ...commonErrorResponses },
      },
    },
    async (request) => {
      const { userId, page, pageSize } = request.query;
      const result = await accounts.ledger(callerOf(request), userId, page, pageSize);
      return ok({
        total: result.total,
        rows: result.rows.map((row) => ({ ...row, at: row.at.toISOString() })),
      });
    },
  );
}
