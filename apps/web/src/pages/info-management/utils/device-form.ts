/**
 * The add / edit device form: its limits (the same as addDeviceRequestSchema and
 * updateDeviceRequestSchema of @convoy/domain, so most mistakes are caught before the call)
 * and the request bodies built from what was entered.
 */
import type {
  AddDeviceBody,
  DeviceProtocol,
  DeviceType,
  ManagedDevice,
  ObjectType,
  UpdateDeviceBody,
} from '../api/device-management';

export const DEVICE_PROTOCOLS = [
  'jt808',
  'gt06',
  'teltonika',
  'h02',
  'osmand',
] as const satisfies readonly DeviceProtocol[];
export const OBJECT_TYPES = [
  'vehicle',
  'person',
  'asset',
  'pet',
] as const satisfies readonly ObjectType[];
export const DEVICE_TYPES = ['gps', 'dvr'] as const satisfies readonly DeviceType[];

/** Protocol names are product names and read the same in every language. */
export const PROTOCOL_NAMES: Record<DeviceProtocol, string> = {
  jt808: 'JT/T 808',
  gt06: 'GT06',
  teltonika: 'Teltonika',
  h02: 'H02',
  osmand: 'OsmAnd',
};

export const DEVICE_LIMITS = {
  /** IMEI, or a JT/T 808 terminal number. */
  imei: /^[0-9A-Za-z]{4,20}$/,
  sim: /^\d{0,20}$/,
  id: /^\d+$/,
  nameMax: 50,
  passwordMax: 32,
  modelMax: 50,
  versionMax: 50,
  creditYears: { min: 1, max: 10 },
  channels: { min: 0, max: 64 },
} as const;

export interface DeviceFormValues {
  imei: string;
  name: string;
  password?: string;
  sim?: string;
  deviceType: DeviceType;
  model?: string;
  protocol: DeviceProtocol;
  objectType: ObjectType;
  groupId?: string;
  accountId?: string;
  initialVersion?: string;
  upgradeVersion?: string;
  creditYears: number;
  channels: number;
  /** ISO date-time with offset, as the API takes it. */
  nextPayDate?: string;
}

const clean = (value: string | undefined): string => (value ?? '').trim();
const optional = (value: string | undefined): string | undefined => clean(value) || undefined;

/** What a new device's form starts with: the API's defaults. */
export function emptyDeviceForm(): DeviceFormValues {
  return {
    imei: '',
    name: '',
    deviceType: 'gps',
    protocol: 'jt808',
    objectType: 'vehicle',
    creditYears: 1,
    channels: 0,
  };
}

/** The form of an existing device; its password is never sent back, so it starts empty. */
export function deviceToForm(device: ManagedDevice): DeviceFormValues {
  return {
    imei: device.imei,
    name: device.name,
    sim: device.sim,
    deviceType: device.deviceType,
    model: device.model,
    protocol: device.protocol as DeviceProtocol,
    objectType: device.objectType as ObjectType,
    groupId: device.groupId ?? undefined,
    accountId: device.accountId,
    initialVersion: device.initialVersion,
    upgradeVersion: device.upgradeVersion,
    creditYears: device.creditYears,
    channels: device.channels,
    nextPayDate: device.nextPayDate ?? undefined,
  };
}

/** AddDevice: empty optional fields are left out so the server applies its defaults. */
export function toAddDeviceBody(values: DeviceFormValues): AddDeviceBody {
  const body: AddDeviceBody = {
    imei: clean(values.imei),
    name: clean(values.name),
    deviceType: values.deviceType,
    model: clean(values.model),
    protocol: values.protocol,
    objectType: values.objectType,
    creditYears: values.creditYears,
    channels: values.channels,
  };
  const password = values.password ?? '';
  if (password) body.password = password;
  const sim = optional(values.sim);
  if (sim) body.sim = sim;
  const groupId = optional(values.groupId);
  if (groupId) body.groupId = groupId;
  const accountId = optional(values.accountId);
  if (accountId) body.accountId = accountId;
  const initialVersion = optional(values.initialVersion);
  if (initialVersion) body.initialVersion = initialVersion;
  const upgradeVersion = optional(values.upgradeVersion);
  if (upgradeVersion) body.upgradeVersion = upgradeVersion;
  if (values.nextPayDate) body.nextPayDate = values.nextPayDate;
  return body;
}

/**
 * UpdateDevice with only what changed, so two people editing different fields of one device
 * do not undo each other. An emptied SIM or group clears it; an empty password keeps it.
 */
export function toUpdateDeviceBody(
  device: ManagedDevice,
  values: DeviceFormValues,
): UpdateDeviceBody {
  const body: UpdateDeviceBody = { id: device.id };
  const imei = clean(values.imei);
  if (imei !== device.imei) body.imei = imei;
  const name = clean(values.name);
  if (name !== device.name) body.name = name;
  if (values.password) body.password = values.password;
  const sim = clean(values.sim);
  if (sim !== device.sim) body.sim = sim;
  const model = clean(values.model);
  if (model !== device.model) body.model = model;
  if (values.protocol !== device.protocol) body.protocol = values.protocol;
  if (values.objectType !== device.objectType) body.objectType = values.objectType;
  const groupId = optional(values.groupId) ?? null;
  if (groupId !== device.groupId) body.groupId = groupId;
  const initialVersion = clean(values.initialVersion);
  if (initialVersion !== device.initialVersion) body.initialVersion = initialVersion;
  const upgradeVersion = clean(values.upgradeVersion);
  if (upgradeVersion !== device.upgradeVersion) body.upgradeVersion = upgradeVersion;
  if (values.channels !== device.channels) body.channels = values.channels;
  if (values.nextPayDate && values.nextPayDate !== device.nextPayDate) {
    body.nextPayDate = values.nextPayDate;
  }
  return body;
}

/** True when an update body carries nothing but the device id. */
export function isEmptyUpdate(body: UpdateDeviceBody): boolean {
  return Object.keys(body).length === 1;
}
