import { describe, expect, it } from 'vitest';
import {
  PARAMETER_BY_ID,
  PARAMETER_DEFINITIONS,
  PARAMETER_GROUPS,
  toDisplayValue,
  toStoredValue,
} from './device-parameters';

const def = (id: number) => PARAMETER_BY_ID.get(id)!;

describe('parameter panel units (SPEC.md §9)', () => {
  it.each([
    ['heartbeat in minutes', 0x0001, 2, 120],
    ['upload interval in units of 10 s', 0x0029, 3, 30],
    ['collision acceleration in mg (stored in 0.1 g)', 0x005d, 4000, 40],
    ['odometer in km (stored in 0.1 km)', 0x0080, 1234.5, 12345],
    ['max speed in km/h', 0x0055, 120, 120],
  ])('%s: %s entered → %s stored, and back', (_name, id, entered, stored) => {
    expect(toStoredValue(def(id), entered)).toEqual({ value: stored });
    expect(toDisplayValue(def(id), stored)).toBe(entered);
  });

  it.each([
    [0x0001, 0],
    [0x0001, 1441],
    [0x0029, 0],
    [0x0018, 70000],
    [0x0055, 'fast'],
  ])('refuses %s = %s with the range', (id, entered) => {
    expect(toStoredValue(def(id), entered)).toMatchObject({ error: 'validation.numberBetween' });
  });

  it('keeps structured values read-only', () => {
    expect(toStoredValue(def(0x0075), '00')).toEqual({ error: 'generic.permissionDenied' });
  });

  it('covers every group of the panel, each id once', () => {
    expect(new Set(PARAMETER_DEFINITIONS.map((d) => d.group))).toEqual(new Set(PARAMETER_GROUPS));
    expect(new Set(PARAMETER_DEFINITIONS.map((d) => d.id)).size).toBe(PARAMETER_DEFINITIONS.length);
  });
});
