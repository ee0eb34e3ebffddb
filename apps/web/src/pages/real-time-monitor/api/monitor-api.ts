/** Location calls of the realtime monitor (SPEC.md §7 Location service). */
import { api } from '../../../api/http';
import type { BodyOf, ValueOf } from '../../../api/api-types';
import { takePrefetchedFleet } from './fleet-prefetch';

export type MonitorRecord = ValueOf<'/api/Location/GetAllLastLocations', 'post'>[number];
export type AllLastLocationsBody = BodyOf<'/api/Location/GetAllLastLocations', 'post'>;
export type CompactFleet = ValueOf<'/api/Location/GetAllLastLocationsCompact', 'post'>;

type Part = Record<string, unknown>;

function objectOf(fields: readonly string[], values: readonly unknown[]): Part {
  const part: Part = {};
  for (let i = 0; i < fields.length; i++) part[fields[i] as string] = values[i];
  return part;
}

/** The records of the compact form, as GetAllLastLocations would have answered them. */
export function recordsOfCompact({ fields, rows }: CompactFleet): MonitorRecord[] {
  const records = new Array<MonitorRecord>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const [tracker, lastLoc, lastAlarm, status, motion] = rows[i] as CompactFleet['rows'][number];
    records[i] = {
      tracker: objectOf(fields.tracker, tracker),
      lastLoc: lastLoc ? objectOf(fields.lastLoc, lastLoc) : null,
      lastAlarm: lastAlarm ? objectOf(fields.lastAlarm, lastAlarm) : null,
      status,
      motion,
    } as MonitorRecord;
  }
  return records;
}

/** Every device the account sees with its last location, in the compact form of the call. */
export async function fetchAllLastLocations(
  body: AllLastLocationsBody = {},
  signal?: AbortSignal,
): Promise<MonitorRecord[]> {
  // The whole fleet may already be on its way, asked when the route was chosen.
  const prefetched = Object.keys(body).length === 0 ? takePrefetchedFleet() : null;
  const compact =
    (prefetched && (await prefetched.catch(() => null))) ??
    (await api.post<CompactFleet>(
      '/api/Location/GetAllLastLocationsCompact',
      body,
      signal ? { signal } : {},
    ));
  return recordsOfCompact(compact);
}

export function exportLastLocations(): Promise<Blob> {
  return api.exportFile('/api/Location/ExportExcel', { kind: 'lastLocations' });
}
