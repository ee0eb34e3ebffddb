/**
 * Teltonika TCP stream splitter.
 *
 * A session starts with the IMEI handshake (`length WORD | ASCII IMEI`) and continues with AVL
 * packets (`00000000 | data length DWORD | codec … | CRC DWORD`). The two shapes cannot be
 * confused: an AVL packet starts with four zero bytes, a handshake with a non-zero length
 * followed by that many ASCII digits. The splitter therefore tells them apart by shape and
 * needs no session state; the gateway still knows which came first from the decoded message
 * types (`imei` before `avl`).
 */
import type { FrameSplit } from '../types';

/** IMEIs are 15 digits; allow a little room for other identifiers but not arbitrary lengths. */
export const TELTONIKA_MAX_IMEI_LENGTH = 20;
/**
 * Largest AVL data field accepted. Devices fill packets up to about 1.3 KiB (Codec 8) and a few
 * KiB with Codec 8 Extended variable-length IOs; a bigger length is taken for garbage so that a
 * corrupt length cannot stall the connection.
 */
export const TELTONIKA_MAX_DATA_LENGTH = 16 * 1024;

/** Codec IDs a packet may carry: 8, 8 Extended, 16, and the 12/13/14 command codecs. */
export const TELTONIKA_CODECS: ReadonlySet<number> = new Set([0x08, 0x8e, 0x10, 0x0c, 0x0d, 0x0e]);

/** Preamble (4) + data length (4) + CRC (4). */
const AVL_OVERHEAD_BYTES = 12;
/** Codec ID + record count + record count. */
const MIN_DATA_LENGTH = 3;

type Candidate = { kind: 'frame'; bytes: number } | { kind: 'partial' } | { kind: 'garbage' };

function isDigit(byte: number): boolean {
  return byte >= 0x30 && byte <= 0x39;
}

function matchAt(buffer: Uint8Array, offset: number): Candidate {
  const available = buffer.length - offset;
  if (buffer[offset] !== 0) return { kind: 'garbage' };
  if (available < 2) return { kind: 'partial' };
  const second = buffer[offset + 1]!;

  if (second !== 0) {
    // IMEI handshake: length WORD (high byte 0 here) then that many digits.
    if (second > TELTONIKA_MAX_IMEI_LENGTH) return { kind: 'garbage' };
    const checkable = Math.min(second, available - 2);
    for (let index = 0; index < checkable; index++) {
      if (!isDigit(buffer[offset + 2 + index]!)) return { kind: 'garbage' };
    }
    return checkable === second ? { kind: 'frame', bytes: 2 + second } : { kind: 'partial' };
  }

  // AVL packet: four zero bytes of preamble.
  const preambleCheckable = Math.min(4, available);
  for (let index = 2; index < preambleCheckable; index++) {
    if (buffer[offset + index] !== 0) return { kind: 'garbage' };
  }
  if (available < 8) return { kind: 'partial' };
  const dataLength =
    buffer[offset + 4]! * 0x1000000 +
    ((buffer[offset + 5]! << 16) | (buffer[offset + 6]! << 8) | buffer[offset + 7]!);
  if (dataLength < MIN_DATA_LENGTH || dataLength > TELTONIKA_MAX_DATA_LENGTH) {
    return { kind: 'garbage' };
  }
  if (available < 9) return { kind: 'partial' };
  if (!TELTONIKA_CODECS.has(buffer[offset + 8]!)) return { kind: 'garbage' };
  const frameBytes = AVL_OVERHEAD_BYTES + dataLength;
  return available >= frameBytes ? { kind: 'frame', bytes: frameBytes } : { kind: 'partial' };
}

/**
 * Cuts complete handshakes and AVL packets from the front of `buffer`. Bytes that cannot start
 * either are skipped and counted; an incomplete frame is left for the next call. The CRC is
 * checked by the decoder, which reports a mismatch instead of dropping the packet silently.
 */
export function splitTeltonikaFrames(buffer: Uint8Array): FrameSplit {
  const frames: Uint8Array[] = [];
  let offset = 0;
  let skipped = 0;
  while (offset < buffer.length) {
    const candidate = matchAt(buffer, offset);
    if (candidate.kind === 'partial') break;
    if (candidate.kind === 'garbage') {
      offset++;
      skipped++;
      continue;
    }
    frames.push(buffer.slice(offset, offset + candidate.bytes));
    offset += candidate.bytes;
  }
  return { frames, consumed: offset, skipped };
}
