import { describe, expect, it } from 'vitest';
import type { Position } from '@convoy/protocols';
import {
  detectAlarms,
  INITIAL_ALARM_STATE,
  offlineAlarmDue,
  type AlarmThresholds,
  type DeviceAlarmState,
} from './alarm-detector';

const thresholds: AlarmThresholds = {
  overspeedKmh: 100,
  parkingMinutes: 30,
  fatigueMinutes: 240,
  fatigueRestMinutes: 20,
  lowBatteryPercent: 20,
  lowVoltage: 11.5,
  parkingSpeedKmh: 5,
};

const start = Date.parse('2026-05-01T00:00:00Z');
function report(minute: number, fields: Partial<Position> = {}): Position {
  return {
    fixTime: new Date(start + minute * 60_000),
    valid: true,
    latitude: 22.5,
    longitude: 114,
    altitude: 0,
    speed: 50,
    course: 0,
    attributes: {},
    ...fields,
  };
}

function types(state: DeviceAlarmState, positions: Position[]) {
  const result = detectAlarms(state, positions, thresholds);
  return {
    raised: result.candidates.map(
      (c) => (c.level ? `${c.type}:${c.level}` : c.type) + `@${c.positionIndex}`,
    ),
    state: result.state,
  };
}

describe('alarm detection', () => {
  it('raises a terminal alarm once when its bit rises, again after it fell', () => {
    const { raised } = types(INITIAL_ALARM_STATE, [
      report(1, { alarm: 1 }), // SOS
      report(2, { alarm: 1 }),
      report(3, { alarm: 0 }),
      report(4, { alarm: 1 | (1 << 7) }), // SOS again, main power low
    ]);
    expect(raised).toEqual(['sos@0', 'sos@3', 'powerLow@3']);
  });

  it('maps every JT/T 808 bit, including bit 31', () => {
    const { raised } = types(INITIAL_ALARM_STATE, [report(1, { alarm: 0x80000000 | (1 << 20) })]);
    expect(raised).toEqual(['areaInOut@0', 'illegalDoorOpen@0']);
  });

  it('raises JT/T 1078 video alarms from the 0x14 item', () => {
    const { raised } = types(INITIAL_ALARM_STATE, [
      report(1, { attributes: { video_alarm: 0b100001 } }),
      report(2, { attributes: { video_alarm: 0b100011 } }),
    ]);
    expect(raised).toEqual(['videoSignalLost@0', 'abnormalDriving@0', 'videoBlocked@1']);
  });

  it.each([
    [101, 1],
    [120, 1],
    [121, 2],
    [150, 2],
    [151, 3],
  ])('overspeed at %d km/h over a 100 km/h limit is level %d', (speed, level) => {
    expect(types(INITIAL_ALARM_STATE, [report(1, { speed })]).raised).toEqual([
      `platformOverspeed:${level}@0`,
    ]);
  });

  it('raises overspeed again only when the level rises or after slowing down', () => {
    const { raised } = types(INITIAL_ALARM_STATE, [
      report(1, { speed: 110 }),
      report(2, { speed: 115 }),
      report(3, { speed: 160 }),
      report(4, { speed: 110 }),
      report(5, { speed: 90 }),
      report(6, { speed: 110 }),
    ]);
    expect(raised).toEqual([
      'platformOverspeed:1@0',
      'platformOverspeed:3@2',
      'platformOverspeed:1@5',
    ]);
  });

  it('raises fatigue after four hours of driving without a 20-minute rest', () => {
    const drive = Array.from({ length: 25 }, (_, i) => report(i * 10)); // 0..240 min
    const { raised } = types(INITIAL_ALARM_STATE, drive);
    expect(raised).toEqual(['platformFatigue@24']);
  });

  it('a rest long enough starts the driving time again', () => {
    const positions = [
      ...Array.from({ length: 13 }, (_, i) => report(i * 10)), // 0..120 driving
      report(125, { speed: 0 }),
      report(150, { speed: 0 }), // 25 min standing
      ...Array.from({ length: 13 }, (_, i) => report(160 + i * 10)), // 160..280 driving
    ];
    expect(types(INITIAL_ALARM_STATE, positions).raised).toEqual([]);
  });

  it('raises parking too long once per stop', () => {
    const { raised } = types(INITIAL_ALARM_STATE, [
      report(0, { speed: 0 }),
      report(29, { speed: 0 }),
      report(30, { speed: 0 }),
      report(90, { speed: 0 }),
      report(91, { speed: 30 }),
      report(92, { speed: 0 }),
      report(122, { speed: 0 }),
    ]);
    expect(raised).toEqual(['parkingTooLong@2', 'parkingTooLong@6']);
  });

  it('raises low power from battery level or GT06 voltage level once', () => {
    const { raised } = types(INITIAL_ALARM_STATE, [
      report(1, { attributes: { batteryLevel: 50 } }),
      report(2, { attributes: { batteryLevel: 15 } }),
      report(3, { attributes: { batteryLevel: 12 } }),
      report(4, { attributes: { voltageLevel: 4 } }),
      report(5, { attributes: { voltageLevel: 1 } }),
    ]);
    expect(raised).toEqual(['platformLowPower@1', 'platformLowPower@4']);
  });

  it('ignores blind-area reports older than the last live one', () => {
    const first = types(INITIAL_ALARM_STATE, [report(10)]);
    expect(types(first.state, [report(5, { alarm: 1, speed: 200 })]).raised).toEqual([]);
  });

  it('offline too long is due once per silence', () => {
    const last = start;
    expect(offlineAlarmDue(last, start + 59 * 60_000, 60, undefined)).toBe(false);
    expect(offlineAlarmDue(last, start + 60 * 60_000, 60, undefined)).toBe(true);
    expect(offlineAlarmDue(last, start + 90 * 60_000, 60, last)).toBe(false);
  });
});
