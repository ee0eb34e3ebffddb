import { describe, expect, it } from 'vitest';
import type { ManagedDevice } from '../api/device-management';
import {
  DEVICE_LIMITS,
  deviceToForm,
  emptyDeviceForm,
  isEmptyUpdate,
  toAddDeviceBody,
  toUpdateDeviceBody,
} from './device-form';

const bus: ManagedDevice = {
  id: '7',
  accountId: '2',
  groupId: null,
  name: 'Bus 12',
  imei: '866000000000001',
  sim: '8613800000001',
  deviceType: 'gps',
  model: 'JT701',
  protocol: 'jt808',
  objectType: 'vehicle',
  initialVersion: '',
  upgradeVersion: '',
  channels: 0,
  creditYears: 1,
  expiry: '2027-01-01T00:00:00.000Z',
  nextPayDate: null,
  remainingDays: 300,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('device limits (as the API schemas)', () => {
  it.each([
    ['866000000000001', true],
    ['13800000077', true],
    ['ABCD', true],
    ['abc', false],
    ['866-000', false],
    ['123456789012345678901', false],
  ])('IMEI %s valid: %s', (imei, valid) => {
    expect(DEVICE_LIMITS.imei.test(imei)).toBe(valid);
  });

  it.each([
    ['', true],
    ['8613800000001', true],
    ['+86138', false],
    ['123456789012345678901', false],
  ])('SIM %s valid: %s', (sim, valid) => {
    expect(DEVICE_LIMITS.sim.test(sim)).toBe(valid);
  });
});

describe('toAddDeviceBody', () => {
  it('trims the entries and leaves empty optional fields to the server defaults', () => {
    const body = toAddDeviceBody({
      ...emptyDeviceForm(),
      imei: ' 866000000000001 ',
      name: ' Bus 12 ',
      sim: '  ',
      groupId: '',
      model: ' JT701 ',
    });
    expect(body).toEqual({
      imei: '866000000000001',
      name: 'Bus 12',
      deviceType: 'gps',
      model: 'JT701',
      protocol: 'jt808',
      objectType: 'vehicle',
      creditYears: 1,
      channels: 0,
    });
  });

  it('carries the owner, group, versions, password and next payment date when given', () => {
    const body = toAddDeviceBody({
      ...emptyDeviceForm(),
      imei: '866000000000002',
      name: 'Cam 1',
      deviceType: 'dvr',
      channels: 4,
      accountId: '3',
      groupId: '12',
      password: 'secret',
      initialVersion: '1.0',
      upgradeVersion: '1.1',
      nextPayDate: '2027-05-01T00:00:00.000Z',
    });
    expect(body).toMatchObject({
      deviceType: 'dvr',
      channels: 4,
      accountId: '3',
      groupId: '12',
      password: 'secret',
      initialVersion: '1.0',
      upgradeVersion: '1.1',
      nextPayDate: '2027-05-01T00:00:00.000Z',
    });
  });
});

describe('toUpdateDeviceBody', () => {
  it('sends only the id when nothing changed', () => {
    const body = toUpdateDeviceBody(bus, deviceToForm(bus));
    expect(body).toEqual({ id: '7' });
    expect(isEmptyUpdate(body)).toBe(true);
  });

  it('sends the changed fields only', () => {
    const body = toUpdateDeviceBody(bus, {
      ...deviceToForm(bus),
      name: 'Bus 12 (night line)',
      objectType: 'asset',
    });
    expect(body).toEqual({ id: '7', name: 'Bus 12 (night line)', objectType: 'asset' });
  });

  it('clears an emptied SIM and group, and keeps the password unless one is entered', () => {
    const grouped = { ...bus, groupId: '4' };
    expect(toUpdateDeviceBody(grouped, { ...deviceToForm(grouped), sim: '', groupId: '' })).toEqual(
      { id: '7', sim: '', groupId: null },
    );
    expect(toUpdateDeviceBody(bus, { ...deviceToForm(bus), password: 'new-pass' })).toEqual({
      id: '7',
      password: 'new-pass',
    });
  });
});
