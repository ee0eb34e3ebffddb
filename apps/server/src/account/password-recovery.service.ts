import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError, ERR } from '@convoy/domain';
import { type Language, translate } from '@convoy/i18n';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { OperationLog } from '../log/operation-log';
import { hashToken, type SessionService } from '../session/session.service';
import type { AccountRepository } from './account.repository';
import { hashPassword } from './password';

/** How long an e-mailed reset link works. */
export const RESET_LINK_MINUTES = 30;
/** One mail per account in this time, so the form cannot be used to flood an inbox. */
const RESEND_INTERVAL_MS = 60_000;

/**
 * Forgot password (SPEC.md §2 Login, §7 Login/RecoverPassword): a one-time link, valid for
 * RESET_LINK_MINUTES, e-mailed in the language the user chose; the reset page sets a new
 * password with it. The answer never tells whether an account exists or has an address.
 */
export class PasswordRecoveryService {
  private readonly lastSent = new Map<string, number>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
    private readonly log: OperationLog,
    /** The web app's address, e.g. https://fleet.example.com; the link is `${base}/resetPassword?…`. */
    private readonly publicUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  async recover(userAccount: string, language: Language, address: string): Promise<void> {
    if (!this.mailer.configured) throw new AppError(ERR.ACCOUNT_MAIL_NOT_CONFIGURED, 400);
    const account = await this.accounts.findByLogin(userAccount.trim());
    if (!account || account.deleted_at || !account.email) return;
    const last = this.lastSent.get(account.id);
    if (last !== undefined && this.now() - last < RESEND_INTERVAL_MS) return;
    this.lastSent.set(account.id, this.now());

    const token = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('password_resets')
      .values({
        token_hash: hashToken(token),
        account_id: account.id,
        expires_at: new Date(this.now() + RESET_LINK_MINUTES * 60_000),
        used_at: null,
      })
      .execute();
    const link = `${this.publicUrl.replace(/\/+$/, '')}/resetPassword?token=${token}&lang=${language}`;
    const params = { account: account.account, link, minutes: RESET_LINK_MINUTES };
    await this.mailer.send({
      to: account.email,
      subject: translate(language, 'mail.resetSubject', params, 'account'),
      text: translate(language, 'mail.resetBody', params, 'account'),
    });
    await this.log.record({ id: account.id, name: account.account, address }, 'recoverPassword', {
      type: 'account',
      id: account.id,
      name: account.account,
    });
  }

  /** The account a still-valid link belongs to, for the reset page to greet. */
  async checkLink(token: string): Promise<{ userAccount: string }> {
    const row = await this.validLink(this.db, token);
    return { userAccount: row.account };
  }

  async reset(token: string, password: string, address: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const account = await this.db.transaction().execute(async (trx) => {
      const row = await this.validLink(trx, token, true);
      await trx
        .updateTable('password_resets')
        .set({ used_at: new Date(this.now()) })
        .where('token_hash', '=', hashToken(token))
        .execute();
      // Any other link sent before is void too: the newest password wins.
      await trx
        .updateTable('password_resets')
        .set({ used_at: new Date(this.now()) })
        .where('account_id', '=', row.account_id)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .updateTable('accounts')
        .set({ password_hash: passwordHash })
        .where('id', '=', row.account_id)
        .execute();
      await this.log.record(
        { id: row.account_id, name: row.account, address },
        'resetPassword',
        { type: 'account', id: row.account_id, name: row.account },
        {},
        trx,
      );
      return row;
    });
    await this.sessions.endAllOf(account.account_id);
  }

  private async validLink(db: Kysely<Database>, token: string, lock = false) {
    let query = db
      .selectFrom('password_resets')
      .innerJoin('accounts', 'accounts.id', 'password_resets.account_id')
      .select(['password_resets.account_id', 'accounts.account'])
      .where('password_resets.token_hash', '=', hashToken(token))
      .where('password_resets.used_at', 'is', null)
      .where('password_resets.expires_at', '>', new Date(this.now()))
      .where('accounts.deleted_at', 'is', null);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw new AppError(ERR.ACCOUNT_RESET_LINK_INVALID, 400);
    return row;
  }
}
