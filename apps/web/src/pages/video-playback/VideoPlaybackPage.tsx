import { useSearchParams } from 'react-router';
import { PlaybackView } from './PlaybackView';
import { filtersFromAddress } from './playback-model';

/**
 * Video playback (SPEC.md §2): recordings of any recorder the user can see. The address may
 * name a device and a period (`?imei=&date=&startTime=&endTime=`), as the track playback's
 * link to the recordings of the period it shows does.
 */
export function VideoPlaybackPage() {
  const [params] = useSearchParams();
  return <PlaybackView initial={filtersFromAddress(params)} />;
}
