import { AppError, ERR, type DeviceDto, type IntercomMode } from '@convoy/domain';
import { encodeLiveAvControl, encodeLiveAvRequest } from '@convoy/protocols';
import type { Gateway } from '../gateway/gateway';
import { generalResponseMatcher } from '../gateway/jt808-commands';
import type { MediaAddress } from '../video/video.service';
import type { MediaServer } from './media-server';
import type { TalkChannel } from './talk-channel';

export interface IntercomServiceOptions {
  gateway: Gateway;
  media: MediaServer;
  /** Where recorders send live media (videoServer). */
  address: () => MediaAddress;
  commandTimeoutMs: number;
}

/** 0x9101 data types (S1078 Table 17). */
const DATA_TYPE: Record<IntercomMode, number> = { talk: 2, listen: 3 };

/**
 * Intercom and listen-in with a recorder (PROTOCOLS.md 2.4): 0x9101 with data type 2 (two-way
 * talk) or 3 (listen-in) opens the recorder's audio link; when the last browser leaves,
 * 0x9102 command 4 closes two-way talk, and command 0 with close type 1 (audio only) ends
 * listening.
 */
export class IntercomService {
  private readonly opening = new Map<string, Promise<TalkChannel>>();

  constructor(private readonly options: IntercomServiceOptions) {}

  /** The session, asking the recorder for its audio when it is not open yet. */
  async open(device: DeviceDto, channel: number, mode: IntercomMode): Promise<TalkChannel> {
    const existing = this.options.media.existingTalk(device.id, channel, mode);
    if (existing) return existing;
    const key = `${device.id}/${channel}/${mode}`;
    let opening = this.opening.get(key);
    if (!opening) {
      opening = this.request(device, channel, mode).finally(() => this.opening.delete(key));
      this.opening.set(key, opening);
    }
    return opening;
  }

  private async request(
    device: DeviceDto,
    channel: number,
    mode: IntercomMode,
  ): Promise<TalkChannel> {
    const { media, gateway } = this.options;
    const talk = media.talk(device.id, channel, mode, (empty) => {
      void this.close(empty.deviceId, empty.channel, empty.mode);
    });
    const address = this.options.address();
    const outcome = await gateway.sendJt808(
      device.id,
      (header) => ({
        frame: encodeLiveAvRequest(header, {
          serverAddress: address.host,
          tcpPort: address.port,
          udpPort: address.port,
          channel,
          dataType: DATA_TYPE[mode],
          streamType: 0,
        }),
        match: generalResponseMatcher(header.serial, 0x9101),
      }),
      this.options.commandTimeoutMs,
    );
    let error: AppError | null = null;
    if (outcome === 'offline') error = new AppError(ERR.VIDEO_CAMERA_DISCONNECTED, 409);
    else if (outcome === 'timeout') error = new AppError(ERR.VIDEO_CAMERA_DISCONNECTED, 504);
    else if (outcome === 'unsupported' || outcome.result !== 'success') {
      error = new AppError(ERR.VIDEO_MODULE_DEACTIVATED, 409);
    }
    if (error) {
      media.closeTalk(device.id, channel, mode, error.code);
      throw error;
    }
    return talk;
  }

  /** Ends the session and tells the recorder to stop its audio. */
  async close(deviceId: string, channel: number, mode: IntercomMode): Promise<void> {
    const { media, gateway } = this.options;
    if (!media.existingTalk(deviceId, channel, mode)) return;
    media.closeTalk(deviceId, channel, mode, 'closed');
    await gateway.sendJt808(
      deviceId,
      (header) => ({
        frame: encodeLiveAvControl(header, {
          channel,
          command: mode === 'talk' ? 4 : 0,
          closeType: mode === 'talk' ? 0 : 1,
          switchStream: 0,
        }),
        match: generalResponseMatcher(header.serial, 0x9102),
      }),
      this.options.commandTimeoutMs,
    );
  }
}
