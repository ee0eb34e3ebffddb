/**
 * FLV (Adobe FLV v10.1, Annex E) as browsers' mpegts.js reads it: H.264 as AVC video tags
 * (an AVCDecoderConfigurationRecord first, then length-prefixed NAL units), AAC as audio tags
 * (AudioSpecificConfig first, then raw frames). Pure functions returning bytes.
 */
import { H264NalType, h264NalType } from '@convoy/protocols';

const TAG_AUDIO = 8;
const TAG_VIDEO = 9;

/** `FLV` header and the first PreviousTagSize (0). */
export function flvHeader(hasVideo: boolean, hasAudio: boolean): Uint8Array {
  return Uint8Array.from([
    0x46,
    0x4c,
    0x56,
    0x01,
    (hasAudio ? 0x04 : 0) | (hasVideo ? 0x01 : 0),
    0,
    0,
    0,
    9,
    0,
    0,
    0,
    0,
  ]);
}

/** One tag with its trailing PreviousTagSize. */
export function flvTag(type: number, timestampMs: number, data: Uint8Array): Uint8Array {
  const ts = Math.max(0, Math.round(timestampMs)) >>> 0;
  const out = new Uint8Array(11 + data.length + 4);
  const view = new DataView(out.buffer);
  out[0] = type;
  out[1] = (data.length >> 16) & 0xff;
  out[2] = (data.length >> 8) & 0xff;
  out[3] = data.length & 0xff;
  out[4] = (ts >> 16) & 0xff;
  out[5] = (ts >> 8) & 0xff;
  out[6] = ts & 0xff;
  out[7] = (ts >>> 24) & 0xff;
  out.set(data, 11);
  view.setUint32(11 + data.length, 11 + data.length);
  return out;
}

/** AVCDecoderConfigurationRecord (ISO/IEC 14496-15 §5.2.4.1) from one SPS and one PPS. */
export function avcDecoderConfiguration(sps: Uint8Array, pps: Uint8Array): Uint8Array {
  const out = new Uint8Array(11 + sps.length + pps.length);
  out[0] = 1;
  out[1] = sps[1] ?? 0x42; // profile
  out[2] = sps[2] ?? 0; // compatibility
  out[3] = sps[3] ?? 0x1e; // level
  out[4] = 0xff; // 4-byte NAL lengths
  out[5] = 0xe1; // one SPS
  out[6] = (sps.length >> 8) & 0xff;
  out[7] = sps.length & 0xff;
  out.set(sps, 8);
  let offset = 8 + sps.length;
  out[offset++] = 1; // one PPS
  out[offset++] = (pps.length >> 8) & 0xff;
  out[offset++] = pps.length & 0xff;
  out.set(pps, offset);
  return out;
}

/** The AVC sequence header tag (AVCPacketType 0). */
export function avcSequenceHeaderTag(sps: Uint8Array, pps: Uint8Array, ts = 0): Uint8Array {
  const config = avcDecoderConfiguration(sps, pps);
  const data = new Uint8Array(5 + config.length);
  data[0] = 0x17;
  data.set(config, 5);
  return flvTag(TAG_VIDEO, ts, data);
}

/**
 * One picture as an AVC NALU tag. Parameter sets and access-unit delimiters are left out
 * (they travel in the sequence header); no B-frames, so composition time is 0.
 */
export function avcVideoTag(
  units: readonly Uint8Array[],
  keyframe: boolean,
  ts: number,
): Uint8Array {
  const kept = units.filter((unit) => {
    const type = h264NalType(unit);
    return type !== H264NalType.sps && type !== H264NalType.pps && type !== H264NalType.aud;
  });
  const length = kept.reduce((sum, unit) => sum + 4 + unit.length, 0);
  const data = new Uint8Array(5 + length);
  const view = new DataView(data.buffer);
  data[0] = keyframe ? 0x17 : 0x27;
  data[1] = 1;
  let offset = 5;
  for (const unit of kept) {
    view.setUint32(offset, unit.length);
    data.set(unit, offset + 4);
    offset += 4 + unit.length;
  }
  return flvTag(TAG_VIDEO, ts, data);
}

/** AAC sequence header tag (AACPacketType 0) carrying the AudioSpecificConfig. */
export function aacSequenceHeaderTag(audioSpecificConfig: Uint8Array, ts = 0): Uint8Array {
  const data = new Uint8Array(2 + audioSpecificConfig.length);
  data[0] = 0xaf; // AAC, 44 kHz flag, 16-bit, stereo flag (ignored for AAC)
  data[1] = 0;
  data.set(audioSpecificConfig, 2);
  return flvTag(TAG_AUDIO, ts, data);
}

/** One raw AAC frame. */
export function aacFrameTag(frame: Uint8Array, ts: number): Uint8Array {
  const data = new Uint8Array(2 + frame.length);
  data[0] = 0xaf;
  data[1] = 1;
  data.set(frame, 2);
  return flvTag(TAG_AUDIO, ts, data);
}
