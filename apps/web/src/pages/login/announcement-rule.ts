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

export interface AnnouncementSource {
  enable: boolean;
  title?: string;
  content?: string;
}

/**
 * The announcement to show, from the file at the site root and from User/GetAnnouncement:
 * either may switch it on; the text of one that is switched on wins, the server's first,
 * because the announcement screen writes there. A source that failed counts as off.
 */
export function combineAnnouncements(
  file: AnnouncementSource | null,
  server: AnnouncementSource | null,
): AnnouncementSource {
  const on = [server, file].filter((source): source is AnnouncementSource => !!source?.enable);
  const first = on[0];
  if (!first) return { enable: false };
  return {
    enable: true,
    ...(first.title ? { title: first.title } : {}),
    ...(first.content ? { content: first.content } : {}),
  };
}
