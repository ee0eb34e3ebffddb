import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { joinAnnexB, splitH264AccessUnits, h264NalType } from '@convoy/protocols';

/** One picture of the bundled clip, as Annex-B bytes. */
export interface ClipPicture {
  data: Uint8Array;
  keyframe: boolean;
}

export interface Clip {
  pictures: ClipPicture[];
  /** Milliseconds per picture (25 fps). */
  frameMs: number;
  /** G.711 A-law, 8 kHz mono, one chunk per picture (320 bytes = 40 ms). */
  audio: Uint8Array[];
}

const CLIP_DIR = fileURLToPath(new URL('../../media/', import.meta.url));

let cached: Clip | null = null;

/** The bundled H.264 + G.711A test clip (apps/simulator/media/README.md says how it was made). */
export function loadClip(): Clip {
  if (cached) return cached;
  const video = readFileSync(`${CLIP_DIR}clip.h264`);
  const audio = readFileSync(`${CLIP_DIR}clip.alaw`);
  const pictures = splitH264AccessUnits(video).map((units) => ({
    data: joinAnnexB(units),
    keyframe: units.some((unit) => h264NalType(unit) === 5),
  }));
  const frameMs = 40;
  const chunk = (8000 * frameMs) / 1000;
  const chunks: Uint8Array[] = [];
  for (let offset = 0; offset + chunk <= audio.length; offset += chunk) {
    chunks.push(audio.subarray(offset, offset + chunk));
  }
  cached = { pictures, frameMs, audio: chunks };
  return cached;
}

/** The bundled clip's H.264 elementary stream, as a recorder uploads it. */
export function loadClipFile(): Buffer {
  return readFileSync(`${CLIP_DIR}clip.h264`);
}
