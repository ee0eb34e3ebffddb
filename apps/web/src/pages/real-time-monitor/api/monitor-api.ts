/** Location calls of the realtime monitor (SPEC.md §7 Location service). */
import { api } from '../../../api/http';
import type { BodyOf, ValueOf } from '../../../api/api-types';

export type MonitorRecord = ValueOf<'/api/Location/GetAllLastLocations', 'post'>[number];
export type AllLastLocationsBody = BodyOf<'/api/Location/GetAllLastLocations', 'post'>;

export function fetchAllLastLocations(
  body: AllLastLocationsBody = {},
  signal?: AbortSignal,
): Promise<MonitorRecord[]> {
  return api.post<MonitorRecord[]>(
    '/api/Location/GetAllLastLocations',
    body,
    signal ? { signal } : {},
  );
}

export function exportLastLocations(): Promise<Blob> {
  return api.exportFile('/api/Location/ExportExcel', { kind: 'lastLocations' });
}
