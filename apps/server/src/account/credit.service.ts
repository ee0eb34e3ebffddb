import type { Kysely } from 'kysely';
import { AppError, type CreditKind, type CreditReason, ERR } from '@convoy/domain';
import type { Database } from '../db/schema';
import { creditColumn, recordCreditChange } from './credit-ledger';

export interface CreditLedgerRow {
  id: string;
  at: Date;
  accountId: string;
  userAccount: string;
  kind: CreditKind;
  deltaDays: number;
  balanceAfter: number | null;
  reason: CreditReason;
  counterpartyAccount: string | null;
  actorAccount: string;
  deviceImei: string | null;
  note: string;
}

/**
 * Device credit moves down the tree only: from an account's parent to the account. It is
 * never created (only the top account, the platform's source, gives without a balance) and
 * never goes negative; both ends of a move are written to the ledger in one transaction.
 */
export class CreditService {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Moves `days` of `kind` credit from the parent of `toId` to `toId`. The caller has already
   * checked that the actor manages `toId`; this only guards the balances.
   */
  async transferFromParent(transfer: {
    actor: { id: string; name: string };
    toId: string;
    kind: CreditKind;
    days: number;
    note?: string | undefined;
  }): Promise<{ parentBalance: number | null; balance: number }> {
    if (!Number.isInteger(transfer.days) || transfer.days <= 0) {
      throw new AppError(ERR.GENERIC_INVALID_FIELD, 400, { field: 'days' });
    }
    const column = creditColumn(transfer.kind);
    return this.db.transaction().execute(async (trx) => {
      const target = await trx
        .selectFrom('accounts')
        .select(['id', 'account', 'parent_id'])
        .where('id', '=', transfer.toId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!target?.parent_id) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
      // Parent before child, always: two transfers never wait on each other in a circle.
      const parent = await trx
        .selectFrom('accounts')
        .select(['id', 'account', 'level', column])
        .where('id', '=', target.parent_id)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!parent) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
      const child = await trx
        .selectFrom('accounts')
        .select(['id', 'account', column])
        .where('id', '=', target.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const parentBalance = (parent as Record<typeof column, number>)[column];
      const childBalance = (child as Record<typeof column, number>)[column];

      let parentAfter: number | null = null;
      if (parent.level > 1) {
        if (parentBalance < transfer.days) throw new AppError(ERR.ACCOUNT_INSUFFICIENT_CREDIT, 409);
        parentAfter = parentBalance - transfer.days;
        await trx
          .updateTable('accounts')
          .set({ [column]: parentAfter })
          .where('id', '=', parent.id)
          .execute();
      }
      const childAfter = childBalance + transfer.days;
      await trx
        .updateTable('accounts')
        .set({ [column]: childAfter })
        .where('id', '=', child.id)
        .execute();
      const common = { kind: transfer.kind, actor: transfer.actor, note: transfer.note };
      await recordCreditChange(trx, {
        ...common,
        account: parent,
        deltaDays: -transfer.days,
        balanceAfter: parentAfter,
        reason: 'transferOut',
        counterparty: child,
      });
      await recordCreditChange(trx, {
        ...common,
        account: child,
        deltaDays: transfer.days,
        balanceAfter: childAfter,
        reason: 'transferIn',
        counterparty: parent,
      });
      return { parentBalance: parentAfter, balance: childAfter };
    });
  }

  /** Ledger rows of the given accounts, newest first. */
  async ledger(
    accountIds: readonly string[],
    page: number,
    pageSize: number,
  ): Promise<{ total: number; rows: CreditLedgerRow[] }> {
    if (accountIds.length === 0) return { total: 0, rows: [] };
    const base = this.db.selectFrom('credit_ledger').where('account_id', 'in', accountIds);
    const { n } = await base
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return {
      total: Number(n),
      rows: rows.map((row) => ({
        id: row.id,
        at: new Date(row.at),
        accountId: row.account_id,
        userAccount: row.account_name,
        kind: row.kind,
        deltaDays: row.delta_days,
        balanceAfter: row.balance_after,
        reason: row.reason as CreditReason,
        counterpartyAccount: row.counterparty_name,
        actorAccount: row.actor_name,
        deviceImei: row.device_imei,
        note: row.note,
      })),
    };
  }
}
