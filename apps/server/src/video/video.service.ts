import type { FastifyBaseLogger as Logger } from 'fastify';
import { AppError, ERR, type DeviceDto } from '@convoy/domain';
import {
  encodeLiveAvControl,
  encodeLiveAvRequest,
  encodePlaybackControl,
  encodePlaybackRequest,
  encodeResourceQuery,
  type Jt808Message,
  type Jt808ResourceItem,
} from '@convoy/protocols';
import type { Gateway } from '../gateway/gateway';
import { generalResponseMatcher } from '../gateway/jt808-commands';
import type { CommandReply } from '../gateway/pending-commands';
import type { DeviceService } from '../device/device.service';
import type { SettingsService } from '../settings/settings.service';
import type { ChannelStream } from '../media/channel-stream';
import type { MediaServer, StreamKind } from '../media/media-server';

export interface MediaAddress {
  host: string;
  port: number;
}

export interface VideoServiceOptions {
  gateway: Gateway;
  media: MediaServer;
  devices: DeviceService;
  settings: SettingsService;
  /** Where recorders send live video (videoServer) and recorded video (dvrServer). */
  liveAddress: () => MediaAddress;
  playbackAddress: () => MediaAddress;
  commandTimeoutMs: number;
  log: Logger;
}

interface ActiveStream {
  accountId: string;
  streamType: number;
  idleTimer: NodeJS.Timeout | null;
}

export interface ResourceQueryInput {
  channel: number;
  start?: Date | undefined;
  end?: Date | undefined;
  avType?: number | undefined;
  streamType?: number | undefined;
  storageType?: number | undefined;
  alarm?: number | undefined;
  videoAlarm?: number | undefined;
}

export interface PlaybackInput {
  channel: number;
  start: Date;
  end?: Date | undefined;
  streamType?: number | undefined;
  storageType?: number | undefined;
  speed?: number | undefined;
}

/** A device answer that is not a success, as the error the viewer sees (SPEC.md §8). */
function failure(outcome: CommandReply | 'timeout' | 'offline' | 'unsupported'): AppError | null {
  if (outcome === 'offline') return new AppError(ERR.VIDEO_CAMERA_DISCONNECTED, 409);
  if (outcome === 'timeout') return new AppError(ERR.VIDEO_CAMERA_DISCONNECTED, 504);
  if (outcome === 'unsupported' || outcome.result !== 'success') {
    return new AppError(ERR.VIDEO_MODULE_DEACTIVATED, 409);
  }
  return null;
}

/**
 * Live and recorded video of JT/T 1078 recorders: opening a channel sends 0x9101 with the
 * media address; a stream nobody watches is closed with 0x9102 after the owner's idle-close
 * minutes (0: never). Recordings are searched with 0x9205 and played with 0x9201 / 0x9202.
 */
export class VideoService {
  private readonly active = new Map<string, ActiveStream>();
  private readonly opening = new Map<string, Promise<void>>();

  constructor(private readonly options: VideoServiceOptions) {
    options.media.onStreamIdle = (stream, kind) => this.streamIdle(stream, kind);
  }

  /** The device, if the caller may see it, and a valid channel of it. */
  async device(callerId: string, imei: string, channel: number): Promise<DeviceDto> {
    const device = await this.options.devices.findVisible(callerId, imei);
    if (device.channels > 0 && channel > device.channels) {
      throw new AppError(ERR.VIDEO_MODULE_DEACTIVATED, 409);
    }
    return device;
  }

  /** The channel's live stream, asking the recorder for it when it is not flowing yet. */
  async openLive(device: DeviceDto, channel: number, streamType: number): Promise<ChannelStream> {
    const key = `${device.id}/${channel}/live`;
    const active = this.active.get(key);
    if (active) {
      if (active.idleTimer) clearTimeout(active.idleTimer);
      active.idleTimer = null;
      if (active.streamType !== streamType) await this.switchStream(device, channel, streamType);
      return this.options.media.stream(device.id, channel, 'live');
    }
    let opening = this.opening.get(key);
    if (!opening) {
      opening = this.requestLive(device, channel, streamType).finally(() =>
        this.opening.delete(key),
      );
      this.opening.set(key, opening);
    }
    await opening;
    return this.options.media.stream(device.id, channel, 'live');
  }

