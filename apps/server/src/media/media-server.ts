import { createServer, type Server, type Socket } from 'node:net';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { Jt1078FrameAssembler, parseJt1078Packet, splitJt1078Packets } from '@convoy/protocols';
import type { DeviceRegistry, RegisteredDevice } from '../device/device-registry';
import { ChannelStream } from './channel-stream';
import { TalkChannel, type TalkMode } from './talk-channel';
import { LISTEN_BACKLOG } from '../gateway/listen';

export type StreamKind = 'live' | 'playback';

export function streamKey(deviceId: string, channel: number, kind: StreamKind): string {
  return `${deviceId}/${channel}/${kind}`;
}

export function talkKey(deviceId: string, channel: number, mode: TalkMode): string {
  return `${deviceId}/${channel}/${mode}`;
}

/** A media link carries at most this much unparsed data before it is dropped as garbage. */
const MAX_PENDING_BYTES = 2 * 1024 * 1024;
/** How long a playback request waits for its media link to come. */
const PLAYBACK_EXPECTATION_MS = 60_000;

interface MediaLink {
  assembler: Jt1078FrameAssembler;
  /** SIM → device, resolved once per link. */
  devices: Map<string, RegisteredDevice | null>;
  /** Channel → the stream this link feeds (live or playback, decided at its first packet). */
  streams: Map<string, ChannelStream>;
  /** Channel → the intercom or listen-in session this link carries. */
  talks: Map<string, TalkChannel>;
  /** Bytes back to the recorder (talk-back audio). */
  send: (bytes: Uint8Array) => void;
  queue: Promise<void>;
}

/**
 * The JT/T 1078 media listener (TCP and UDP on one port): recorders connect after 0x9101 or
 * 0x9201, and their packets are matched to a device by the SIM's numeric value, reassembled into
 * frames and handed to the channel's stream.
 */
export class MediaServer {
  private tcp: Server | null = null;
  private udp: UdpSocket | null = null;
  private readonly streams = new Map<string, ChannelStream>();
  private readonly playbackExpected = new Map<string, number>();
  private readonly talks = new Map<string, TalkChannel>();
  private readonly talkExpected = new Map<string, { mode: TalkMode; until: number }>();
  private readonly udpLinks = new Map<string, MediaLink>();
  private readonly sockets = new Set<Socket>();
  readonly stats = { links: 0, packets: 0, frames: 0, rejected: 0 };
  /** Called when a stream's last viewer left. */
  onStreamIdle: (stream: ChannelStream, kind: StreamKind) => void = () => undefined;
  /** Called when a recorder's media link starts feeding a live stream. */
  onLiveStreamFed: (stream: ChannelStream, device: RegisteredDevice) => void = () => undefined;

  constructor(
    private readonly registry: DeviceRegistry,
    private readonly log: Logger,
  ) {}

  get port(): number | undefined {
    const address = this.tcp?.address();
    return address && typeof address === 'object' ? address.port : undefined;
  }

  get udpPort(): number | undefined {
    return this.udp?.address().port;
  }

  async start(port: number, host?: string): Promise<void> {
    const tcp = createServer((socket) => this.accept(socket));
    await new Promise<void>((resolve, reject) => {
      tcp.once('error', reject);
      tcp.listen({ port, backlog: LISTEN_BACKLOG, ...(host ? { host } : {}) }, () => resolve());
    });
    this.tcp = tcp;
    const udp = createSocket('udp4');
    udp.on('message', (message, remote) =>
      this.receiveDatagram(message, `${remote.address}:${remote.port}`),
    );
    udp.on('error', (error) => this.log.warn({ err: error }, 'media UDP error'));
    await new Promise<void>((resolve, reject) => {
      udp.once('error', reject);
      udp.bind({ port: this.port ?? port, ...(host ? { address: host } : {}) }, () => resolve());
    });
    this.udp = udp;
    this.log.info({ port: this.port }, 'media listener ready');
  }

