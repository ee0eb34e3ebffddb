import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadClip } from '@convoy/simulator';
import { Jt1078PayloadType } from '@convoy/protocols';
import { ChannelStream, type Viewer } from './channel-stream';
import { RtmpRelay, rtmpPublisher, rtmpStreamUrl } from './rtmp-relay';
import type { RegisteredDevice } from '../device/device-registry';

const hasFfmpeg = existsSync('/usr/bin/ffmpeg') && existsSync('/usr/bin/ffprobe');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Waits until a port listens, without connecting (the RTMP server takes one connection). */
async function listening(port: number): Promise<void> {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')} `;
  for (let i = 0; i < 100; i++) {
    const table = readFileSync('/proc/net/tcp', 'utf8').split('\n');
    if (table.some((line) => line.includes(hex) && / 0A /.test(line))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the RTMP server did not listen');
}

/** The bundled clip's pictures, as a recorder's reassembled frames, into a stream. */
function feed(stream: ChannelStream, pictures: number): void {
  const clip = loadClip();
  for (let i = 0; i < pictures; i++) {
    const picture = clip.pictures[i % clip.pictures.length]!;
    stream.push(
      {
        channel: 1,
        dataType: picture.keyframe ? 'video_I' : 'video_P',
        payloadType: Jt1078PayloadType.H264,
        timestamp: i * clip.frameMs,
        sequence: i,
        data: picture.data,
      },
      Date.now(),
    );
  }
}

const viewer = (): Viewer => ({
  audio: false,
  write: () => undefined,
  bufferedBytes: () => 0,
  end: () => undefined,
});

describe('pushStreamType RTMP', () => {
  it('names the stream after the recorder and channel', () => {
    expect(rtmpStreamUrl('rtmp://media.example/live/', '13912340001', 3)).toBe(
      'rtmp://media.example/live/13912340001_3',
    );
  });

  it('a relay does not keep the channel open: the last viewer leaving makes it idle', () => {
    const idle: ChannelStream[] = [];
    const stream = new ChannelStream('d/1/live', 'd', 1, (s) => idle.push(s));
    const relay = { ...viewer(), passive: true };
    const person = viewer();
    stream.addViewer(relay);
    stream.addViewer(person);
    expect(stream.viewerCount).toBe(1);
    stream.removeViewer(person);
    expect(idle).toEqual([stream]);
  });

  it('publishes only for accounts that chose RTMP', async () => {
    const chosen: string[] = [];
    const stream = new ChannelStream('d/1/live', 'd', 1);
    const device = { id: 'd', accountId: 'raw-account', imei: '1' } as RegisteredDevice;
    rtmpPublisher('rtmp://127.0.0.1:1/live', (accountId) => {
      chosen.push(accountId);
      return Promise.resolve(0);
    })(stream, device);
    await expect.poll(() => chosen).toEqual(['raw-account']);
    feed(stream, 3);
    expect(stream.stats.bytesOut).toBe(0); // nobody, not even a relay, was given the pictures
  });

  it.runIf(hasFfmpeg)(
    'pushes the channel to an RTMP server as H.264 without re-encoding',
    async () => {
      const port = await freePort();
      const dir = mkdtempSync(join(tmpdir(), 'convoy-rtmp-'));
      const out = join(dir, 'received.flv');
      // ffmpeg as the RTMP server: it accepts one publisher and keeps what arrives.
      const receiver = spawn(
        'ffmpeg',
        [
          '-loglevel',
          'error',
          '-y',
          '-listen',
          '1',
          '-i',
          `rtmp://127.0.0.1:${port}/live/cam`,
          '-c',
          'copy',
          '-f',
          'flv',
          out,
        ],
        { stdio: 'ignore' },
      );
      await listening(port);
      const stream = new ChannelStream('d/1/live', 'd', 1);
      const relay = new RtmpRelay(`rtmp://127.0.0.1:${port}/live/cam`);
      expect(relay.running).toBe(true);
      stream.addViewer(relay);
      feed(stream, 75);
      stream.close('closed');
      await new Promise<void>((resolve) => receiver.once('exit', () => resolve()));
      expect(statSync(out).size).toBeGreaterThan(10_000);
      const probe = spawnSync('ffprobe', [
        '-v',
        'error',
        '-count_frames',
        '-show_entries',
        'stream=codec_name,width,height,nb_read_frames',
        '-of',
        'csv=p=0',
        out,
      ]);
      const [codec, width, height, frames] = probe.stdout.toString().trim().split(',');
      expect([codec, width, height]).toEqual(['h264', '640', '360']);
      expect(Number(frames)).toBeGreaterThanOrEqual(70);
    },
    30_000,
  );
});