  private async requestLive(device: DeviceDto, channel: number, streamType: number): Promise<void> {
    const address = this.options.liveAddress();
    const outcome = await this.options.gateway.sendJt808(
      device.id,
      (header) => ({
        frame: encodeLiveAvRequest(header, {
          serverAddress: address.host,
          tcpPort: address.port,
          udpPort: address.port,
          channel,
          dataType: 0,
          streamType,
        }),
        match: generalResponseMatcher(header.serial, 0x9101),
      }),
      this.options.commandTimeoutMs,
    );
    const error = failure(outcome);
    if (error) throw error;
    this.active.set(`${device.id}/${channel}/live`, {
      accountId: device.accountId,
      streamType,
      idleTimer: null,
    });
  }

  /** 0x9102 command 1: the recorder switches the channel to its main or sub stream. */
  private async switchStream(
    device: DeviceDto,
    channel: number,
    streamType: number,
  ): Promise<void> {
    const outcome = await this.options.gateway.sendJt808(
      device.id,
      (header) => ({
        frame: encodeLiveAvControl(header, {
          channel,
          command: 1,
          closeType: 0,
          switchStream: streamType,
        }),
        match: generalResponseMatcher(header.serial, 0x9102),
      }),
      this.options.commandTimeoutMs,
    );
    const active = this.active.get(`${device.id}/${channel}/live`);
    if (active && failure(outcome) === null) active.streamType = streamType;
  }

  private streamIdle(stream: ChannelStream, kind: StreamKind): void {
    if (kind === 'playback') {
      void this.stopPlayback(stream.deviceId, stream.channel);
      return;
    }
    const active = this.active.get(stream.key);
    if (!active || active.idleTimer) return;
    void this.options.settings.get(active.accountId).then(
      (settings) => {
        const minutes = settings.video.idleCloseMinutes;
        if (minutes === 0 || stream.viewerCount > 0) return; // 0: the stream stays open
        active.idleTimer = setTimeout(
          () => void this.closeLive(stream.deviceId, stream.channel),
          minutes * 60_000,
        );
        active.idleTimer.unref();
      },
      () => undefined,
    );
  }

  /** Streams nobody watches are closed now (what the idle timer does when it fires). */
  async closeIdleStreams(): Promise<number> {
    let closed = 0;
    for (const [key, active] of this.active) {
      const [deviceId = '', channel = '0'] = key.split('/');
      const stream = this.options.media.existing(deviceId, Number(channel), 'live');
      if (stream && stream.viewerCount > 0) continue;
      if (active.idleTimer) clearTimeout(active.idleTimer);
      await this.closeLive(deviceId, Number(channel));
      closed++;
    }
    return closed;
  }

  /** 0x9102 command 0: the recorder stops sending the channel. */
  async closeLive(deviceId: string, channel: number): Promise<void> {
    const key = `${deviceId}/${channel}/live`;
    const active = this.active.get(key);
    if (active?.idleTimer) clearTimeout(active.idleTimer);
    this.active.delete(key);
    this.options.media.closeStream(deviceId, channel, 'live', 'closed');
    await this.options.gateway.sendJt808(
      deviceId,
      (header) => ({
        frame: encodeLiveAvControl(header, { channel, command: 0, closeType: 0, switchStream: 0 }),
        match: generalResponseMatcher(header.serial, 0x9102),
      }),
      this.options.commandTimeoutMs,
    );
  }

  /** Channels whose live stream is open (asked for and not closed). */
  openChannels(deviceId: string): number[] {
    return [...this.active.keys()]
      .filter((key) => key.startsWith(`${deviceId}/`))
      .map((key) => Number(key.split('/')[1]));
  }

