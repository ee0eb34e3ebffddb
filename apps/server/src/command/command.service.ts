import { type Kysely, sql } from 'kysely';
import { AppError, type CommandResult, type DeviceCommand, ERR } from '@convoy/domain';
import type { Database } from '../db/schema';
import type { DeviceService } from '../device/device.service';
import type { Gateway } from '../gateway/gateway';

export interface CommandOutcome {
  result: CommandResult;
  reply?: unknown;
  logId: string;
}

/**
 * Sends commands to devices on behalf of an account: only to devices it may see, never to
 * an expired one, and every attempt goes into the command log with its operator and result.
 */
export class CommandService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly devices: DeviceService,
    private readonly gateway: Gateway,
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async send(callerId: string, imei: string, command: DeviceCommand): Promise<CommandOutcome> {
    const device = await this.devices.findVisible(callerId, imei);
    if (device.expiry && new Date(device.expiry).getTime() < this.now()) {
      throw new AppError(ERR.DEVICE_EXPIRED, 403);
    }
    const log = await this.db
      .insertInto('command_log')
      .values({
        device_id: device.id,
        account_id: callerId,
        command_type: command.type,
        params: JSON.stringify(command.params),
        sent_at: new Date(this.now()),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await this.gateway.sendCommand(device.id, command, this.timeoutMs);
    const finish = (result: CommandResult, reply: unknown) =>
      this.db
        .updateTable('command_log')
        .set({
          result,
          reply: reply === undefined ? null : JSON.stringify(reply),
          completed_at: new Date(this.now()),
        })
        .where('id', '=', log.id)
        .execute();
    if (answer === 'offline') {
      await finish('fail', { reason: 'offline' });
      throw new AppError(ERR.DEVICE_OFFLINE, 409);
    }
    if (answer === 'unsupported') {
      await finish('fail', { reason: 'unsupported' });
      throw new AppError(ERR.COMMAND_UNSUPPORTED, 422);
    }
    if (answer === 'timeout') {
      await finish('timeout', undefined);
      return { result: 'timeout', logId: log.id };
    }
    await finish(answer.result, answer.reply);
    return { result: answer.result, reply: answer.reply, logId: log.id };
  }

  /** The command log of the caller's tree, newest first. */
  async logs(
    callerId: string,
    filter: {
      imei?: string | undefined;
      startTime?: string | undefined;
      endTime?: string | undefined;
      limit: number;
    },
  ) {
    let query = this.db
      .selectFrom('command_log')
      .innerJoin('devices', 'devices.id', 'command_log.device_id')
      .innerJoin('accounts', 'accounts.id', 'command_log.account_id')
      .select([
        'command_log.id',
        'devices.imei',
        'devices.name as device_name',
        'accounts.account as operator',
        'command_log.command_type',
        'command_log.params',
        'command_log.result',
        'command_log.reply',
        'command_log.sent_at',
        'command_log.completed_at',
      ])
      // Commands on devices of the caller's tree, whoever sent them.
      .where(
        'devices.account_id',
        'in',
        sql<string>`(WITH RECURSIVE tree AS (
          SELECT id FROM accounts WHERE id = ${callerId}
          UNION ALL SELECT a.id FROM accounts a JOIN tree ON a.parent_id = tree.id
        ) SELECT id FROM tree)`,
      );
    if (filter.imei) {
      const device = await this.devices.findVisible(callerId, filter.imei);
      query = query.where('command_log.device_id', '=', device.id);
    }
    if (filter.startTime)
      query = query.where('command_log.sent_at', '>=', new Date(filter.startTime));
    if (filter.endTime) query = query.where('command_log.sent_at', '<=', new Date(filter.endTime));
    const rows = await query.orderBy('command_log.id', 'desc').limit(filter.limit).execute();
    return rows.map((row) => ({
      id: row.id,
      imei: row.imei,
      deviceName: row.device_name,
      operator: row.operator,
      type: row.command_type,
      params: row.params,
      result: row.result as CommandResult | 'pending',
      reply: row.reply ?? null,
      sentAt: new Date(row.sent_at).toISOString(),
      completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    }));
  }
}
