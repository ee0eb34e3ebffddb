import { createHmac, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Alarm } from '@convoy/domain';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';

/** Headers of a signed webhook delivery. */
export const WEBHOOK_TIMESTAMP_HEADER = 'x-convoy-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'x-convoy-signature';

/**
 * The signature of a delivery: HMAC-SHA256 with the webhook's secret over
 * `<timestamp>.<body>`, hex, prefixed `sha256=`. Signing the timestamp lets a receiver refuse
 * replays older than it tolerates.
 */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function newWebhookSecret(): string {
  return randomBytes(24).toString('hex');
}

/** How long the rules and webhooks of an account are reused without reading them again. */
const TARGETS_TTL_MS = 10_000;

interface RuleTarget {
  id: string;
  name: string;
  types: string[];
  emails: string[];
}

interface HookTarget {
  id: string;
  url: string;
  secret: string;
  types: string[];
}

export interface AlarmNotifierOptions {
  /** Attempts per delivery, the first included. */
  maxAttempts?: number;
  /** Wait before the second attempt; doubled for each further one. */
  backoffMs?: number;
  requestTimeoutMs?: number;
  now?: () => number;
  log?: { warn(obj: unknown, msg: string): void };
}

/**
 * Sends alarms beyond the screen: e-mail to the recipients of matching alarm rules (SMTP) and
 * signed HTTP posts to webhooks, retried with back-off and logged per attempt. Rules and
 * webhooks of the device's account and of every account above it apply.
 */
export class AlarmNotifier {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  private readonly requestTimeoutMs: number;
  private readonly now: () => number;
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly options: AlarmNotifierOptions = {},
  ) {
    this.maxAttempts = options.maxAttempts ?? 5;
    this.backoffMs = options.backoffMs ?? 2000;
    this.requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Starts the notifications of new alarms; they run in the background. */
  notify(ownerAccountId: string, alarms: Alarm[]): void {
    if (this.closed || alarms.length === 0) return;
    const task = this.run(ownerAccountId, alarms).catch((error: unknown) => {
      this.options.log?.warn({ err: error }, 'alarm notification failed');
    });
    this.inFlight.add(task);
    void task.finally(() => this.inFlight.delete(task));
  }

  /** Waits for every notification under way (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  close(): void {
    this.closed = true;
  }

  /**
   * Per owner account, the rules and webhooks that apply, read at most every
   * TARGETS_TTL_MS: a device sending its buffered history raises alarm after alarm, and each
   * would otherwise read the account chain, the rules and the webhooks again. Saving a rule
   * or a webhook forgets them at once.
   */
  private readonly targets = new Map<
    string,
    { at: number; value: Promise<{ rules: RuleTarget[]; hooks: HookTarget[] }> }
  >();

  /** Rules or webhooks changed: the next alarm reads them again. */
  forgetTargets(): void {
    this.targets.clear();
  }

  private targetsOf(ownerAccountId: string) {
    const now = this.now();
    const cached = this.targets.get(ownerAccountId);
    if (cached && now - cached.at < TARGETS_TTL_MS) return cached.value;
    const value = this.readTargets(ownerAccountId);
    this.targets.set(ownerAccountId, { at: now, value });
    // A failed read is not kept.
    value.catch(() => this.targets.delete(ownerAccountId));
    return value;
  }

  private async readTargets(ownerAccountId: string) {
    const accountIds = await this.accountsAbove(ownerAccountId);
    const [rules, hooks] = await Promise.all([
      this.db
        .selectFrom('alarm_rules')
        .select(['id', 'name', 'types', 'emails'])
        .where('account_id', 'in', accountIds)
        .where('enabled', '=', true)
        .execute(),
      this.db
        .selectFrom('webhooks')
        .select(['id', 'url', 'secret', 'types'])
        .where('account_id', 'in', accountIds)
        .where('enabled', '=', true)
        .execute(),
    ]);
    return { rules, hooks };
  }

  private async accountsAbove(accountId: string): Promise<string[]> {
    const result = await sql<{ id: string }>`
      WITH RECURSIVE up AS (
        SELECT id, parent_id FROM accounts WHERE id = ${accountId}
        UNION ALL
        SELECT a.id, a.parent_id FROM accounts a JOIN up ON a.id = up.parent_id
      ) SELECT id FROM up`.execute(this.db);
    return result.rows.map((r) => String(r.id));
  }

  private async run(ownerAccountId: string, alarms: Alarm[]): Promise<void> {
    const { rules, hooks } = await this.targetsOf(ownerAccountId);
    const jobs: Promise<void>[] = [];
    for (const rule of rules) {
      const matching = alarms.filter((a) => rule.types.includes(a.type));
      if (matching.length > 0 && this.mailer.configured) {
        jobs.push(this.mail(rule.name, rule.emails, matching));
      }
    }
    for (const hook of hooks) {
      for (const alarm of alarms) {
        if (hook.types.length === 0 || hook.types.includes(alarm.type)) {
          jobs.push(this.deliver(hook, alarm));
        }
      }
    }
    await Promise.all(jobs);
  }

  private async mail(ruleName: string, emails: string[], alarms: Alarm[]): Promise<void> {
    const lines = alarms.map(
      (a) =>
        `${a.gpsTime}  ${a.vehicle} (${a.imei})  ${a.type}${a.level ? ` level ${a.level}` : ''}${
          a.fenceName ? `  ${a.fenceName}` : ''
        }  ${a.speed} km/h  ${a.latitude.toFixed(6)},${a.longitude.toFixed(6)}  [${a.source}]`,
    );
    const first = alarms[0] as Alarm;
    try {
      await this.mailer.send({
        to: emails.join(', '),
        subject: `[Convoy] ${first.vehicle}: ${first.type}${alarms.length > 1 ? ` (+${alarms.length - 1})` : ''} — ${ruleName}`,
        text: `Alarm rule "${ruleName}"\n\n${lines.join('\n')}\n`,
      });
    } catch (error) {
      this.options.log?.warn({ err: error, rule: ruleName }, 'alarm e-mail not sent');
    }
  }

  private async deliver(
    hook: { id: string; url: string; secret: string },
    alarm: Alarm,
  ): Promise<void> {
    const body = JSON.stringify({ event: 'alarm', alarm });
    for (let attempt = 1; attempt <= this.maxAttempts && !this.closed; attempt++) {
      const timestamp = String(Math.floor(this.now() / 1000));
      let statusCode: number | null = null;
      let error = '';
      try {
        const response = await fetch(hook.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Convoy-Webhook/1',
            [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
            [WEBHOOK_SIGNATURE_HEADER]: signWebhook(hook.secret, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(this.requestTimeoutMs),
        });
        statusCode = response.status;
        await response.arrayBuffer().catch(() => undefined);
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause);
      }
      const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
      await this.db
        .insertInto('webhook_deliveries')
        .values({
          webhook_id: hook.id,
          alarm_id: alarm.id,
          attempt,
          status_code: statusCode,
          ok,
          error: error || (ok ? '' : `HTTP ${statusCode}`),
        })
        .execute();
      if (ok) return;
      if (attempt < this.maxAttempts) {
        await new Promise((resolve) => setTimeout(resolve, this.backoffMs * 2 ** (attempt - 1)));
      }
    }
  }
}
