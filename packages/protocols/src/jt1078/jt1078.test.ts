import { describe, expect, it } from 'vitest';
import { bytesToHex, frameLabel, hexToBytes, loadFrames } from '../test-support/frames';
import type { JsonValue } from '../test-support/frames';
import { ProtocolError } from '../types';
import {
  Jt1078FrameAssembler,
  Jt1078PayloadType,
  h264NalTypes,
  parseJt1078Packet,
  payloadTypeName,
  splitJt1078Packets,
} from './index';
import type { Jt1078Frame } from './index';

const packets = loadFrames<Record<string, JsonValue>>('jt1078');

describe('JT/T 1078 fixture packets (shared/frames/jt1078.jsonl)', () => {
  it('has the documented number of packets', () => {
    expect(packets.length).toBe(44);
  });

  for (const record of packets) {
    const e = record.expect;
    it(`${frameLabel(record)}`, () => {
      const bytes = hexToBytes(record.hex);
      if (e['complete_packet'] === false) {
        expect(() => parseJt1078Packet(bytes)).toThrow(ProtocolError);
        expect(splitJt1078Packets(bytes)).toEqual({ frames: [], consumed: 0, skipped: 0 });
        return;
      }
      const split = splitJt1078Packets(bytes);
      expect(split.frames).toHaveLength(1);
      expect(split.consumed).toBe(bytes.length);
      const packet = parseJt1078Packet(split.frames[0] ?? new Uint8Array(0));
      expect(packet.version).toBe(e['V']);
      expect(packet.padding ? 1 : 0).toBe(e['P']);
      expect(packet.extension ? 1 : 0).toBe(e['X']);
      expect(packet.csrcCount).toBe(e['CC']);
      expect(packet.marker ? 1 : 0).toBe(e['M']);
      expect(packet.payloadType).toBe(e['PT']);
      expect(packet.sequence).toBe(e['seq']);
      expect(packet.sim).toBe(e['sim']);
      expect(packet.simBytes).toBe(e['sim_bytes']);
      expect(packet.channel).toBe(e['channel']);
      expect(packet.dataType).toBe(e['data_type']);
      expect(packet.subpackage).toBe(e['subpackage']);
      expect(packet.timestamp).toBe(e['timestamp_ms']);
      expect(packet.lastIFrameInterval).toBe(e['last_i_frame_interval_ms']);
      expect(packet.lastFrameInterval).toBe(e['last_frame_interval_ms']);
      expect(packet.body.length).toBe(e['body_length']);
      expect(packet.headerLength).toBe(e['header_length']);
      expect(packet.length).toBe(bytes.length);
      expect(e['length_consistent']).toBe(true);
      if (typeof e['body_prefix_hex'] === 'string') {
        expect(bytesToHex(packet.body).startsWith(e['body_prefix_hex'])).toBe(true);
      }
    });
  }
});

describe('JT/T 1078 stream splitting and frame assembly', () => {
  const smallChi = packets.filter((r) => r.source === 'SmallChi/JT1078/doc/video/JT1078_2.txt');

  it('reassembles the SmallChi I-frame (JT1078_2.txt lines 1-8) to 7582 bytes of SPS, PPS, SEI, IDR', () => {
    const lines = smallChi.filter((r) => r.line !== undefined && r.line <= 8);
    expect(lines).toHaveLength(8);
    // As one TCP stream, cut into uneven chunks.
    const stream = Buffer.concat(lines.map((r) => hexToBytes(r.hex)));
    const assembler = new Jt1078FrameAssembler();
    const frames: Jt1078Frame[] = [];
    let pending: Uint8Array = new Uint8Array(0);
    for (let offset = 0; offset < stream.length; offset += 777) {
      pending = Buffer.concat([pending, stream.subarray(offset, offset + 777)]);
      const split = splitJt1078Packets(pending);
      for (const bytes of split.frames) {
        const frame = assembler.push(parseJt1078Packet(bytes));
        if (frame) frames.push(frame);
      }
      pending = pending.slice(split.consumed);
    }
    expect(pending.length).toBe(0);
    expect(frames).toHaveLength(1);
    const frame = frames[0];
    if (!frame) throw new Error('no frame');
    expect(frame.data.length).toBe(7582);
    expect(bytesToHex(frame.data.subarray(0, 5))).toBe('0000000167');
    expect(frame.dataType).toBe('video_I');
    expect(frame.payloadType).toBe(Jt1078PayloadType.H264);
    const nal = h264NalTypes(frame.data);
    const order = [7, 8, 6, 5].map((type) => nal.indexOf(type));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('drops a frame with a missing middle packet', () => {
    const lines = smallChi.filter((r) => r.line !== undefined && r.line <= 8 && r.line !== 4);
    const assembler = new Jt1078FrameAssembler();
    const frames = lines
      .map((r) => assembler.push(parseJt1078Packet(hexToBytes(r.hex))))
      .filter(Boolean);
    expect(frames).toHaveLength(0);
    // Lines 1-3 buffered then discarded at the gap, plus lines 5-8 that cannot complete.
    expect(assembler.droppedPackets).toBe(7);
  });

  it('passes atomic packets through as whole frames', () => {
    const atomic = packets.find(
      (r) => r.expect['subpackage'] === 'atomic' && r.expect['data_type'] === 'audio',
    );
    if (!atomic) throw new Error('no atomic audio packet');
    const packet = parseJt1078Packet(hexToBytes(atomic.hex));
    const frame = new Jt1078FrameAssembler().push(packet);
    expect(frame?.data.length).toBe(packet.body.length);
    expect(frame?.dataType).toBe('audio');
  });

  it('skips garbage before a packet and keeps a partial one for the next chunk', () => {
    const one = hexToBytes(packets[0]?.hex ?? '');
    const two = hexToBytes(packets[1]?.hex ?? '');
    const stream = Buffer.concat([Buffer.from([1, 2, 3]), one, two.subarray(0, 20)]);
    const split = splitJt1078Packets(stream);
    expect(split.frames).toHaveLength(1);
    expect(split.skipped).toBe(3);
    expect(split.consumed).toBe(3 + one.length);
  });

  it('tells 6- and 10-byte SIMs apart in one stream (traccar Jt1078FrameDecoderTest)', () => {
    const ten = hexToBytes(packets[0]?.hex ?? '');
    const six = hexToBytes(packets[1]?.hex ?? '');
    const split = splitJt1078Packets(Buffer.concat([ten, six, ten]));
    expect(split.frames.map((f) => parseJt1078Packet(f).simBytes)).toEqual([10, 6, 10]);
  });

  it('names payload types per S1078 Table 12', () => {
    expect(Jt1078PayloadType).toMatchObject({
      H264: 98,
      H265: 99,
      G711A: 6,
      G711U: 7,
      G726: 8,
      ADPCMA: 26,
      AAC: 19,
    });
    expect(payloadTypeName(98)).toBe('H264');
    expect(payloadTypeName(8)).toBe('G726');
    expect(payloadTypeName(120)).toBe('CUSTOM');
    expect(payloadTypeName(60)).toBe('UNKNOWN');
  });
});
