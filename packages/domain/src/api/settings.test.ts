import { describe, expect, it } from 'vitest';
import { defaultSettings, saveSettingRequestSchema, settingValue } from './settings';

describe('settings defaults (SPEC.md §9)', () => {
  const defaults = defaultSettings();
  it('general: online 10 min, 15 km/h and 15 min offline conditions, stop 15, fuel 15', () => {
    expect(defaults.general.onlinePlan).toMatchObject({
      onlineTime: 10,
      offlineSpeedCondition: 15,
      offlineTimeCondition: 15,
    });
    expect(defaults.general.stopPlan.speed).toBe(15);
    expect(defaults.general.fuel.litresPer100Km).toBe(15);
    expect(defaults.general.menuPosition).toBe('left');
    expect(defaults.general.themeColor).toBe('#282F44');
  });
  it('realtime refreshes every 20 s, out of 10, 20, 30 and 60', () => {
    expect(defaults.realtime.dataRefreshTimeSelected).toBe(20);
    expect(defaults.realtime.dataRefreshTimeList).toEqual([10, 20, 30, 60]);
  });
  it('login home: realtime monitor, km, km/h, the date and time formats', () => {
    expect(defaults.loginHome).toMatchObject({
      loginHomeSelected: 1000004,
      mileageUnit: 'km',
      speedUnit: 'km/h',
      dateFormat: 'YYYY-DD-MM',
      timeFormat: 'HH:mm:ss',
    });
  });
  it('video: raw stream push, idle-close choices include unlimited', () => {
    expect(defaults.video.pushStreamType).toBe(0);
    expect(settingValue('video', { idleCloseMinutes: 0 }).idleCloseMinutes).toBe(0);
  });
  it('falls back to defaults for a stored value that no longer parses', () => {
    expect(settingValue('general', { themeColor: 'red' }).themeColor).toBe('#282F44');
  });
  it('fills fields added later into an older stored value', () => {
    expect(settingValue('general', { menuPosition: 'top' })).toMatchObject({
      menuPosition: 'top',
      themeColor: '#282F44',
    });
  });
});

describe('saveSettingRequestSchema', () => {
  it('accepts one group with its value', () => {
    const parsed = saveSettingRequestSchema.parse({
      group: 'video',
      value: { idleCloseMinutes: 30 },
    });
    expect(parsed).toEqual({
      group: 'video',
      value: { idleCloseMinutes: 30, pushStreamType: 0, aspectRatio: '16:9' },
    });
  });
  it.each([
    { group: 'nope', value: {} },
    { group: 'video', value: { idleCloseMinutes: 7 } },
    { group: 'realtime', value: { dataRefreshTimeSelected: 15 } },
    { group: 'loginHome', value: { mileageUnit: 'league' } },
  ])('refuses %j', (body) => {
    expect(saveSettingRequestSchema.safeParse(body).success).toBe(false);
  });
});
