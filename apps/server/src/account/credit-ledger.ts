import { AppError, type CreditKind, type CreditReason, ERR } from '@convoy/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Days in one device-year of credit (SPEC.md §6: credit is kept in device-years). */
export const DAYS_PER_CREDIT_YEAR = 365;

export const creditColumn = (kind: CreditKind) =>
  kind === 'dvr' ? ('dvr_credit_days' as const) : ('gps_credit_days' as const);

/**
 * One row of the credit ledger: the change of one account's balance. The top account
 * (level 1) is the platform's source of credit; its balance is not kept (balanceAfter null).
 */
export async function recordCreditChange(
  db: Kysely<Database>,
  entry: {
    account: { id: string; account: string };
    kind: CreditKind;
    deltaDays: number;
    balanceAfter: number | null;
    reason: CreditReason;
    counterparty?: { id: string; account: string } | undefined;
    actor: { id: string; name: string };
    device?: { id: string; imei: string } | undefined;
    note?: string | undefined;
  },
): Promise<void> {
  await db
    .insertInto('credit_ledger')
    .values({
      account_id: entry.account.id,
      account_name: entry.account.account,
      kind: entry.kind,
      delta_days: entry.deltaDays,
      balance_after: entry.balanceAfter,
      reason: entry.reason,
      counterparty_id: entry.counterparty?.id ?? null,
      counterparty_name: entry.counterparty?.account ?? null,
      actor_id: entry.actor.id,
      actor_name: entry.actor.name,
      device_id: entry.device?.id ?? null,
      device_imei: entry.device?.imei ?? null,
      note: entry.note ?? '',
    })
    .execute();
}

/**
 * Charges an account for a device added or renewed (SPEC.md §5 Device import): `days` of
 * GPS or DVR credit, refused when the balance is short. Run inside the transaction that
 * writes the device, so a refusal leaves nothing behind. The top account is not charged,
 * but the use is recorded.
 */
export async function chargeDeviceCredit(
  trx: Kysely<Database>,
  charge: {
    ownerId: string;
    actorId: string;
    kind: CreditKind;
    days: number;
    reason: Extract<CreditReason, 'deviceAdd' | 'deviceRenew'>;
    device: { id: string; imei: string };
  },
): Promise<void> {
  const column = creditColumn(charge.kind);
  const owner = await trx
    .selectFrom('accounts')
    .select(['id', 'account', 'level', column])
    .where('id', '=', charge.ownerId)
    .forUpdate()
    .executeTakeFirst();
  if (!owner) throw new AppError(ERR.DEVICE_NO_PERMISSION_TO_ADD, 403);
  const actor =
    charge.actorId === owner.id
      ? owner
      : await trx
          .selectFrom('accounts')
          .select(['id', 'account'])
          .where('id', '=', charge.actorId)
          .executeTakeFirstOrThrow();
  let balanceAfter: number | null = null;
  if (owner.level > 1) {
    const balance = (owner as Record<typeof column, number>)[column];
    if (balance < charge.days) throw new AppError(ERR.ACCOUNT_INSUFFICIENT_CREDIT, 409);
    balanceAfter = balance - charge.days;
    await trx
      .updateTable('accounts')
      .set({ [column]: balanceAfter })
      .where('id', '=', owner.id)
      .execute();
  }
  await recordCreditChange(trx, {
    account: owner,
    kind: charge.kind,
    deltaDays: -charge.days,
    balanceAfter,
    reason: charge.reason,
    actor: { id: actor.id, name: actor.account },
    device: charge.device,
  });
}
