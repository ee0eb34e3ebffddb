import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addRoleRequestSchema, roleIdRequestSchema, roleSchema } from '@convoy/domain';
import { commonErrorResponses, envelope, errorEnvelope, ok } from '../http/envelope';
import { callerOf } from '../account/account-management.service';
import type { RoleService } from './role.service';

/** Role/GetRoles, Role/AddRole, Role/DeleteRole: roles of rule management (SPEC.md §6). */
export function registerRoleController(app: FastifyInstance, deps: { roles: RoleService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const caller = callerOf;

  api.get(
    '/api/Role/GetRoles',
    {
      schema: {
        tags: ['Role'],
        description: 'The caller’s roles with their data scopes.',
        response: { 200: envelope(z.array(roleSchema)), ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.roles.list(caller(request))),
  );

  api.post(
    '/api/Role/AddRole',
    {
      schema: {
        tags: ['Role'],
        description:
          'Adds a role: a name unique for the caller, a data scope and access codes the caller holds.',
        body: addRoleRequestSchema,
        response: {
          200: envelope(z.object({ id: z.string() })),
          409: errorEnvelope,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ok({ id: await deps.roles.add(caller(request), request.body) }),
  );

  api.post(
    '/api/Role/DeleteRole',
    {
      schema: {
        tags: ['Role'],
        description: 'Deletes one of the caller’s roles.',
        body: roleIdRequestSchema,
        response: { 200: envelope(z.null()), ...commonErrorResponses },
      },
    },
    async (request) => {
      await deps.roles.remove(caller(request), request.body.roleId);
      return ok(null);
    },
  );
}
