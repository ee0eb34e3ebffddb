/**
 * H02 stream splitter for the text form: messages run from `*` to `#`
 * (`*HQ,<id>,V1,…,<status>#`). Anything between messages (line breaks, the binary `$` form,
 * noise) is skipped and counted.
 */
import type { FrameSplit } from '../types';

const START = 0x2a; // '*'
const END = 0x23; // '#'
/**
 * Longest text message accepted. NBR with many neighbour cells stays well under this; a `*`
 * with no `#` within it is taken for garbage so that a lost terminator cannot stall the stream.
 */
export const H02_MAX_MESSAGE_BYTES = 1024;

export function splitH02Frames(buffer: Uint8Array): FrameSplit {
  const frames: Uint8Array[] = [];
  let offset = 0;
  let skipped = 0;
  while (offset < buffer.length) {
    if (buffer[offset] !== START) {
      offset++;
      skipped++;
      continue;
    }
    const searchEnd = Math.min(buffer.length, offset + H02_MAX_MESSAGE_BYTES);
    let end = -1;
    let restart = -1;
    for (let index = offset + 1; index < searchEnd; index++) {
      const byte = buffer[index];
      if (byte === END) {
        end = index;
        break;
      }
      if (byte === START) {
        // A new start before the end: the earlier `*` was noise or a cut-off message.
        restart = index;
        break;
      }
    }
    if (end >= 0) {
      frames.push(buffer.slice(offset, end + 1));
      offset = end + 1;
    } else if (restart >= 0) {
      skipped += restart - offset;
      offset = restart;
    } else if (searchEnd - offset >= H02_MAX_MESSAGE_BYTES) {
      offset++;
      skipped++;
    } else {
      break; // incomplete message: wait for more bytes
    }
  }
  return { frames, consumed: offset, skipped };
}
