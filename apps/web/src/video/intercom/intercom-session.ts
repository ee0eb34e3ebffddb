import type { IntercomMode, IntercomStateMessage } from '@convoy/domain';
import { readToken } from '../../state/browser-storage';
import { floatToAlaw, pcm16ToFloat } from './g711';

/** What the intercom shows (SPEC.md §4): the server's states and the browser's own. */
export type IntercomPhase =
  'requesting' | 'connected' | 'inConversation' | 'closed' | 'noMicrophone';

export interface IntercomSnapshot {
  phase: IntercomPhase;
  /** Why it closed: an error-catalogue key, when there is one. */
  reason: string | null;
  /** Bytes of the recorder's audio heard, and of the microphone sent. */
  bytesIn: number;
  bytesOut: number;
  /** Loudness of the recorder's audio just heard, and the loudest so far, 0…1. */
  level: number;
  peak: number;
  /** The phases passed through, in order. */
  history: IntercomPhase[];
}

/** The recorder takes G.711 A-law at 8 kHz in frames of 40 ms (JT/T 1078). */
const SAMPLE_RATE = 8000;
const FRAME_SAMPLES = 320;
/** How far ahead of the clock the recorder's audio is scheduled, absorbing network jitter. */
const PLAYOUT_DELAY_S = 0.08;

/**
 * Cuts the microphone into 320-sample frames on the audio thread and posts them to the page,
 * where they are coded to A-law. Loaded from a Blob so that it needs no file of its own.
 */
const CAPTURE_WORKLET = `
class ConvoyPcmCapture extends AudioWorkletProcessor {
  constructor() { super(); this.frame = new Float32Array(${FRAME_SAMPLES}); this.filled = 0; }
  process(inputs) {
    const samples = inputs[0] && inputs[0][0];
    if (samples) {
      for (let i = 0; i < samples.length; i++) {
        this.frame[this.filled++] = samples[i];
        if (this.filled === ${FRAME_SAMPLES}) {
          this.port.postMessage(this.frame.slice());
          this.filled = 0;
        }
      }
    }
    return true;
  }
}
registerProcessor('convoy-pcm-capture', ConvoyPcmCapture);
`;

export function intercomUrl(
  imei: string,
  channel: number,
  mode: IntercomMode,
  location: { protocol: string; host: string } = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({
    imei,
    channel: String(channel),
    mode,
    token: readToken() ?? '',
  });
  return `${scheme}//${location.host}/api/Video/Intercom?${query.toString()}`;
}

/**
 * One intercom (two-way talk) or listen-in session in the browser: the microphone, coded to
 * G.711 A-law, goes to the server over a WebSocket; the recorder's audio comes back on the same
 * WebSocket as 8 kHz PCM and is played through Web Audio.
 */
export class IntercomSession {
  private snapshot: IntercomSnapshot = {
    phase: 'requesting',
    reason: null,
    bytesIn: 0,
    bytesOut: 0,
    level: 0,
    peak: 0,
    history: [],
  };
  private socket: WebSocket | null = null;
  private context: AudioContext | null = null;
  private microphone: MediaStream | null = null;
  private playhead = 0;
  private stopped = false;

  constructor(
    private readonly imei: string,
    private readonly channel: number,
    private readonly mode: IntercomMode,
    private readonly onChange: (snapshot: IntercomSnapshot) => void,
  ) {}

  private update(change: Partial<IntercomSnapshot>): void {
    const { history } = this.snapshot;
    const phase = change.phase;
    this.snapshot = {
      ...this.snapshot,
      ...change,
      history: phase && history.at(-1) !== phase ? [...history, phase] : history,
    };
    this.onChange(this.snapshot);
  }

  async start(): Promise<void> {
    this.update({ phase: 'requesting' });
    const context = new AudioContext({ sampleRate: SAMPLE_RATE });
    this.context = context;
    void context.resume();
    if (this.mode === 'talk') {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no media devices');
        this.microphone = await navigator.mediaDevices.getUserMedia({
          audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
        });
      } catch {
        this.update({ phase: 'noMicrophone', reason: 'video.microphoneUnavailable' });
        this.stop();
        return;
      }
      if (this.stopped) return this.stop();
      await this.captureMicrophone(context, this.microphone);
    }
    if (this.stopped) return this.stop();
    this.connect();
  }

  private async captureMicrophone(context: AudioContext, microphone: MediaStream): Promise<void> {
    const url = URL.createObjectURL(new Blob([CAPTURE_WORKLET], { type: 'text/javascript' }));
    try {
      await context.audioWorklet.addModule(url);
    } finally {
      URL.revokeObjectURL(url);
    }
    const source = context.createMediaStreamSource(microphone);
    const capture = new AudioWorkletNode(context, 'convoy-pcm-capture');
    capture.port.onmessage = (event: MessageEvent<Float32Array>) => this.speak(event.data);
    // A node is processed only while connected towards the output; this one is silent.
    const mute = context.createGain();
    mute.gain.value = 0;
    source.connect(capture).connect(mute).connect(context.destination);
  }

  private speak(samples: Float32Array): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    if (this.snapshot.phase !== 'inConversation') return;
    const alaw = floatToAlaw(samples);
    this.socket.send(alaw);
    this.update({ bytesOut: this.snapshot.bytesOut + alaw.length });
  }

  private connect(): void {
    const socket = new WebSocket(intercomUrl(this.imei, this.channel, this.mode));
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    socket.onmessage = (event: MessageEvent<ArrayBuffer | string>) => {
      if (typeof event.data === 'string') {
        const message = JSON.parse(event.data) as IntercomStateMessage;
        this.update({ phase: message.state, reason: message.reason ?? this.snapshot.reason });
        return;
      }
      this.hear(event.data);
    };
    socket.onclose = (event) => {
      if (this.stopped) return;
      const reason = event.code === 4000 && event.reason ? event.reason : this.snapshot.reason;
      this.update({ phase: 'closed', reason });
      this.release();
    };
  }

  private hear(bytes: ArrayBuffer): void {
    const context = this.context;
    const samples = pcm16ToFloat(bytes);
    let peak = 0;
    for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
    this.update({
      bytesIn: this.snapshot.bytesIn + bytes.byteLength,
      level: peak,
      peak: Math.max(this.snapshot.peak, peak),
    });
    if (!context || samples.length === 0) return;
    const buffer = context.createBuffer(1, samples.length, SAMPLE_RATE);
    buffer.copyToChannel(samples, 0);
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination);
    const now = context.currentTime;
    if (this.playhead < now) this.playhead = now + PLAYOUT_DELAY_S;
    source.start(this.playhead);
    this.playhead += buffer.duration;
  }

  private release(): void {
    for (const track of this.microphone?.getTracks() ?? []) track.stop();
    this.microphone = null;
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }

  /** Hangs up: the server closes the recorder's side (0x9102). */
  stop(): void {
    const wasStopped = this.stopped;
    this.stopped = true;
    this.socket?.close();
    this.socket = null;
    this.release();
    if (!wasStopped && this.snapshot.phase !== 'noMicrophone') this.update({ phase: 'closed' });
  }
}
