/** The maintenance announcement comes back 24 hours after it was dismissed (SPEC.md §4, §9). */
export const ANNOUNCEMENT_RESHOW_DELAY_MS = 24 * 60 * 60 * 1000;

export function shouldShowAnnouncement(
  enabled: boolean,
  dismissedAt: number | null,
  now: number,
): boolean {
  if (!enabled) return false;
  // A dismissal stamped in the future means the clock was changed; it cannot be trusted.
  if (dismissedAt === null || dismissedAt > now) return true;
  return now - dismissedAt >= ANNOUNCEMENT_RESHOW_DELAY_MS;
}
