/**
 * Calls of the device management screen (SPEC.md §3 Device, §7 Device commands). Add, list
 * and command types come from the generated OpenAPI description; update and delete take the
 * request types of @convoy/domain, the schemas the server validates them with.
 */
import type { UpdateDeviceRequest } from '@convoy/domain';
import { api } from '../../../api/http';
import type { BodyOf, ValueOf } from '../../../api/api-types';

export type ManagedDevice = ValueOf<'/api/Device/GetDevices', 'post'>[number];
export type AddDeviceBody = BodyOf<'/api/Device/AddDevice', 'post'>;
export type UpdateDeviceBody = UpdateDeviceRequest;
export type SendCommandBody = BodyOf<'/api/Command/Send', 'post'>;
export type CommandType = SendCommandBody['type'];
export type CommandOutcome = ValueOf<'/api/Command/Send', 'post'>;
export type CommandLogEntry = ValueOf<'/api/Command/GetCommandLogs', 'post'>[number];
export type DeviceProtocol = NonNullable<AddDeviceBody['protocol']>;
export type ObjectType = NonNullable<AddDeviceBody['objectType']>;
export type DeviceType = NonNullable<AddDeviceBody['deviceType']>;

/** The devices of the caller's tree whose name or IMEI contains `search`. */
export function fetchDevices(search: string, signal?: AbortSignal): Promise<ManagedDevice[]> {
  const body: BodyOf<'/api/Device/GetDevices', 'post'> = search ? { search } : {};
  return api.post<ManagedDevice[]>('/api/Device/GetDevices', body, signal ? { signal } : {});
}

export function addDevice(body: AddDeviceBody): Promise<ManagedDevice> {
  return api.post<ManagedDevice>('/api/Device/AddDevice', body);
}

export function updateDevice(body: UpdateDeviceBody): Promise<ManagedDevice> {
  return api.post<ManagedDevice>('/api/Device/UpdateDevice', body);
}

export function deleteDevice(id: string): Promise<null> {
  return api.post<null>('/api/Device/DeleteDevice', { id });
}

/** Answers once the device answered or the server's wait for it ran out (result 'timeout'). */
export function sendCommand(body: SendCommandBody): Promise<CommandOutcome> {
  return api.post<CommandOutcome>('/api/Command/Send', body);
}

/** The command log of one device, newest first. */
export function fetchCommandLogs(imei: string, signal?: AbortSignal): Promise<CommandLogEntry[]> {
  const body: BodyOf<'/api/Command/GetCommandLogs', 'post'> = { imei, limit: 100 };
  return api.post<CommandLogEntry[]>('/api/Command/GetCommandLogs', body, signal ? { signal } : {});
}
