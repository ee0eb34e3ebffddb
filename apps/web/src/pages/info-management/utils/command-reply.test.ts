import { describe, expect, it } from 'vitest';
import { describeReply, formatCoordinate } from './command-reply';

describe('describeReply', () => {
  it.each([
    [undefined, { kind: 'none' }],
    [null, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['OK! Restarting', { kind: 'text', text: 'OK! Restarting' }],
    ['"DWXX=Lat:N22.5"', { kind: 'text', text: 'DWXX=Lat:N22.5' }],
    [{ text: 'STATUS OK' }, { kind: 'text', text: 'STATUS OK' }],
    [
      { latitude: 22.543096, longitude: 114.057865, speed: 40, gpsTime: '2026-01-01T08:00:00Z' },
      {
        kind: 'position',
        latitude: 22.543096,
        longitude: 114.057865,
        speed: 40,
        gpsTime: '2026-01-01T08:00:00Z',
      },
    ],
    ['{"latitude":1.5,"longitude":2.5}', { kind: 'position', latitude: 1.5, longitude: 2.5 }],
    [{ parameters: [{ id: 1, value: 60 }] }, { kind: 'parameters', count: 1 }],
    [{ code: 3 }, { kind: 'code', code: 3 }],
    ['{"code":0}', { kind: 'code', code: 0 }],
    ['{"reason":"offline"}', { kind: 'reason', reason: 'offline' }],
    [{ other: true }, { kind: 'other', text: '{"other":true}' }],
  ])('%j → %j', (reply, view) => {
    expect(describeReply(reply)).toEqual(view);
  });

  it('shows coordinates with six decimals', () => {
    expect(formatCoordinate(22.5)).toBe('22.500000');
  });
});
