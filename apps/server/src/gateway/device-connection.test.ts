import { describe, expect, it } from 'vitest';
import { DeviceConnection, type DeviceLink } from './device-connection';

const silent = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as ConstructorParameters<typeof DeviceConnection>[3];

function link(): DeviceLink & { written: Uint8Array[] } {
  const written: Uint8Array[] = [];
  return {
    written,
    destroyed: false,
    write: (b: Uint8Array) => written.push(b),
    destroy: () => undefined,
  };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('DeviceConnection queue', () => {
  it('handles the next frame while the earlier one is stored, and settles each after its storage', async () => {
    const connection = new DeviceConnection('jt808', link(), {}, silent);
    const order: string[] = [];
    const firstStore = deferred();
    const first = connection.enqueue(() => {
      order.push('frame 1 handled');
      return Promise.resolve({
        stored: firstStore.promise.then(() => void order.push('frame 1 stored')),
      });
    });
    const second = connection.enqueue(() => {
      order.push('frame 2 handled');
      return Promise.resolve();
    });
    await second;
    // Frame 2 ran although frame 1 is not stored yet; frame 1 still counts in the backlog.
    expect(order).toEqual(['frame 1 handled', 'frame 2 handled']);
    expect(connection.backlog).toBe(1);
    let firstDone = false;
    void first.then(() => (firstDone = true));
    await Promise.resolve();
    expect(firstDone).toBe(false);
    firstStore.resolve();
    await first;
    expect(order).toEqual(['frame 1 handled', 'frame 2 handled', 'frame 1 stored']);
    expect(connection.backlog).toBe(0);
  });

  it('reports a failed storage as the frame failing, and keeps serving the next frames', async () => {
    const connection = new DeviceConnection('jt808', link(), {}, silent);
    const failed = connection.enqueue(() =>
      Promise.resolve({ stored: Promise.reject(new Error('database gone')) }),
    );
    await expect(failed).rejects.toThrow('database gone');
    let ran = false;
    await connection.enqueue(() => {
      ran = true;
      return Promise.resolve();
    });
    expect(ran).toBe(true);
    expect(connection.backlog).toBe(0);
  });

  it('settles once every queued frame ran and what it stores is stored', async () => {
    const connection = new DeviceConnection('jt808', link(), {}, silent);
    const store = deferred();
    void connection.enqueue(() => Promise.resolve({ stored: store.promise }));
    let settled = false;
    const waiting = connection.settled().then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 5));
    expect(settled).toBe(false);
    store.resolve();
    await waiting;
    expect(settled).toBe(true);
  });

  it('runs a frame at once when nothing is queued, and behind a frame that waits', async () => {
    const connection = new DeviceConnection('jt808', link(), {}, silent);
    const order: string[] = [];
    // Nothing queued: the handler runs inside enqueue, without waiting for a turn.
    void connection.enqueue(() => void order.push('report 1'));
    expect(order).toEqual(['report 1']);
    // A frame that waits (an identification, a registration) holds the ones after it,
    // even those that would answer at once.
    const lookup = deferred();
    const waiting = connection.enqueue(async () => {
      await lookup.promise;
      order.push('registration');
    });
    const after = connection.enqueue(() => void order.push('report 2'));
    expect(order).toEqual(['report 1']);
    expect(connection.backlog).toBe(2);
    lookup.resolve();
    await Promise.all([waiting, after]);
    expect(order).toEqual(['report 1', 'registration', 'report 2']);
    // Once the queue is empty again, frames run at once again.
    void connection.enqueue(() => void order.push('report 3'));
    expect(order.at(-1)).toBe('report 3');
    expect(connection.backlog).toBe(0);
  });

  it('reports a frame that throws as failing, and keeps serving the next frames', async () => {
    const connection = new DeviceConnection('jt808', link(), {}, silent);
    const malformed = connection.enqueue(() => {
      throw new Error('bad checksum');
    });
    await expect(malformed).rejects.toThrow('bad checksum');
    expect(connection.backlog).toBe(0);
    let ran = false;
    await connection.enqueue(() => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
