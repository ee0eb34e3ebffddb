import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
export async function recordMp4(stream: ChannelStream, seconds: number): Promise<RecordedMp4> {
  const ffmpeg = ffmpegPath();
  if (!ffmpeg) throw new AppError(ERR.VIDEO_FFMPEG_MISSING, 501);
  const dir = await mkdtemp(join(tmpdir(), 'convoy-mp4-'));
  const path = join(dir, 'recording.mp4');
  const dispose = () => rm(dir, { recursive: true, force: true });
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
  const size = await stat(path).then(
    (s) => s.size,
    () => 0,
  );
  if (code !== 0 || size === 0) {
    await dispose();
    throw new AppError(ERR.PLAYBACK_NO_MEDIA, 404);
  }
  return { path, size, dispose };
}