  /** The stream of a channel, created when first asked for. */
  stream(deviceId: string, channel: number, kind: StreamKind): ChannelStream {
    const key = streamKey(deviceId, channel, kind);
    let stream = this.streams.get(key);
    if (!stream) {
      stream = new ChannelStream(key, deviceId, channel, (empty) => this.onStreamIdle(empty, kind));
      this.streams.set(key, stream);
    }
    return stream;
  }

  existing(deviceId: string, channel: number, kind: StreamKind): ChannelStream | undefined {
    return this.streams.get(streamKey(deviceId, channel, kind));
  }

  /** Ends a stream and its viewers (the device was told to stop, or went away). */
  closeStream(deviceId: string, channel: number, kind: StreamKind, reason: string): void {
    const key = streamKey(deviceId, channel, kind);
    const stream = this.streams.get(key);
    if (!stream) return;
    this.streams.delete(key);
    stream.close(reason);
  }

  /** The next media link that starts with this device and channel carries recorded video. */
  expectPlayback(deviceId: string, channel: number): void {
    this.playbackExpected.set(`${deviceId}/${channel}`, Date.now() + PLAYBACK_EXPECTATION_MS);
  }

  allStreams(): ChannelStream[] {
    return [...this.streams.values()];
  }

  /**
   * The intercom (two-way talk) or listen-in session of a channel, created when first asked
   * for; the next media link that starts with this device and channel carries its audio.
   */
  talk(
    deviceId: string,
    channel: number,
    mode: TalkMode,
    onEmpty: (talk: TalkChannel) => void,
  ): TalkChannel {
    const key = talkKey(deviceId, channel, mode);
    let talk = this.talks.get(key);
    if (!talk || talk.isClosed) {
      talk = new TalkChannel(key, deviceId, channel, mode, onEmpty);
      this.talks.set(key, talk);
    }
    if (!talk.linked) {
      this.talkExpected.set(`${deviceId}/${channel}`, {
        mode,
        until: Date.now() + PLAYBACK_EXPECTATION_MS,
      });
    }
    return talk;
  }

  existingTalk(deviceId: string, channel: number, mode: TalkMode): TalkChannel | undefined {
    const talk = this.talks.get(talkKey(deviceId, channel, mode));
    return talk && !talk.isClosed ? talk : undefined;
  }

  closeTalk(deviceId: string, channel: number, mode: TalkMode, reason: string): void {
    const key = talkKey(deviceId, channel, mode);
    const talk = this.talks.get(key);
    if (!talk) return;
    this.talks.delete(key);
    const expected = this.talkExpected.get(`${deviceId}/${channel}`);
    if (expected?.mode === mode) this.talkExpected.delete(`${deviceId}/${channel}`);
    talk.close(reason);
  }

  private newLink(send: (bytes: Uint8Array) => void): MediaLink {
    return {
      assembler: new Jt1078FrameAssembler(),
      devices: new Map(),
      streams: new Map(),
      talks: new Map(),
      send,
      queue: Promise.resolve(),
    };
  }

