import { connect, type Socket } from 'node:net';
import type { FrameSplit } from '@convoy/protocols';

/** A device's side of a TCP connection for gateway tests: send bytes, await replies. */
export class DeviceSocket {
  private buffer: Buffer = Buffer.alloc(0);
  private readonly received: Uint8Array[] = [];
  private waiters: (() => void)[] = [];
  closed = false;

  private constructor(
    private readonly socket: Socket,
    private readonly split: (buffer: Uint8Array) => FrameSplit,
  ) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      const result = this.split(this.buffer);
      this.buffer = this.buffer.subarray(result.consumed);
      this.received.push(...result.frames.map((f) => Uint8Array.from(f)));
      for (const wake of this.waiters.splice(0)) wake();
    });
    socket.on('close', () => {
      this.closed = true;
      for (const wake of this.waiters.splice(0)) wake();
    });
    socket.on('error', () => undefined);
  }

  static open(port: number, split: (buffer: Uint8Array) => FrameSplit): Promise<DeviceSocket> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1' }, () =>
        resolve(new DeviceSocket(socket, split)),
      );
      socket.once('error', reject);
    });
  }

  send(bytes: Uint8Array): void {
    this.socket.write(bytes);
  }

  /** Takes the first received frame matching `match`, waiting up to `timeoutMs`. */
  async take(match: (frame: Uint8Array) => boolean, timeoutMs = 5000): Promise<Uint8Array> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex(match);
      if (index >= 0) return this.received.splice(index, 1)[0] as Uint8Array;
      const left = deadline - Date.now();
      if (left <= 0 || this.closed) throw new Error('no matching frame from the server');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Whatever arrived and was not taken. */
  pending(): Uint8Array[] {
    return [...this.received];
  }

  close(): void {
    this.socket.destroy();
  }
}
