import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppError,
  endSessionRequestSchema,
  ERR,
  onlineUserSchema,
  operationLogEntrySchema,
  operationLogQuerySchema,
  pageOf,
} from '@convoy/domain';
import { commonErrorResponses, envelope, ok } from '../http/envelope';
import {
  type AccountManagementService,
  callerOf,
  MENU_LOG_QUERY,
  MENU_ONLINE_USER,
} from '../account/account-management.service';
import type { SessionService } from '../session/session.service';
import type { OperationLog } from './operation-log';

/**
 * The system center's records (SPEC.md §2 systemCenter): online users, whose sessions a
 * parent can end, and the operation log. Each shows the caller's own tree only.
 */
export function registerLogController(
  app: FastifyInstance,
  deps: {
    accountManagement: AccountManagementService;
    sessions: SessionService;
    operationLog: OperationLog;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const accounts = deps.accountManagement;

  api.get(
    '/api/Log/GetOnlineUsers',
    {
      schema: {
        tags: ['Log'],
        description:
          'Open sessions of the caller’s tree: account, login time, address and last seen.',
        response: { 200: envelope(z.array(onlineUserSchema)), ...commonErrorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      accounts.requireMenu(await accounts.callerAccount(caller), MENU_ONLINE_USER);
      const ids = await accounts.treeIds(caller, undefined);
      const sessions = await deps.sessions.listOnline(ids);
      const names = await accounts.names(sessions.map((s) => s.accountId));
      return ok(
        sessions.map((session) => ({
          sessionId: session.id,
          accountId: session.accountId,
          userAccount: names.get(session.accountId)?.account ?? '',
          nickName: names.get(session.accountId)?.nickname ?? '',
          loginTime: session.createdAt.toISOString(),
          lastSeen: session.lastSeen.toISOString(),
          address: session.address,
          userAgent: session.userAgent,
          current: session.tokenHash === caller.principal.tokenHash,
        })),
      );
    },
  );

  api.post(
    '/api/Log/EndSession',
    {
      schema: {
        tags: ['Log'],
        description:
          'Ends a session of the caller’s tree (a parent logs a sub-account out); its token stops working at once.',
        body: endSessionRequestSchema,
        response: { 200: envelope(z.null()), ...commonErrorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const self = await accounts.callerAccount(caller);
      accounts.requireMenu(self, MENU_ONLINE_USER);
      const session = await deps.sessions.findOpenById(request.body.sessionId);
      if (!session) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
      const owner = await accounts.requireManaged(self, session.accountId, {
        allowSelf: true,
        allowDeleted: true,
      });
      await deps.sessions.end(session.tokenHash);
      await accounts.logOperation(caller, self, 'endSession', {
        type: 'session',
        id: request.body.sessionId,
        name: owner.account,
      });
      return ok(null);
    },
  );

  api.post(
    '/api/Log/GetOperationLogs',
    {
      schema: {
        tags: ['Log'],
        description:
          'The operation log of the caller’s tree (or of one account in it): who did what to which object, when; newest first.',
        body: operationLogQuerySchema,
        response: { 200: envelope(pageOf(operationLogEntrySchema)), ...commonErrorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      accounts.requireMenu(await accounts.callerAccount(caller), MENU_LOG_QUERY);
      const { userId, action, startTime, endTime, page, pageSize } = request.body;
      const result = await deps.operationLog.query({
        actorIds: await accounts.treeIds(caller, userId),
        action,
        start: startTime ? new Date(startTime) : undefined,
        end: endTime ? new Date(endTime) : undefined,
        page,
        pageSize,
      });
      return ok({
        total: result.total,
        rows: result.rows.map((row) => ({ ...row, at: row.at.toISOString() })),
      });
    },
  );
}
