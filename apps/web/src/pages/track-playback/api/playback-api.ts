/** The calls of track playback. */
import { api } from '../../../api/http';
import type { BodyOf, ValueOf } from '../../../api/api-types';
import { decodePackedTrack, type PlaybackTrack } from '../utils/packed-track';

export type TrackRequest = BodyOf<'/api/Trip/GetTrack', 'post'>;
export type TripAndParking = ValueOf<'/api/Location/GetTripAndParking', 'post'>;
export type TripItem = TripAndParking['items'][number];
export type PictureInfo = ValueOf<'/api/Location/GetDetailPic', 'post'>[number];
export type Picture = ValueOf<'/api/Location/GetPictureByID', 'post'>[number];

/**
 * The track for the screen: Trip/GetTrack's points, packed (a month is 4 MB instead of 13 MB
 * of JSON, and nothing to parse). Errors arrive as the usual envelope.
 */
export async function fetchTrack(body: TrackRequest, signal?: AbortSignal): Promise<PlaybackTrack> {
  const file = await api.exportFile('/api/Trip/GetTrackPacked', body, signal);
  return decodePackedTrack(await file.arrayBuffer());
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
