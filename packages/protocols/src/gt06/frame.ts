/**
 * GT06 stream splitter. Frames are `78 78 | length BYTE | …` or `79 79 | length WORD | …`, both
 * ending `0D 0A`; the length counts protocol number through CRC. The splitter checks the start
 * marker, a plausible length and the stop bytes; the CRC is the decoder's job, so that a frame
 * with a bad CRC is reported as such instead of vanishing as garbage.
 */
import type { FrameSplit } from '../types';

export const GT06_SHORT_START = 0x78;
export const GT06_LONG_START = 0x79;
/** Protocol number + serial + CRC: the smallest length field a frame can carry. */
export const GT06_MIN_LENGTH_FIELD = 5;
/**
 * Largest whole frame accepted. The 0x7979 length is a WORD, but real messages (0x94 information
 * transfer, command replies) stay well under 1 KiB; a larger length is taken for garbage rather
 * than waited for, so a corrupt length cannot stall the connection.
 */
export const GT06_MAX_FRAME_BYTES = 2048;

const STOP_CR = 0x0d;
const STOP_LF = 0x0a;
/** Start marker (2) + stop bytes (2). */
const MARKER_AND_STOP_BYTES = 4;

/**
 * Cuts complete frames from the front of `buffer`. Bytes that cannot start a frame are skipped
 * and counted; an incomplete frame at the end is left for the next call (not consumed). Frames
 * are copies, so the caller may reuse its buffer.
 */
export function splitGt06Frames(buffer: Uint8Array): FrameSplit {
  const frames: Uint8Array[] = [];
  const size = buffer.length;
  let offset = 0;
  let skipped = 0;

  while (offset < size) {
    const marker = buffer[offset]!;
    if (marker !== GT06_SHORT_START && marker !== GT06_LONG_START) {
      offset++;
      skipped++;
      continue;
    }
    if (offset + 1 >= size) break; // a lone marker byte may be the start of the next frame
    if (buffer[offset + 1] !== marker) {
      offset++;
      skipped++;
      continue;
    }
    const lengthBytes = marker === GT06_SHORT_START ? 1 : 2;
    if (offset + 2 + lengthBytes > size) break;
    const lengthField =
      lengthBytes === 1 ? buffer[offset + 2]! : (buffer[offset + 2]! << 8) | buffer[offset + 3]!;
    const frameBytes = MARKER_AND_STOP_BYTES + lengthBytes + lengthField;
    if (lengthField < GT06_MIN_LENGTH_FIELD || frameBytes > GT06_MAX_FRAME_BYTES) {
      offset++;
      skipped++;
      continue;
    }
    if (offset + frameBytes > size) break;
    const end = offset + frameBytes;
    if (buffer[end - 2] !== STOP_CR || buffer[end - 1] !== STOP_LF) {
      // Not a frame after all (a marker-like byte pair inside garbage): resynchronise.
      offset++;
      skipped++;
      continue;
    }
    frames.push(buffer.slice(offset, end));
    offset = end;
  }

  return { frames, consumed: offset, skipped };
}
