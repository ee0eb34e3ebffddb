/**
 * H.264 Annex-B helpers (ITU-T H.264 §7.3, Annex B): what a media server needs to remux the
 * elementary stream a recorder sends, without decoding pictures.
 */

/** NAL units of an Annex-B buffer, start codes removed. */
export function splitAnnexB(data: Uint8Array): Uint8Array[] {
  const units: Uint8Array[] = [];
  let start = -1;
  let i = 0;
  while (i + 2 < data.length) {
    if (data[i] === 0 && data[i + 1] === 0 && data[i + 2] === 1) {
      if (start >= 0) {
        let end = i;
        // A four-byte start code leaves one zero at the end of the previous unit.
        while (end > start && data[end - 1] === 0) end--;
        units.push(data.subarray(start, end));
      }
      i += 3;
      start = i;
      continue;
    }
    i++;
  }
  if (start >= 0 && start < data.length) units.push(data.subarray(start));
  return units.filter((unit) => unit.length > 0);
}

export const H264NalType = { slice: 1, idr: 5, sei: 6, sps: 7, pps: 8, aud: 9 } as const;

export function h264NalType(unit: Uint8Array): number {
  return (unit[0] ?? 0) & 0x1f;
}

/** H.265 NAL type (§7.4.2.2): VPS 32, SPS 33, PPS 34, IRAP 16-23. */
export function h265NalType(unit: Uint8Array): number {
  return ((unit[0] ?? 0) >> 1) & 0x3f;
}

/**
 * Cuts an Annex-B elementary stream into access units (one picture each, with the SPS, PPS and
 * SEI that precede it). A new unit starts at a parameter set, SEI or AUD after a slice, or at a
 * slice whose first_mb_in_slice is 0 (its first bit is 1 in Exp-Golomb).
 */
export function splitH264AccessUnits(stream: Uint8Array): Uint8Array[][] {
  const units: Uint8Array[][] = [];
  let current: Uint8Array[] = [];
  let hasSlice = false;
  for (const nal of splitAnnexB(stream)) {
    const type = h264NalType(nal);
    const isSlice = type === 1 || type === 5;
    const startsPicture = isSlice && ((nal[1] ?? 0) & 0x80) !== 0;
    if (hasSlice && (!isSlice || startsPicture)) {
      units.push(current);
      current = [];
      hasSlice = false;
    }
    current.push(nal);
    if (isSlice) hasSlice = true;
  }
  if (current.length > 0 && hasSlice) units.push(current);
  return units;
}

/** Joins NAL units back into Annex-B with four-byte start codes. */
export function joinAnnexB(units: readonly Uint8Array[]): Uint8Array {
  const length = units.reduce((sum, unit) => sum + 4 + unit.length, 0);
  const out = new Uint8Array(length);
  let offset = 0;
  for (const unit of units) {
    out.set([0, 0, 0, 1], offset);
    out.set(unit, offset + 4);
    offset += 4 + unit.length;
  }
  return out;
}
