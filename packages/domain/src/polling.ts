/**
 * Position polling (SPEC.md §4 Polling): a countdown ticking once a second reloads positions
 * every N seconds, on the pages that show live positions and nowhere else.
 */

/** The realtime, video, track, video playback and report pages. */
export const POLLING_PATHS: readonly string[] = [
  '/realTimeMonitor',
  '/videoMonitor',
  '/trackPlayback',
  '/videoPlayback',
  '/statisticalReport',
];

export function isPollingPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return POLLING_PATHS.includes(path);
}

export interface RefreshCountdown {
  /** Seconds between reloads. */
  periodSeconds: number;
  /** Seconds until the next reload. */
  remainingSeconds: number;
}

export function startCountdown(periodSeconds: number): RefreshCountdown {
  const period = Math.max(1, Math.round(periodSeconds));
  return { periodSeconds: period, remainingSeconds: period };
}

/** One second passes: the countdown moves on, and at zero asks for a reload and starts over. */
export function tickCountdown(countdown: RefreshCountdown): {
  countdown: RefreshCountdown;
  reload: boolean;
} {
  const remaining = countdown.remainingSeconds - 1;
  if (remaining > 0)
    return { countdown: { ...countdown, remainingSeconds: remaining }, reload: false };
  return { countdown: startCountdown(countdown.periodSeconds), reload: true };
}
