import { encodeJt1078Frame, type Jt1078Frame, Jt1078PayloadType } from '@convoy/protocols';
import { hasHisiliconHeader, hisiliconHeader } from './audio-codecs';
import { canDecodeToPcm, PcmDecoder } from './pcm-decoder';

/** Two-way talk (0x9101 data type 2) or listen-in (data type 3), PROTOCOLS.md 2.4. */
export type TalkMode = 'talk' | 'listen';

/** A browser in an intercom or listen-in session. */
export interface TalkListener {
  /** The recorder's audio, 8 kHz 16-bit PCM. */
  pcm(samples: Int16Array): void;
  /** The recorder's audio link is there: the conversation (or listening) begins. */
  linked(): void;
  end(reason: string): void;
}

/** The recorder's end of the media link, for the platform's audio going down. */
export interface TalkLink {
  send(bytes: Uint8Array): void;
  sim: string;
  simBytes: 6 | 10;
}

/** Milliseconds of sound in one G.711 A-law frame of `bytes` bytes (8 kHz, a byte a sample). */
const alawMs = (bytes: number) => bytes / 8;

/**
 * The audio of one intercom or listen-in session with a recorder's channel: what the recorder
 * sends is decoded to PCM for every listener; in two-way talk the platform's G.711 A-law goes
 * down the same media connection as JT/T 1078 audio packets (S1078 §4.3), with the HiSilicon
 * header when the recorder's own frames carry one.
 */
export class TalkChannel {
  private readonly listeners = new Set<TalkListener>();
  private link: TalkLink | null = null;
  private decoder: PcmDecoder | null = null;
  private sequence = 0;
  private clock = 0;
  private hisilicon = false;
  private closed = false;
  readonly stats = { framesIn: 0, framesOut: 0, bytesOut: 0, undecodable: 0 };

  constructor(
    readonly key: string,
    readonly deviceId: string,
    readonly channel: number,
    readonly mode: TalkMode,
    private readonly onEmpty: (talk: TalkChannel) => void = () => undefined,
  ) {}

  get linked(): boolean {
    return this.link !== null;
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** The recorder's payload type, once it has sent audio. */
  get payloadType(): number | null {
    return this.decoder?.payloadType ?? null;
  }

  addListener(listener: TalkListener): void {
    if (this.closed) {
      listener.end('closed');
      return;
    }
    this.listeners.add(listener);
    if (this.link) listener.linked();
  }

  removeListener(listener: TalkListener): void {
    if (!this.listeners.delete(listener)) return;
    if (this.listeners.size === 0) this.onEmpty(this);
  }

  /** The recorder's media link for this session arrived (its first packet). */
  attach(link: TalkLink): void {
    if (this.link || this.closed) return;
    this.link = link;
    for (const listener of this.listeners) listener.linked();
  }

  /** An audio frame from the recorder. */
  push(frame: Jt1078Frame): void {
    if (this.closed || frame.dataType !== 'audio') return;
    this.stats.framesIn++;
    this.hisilicon = hasHisiliconHeader(frame.data);
    if (!this.decoder || this.decoder.payloadType !== frame.payloadType) {
      this.decoder?.close();
      this.decoder = null;
      if (!canDecodeToPcm(frame.payloadType)) {
        this.stats.undecodable++;
        return;
      }
      this.decoder = new PcmDecoder(frame.payloadType, (pcm) => {
        for (const listener of this.listeners) listener.pcm(pcm);
      });
    }
    this.decoder.write(frame.data);
  }

  /** The platform's voice (G.711 A-law, 8 kHz) down to the recorder; false before the link. */
  speak(alaw: Uint8Array): boolean {
    if (this.closed || this.mode !== 'talk' || !this.link || alaw.length === 0) return false;
    const data = this.hisilicon
      ? Buffer.concat([hisiliconHeader(alaw.length), alaw])
      : Uint8Array.from(alaw);
    const { packets, nextSequence } = encodeJt1078Frame({
      sim: this.link.sim,
      simBytes: this.link.simBytes,
      channel: this.channel,
      payloadType: Jt1078PayloadType.G711A,
      dataType: 'audio',
      timestamp: this.clock,
      data,
      sequence: this.sequence,
    });
    this.sequence = nextSequence;
    this.clock += alawMs(alaw.length);
    for (const packet of packets) {
      this.link.send(packet);
      this.stats.bytesOut += packet.length;
    }
    this.stats.framesOut++;
    return true;
  }

  close(reason: string): void {
    if (this.closed) return;
    this.closed = true;
    for (const listener of this.listeners) listener.end(reason);
    this.listeners.clear();
    this.decoder?.close();
    this.decoder = null;
    this.link = null;
  }
}
