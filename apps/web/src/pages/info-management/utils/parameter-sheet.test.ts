import { describe, expect, it } from 'vitest';
import { PARAMETER_GROUPS } from '@convoy/domain';
import {
  applyWrittenParameters,
  buildParameterSheet,
  collectParameterChanges,
  formatParameterId,
  reportedParameters,
} from './parameter-sheet';

const REPORTED = [
  { id: 0x0001, value: 120 }, // heartbeat 120 s = 2 minutes
  { id: 0x0029, value: 30 }, // upload 30 s = 3 × 10 s
  { id: 0x0013, value: 'gps.example.com' },
  { id: 0x0050, value: 0xffff },
  { id: 0x005d, value: 40 }, // collision 4.0 g = 4000 mg
  { id: 0xf364, value: '0A0B0C' },
  { id: 0x9999, value: 7 },
];

describe('reportedParameters', () => {
  it('reads the parameters of a queryParameters answer', () => {
    expect(
      reportedParameters({ parameters: [{ id: 1, type: 'dword', value: 60 }, { id: 'x' }] }),
    ).toEqual([{ id: 1, value: 60 }]);
  });

  it('is null for any other answer', () => {
    expect(reportedParameters({ code: 0 })).toBeNull();
    expect(reportedParameters('OK')).toBeNull();
  });
});

describe('buildParameterSheet', () => {
  const sheet = buildParameterSheet(REPORTED);

  it('has every group of the panel, in order', () => {
    expect(sheet.groups.map((group) => group.group)).toEqual([...PARAMETER_GROUPS]);
  });

  it('shows values in the units a person enters', () => {
    const track = sheet.groups.find((group) => group.group === 'track');
    expect(track?.rows.map((r) => [r.definition?.key, r.text])).toEqual([
      ['heartbeat', '2'],
      ['uploadInterval', '3'],
    ]);
    const alarm = sheet.groups.find((group) => group.group === 'alarm');
    expect(alarm?.rows.map((r) => r.text)).toEqual(['0x0000FFFF', '4000']);
  });

  it('keeps structured values read-only and lists unknown ids under other', () => {
    const ai = sheet.groups.find((group) => group.group === 'ai');
    expect(ai?.rows[0]).toMatchObject({ text: '0A0B0C', editable: false });
    expect(sheet.other).toEqual([
      { id: 0x9999, definition: null, stored: 7, text: '7', editable: false },
    ]);
  });

  it('writes ids as the standard does', () => {
    expect(formatParameterId(0x1)).toBe('0x0001');
    expect(formatParameterId(0xf364)).toBe('0xF364');
  });
});

describe('collectParameterChanges', () => {
  const sheet = buildParameterSheet(REPORTED);

  it('sends only what changed, in the terminal units', () => {
    const { changes, errors } = collectParameterChanges(sheet, {
      0x0001: '5',
      0x0029: '3',
      0x0013: 'backup.example.com',
      0x0050: '0x0000FFFF',
      0x005d: '5000',
    });
    expect(errors.size).toBe(0);
    expect(changes).toEqual([
      { id: 0x0013, value: 'backup.example.com' },
      { id: 0x0001, value: 300 },
      { id: 0x005d, value: 50 },
    ]);
  });

  it('names the fields out of range with their limits', () => {
    const { changes, errors } = collectParameterChanges(sheet, { 0x0001: '0', 0x0029: 'abc' });
    expect(changes).toEqual([]);
    expect(errors.get(0x0001)).toEqual({ key: 'validation.numberBetween', min: 1, max: 1440 });
    expect(errors.get(0x0029)).toEqual({ key: 'validation.numberBetween', min: 1, max: 8640 });
  });

  it('treats a hex mask typed in decimal as the same value', () => {
    expect(collectParameterChanges(sheet, { 0x0050: '65535' }).changes).toEqual([]);
  });

  it('takes written values as the new ones read', () => {
    const after = applyWrittenParameters(sheet, [{ id: 0x0001, value: 300 }]);
    const track = after.groups.find((group) => group.group === 'track');
    expect(track?.rows[0]).toMatchObject({ stored: 300, text: '5' });
  });
});
