import { describe, expect, it } from 'vitest';
import { DUE_SOON_DAYS, expiryState } from './expiry';

describe('expiryState', () => {
  it.each([
    [null, 'unlimited'],
    [365, 'normal'],
    [DUE_SOON_DAYS + 1, 'normal'],
    [DUE_SOON_DAYS, 'dueSoon'],
    [1, 'dueSoon'],
    [0, 'dueSoon'],
    [-1, 'expired'],
    [-400, 'expired'],
  ] as const)('%s remaining days → %s', (days, state) => {
    expect(expiryState(days)).toBe(state);
  });
});
