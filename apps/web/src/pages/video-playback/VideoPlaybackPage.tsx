import { PlaybackView } from './PlaybackView';

/** Video playback (SPEC.md §2): recordings of any recorder the user can see. */
export function VideoPlaybackPage() {
  return <PlaybackView />;
}
