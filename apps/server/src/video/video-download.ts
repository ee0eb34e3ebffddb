import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { AppError, ERR } from '@convoy/domain';
import { ffmpegPath } from '../media/audio-transcoder';
import type { ChannelStream, Viewer } from '../media/channel-stream';

/** The longest recording one download may hold (seconds). */
export const MAX_DOWNLOAD_SECONDS = 3600;
/** A stream that sends nothing for this long has ended (milliseconds). */
const SILENCE_MS = 15_000;

export interface RecordedMp4 {
  path: string;
  size: number;
  /** Removes the file and its folder. */
  dispose: () => Promise<void>;
}

/** Whether recordings can be turned into MP4 on this server. */
export function canRecordMp4(): boolean {
  return ffmpegPath() !== undefined;
}

/**
 * Records `seconds` of a recording being played into an MP4 file: the FLV of the stream is
 * copied, not re-encoded, and the index is put first so browsers and players start at once.
 */
/** ffmpeg, and a fresh folder for the MP4 it writes. */
async function mp4Target(): Promise<{
  ffmpeg: string;
  path: string;
  dispose: () => Promise<void>;
}> {
  const ffmpeg = ffmpegPath();
  if (!ffmpeg) throw new AppError(ERR.VIDEO_FFMPEG_MISSING, 501);
  const dir = await mkdtemp(join(tmpdir(), 'convoy-mp4-'));
  return {
    ffmpeg,
    path: join(dir, 'recording.mp4'),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The MP4 ffmpeg wrote, or 'no media' (and nothing left behind) when it wrote none. */
async function writtenMp4(
  code: number | null,
  target: { path: string; dispose: () => Promise<void> },
): Promise<RecordedMp4> {
  const size = await stat(target.path).then(
    (s) => s.size,
    () => 0,
  );
  if (code !== 0 || size === 0) {
    await target.dispose();
    throw new AppError(ERR.PLAYBACK_NO_MEDIA, 404);
  }
  return { path: target.path, size, dispose: target.dispose };
}

/** Copies a stored FLV recording into an MP4 file, the index first. */
export async function remuxToMp4(flv: string): Promise<RecordedMp4> {
  const target = await mp4Target();
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(
      target.ffmpeg,
      [
        ...['-hide_banner', '-loglevel', 'error', '-i', flv],
        ...['-c', 'copy', '-movflags', '+faststart', '-y', target.path],
      ],
      { stdio: 'ignore' },
    );
    child.on('close', resolve);
    child.on('error', () => resolve(-1));
  });
  return writtenMp4(code, target);
}

/** Sends an MP4 as a download named `<imei>-CH<channel>-<start>.mp4`; removed once sent. */
export function sendMp4(
  reply: FastifyReply,
  file: RecordedMp4,
  name: { imei: string; channel: number; start: Date },
): FastifyReply {
  const stamp = name.start.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  reply.raw.on('close', () => void file.dispose());
  return reply
    .header('content-type', 'video/mp4')
    .header('content-length', file.size)
    .header(
      'content-disposition',
      `attachment; filename="${name.imei}-CH${name.channel}-${stamp}.mp4"`,
    )
    .send(createReadStream(file.path));
}

export async function recordMp4(stream: ChannelStream, seconds: number): Promise<RecordedMp4> {
  const target = await mp4Target();
  const { ffmpeg, path } = target;
  const child = spawn(
    ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'flv', '-i', 'pipe:0'],
      ...['-t', String(seconds), '-c', 'copy', '-movflags', '+faststart', '-y', path],
    ],
    { stdio: ['pipe', 'ignore', 'ignore'] },
  );
  child.stdin.on('error', () => undefined);

  let silence: NodeJS.Timeout | null = null;
  const finish = () => {
    if (silence) clearTimeout(silence);
    silence = null;
    if (!child.stdin.writableEnded) child.stdin.end();
  };
  const watchSilence = () => {
    if (silence) clearTimeout(silence);
    silence = setTimeout(finish, SILENCE_MS);
  };
  const viewer: Viewer = {
    audio: false,
    write: (bytes) => {
      if (child.stdin.writableEnded || child.stdin.destroyed) return;
      child.stdin.write(bytes);
      watchSilence();
    },
    bufferedBytes: () => child.stdin.writableLength,
    end: finish,
  };
  watchSilence();
  stream.addViewer(viewer);
  // ffmpeg stops reading once it has the asked-for length; the stream then has no viewer.
  const code = await new Promise<number | null>((resolve) => {
    child.on('close', resolve);
    child.on('error', () => resolve(-1));
  });
  finish();
  stream.removeViewer(viewer);
  return writtenMp4(code, target);
}
