/** Device look-ups of the web app. */
import { api } from './http';
import type { BodyOf, ValueOf } from './api-types';

export type DeviceItem = ValueOf<'/api/Device/GetDevices', 'post'>[number];

/** Devices of the caller's tree whose name, IMEI or plate contains `search`. */
export function searchDevices(search: string, signal?: AbortSignal): Promise<DeviceItem[]> {
  const body: BodyOf<'/api/Device/GetDevices', 'post'> = { search };
  return api.post<DeviceItem[]>('/api/Device/GetDevices', body, signal ? { signal } : {});
}
