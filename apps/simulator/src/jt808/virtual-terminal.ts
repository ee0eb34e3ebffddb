import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import type { DeviceClient } from '../protocols/device-client';
import {
  decodeJt808,
  decodeParameterItems,
  encodeJt808Frames,
  splitJt808Frames,
} from '@convoy/protocols';
import type { DvrVideo } from '../video/dvr-video';
import {
  encodeBlindAreaBatch,
  encodeLocation,
  encodeParameterReply,
  encodePhotoUpload,
  encodePositionReply,
  encodeShootReply,
  encodeTerminalResponse,
  encodeUpgradeResult,
  type SimulatedFix,
  type TerminalIdentity,
} from './terminal-messages';

/** The picture a terminal's camera takes: bundled, so nothing is fetched. */
const PHOTO = readFileSync(new URL('../../media/photo.jpg', import.meta.url));

/** Parameters a terminal starts with (S808-13 Table 12 ids): heartbeat, report, speed limits. */
const DEFAULT_PARAMETERS: [number, number | string][] = [
  [0x0001, 60],
  [0x0013, '127.0.0.1'],
  [0x0018, 5015],
  [0x0027, 3600],
  [0x0029, 30],
  [0x0055, 120],
  [0x0056, 10],
];

/**
 * A simulated JT/T 808 terminal on a real TCP connection. It keeps what it sent until the
 * platform acknowledges it with 0x8001, as a real terminal keeps unacknowledged reports.
 */
export class VirtualTerminal implements DeviceClient {
  readonly protocol = 'jt808' as const;
  private socket: Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private serial = 0;
  private readonly unacknowledged = new Map<
    number,
    { sentAt: number; resolve: () => void; fixes: SimulatedFix[] }
  >();
  /** Fix times (ms) the platform acknowledged: what it promised to have stored. */
  readonly acknowledgedFixTimes: number[] = [];
  readonly stats = { sent: 0, acknowledged: 0, latencyMsTotal: 0 };
  /** The terminal's parameters, kept across queries and sets as a real terminal keeps them. */
  readonly parameters = new Map<number, number | string>(DEFAULT_PARAMETERS);
  /** Platform commands received, by message id, for whoever drives the terminal. */
  readonly commandsReceived: number[] = [];
  /** Text messages (0x8300) shown on the terminal's display. */
  readonly textsShown: string[] = [];
  private lastFix: SimulatedFix | null = null;
  /** Recorders (DVR models): live video, recordings and playback over JT/T 1078. */
  video: DvrVideo | null = null;
  private nextMediaId = 1;
  /** Restarts done on the platform's command (0x8105 command 4). */
  restarts = 0;
  /** Firmware upgrades done on the platform's command (0x8105 command 1). */
  readonly upgrades: string[] = [];

  get identifier(): string {
    return this.identity.phone;
  }