  private accept(socket: Socket): void {
    this.stats.links++;
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const link = this.newLink((bytes) => {
      if (!socket.destroyed) socket.write(bytes);
    });
    let pending: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      const split = splitJt1078Packets(pending);
      pending = pending.subarray(split.consumed);
      if (pending.length > MAX_PENDING_BYTES) {
        socket.destroy();
        return;
      }
      if (split.frames.length === 0) return;
      const packets = split.frames.map((frame) => frame.slice());
      link.queue = link.queue
        .then(() => this.handlePackets(link, packets))
        .catch((error: unknown) => {
          this.log.debug({ err: error }, 'media packet rejected');
        });
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      this.sockets.delete(socket);
      // The recorder hung up: the streams it fed end, and players reconnect.
      for (const stream of link.streams.values()) {
        const kind: StreamKind = stream.key.endsWith('/playback') ? 'playback' : 'live';
        if (this.streams.get(stream.key) === stream) {
          this.closeStream(stream.deviceId, stream.channel, kind, 'cameraDisconnected');
        }
      }
      for (const talk of link.talks.values()) {
        if (this.talks.get(talk.key) === talk) {
          this.closeTalk(talk.deviceId, talk.channel, talk.mode, 'cameraDisconnected');
        }
      }
    });
  }

  private receiveDatagram(message: Buffer, peer: string): void {
    let link = this.udpLinks.get(peer);
    if (!link) {
      const [address = '', port = '0'] = [
        peer.slice(0, peer.lastIndexOf(':')),
        peer.slice(peer.lastIndexOf(':') + 1),
      ];
      link = this.newLink((bytes) => this.udp?.send(bytes, Number(port), address));
      this.udpLinks.set(peer, link);
      this.stats.links++;
    }
    const current = link;
    const packets = splitJt1078Packets(message).frames.map((frame) => frame.slice());
    current.queue = current.queue
      .then(() => this.handlePackets(current, packets))
      .catch(() => undefined);
  }

  private async handlePackets(link: MediaLink, packets: Uint8Array[]): Promise<void> {
    const now = Date.now();
    for (const bytes of packets) {
      this.stats.packets++;
      const packet = parseJt1078Packet(bytes);
      let device = link.devices.get(packet.sim);
      if (device === undefined) {
        device = await this.registry.find(packet.sim);
        link.devices.set(packet.sim, device);
        if (!device) this.log.warn({ sim: packet.sim }, 'media from a SIM no device has; ignored');
      }
      if (!device) {
        this.stats.rejected++;
        continue;
      }
      const frame = link.assembler.push(packet);
      if (!frame) continue;
      this.stats.frames++;
      const linkKey = `${device.id}/${frame.channel}`;
      const talk = this.talkFor(link, linkKey, packet, now);
      if (talk) {
        talk.push(frame);
        continue;
      }
      let stream = link.streams.get(linkKey);
      if (!stream || this.streams.get(stream.key) !== stream) {
        const expected = this.playbackExpected.get(linkKey);
        const live = this.existing(device.id, frame.channel, 'live');
        const kind: StreamKind =
          expected !== undefined && expected > now && !(live && link.streams.get(linkKey) === live)
            ? 'playback'
            : 'live';
        if (kind === 'playback') this.playbackExpected.delete(linkKey);
        stream = this.stream(device.id, frame.channel, kind);
        link.streams.set(linkKey, stream);
        if (kind === 'live') this.onLiveStreamFed(stream, device);
      }
      stream.push(frame, now);
    }
  }

  /** The intercom or listen-in session a link carries for a channel, if it carries one. */
  private talkFor(
    link: MediaLink,
    linkKey: string,
    packet: { sim: string; simBytes: 6 | 10 },
    now: number,
  ): TalkChannel | undefined {
    const known = link.talks.get(linkKey);
    // A closed session's link stays a talk link: its late packets are dropped.
    if (known) return known;
    if (link.streams.has(linkKey)) return undefined;
    const expected = this.talkExpected.get(linkKey);
    if (!expected || expected.until <= now) return undefined;
    const [deviceId = '', channel = '0'] = linkKey.split('/');
    const talk = this.existingTalk(deviceId, Number(channel), expected.mode);
    if (!talk) return undefined;
    this.talkExpected.delete(linkKey);
    link.talks.set(linkKey, talk);
    talk.attach({ send: link.send, sim: packet.sim, simBytes: packet.simBytes });
    return talk;
  }

  async stop(): Promise<void> {
    for (const stream of this.streams.values()) stream.close('serverStopping');
    this.streams.clear();
    for (const talk of this.talks.values()) talk.close('serverStopping');
    this.talks.clear();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.tcp ? this.tcp.close(() => resolve()) : resolve()));
    await new Promise<void>((resolve) => (this.udp ? this.udp.close(() => resolve()) : resolve()));
    this.tcp = null;
    this.udp = null;
  }
}
