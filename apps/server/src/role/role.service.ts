import type { Kysely } from 'kysely';
import { AppError, assertSubsetOfParent, type DataScope, ERR } from '@convoy/domain';
import type { Database } from '../db/schema';
import type { AccountManagementService, Caller } from '../account/account-management.service';

/** Roles live in rule management (SPEC.md §6), whose access code they require. */
export const MENU_RULE_MANAGEMENT = 1000707;

export interface Role {
  id: string;
  name: string;
  dataScope: DataScope;
  menuCodes: number[];
  description: string;
  createdAt: string;
}

/**
 * Roles of rule management: a name, a data scope (all data, custom, own department,
 * department and below, personal only) and the access codes it carries, never more than
 * its owner holds. Each account keeps its own roles.
 */
export class RoleService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: AccountManagementService,
  ) {}

  async list(caller: Caller): Promise<Role[]> {
    const self = await this.accounts.callerAccount(caller);
    this.accounts.requireMenu(self, MENU_RULE_MANAGEMENT);
    const rows = await this.db
      .selectFrom('roles')
      .selectAll()
      .where('account_id', '=', self.id)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      dataScope: row.data_scope as DataScope,
      menuCodes: row.menu_codes,
      description: row.description,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  async add(
    caller: Caller,
    input: { name: string; dataScope: DataScope; menuCodes: number[]; description: string },
  ): Promise<string> {
    const self = await this.accounts.callerAccount(caller);
    this.accounts.requireMenu(self, MENU_RULE_MANAGEMENT);
    assertSubsetOfParent(input.menuCodes, self.menu_codes);
    const clash = await this.db
      .selectFrom('roles')
      .select('id')
      .where('account_id', '=', self.id)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', input.name.toLowerCase()))
      .executeTakeFirst();
    if (clash) throw new AppError(ERR.ACCOUNT_ROLE_EXISTS, 409, { name: input.name });
    const row = await this.db
      .insertInto('roles')
      .values({
        account_id: self.id,
        name: input.name,
        data_scope: input.dataScope,
        menu_codes: [...new Set(input.menuCodes)],
        description: input.description,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.accounts.logOperation(caller, self, 'addRole', {
      type: 'role',
      id: row.id,
      name: input.name,
    });
    return row.id;
  }

  async remove(caller: Caller, roleId: string): Promise<void> {
    const self = await this.accounts.callerAccount(caller);
    this.accounts.requireMenu(self, MENU_RULE_MANAGEMENT);
    const deleted = await this.db
      .deleteFrom('roles')
      .where('id', '=', roleId)
      .where('account_id', '=', self.id)
      .returning(['id', 'name'])
      .executeTakeFirst();
    if (!deleted) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    await this.accounts.logOperation(caller, self, 'deleteRole', {
      type: 'role',
      id: deleted.id,
      name: deleted.name,
    });
  }
}