  constructor(
    readonly identity: TerminalIdentity,
    private readonly host: string,
    private readonly port: number,
  ) {}

  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: this.host, port: this.port }, () => resolve());
      socket.setNoDelay(true);
      socket.once('error', reject);
      socket.on('error', () => undefined);
      socket.on('data', (chunk: Buffer) => this.receive(chunk));
      this.socket = socket;
    });
  }

  /** Sends a location report; the promise settles when the platform acknowledges it. */
  report(fix: SimulatedFix): Promise<void> {
    const serial = this.nextSerial();
    this.lastFix = fix;
    return new Promise<void>((resolve) => {
      this.unacknowledged.set(serial, { sentAt: performance.now(), resolve, fixes: [fix] });
      this.stats.sent++;
      this.socket?.write(encodeLocation(this.identity, serial, fix));
    });
  }

  /**
   * Connects again after the link dropped and resends every report the platform never
   * acknowledged, as a terminal does after a reconnection (S808-13 §4.4.2 retransmission).
   */
  async reconnect(): Promise<void> {
    this.close();
    this.buffer = Buffer.alloc(0);
    await this.connect();
    const waiting = [...this.unacknowledged.values()];
    this.unacknowledged.clear();
    for (const entry of waiting) {
      const serial = this.nextSerial();
      this.unacknowledged.set(serial, { ...entry, sentAt: performance.now() });
      this.socket?.write(this.encodeReport(serial, entry.fixes));
    }
  }

  /** Fixes recorded without signal, as one 0x0704 blind-area batch (§8.49). */
  reportBatch(fixes: SimulatedFix[]): Promise<void> {
    if (fixes.length === 0) return Promise.resolve();
    const serial = this.nextSerial();
    this.lastFix = fixes[fixes.length - 1] ?? this.lastFix;
    return new Promise<void>((resolve) => {
      this.unacknowledged.set(serial, { sentAt: performance.now(), resolve, fixes });
      this.stats.sent += fixes.length;
      this.socket?.write(this.encodeReport(serial, fixes));
    });
  }

  private encodeReport(serial: number, fixes: SimulatedFix[]): Uint8Array {
    return fixes.length === 1
      ? encodeLocation(this.identity, serial, fixes[0]!)
      : encodeBlindAreaBatch(this.identity, serial, fixes);
  }

  get pending(): number {
    return this.unacknowledged.size;
  }

  close(): void {
    this.video?.stop();
    this.socket?.destroy();
    this.socket = null;
  }

  /** Answers a platform command as a terminal does (S808-13 §8.1, §8.9–8.11, §8.20). */
  private answer(msgId: number, serial: number, body: Uint8Array): void {
    this.commandsReceived.push(msgId);
    const send = (frame: Uint8Array) => this.socket?.write(frame);
    // Video replies that come later (0x1206 after an FTP upload) go out on the same link.
    const later = (reply: { msgId: number; body: Uint8Array }) => {
      const frames = encodeJt808Frames(
        { ...this.identity, serial: this.serial },
        reply.msgId,
        reply.body,
      );
      this.serial = (this.serial + frames.length) & 0xffff;
      for (const frame of frames) this.socket?.write(frame);
    };
    const video = this.video?.handle(msgId, serial, body, later);
    if (video && 'reply' in video) {
      const frames = encodeJt808Frames(
        { ...this.identity, serial: this.serial },
        video.reply.msgId,
        video.reply.body,
      );
      this.serial = (this.serial + frames.length) & 0xffff;
      for (const frame of frames) send(frame);
      return;
    }
    if (video) {
      send(
        encodeTerminalResponse(this.identity, this.nextSerial(), {
          ackSerial: serial,
          ackMsgId: msgId,
          result: video.result,
        }),
      );
      return;
    }
    switch (msgId) {
      case 0x8103: {
        const count = body[0] ?? 0;
        for (const item of decodeParameterItems(body, 1, count).parameters)
          this.parameters.set(item.id, item.value);
        send(
          encodeTerminalResponse(this.identity, this.nextSerial(), {
            ackSerial: serial,
            ackMsgId: msgId,
            result: 0,
          }),
        );
        return;
      }
      case 0x8104:
        send(encodeParameterReply(this.identity, this.nextSerial(), serial, this.parameters));
        return;
      case 0x8106: {
        const wanted = new Map<number, number | string>();
        const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
        for (let i = 0; i < (body[0] ?? 0); i++) {
          const id = view.getUint32(1 + i * 4);
          const value = this.parameters.get(id);
          if (value !== undefined) wanted.set(id, value);
        }
        send(encodeParameterReply(this.identity, this.nextSerial(), serial, wanted));
        return;
      }
      case 0x8201:
        if (this.lastFix)
          send(encodePositionReply(this.identity, this.nextSerial(), serial, this.lastFix));
        return;
      case 0x8105: {
        send(
          encodeTerminalResponse(this.identity, this.nextSerial(), {
            ackSerial: serial,
            ackMsgId: msgId,
            result: 0,
          }),
        );
        const command = body[0];
        if (command === 4) {
          // Reset: drop the link and come back, as a terminal does after rebooting.
          this.restarts++;
          setTimeout(() => void this.reconnect().catch(() => undefined), 500).unref();
        } else if (command === 1) {
          // Wireless upgrade: fetch the package named in the URL, then report the result.
          const url = new TextDecoder().decode(body.subarray(1)).split(';')[0] ?? '';
          this.upgrades.push(url);
          setTimeout(
            () => send(encodeUpgradeResult(this.identity, this.nextSerial(), url ? 0 : 1)),
            1000,
          ).unref();
        }
        return;
      }
      case 0x8801: {
        // Shoot now: answer with the new media id, then upload the picture (0x0801).
        const channel = body[0] ?? 1;
        const mediaId = this.nextMediaId++;
        send(encodeShootReply(this.identity, this.nextSerial(), serial, [mediaId]));
        const fix = this.lastFix;
        if (fix) {
          const frames = encodePhotoUpload(this.identity, this.serial, {
            mediaId,
            channel,
            event: 0,
            fix,
            jpeg: PHOTO,
          });
          this.serial = (this.serial + frames.length) & 0xffff;
          for (const frame of frames) send(frame);
        }
        return;
      }
      case 0x8300:
        this.textsShown.push(
          new TextDecoder().decode(body.subarray(this.identity.version === '2019' ? 2 : 1)),
        );
        send(
          encodeTerminalResponse(this.identity, this.nextSerial(), {
            ackSerial: serial,
            ackMsgId: msgId,
            result: 0,
          }),
        );
        return;
      default:
        send(
          encodeTerminalResponse(this.identity, this.nextSerial(), {
            ackSerial: serial,
            ackMsgId: msgId,
            result: 0,
          }),
        );
    }
  }

  private nextSerial(): number {
    const serial = this.serial;
    this.serial = (this.serial + 1) & 0xffff;
    return serial;
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const split = splitJt808Frames(this.buffer);
    this.buffer = this.buffer.subarray(split.consumed);
    for (const frame of split.frames) {
      const { header, message } = decodeJt808(frame);
      if (message.type !== 'unknown') continue;
      if (header.msgId !== 0x8001) {
        this.answer(header.msgId, header.serial, message.body);
        continue;
      }
      if (message.body.length < 2) continue;
      const acked = ((message.body[0] ?? 0) << 8) | (message.body[1] ?? 0);
      const waiting = this.unacknowledged.get(acked);
      if (!waiting) continue;
      this.unacknowledged.delete(acked);
      for (const fix of waiting.fixes) this.acknowledgedFixTimes.push(fix.time.getTime());
      this.stats.acknowledged += waiting.fixes.length;
      this.stats.latencyMsTotal += performance.now() - waiting.sentAt;
      waiting.resolve();
    }
  }
}
