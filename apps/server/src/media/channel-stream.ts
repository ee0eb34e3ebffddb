import {
  H264NalType,
  type Jt1078Frame,
  Jt1078PayloadType,
  h264NalType,
  splitAnnexB,
} from '@convoy/protocols';
import { AudioTranscoder, canTranscodeAudio, TRANSCODED_AAC } from './audio-transcoder';
import { splitAdts } from './adts';
import {
  aacFrameTag,
  aacSequenceHeaderTag,
  avcSequenceHeaderTag,
  avcVideoTag,
  flvHeader,
} from './flv-muxer';
import { HevcToH264Transcoder } from './video-transcoder';

/** A browser watching a stream: it receives FLV bytes. */
export interface Viewer {
  /** True when the viewer asked for sound. */
  readonly audio: boolean;
  /** A relay (RTMP push) that follows the stream without keeping it open. */
  readonly passive?: boolean;
  write(bytes: Uint8Array): void;
  /** Bytes written but not yet sent (slow network). */
  bufferedBytes(): number;
  end(reason: string): void;
}

interface ViewerState {
  viewer: Viewer;
  /** FLV header sent; tags follow once a keyframe is there. */
  started: boolean;
  audioFlag: boolean;
  /** Skipping pictures until the next keyframe (joined late, or fell behind). */
  waitingKeyframe: boolean;
}

/** A viewer this far behind skips to the next keyframe instead of buffering more. */
const MAX_VIEWER_BACKLOG_BYTES = 4 * 1024 * 1024;
/** A timestamp jump bigger than this (device clock reset, loop) re-bases the timeline. */
const MAX_TIMESTAMP_GAP_MS = 5_000;
/** Pictures a viewer who asked for sound waits for the first audio frame. */
const AUDIO_WAIT_PICTURES = 5;

export type StreamProblem = 'h265Unsupported' | 'videoCodecUnsupported' | null;

/**
 * One channel of one device, fanned out to every viewer: the device's pictures become FLV tags
 * once, and each viewer gets the same bytes. The pictures since the last keyframe are kept so
 * that a viewer who joins late starts at once, at that keyframe.
 */
export class ChannelStream {
  private readonly viewers = new Set<ViewerState>();
  private sequenceHeader: Uint8Array | null = null;
  private gop: Uint8Array[] = [];
  private sps: Uint8Array | null = null;
  private pps: Uint8Array | null = null;
  private base: number | null = null;
  private lastTs = 0;
  private audioTranscoder: AudioTranscoder | null = null;
  private audioStartTs: number | null = null;
  private aacFrames = 0;
  private hevc: HevcToH264Transcoder | null = null;
  private adtsPending: Uint8Array = new Uint8Array(0);
  /** Audio arrived from the device (its payload type). */
  audioPayloadType: number | null = null;
  videoPayloadType: number | null = null;
  problem: StreamProblem = null;
  readonly stats = { videoFrames: 0, audioFrames: 0, keyframes: 0, bytesOut: 0 };
  lastFrameAt = 0;
  readonly createdAt = Date.now();

  constructor(
    readonly key: string,
    readonly deviceId: string,
    readonly channel: number,
    private readonly onEmpty: (stream: ChannelStream) => void = () => undefined,
  ) {}

  /** Viewers that keep the stream open (relays do not count). */
  get viewerCount(): number {
    let count = 0;
    for (const state of this.viewers) if (!state.viewer.passive) count++;
    return count;
  }

  get hasVideo(): boolean {
    return this.sequenceHeader !== null;
  }

  /** A frame from the device (already reassembled from its packets). */
  push(frame: Jt1078Frame, receivedAt = Date.now()): void {
    this.lastFrameAt = receivedAt;
    if (frame.dataType === 'audio') {
      this.pushAudio(frame);
      return;
    }
    if (frame.dataType === 'transparent') return;
    this.videoPayloadType = frame.payloadType;
    const ts = this.timeline(frame.timestamp, receivedAt);
    if (frame.payloadType === Jt1078PayloadType.H264) {
      this.pushH264(splitAnnexB(frame.data), ts);
    } else if (frame.payloadType === Jt1078PayloadType.H265) {
      if (!HevcToH264Transcoder.available()) {
        this.fail('h265Unsupported');
        return;
      }
      this.hevc ??= new HevcToH264Transcoder((units, outTs) => this.pushH264(units, outTs));
      this.hevc.write(frame.data, ts);
    } else {
      this.fail('videoCodecUnsupported');
    }
  }

  private fail(problem: Exclude<StreamProblem, null>): void {
    if (this.problem === problem) return;
    this.problem = problem;
    for (const state of this.viewers) state.viewer.end(problem);
    this.viewers.clear();
  }

  /** Milliseconds on this stream's timeline, from the device's own timestamps. */
  private timeline(deviceTs: number | undefined, receivedAt: number): number {
    const raw = deviceTs ?? receivedAt;
    if (this.base === null) this.base = raw;
    let ts = raw - this.base;
    if (ts < this.lastTs - MAX_TIMESTAMP_GAP_MS || ts > this.lastTs + MAX_TIMESTAMP_GAP_MS) {
      this.base = raw - (this.lastTs + 40);
      ts = this.lastTs + 40;
    }
    if (ts > this.lastTs) this.lastTs = ts;
    return Math.max(0, ts);
  }

