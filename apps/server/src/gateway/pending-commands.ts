import type { CommandResult } from '@convoy/domain';

/** What a device answered to a command. */
export interface CommandReply {
  result: Exclude<CommandResult, 'timeout'>;
  reply?: unknown;
}

/** Recognises the device's answer to one command among the messages it sends. */
export type ReplyMatcher = (message: unknown) => CommandReply | undefined;

interface Waiting {
  match: ReplyMatcher;
  settle: (outcome: CommandReply | 'timeout') => void;
}

/**
 * Commands sent on one connection and waiting for their answers. Every decoded message is
 * offered here; the first command whose matcher recognises it is answered.
 */
export class PendingCommands {
  private waiting: Waiting[] = [];

  get size(): number {
    return this.waiting.length;
  }

  /** Registers a command before it is written; settles with its reply or 'timeout'. */
  expect(match: ReplyMatcher, timeoutMs: number): Promise<CommandReply | 'timeout'> {
    return new Promise((resolve) => {
      const entry: Waiting = {
        match,
        settle: (outcome) => {
          clearTimeout(timer);
          this.waiting = this.waiting.filter((w) => w !== entry);
          resolve(outcome);
        },
      };
      const timer = setTimeout(() => entry.settle('timeout'), timeoutMs);
      this.waiting.push(entry);
    });
  }

  /** True when the message answered a waiting command. */
  offer(message: unknown): boolean {
    for (const entry of this.waiting) {
      const reply = entry.match(message);
      if (reply) {
        entry.settle(reply);
        return true;
      }
    }
    return false;
  }

  /** The connection closed: nothing will answer any more. */
  abandon(): void {
    for (const entry of [...this.waiting]) entry.settle('timeout');
  }
}
