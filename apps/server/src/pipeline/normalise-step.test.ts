import { describe, expect, it } from 'vitest';
import type { Position } from '@convoy/protocols';
import { dropImpossiblePositions } from './normalise-step';

const base: Position = {
  fixTime: new Date('2026-11-01T10:00:00Z'),
  valid: true,
  latitude: 22.5,
  longitude: 114.05,
  altitude: 10,
  speed: 40,
  course: 90,
  attributes: {},
};
const device = {
  id: '1',
  accountId: '1',
  imei: '1',
  name: 'a',
  protocol: 'jt808',
  model: '',
  expiry: null,
  authCode: null,
};

describe('dropImpossiblePositions', () => {
  it.each([
    ['a normal fix', base, true],
    [
      'a fix without satellites (kept: never located is derived from it)',
      { ...base, valid: false, latitude: 0, longitude: 0 },
      true,
    ],
    ['latitude beyond 90°', { ...base, latitude: 91 }, false],
    ['longitude beyond 180°', { ...base, longitude: -180.5 }, false],
    ['NaN coordinates', { ...base, latitude: Number.NaN }, false],
    ['an invalid date', { ...base, fixTime: new Date('x') }, false],
    [
      'a fix two days ahead of receipt',
      { ...base, fixTime: new Date('2026-11-03T10:00:01Z') },
      false,
    ],
  ])('%s → kept: %s', (_name, position, kept) => {
    const result = dropImpossiblePositions({
      device,
      receivedTime: new Date('2026-11-01T10:00:05Z'),
      positions: [position],
    });
    expect(result.length).toBe(kept ? 1 : 0);
  });
});