  private pushH264(units: Uint8Array[], ts: number): void {
    let keyframe = false;
    let hasSlice = false;
    for (const unit of units) {
      const type = h264NalType(unit);
      if (type === H264NalType.sps) this.sps = unit.slice();
      else if (type === H264NalType.pps) this.pps = unit.slice();
      else if (type === H264NalType.idr) keyframe = true;
      if (type === H264NalType.idr || type === H264NalType.slice) hasSlice = true;
    }
    if (!hasSlice) return;
    if (keyframe && this.sps && this.pps) {
      this.sequenceHeader = avcSequenceHeaderTag(this.sps, this.pps, ts);
      this.gop = [];
      this.stats.keyframes++;
    }
    if (!this.sequenceHeader) return; // nothing decodable before the first keyframe
    const tag = avcVideoTag(units, keyframe, ts);
    this.gop.push(tag);
    this.stats.videoFrames++;
    for (const state of this.viewers) {
      if (!state.started) {
        if (this.readyFor(state)) this.begin(state);
        continue;
      }
      if (state.waitingKeyframe) {
        if (!keyframe) continue;
        state.waitingKeyframe = false;
        this.send(state, this.sequenceHeader);
      }
      if (state.viewer.bufferedBytes() > MAX_VIEWER_BACKLOG_BYTES) {
        state.waitingKeyframe = true;
        continue;
      }
      this.send(state, tag);
    }
  }

  /**
   * A viewer who wants sound waits a few pictures for the device's first audio frame, so that
   * its FLV header can announce audio; a device that sends none is shown without.
   */
  private readyFor(state: ViewerState): boolean {
    if (!this.sequenceHeader) return false;
    if (!state.viewer.audio || this.audioPayloadType !== null) return true;
    return this.gop.length >= AUDIO_WAIT_PICTURES || this.stats.videoFrames >= AUDIO_WAIT_PICTURES;
  }

  /** Headers, then every picture since the last keyframe. */
  private begin(state: ViewerState): void {
    this.start(state);
    for (const tag of this.gop) this.send(state, tag);
  }

  private pushAudio(frame: Jt1078Frame): void {
    this.stats.audioFrames++;
    this.audioPayloadType = frame.payloadType;
    if (![...this.viewers].some((state) => state.viewer.audio)) {
      // Nobody listens: stop transcoding, restart the audio clock when someone does.
      if (this.audioTranscoder) {
        this.audioTranscoder.close();
        this.audioTranscoder = null;
      }
      return;
    }
    const ts = this.timeline(frame.timestamp, Date.now());
    if (
      frame.payloadType === Jt1078PayloadType.AAC ||
      frame.payloadType === Jt1078PayloadType.AACLC
    ) {
      const buffer = this.adtsPending.length
        ? Buffer.concat([this.adtsPending, frame.data])
        : frame.data;
      const split = splitAdts(buffer);
      this.adtsPending = buffer.slice(split.consumed);
      for (const aac of split.frames) this.sendAudio(aac.data, ts);
      return;
    }
    if (!this.audioTranscoder) {
      this.audioStartTs = ts;
      this.aacFrames = 0;
      this.audioTranscoder = new AudioTranscoder(frame.payloadType, (aac) => {
        const at =
          (this.audioStartTs ?? 0) +
          (this.aacFrames++ * TRANSCODED_AAC.samplesPerFrame * 1000) / TRANSCODED_AAC.sampleRate;
        this.sendAudio(aac, at);
      });
    }
    this.audioTranscoder.write(frame.data);
  }

  private sendAudio(aac: Uint8Array, ts: number): void {
    const tag = aacFrameTag(aac, ts);
    for (const state of this.viewers) {
      if (state.started && state.audioFlag && !state.waitingKeyframe) this.send(state, tag);
    }
  }

  /** Sound the stream can give a browser: AAC from the device, or G.711/G.726 through ffmpeg. */
  private audioPlayable(): boolean {
    const pt = this.audioPayloadType;
    if (pt === null) return false;
    return pt === Jt1078PayloadType.AAC || pt === Jt1078PayloadType.AACLC || canTranscodeAudio(pt);
  }

  addViewer(viewer: Viewer): void {
    if (this.problem) {
      viewer.end(this.problem);
      return;
    }
    const state: ViewerState = { viewer, started: false, audioFlag: false, waitingKeyframe: false };
    this.viewers.add(state);
    if (this.readyFor(state)) this.begin(state);
  }

  /** FLV header and sequence headers; the audio flag only when sound is there to send. */
  private start(state: ViewerState): void {
    state.started = true;
    state.audioFlag = state.viewer.audio && this.audioPlayable();
    this.send(state, flvHeader(true, state.audioFlag));
    if (this.sequenceHeader) this.send(state, this.sequenceHeader);
    if (state.audioFlag) {
      const config =
        this.audioPayloadType === Jt1078PayloadType.AAC
          ? Uint8Array.from([0x15, 0x88])
          : TRANSCODED_AAC.audioSpecificConfig;
      this.send(state, aacSequenceHeaderTag(config, this.lastTs));
    }
  }

  private send(state: ViewerState, bytes: Uint8Array): void {
    this.stats.bytesOut += bytes.length;
    state.viewer.write(bytes);
  }

  removeViewer(viewer: Viewer): void {
    for (const state of this.viewers) {
      if (state.viewer === viewer) this.viewers.delete(state);
    }
    if (this.viewers.size === 0) {
      this.audioTranscoder?.close();
      this.audioTranscoder = null;
    }
    if (this.viewerCount === 0 && !viewer.passive) this.onEmpty(this);
  }

  /** The device stopped (or was told to): every viewer's response ends. */
  close(reason: string): void {
    for (const state of this.viewers) state.viewer.end(reason);
    this.viewers.clear();
    this.audioTranscoder?.close();
    this.audioTranscoder = null;
    this.hevc?.close();
    this.hevc = null;
  }
}
