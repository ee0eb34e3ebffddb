import { describe, expect, it } from 'vitest';
import {
  COMMAND_FIELDS,
  PANEL_COMMAND_TYPES,
  buildCommand,
  initialCommandValues,
  invalidRfidCard,
  parseRfidCards,
} from './command-params';

const IMEI = '13912345678';

describe('the command panel', () => {
  it('offers every command of SPEC.md §7, and taking a photo', () => {
    expect(PANEL_COMMAND_TYPES).toEqual([
      'positionRequest',
      'heartbeatInterval',
      'uploadInterval',
      'servers',
      'sleepMode',
      'hotspot',
      'outputControl',
      'rfidAuthorisation',
      'overspeedAlarm',
      'ftpPictureUpload',
      'otaUpgrade',
      'restart',
      'takePhoto',
      'custom',
    ]);
  });

  it('has overspeed levels 1 to 3 (SPEC.md §9)', () => {
    const level = COMMAND_FIELDS.overspeedAlarm.find((field) => field.name === 'level');
    expect(level).toMatchObject({ min: 1, max: 3 });
  });
});

describe('buildCommand', () => {
  it.each([
    ['restart', {}, {}],
    ['positionRequest', {}, {}],
    ['heartbeatInterval', { minutes: 2 }, { minutes: 2 }],
    ['uploadInterval', { units: '3' }, { units: 3 }],
    [
      'servers',
      { host: ' gps.example.com ', port: 6808, backupHost: '' },
      { host: 'gps.example.com', port: 6808 },
    ],
    ['sleepMode', { enabled: false }, { enabled: false }],
    ['sleepMode', { enabled: true, reportMinutes: 60 }, { enabled: true, reportMinutes: 60 }],
    ['hotspot', { enabled: true, ssid: '', password: '' }, { enabled: true }],
    ['outputControl', { output: 2, on: false }, { output: 2, on: false }],
    ['rfidAuthorisation', { cards: '00a1b2c3\n00A1B2C3, 1234' }, { cards: ['00A1B2C3', '1234'] }],
    [
      'overspeedAlarm',
      { level: 2, speedKmh: 90, durationSeconds: 10 },
      { level: 2, speedKmh: 90, durationSeconds: 10 },
    ],
    [
      'ftpPictureUpload',
      { host: 'ftp.example.com', port: 21, path: '/pics', intervalSeconds: 0 },
      {
        host: 'ftp.example.com',
        port: 21,
        user: '',
        password: '',
        path: '/pics',
        intervalSeconds: 0,
      },
    ],
    [
      'otaUpgrade',
      { host: '10.0.0.5', port: 8000, fileName: 'fw-2.1.bin' },
      { host: '10.0.0.5', port: 8000, fileName: 'fw-2.1.bin' },
    ],
    ['custom', { text: ' STATUS# ' }, { text: ' STATUS# ' }],
  ] as const)('%s %j → %j', (type, values, params) => {
    expect(buildCommand(IMEI, type, values)).toEqual({ imei: IMEI, type, params });
  });

  it('starts forms with the API defaults', () => {
    expect(initialCommandValues('overspeedAlarm')).toEqual({ level: 1, durationSeconds: 10 });
    expect(initialCommandValues('ftpPictureUpload')).toEqual({ path: '/', intervalSeconds: 0 });
    expect(initialCommandValues('restart')).toEqual({});
  });
});

describe('RFID cards', () => {
  it('reads one card a line or separated by commas, without repeats', () => {
    expect(parseRfidCards(' a1b2c3d4 \n\nA1B2C3D4;ffff 0001')).toEqual([
      'A1B2C3D4',
      'FFFF',
      '0001',
    ]);
  });

  it('names the first card that is not 4–20 hexadecimal digits', () => {
    expect(invalidRfidCard(['A1B2', 'XYZ1', '12'])).toBe('XYZ1');
    expect(invalidRfidCard(['A1B2C3'])).toBeUndefined();
  });
});
