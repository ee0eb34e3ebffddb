/**
 * Video playback calls. The embeddable page may carry its own session token (`token`), so
 * these calls take one instead of always using the browser's session.
 */
import { ApiError, type Envelope } from '../../api/http';
import { readStoredLanguage, readToken } from '../../state/browser-storage';
import type { QueryResourcesBody, RecordFile } from './playback-model';

export interface DeviceChoice {
  imei: string;
  name: string;
  channels: number;
}

export type PlaybackAction = 'pause' | 'resume' | 'fastForward' | 'seek';

/** The session token the player and the calls use: the page's own, else the browser's. */
export function sessionToken(token: string | null | undefined): string {
  return token || readToken() || '';
}

async function post<T>(path: string, body: unknown, token: string | null | undefined): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
  headers.set('Accept-Language', readStoredLanguage());
  const bearer = sessionToken(token);
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
  } catch {
    throw new ApiError('generic.network', '', 0);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.status !== 200 || !envelope || envelope.state !== 1) {
    throw new ApiError(
      envelope?.code ?? (response.status === 401 ? 'generic.unauthorized' : undefined),
      envelope?.message ?? '',
      response.status,
    );
  }
  return envelope.value;
}

/** Recorders (devices with cameras) whose name or IMEI contains `search`. */
export async function findRecorders(
  search: string,
  token: string | null | undefined,
): Promise<DeviceChoice[]> {
  const devices = await post<DeviceChoice[]>('/api/Device/GetDevices', { search }, token);
  return devices
    .filter((d) => d.channels > 0)
    .map(({ imei, name, channels }) => ({ imei, name, channels }));
}

export function queryResources(
  body: QueryResourcesBody,
  token: string | null | undefined,
): Promise<RecordFile[]> {
  return post<RecordFile[]>('/api/Video/QueryResources', body, token);
}

export function controlPlayback(
  body: { imei: string; channel: number; action: PlaybackAction; speed?: number; seekTo?: string },
  token: string | null | undefined,
): Promise<null> {
  return post<null>('/api/Video/PlaybackControl', body, token);
}

/** An upload task (SPEC.md §4 Video file upload). */
export interface UploadTask {
  id: string;
  imei: string;
  deviceName: string;
  target: 'ftp' | 'cloud';
  channel: number;
  startTime: string;
  endTime: string;
  status: 'pending' | 'inProgress' | 'completed' | 'incomplete';
  retryMode: 'automatic' | 'manual' | null;
  attempts: number;
  remotePath: string | null;
  recordingId: string | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

export function createUploadTask(
  body: {
    imei: string;
    channel: number;
    startTime: string;
    endTime: string;
    target: 'ftp' | 'cloud';
    streamType: number;
    storageType: number;
  },
  token: string | null | undefined,
): Promise<UploadTask> {
  return post<UploadTask>('/api/Video/CreateUploadTask', body, token);
}

export function getUploadTasks(imei: string, token: string | null | undefined) {
  return post<UploadTask[]>('/api/Video/GetUploadTasks', imei ? { imei } : {}, token);
}

export function retryUploadTask(id: string, token: string | null | undefined) {
  return post<UploadTask>('/api/Video/RetryUploadTask', { id }, token);
}

export function setServerRecording(
  body: { imei: string; channel: number; enabled: boolean },
  token: string | null | undefined,
) {
  return post<{ channels: number[] }>('/api/Video/SetServerRecording', body, token);
}

export async function serverRecordingChannels(
  imei: string,
  token: string | null | undefined,
): Promise<number[]> {
  const headers = new Headers({ Accept: 'application/json' });
  const bearer = sessionToken(token);
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  const response = await fetch(
    `/api/Video/ServerRecordingChannels?${new URLSearchParams({ imei }).toString()}`,
    { headers },
  ).catch(() => null);
  const envelope = (await response?.json().catch(() => null)) as Envelope<{
    channels: number[];
  }> | null;
  if (!response || response.status !== 200 || !envelope || envelope.state !== 1) {
    throw new ApiError(envelope?.code, envelope?.message ?? '', response?.status ?? 0);
  }
  return envelope.value.channels;
}

/** The result list as an .xlsx file, saved by the browser. */
export async function exportRecordList(
  imei: string,
  files: readonly RecordFile[],
  fileName: string,
  token: string | null | undefined,
): Promise<void> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  headers.set('Accept-Language', readStoredLanguage());
  const bearer = sessionToken(token);
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  const response = await fetch('/api/Video/ExportRecordList', {
    method: 'POST',
    headers,
    body: JSON.stringify({ imei, files }),
  }).catch(() => null);
  if (!response) throw new ApiError('generic.network', '', 0);
  if (response.status !== 200) {
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    throw new ApiError(
      envelope?.code ?? 'generic.exportFailed',
      envelope?.message ?? '',
      response.status,
    );
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