  /** 0x9205: the recorder's files matching the filters (its 0x1205 answer). */
  async queryResources(device: DeviceDto, query: ResourceQueryInput): Promise<Jt808ResourceItem[]> {
    let items: Jt808ResourceItem[] = [];
    const outcome = await this.options.gateway.sendJt808(
      device.id,
      (header) => ({
        frame: encodeResourceQuery(header, {
          channel: query.channel,
          ...(query.start ? { start: query.start } : {}),
          ...(query.end ? { end: query.end } : {}),
          alarm: query.alarm ?? 0,
          videoAlarm: query.videoAlarm ?? 0,
          avType: query.avType ?? 0,
          streamType: query.streamType ?? 0,
          storageType: query.storageType ?? 0,
        }),
        match: (message) => {
          const m = message as Jt808Message;
          if (m.type !== 'resource_list' || m.ackSerial !== header.serial) return undefined;
          items = m.items;
          return { result: 'success' };
        },
      }),
      this.options.commandTimeoutMs,
    );
    if (outcome === 'offline') throw new AppError(ERR.VIDEO_CAMERA_DISCONNECTED, 409);
    if (outcome === 'timeout' || outcome === 'unsupported' || outcome.result !== 'success') {
      throw new AppError(ERR.PLAYBACK_SEARCH_FAILED, 409);
    }
    return items;
  }

  /** 0x9201: the recorder plays a recording to the media listener; its stream is returned. */
  async openPlayback(device: Pick<DeviceDto, 'id'>, input: PlaybackInput): Promise<ChannelStream> {
    const media = this.options.media;
    media.closeStream(device.id, input.channel, 'playback', 'replaced');
    media.expectPlayback(device.id, input.channel);
    const address = this.options.playbackAddress();
    const outcome = await this.options.gateway.sendJt808(
      device.id,
      (header) => ({
        frame: encodePlaybackRequest(header, {
          serverAddress: address.host,
          tcpPort: address.port,
          udpPort: address.port,
          channel: input.channel,
          avType: 0,
          streamType: input.streamType ?? 0,
          storageType: input.storageType ?? 0,
          mode: 0,
          speed: input.speed ?? 1,
          start: input.start,
          ...(input.end ? { end: input.end } : {}),
        }),
        // The recorder answers 0x1205 (S1078 §5.6.3); some answer 0x0001.
        match: (message) => {
          const m = message as Jt808Message;
          if (m.type === 'resource_list' && m.ackSerial === header.serial) {
            return m.items.length === 0 && m.count === 0
              ? { result: 'fail', reply: { code: 'noRecord' } }
              : { result: 'success' };
          }
          return generalResponseMatcher(header.serial, 0x9201)(message);
        },
      }),
      this.options.commandTimeoutMs,
    );
    if (
      outcome !== 'offline' &&
      outcome !== 'timeout' &&
      outcome !== 'unsupported' &&
      outcome.result === 'fail'
    ) {
      throw new AppError(ERR.PLAYBACK_NO_RECORD_FILES, 404);
    }
    const error = failure(outcome);
    if (error) throw error;
    return media.stream(device.id, input.channel, 'playback');
  }

  /** 0x9202: pause, resume, speed, seek (SPEC.md §9: the seek step is 5 s). */
  async controlPlayback(
    device: DeviceDto,
    control: {
      channel: number;
      control: number;
      speed?: number | undefined;
      seekTo?: Date | undefined;
    },
  ): Promise<void> {
    const outcome = await this.options.gateway.sendJt808(
      device.id,
      (header) => ({
        frame: encodePlaybackControl(header, {
          channel: control.channel,
          control: control.control,
          speed: control.speed ?? 0,
          ...(control.seekTo ? { seekTo: control.seekTo } : {}),
        }),
        match: generalResponseMatcher(header.serial, 0x9202),
      }),
      this.options.commandTimeoutMs,
    );
    const error = failure(outcome);
    if (error) throw error;
  }

  private async stopPlayback(deviceId: string, channel: number): Promise<void> {
    this.options.media.closeStream(deviceId, channel, 'playback', 'closed');
    await this.options.gateway.sendJt808(
      deviceId,
      (header) => ({
        frame: encodePlaybackControl(header, { channel, control: 2, speed: 0 }),
        match: generalResponseMatcher(header.serial, 0x9202),
      }),
      this.options.commandTimeoutMs,
    );
  }

  close(): void {
    for (const active of this.active.values()) if (active.idleTimer) clearTimeout(active.idleTimer);
    this.active.clear();
  }
}
