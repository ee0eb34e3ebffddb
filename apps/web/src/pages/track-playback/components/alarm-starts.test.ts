import { describe, expect, it } from 'vitest';
import { alarmStarts } from './TrackLayers';

describe('alarmStarts', () => {
  const alarm = (index: number, alarmFlags = '00000080', eventId = 0) => ({
    index,
    alarmFlags,
    eventId,
  });

  it('draws an alarm held over consecutive reports once, where it began', () => {
    expect(alarmStarts([alarm(4), alarm(5), alarm(6), alarm(7)])).toEqual([alarm(4)]);
  });

  it('draws it again after a report without it, and when the alarm changes', () => {
    expect(
      alarmStarts([alarm(4), alarm(5), alarm(9), alarm(10, '00000082'), alarm(11, '00000082', 2)]),
    ).toEqual([alarm(4), alarm(9), alarm(10, '00000082'), alarm(11, '00000082', 2)]);
  });

  it('draws nothing without alarms', () => {
    expect(alarmStarts([])).toEqual([]);
  });
});
