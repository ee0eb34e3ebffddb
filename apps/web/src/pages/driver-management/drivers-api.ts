/** The driver list call of the driver management screen. */
import { api } from '../../api/http';
import type { ValueOf } from '../../api/api-types';

export type DriverRecord = ValueOf<'/api/Driver/List', 'post'>[number];

export const DRIVERS_KEY = ['drivers'] as const;

export const fetchDrivers = (search: string, signal?: AbortSignal) =>
  api.post<DriverRecord[]>('/api/Driver/List', search ? { search } : {}, signal ? { signal } : {});
