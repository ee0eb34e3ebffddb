import type { FastifyBaseLogger as Logger } from 'fastify';
import type { ProtocolName } from '@convoy/protocols';
import type { RegisteredDevice } from '../device/device-registry';
import { PendingCommands } from './pending-commands';

/** The transport under a device connection: a TCP socket, or a UDP peer. */
export interface DeviceLink {
  readonly remoteAddress?: string | undefined;
  readonly remotePort?: number | undefined;
  readonly destroyed: boolean;
  write(bytes: Uint8Array): unknown;
  destroy(): unknown;
  /** TCP only: gather writes and send them together. */
  cork?(): void;
  uncork?(): void;
}

/**
 * What handling a frame may leave behind: its storage still under way, after which the
 * frame is acknowledged (or, should storage fail, the failure).
 */
export type FrameOutcome = void | { stored: Promise<void> };

const RESOLVED: Promise<void> = Promise.resolve();

/**
 * One device's TCP connection: its identity once known, its protocol state, and a
 * serial queue so that frames are handled, stored and acknowledged in the order they came.
 */
export class DeviceConnection<State> {
  device: RegisteredDevice | null = null;
  /** The identifier the device announced, whether or not an account owns it. */
  identifier: string | null = null;
  authenticated = false;
  readonly connectedAt = new Date();
  lastFrameAt = Date.now();
  framesHandled = 0;
  framesRejected = 0;
  /** Commands sent to the device and waiting for its answer. */
  readonly commands = new PendingCommands();
  private pending = 0;
  /** Tasks queued or running: while none are, the next one runs at once. */
  private active = 0;
  private chain: Promise<void> = RESOLVED;
  private readonly taskDone = (): void => {
    this.active--;
  };
  private readonly afterTask = (outcome: FrameOutcome): Promise<void> => {
    if (!outcome) {
      this.pending--;
      return RESOLVED;
    }
    const { stored } = outcome;
    this.storing.add(stored);
    return stored.then(
      () => {
        this.storing.delete(stored);
        this.pending--;
      },
      (error: unknown) => {
        this.storing.delete(stored);
        this.pending--;
        throw error;
      },
    );
  };
  private readonly taskFailed = (error: unknown): never => {
    this.pending--;
    throw error;
  };
  private readonly storing = new Set<Promise<void>>();
  private closed = false;
  private corked = false;

  constructor(
    readonly protocol: ProtocolName,
    readonly socket: DeviceLink,
    readonly state: State,
    readonly log: Logger,
  ) {}

  get address(): string {
    return `${this.socket.remoteAddress ?? '?'}:${this.socket.remotePort ?? '?'}`;
  }

  get isClosed(): boolean {
    return this.closed || this.socket.destroyed;
  }

  /** Frames waiting in the queue (the reader pauses the socket when too many wait). */
  get backlog(): number {
    return this.pending;
  }

  /**
   * Runs `task` after every earlier one; the returned promise settles when it has run and,
   * when the task hands back a frame still being stored, once that is stored. The next frame
   * waits only for the task, not for the storage: a device's frames are decoded and queued
   * for storage in order while earlier ones commit, and each is acknowledged after its own
   * commit. A frame being stored counts in the backlog until it is.
   *
   * With nothing queued, the task runs at once, and a task that answers without a promise
   * (the usual report of a known device) costs no promise of the queue's own.
   */
  enqueue(task: () => FrameOutcome | Promise<FrameOutcome>): Promise<void> {
    this.pending++;
    let result: FrameOutcome | Promise<FrameOutcome>;
    if (this.active === 0) {
      try {
        result = task();
      } catch (error) {
        // Settled like a task that failed in the queue.
        return Promise.resolve().then(() => this.taskFailed(error));
      }
      if (!(result instanceof Promise)) return this.afterTask(result);
    } else {
      result = this.chain.then(task);
    }
    this.active++;
    this.chain = result.then(this.taskDone, this.taskDone);
    return result.then(this.afterTask, this.taskFailed);
  }

  /** Resolves once every frame queued so far has run and what it stores is stored. */
  async settled(): Promise<void> {
    await this.chain;
    await Promise.allSettled([...this.storing]);
  }

  write(bytes: Uint8Array): void {
    if (this.isClosed) return;
    // The acknowledgements of one committed batch leave in one segment, not one each.
    if (!this.corked && this.socket.cork && this.socket.uncork) {
      this.corked = true;
      this.socket.cork();
      process.nextTick(() => {
        this.corked = false;
        this.socket.uncork?.();
      });
    }
    this.socket.write(bytes);
  }

  close(reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.commands.abandon();
    this.log.debug(
      { address: this.address, device: this.identifier, reason },
      'closing device connection',
    );
    // A last answer (a refusal) still goes out before the connection closes.
    if (this.corked) {
      this.corked = false;
      this.socket.uncork?.();
    }
    this.socket.destroy();
  }
}
