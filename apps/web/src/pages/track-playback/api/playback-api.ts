/** The calls of track playback. */
import { api } from '../../../api/http';
import type { BodyOf, ValueOf } from '../../../api/api-types';

export type Track = ValueOf<'/api/Trip/GetTrack', 'post'>;
export type TrackRequest = BodyOf<'/api/Trip/GetTrack', 'post'>;
export type TripAndParking = ValueOf<'/api/Location/GetTripAndParking', 'post'>;
export type TripItem = TripAndParking['items'][number];
export type PictureInfo = ValueOf<'/api/Location/GetDetailPic', 'post'>[number];
export type Picture = ValueOf<'/api/Location/GetPictureByID', 'post'>[number];

export function fetchTrack(body: TrackRequest, signal?: AbortSignal): Promise<Track> {
  return api.post<Track>('/api/Trip/GetTrack', body, signal ? { signal } : {});
}

export function fetchTripsAndParking(
  imei: string,
  startTime: string,
  endTime: string,
): Promise<TripAndParking> {
  const body: BodyOf<'/api/Location/GetTripAndParking', 'post'> = {
    imeis: [imei],
    startTime,
    endTime,
    kind: 'both',
  };
  return api.post<TripAndParking>('/api/Location/GetTripAndParking', body);
}

export function fetchPictures(imei: string, startTime: string, endTime: string) {
  return api.post<PictureInfo[]>('/api/Location/GetDetailPic', { imei, startTime, endTime });
}

export async function fetchPicture(id: string): Promise<Picture | undefined> {
  const pictures = await api.post<Picture[]>('/api/Location/GetPictureByID', { ids: [id] });
  return pictures[0];
}

export async function exportTrack(
  body: TrackRequest & { format: 'xlsx' | 'gpx' | 'kml' },
): Promise<void> {
  const blob = await api.exportFile('/api/Trip/ExportTrack', body);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `track-${body.imei}-${body.startTime.slice(0, 10)}.${body.format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
