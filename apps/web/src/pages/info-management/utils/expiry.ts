/** Device expiry states of SPEC.md §4: normal, due soon, expired. */

/** A device within this many days of its expiry is due for renewal. */
export const DUE_SOON_DAYS = 30;

export type ExpiryState = 'unlimited' | 'normal' | 'dueSoon' | 'expired';

/** `remainingDays` is negative once expired and null for a device without expiry. */
export function expiryState(remainingDays: number | null): ExpiryState {
  if (remainingDays === null) return 'unlimited';
  if (remainingDays < 0) return 'expired';
  if (remainingDays <= DUE_SOON_DAYS) return 'dueSoon';
  return 'normal';
}

/** Tag colours of the expiry column; an expired device cannot be operated, so it reads red. */
export const EXPIRY_COLORS: Record<ExpiryState, string> = {
  unlimited: 'default',
  normal: 'success',
  dueSoon: 'warning',
  expired: 'error',
};
