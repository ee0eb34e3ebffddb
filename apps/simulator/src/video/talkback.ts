import { connect, type Socket } from 'node:net';
import {
  encodeJt1078Frame,
  Jt1078PayloadType,
  parseJt1078Packet,
  splitJt1078Packets,
} from '@convoy/protocols';
import { loadClip } from './clip';

/** 40 ms of G.711 A-law at 8 kHz. */
const FRAME_BYTES = 320;
const FRAME_MS = 40;
/** A-law code of a zero sample. */
const ALAW_SILENCE = 0xd5;
/** Platform voice waiting to be echoed, at most (two seconds). */
const MAX_QUEUED_FRAMES = 50;

/**
 * One intercom (two-way talk) or listen-in link of a simulated recorder (S1078 §4.3,
 * PROTOCOLS.md 2.4): a TCP connection to the platform's media address carrying G.711 A-law
 * audio packets every 40 ms. Listening sends the bundled clip's sound; talking sends back what
 * the platform said (an echo, so that the round trip can be heard), or silence.
 */
export class TalkbackLink {
  private socket: Socket | null = null;
  private timer: NodeJS.Timeout | null = null;
  private sequence = 0;
  private sent = 0;
  private startedAt = 0;
  private pending: Buffer = Buffer.alloc(0);
  private readonly queue: Uint8Array[] = [];
  private closed = false;
  /** Platform audio received (bodies of its audio packets, in order). */
  readonly heard: Uint8Array[] = [];

  constructor(
    private readonly options: {
      host: string;
      port: number;
      sim: string;
      simBytes: 6 | 10;
      channel: number;
      mode: 'talk' | 'listen';
    },
  ) {}

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: this.options.host, port: this.options.port }, () => {
        socket.off('error', reject);
        this.startedAt = Date.now();
        this.tick();
        resolve();
      });
      socket.setNoDelay(true);
      socket.once('error', reject);
      socket.on('error', () => undefined);
      socket.on('data', (chunk: Buffer) => this.receive(chunk));
      socket.on('close', () => this.stop());
      this.socket = socket;
    });
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  private receive(chunk: Buffer): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const split = splitJt1078Packets(this.pending);
    this.pending = this.pending.subarray(split.consumed);
    for (const bytes of split.frames) {
      const packet = parseJt1078Packet(bytes);
      if (packet.dataType !== 'audio') continue;
      const voice = packet.body.slice();
      this.heard.push(voice);
      if (this.options.mode === 'talk' && this.queue.length < MAX_QUEUED_FRAMES) {
        this.queue.push(voice);
      }
    }
  }

  private nextSound(): Uint8Array {
    if (this.options.mode === 'listen') {
      const audio = loadClip().audio;
      return audio[this.sent % Math.max(1, audio.length)] ?? new Uint8Array(FRAME_BYTES);
    }
    return this.queue.shift() ?? new Uint8Array(FRAME_BYTES).fill(ALAW_SILENCE);
  }

  private tick(): void {
    if (this.closed || !this.socket) return;
    const due = Math.floor((Date.now() - this.startedAt) / FRAME_MS) + 1;
    while (this.sent < due) {
      const audio = encodeJt1078Frame({
        sim: this.options.sim,
        simBytes: this.options.simBytes,
        channel: this.options.channel,
        payloadType: Jt1078PayloadType.G711A,
        dataType: 'audio',
        timestamp: this.startedAt + this.sent * FRAME_MS,
        data: this.nextSound(),
        sequence: this.sequence,
      });
      this.sequence = audio.nextSequence;
      for (const packet of audio.packets) this.socket.write(packet);
      this.sent++;
    }
    const next = this.startedAt + this.sent * FRAME_MS;
    this.timer = setTimeout(() => this.tick(), Math.max(0, next - Date.now()));
  }

  stop(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.socket?.destroy();
    this.socket = null;
  }
}

/**
 * The intercom side of a simulated recorder: 0x9101 with data type 2 (two-way talk) or 3
 * (listen-in) opens a TalkbackLink; 0x9102 command 4 closes two-way talk, and command 0 with
 * close type 1 (audio only) ends listening. Other video messages are left to DvrVideo.
 */
export class DvrTalkback {
  private readonly links = new Map<string, TalkbackLink>();

  constructor(
    private readonly channels: number,
    private readonly sim: string,
    private readonly simBytes: 6 | 10,
  ) {}

  /** The open link of a channel and mode, if any. */
  link(channel: number, mode: 'talk' | 'listen'): TalkbackLink | undefined {
    const link = this.links.get(`${channel}/${mode}`);
    return link?.isOpen ? link : undefined;
  }

  /** The general-response result for a message this handles; undefined for the others. */
  handle(msgId: number, body: Uint8Array): { result: number } | undefined {
    if (msgId === 0x9101) {
      const length = body[0] ?? 0;
      const host = new TextDecoder().decode(body.subarray(1, 1 + length));
      const port = ((body[1 + length] ?? 0) << 8) | (body[2 + length] ?? 0);
      const channel = body[5 + length] ?? 0;
      const dataType = body[6 + length] ?? 0;
      if (dataType !== 2 && dataType !== 3) return undefined;
      if (channel < 1 || channel > this.channels) return { result: 1 };
      const mode = dataType === 2 ? 'talk' : 'listen';
      if (this.link(channel, mode)) return { result: 0 };
      const link = new TalkbackLink({
        host,
        port,
        sim: this.sim,
        simBytes: this.simBytes,
        channel,
        mode,
      });
      this.links.set(`${channel}/${mode}`, link);
      link.start().catch(() => this.links.delete(`${channel}/${mode}`));
      return { result: 0 };
    }
    if (msgId === 0x9102) {
      const channel = body[0] ?? 0;
      const command = body[1] ?? 0;
      const closeType = body[2] ?? 0;
      const mode = command === 4 ? 'talk' : command === 0 && closeType === 1 ? 'listen' : null;
      if (!mode) return undefined;
      this.links.get(`${channel}/${mode}`)?.stop();
      this.links.delete(`${channel}/${mode}`);
      return { result: 0 };
    }
    return undefined;
  }

  stop(): void {
    for (const link of this.links.values()) link.stop();
    this.links.clear();
  }
}
