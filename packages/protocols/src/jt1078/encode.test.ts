import { describe, expect, it } from 'vitest';
import { Jt1078FrameAssembler } from './assemble';
import { encodeJt1078Frame } from './encode';
import { splitJt1078Packets } from './frame';
import { parseJt1078Packet } from './packet';
import { Jt1078PayloadType } from './payload-type';

/** Encoding stream packets as a terminal sends them (S1078 Table 19, PROTOCOLS.md §2.2). */

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const body = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 7 + 3) & 0xff);

describe('encodeJt1078Frame', () => {
  it('writes the video header field by field (6-byte SIM)', () => {
    const { packets, nextSequence } = encodeJt1078Frame({
      sim: '013912340001',
      channel: 2,
      payloadType: Jt1078PayloadType.H264,
      dataType: 'video_I',
      timestamp: 0x0102030405,
      lastIFrameInterval: 1000,
      lastFrameInterval: 40,
      data: Uint8Array.from([0xaa, 0xbb]),
      sequence: 0x1234,
    });
    expect(packets).toHaveLength(1);
    expect(nextSequence).toBe(0x1235);
    expect(hex(packets[0]!)).toBe(
      [
        '30316364', // 01cd
        '81', // V=2 P=0 X=0 CC=1
        'e2', // M=1, PT=98 (H.264)
        '1234',
        '013912340001', // SIM, BCD
        '02', // channel
        '00', // I-frame, atomic
        '0000000102030405', // timestamp
        '03e8', // last I-frame interval
        '0028', // last frame interval
        '0002', // body length
        'aabb',
      ].join(''),
    );
  });

  it('cuts a large frame into first, middle and last packets of at most 950 bytes', () => {
    const data = body(2000);
    const { packets, nextSequence } = encodeJt1078Frame({
      sim: '13912340001',
      channel: 1,
      payloadType: Jt1078PayloadType.H264,
      dataType: 'video_P',
      timestamp: 40,
      data,
      sequence: 65534,
    });
    const parsed = packets.map((packet) => parseJt1078Packet(packet));
    expect(parsed.map((p) => p.body.length)).toEqual([950, 950, 100]);
    expect(parsed.map((p) => p.subpackage)).toEqual(['first', 'middle', 'last']);
    expect(parsed.map((p) => p.marker)).toEqual([false, false, true]);
    // The sequence number wraps at 16 bits.
    expect(parsed.map((p) => p.sequence)).toEqual([65534, 65535, 0]);
    expect(nextSequence & 0xffff).toBe(1);
    expect(parsed.every((p) => p.dataType === 'video_P' && p.sim.endsWith('13912340001'))).toBe(
      true,
    );
    // Reassembled, the packets give the frame back.
    const assembler = new Jt1078FrameAssembler();
    const frames = parsed.map((p) => assembler.push(p)).filter((f) => f !== undefined);
    expect(frames).toHaveLength(1);
    expect(Buffer.from(frames[0]!.data).equals(Buffer.from(data))).toBe(true);
    expect(frames[0]!.timestamp).toBe(40);
  });

  it('leaves the frame intervals out of audio packets (26-byte header)', () => {
    const { packets } = encodeJt1078Frame({
      sim: '13912340001',
      channel: 1,
      payloadType: Jt1078PayloadType.G711A,
      dataType: 'audio',
      timestamp: 1234,
      data: body(320),
      sequence: 7,
    });
    const packet = parseJt1078Packet(packets[0]!);
    expect(packet.headerLength).toBe(26);
    expect(packets[0]!.length).toBe(26 + 320);
    expect(packet).toMatchObject({
      dataType: 'audio',
      subpackage: 'atomic',
      payloadType: 6,
      timestamp: 1234,
    });
    expect(packet.lastIFrameInterval).toBeUndefined();
  });

  it('leaves the timestamp out of pass-through packets (18-byte header)', () => {
    const { packets } = encodeJt1078Frame({
      sim: '13912340001',
      channel: 1,
      payloadType: 91,
      dataType: 'transparent',
      timestamp: 99,
      data: body(10),
      sequence: 0,
    });
    const packet = parseJt1078Packet(packets[0]!);
    expect(packet.headerLength).toBe(18);
    expect(packet.timestamp).toBeUndefined();
    expect(hex(packet.body)).toBe(hex(body(10)));
  });

  it('writes a 10-byte SIM (2019 terminals) four bytes longer, zero-padded', () => {
    const { packets } = encodeJt1078Frame({
      sim: '13912340001',
      simBytes: 10,
      channel: 4,
      payloadType: Jt1078PayloadType.H264,
      dataType: 'video_I',
      timestamp: 0,
      data: body(5),
      sequence: 1,
    });
    expect(hex(packets[0]!.subarray(8, 18))).toBe('00000000013912340001');
    const packet = parseJt1078Packet(packets[0]!);
    expect(packet.simBytes).toBe(10);
    expect(packet.headerLength).toBe(34);
    expect(packet.channel).toBe(4);
  });

  it('sends an empty frame as one atomic packet, found again in a byte stream', () => {
    const { packets } = encodeJt1078Frame({
      sim: '1',
      channel: 1,
      payloadType: Jt1078PayloadType.H264,
      dataType: 'video_B',
      timestamp: 0,
      data: new Uint8Array(0),
      sequence: 0,
    });
    expect(packets).toHaveLength(1);
    const stream = Buffer.concat([Buffer.from([1, 2, 3]), packets[0]!]);
    const split = splitJt1078Packets(stream);
    expect(split.frames).toHaveLength(1);
    expect(parseJt1078Packet(split.frames[0]!).body.length).toBe(0);
  });
});
