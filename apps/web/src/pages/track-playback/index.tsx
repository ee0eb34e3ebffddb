// Track playback: search by trip, time or speed; replay at 1× to 1024× with seeking, trips,
// stops, alarms, photos and export.
export { TrackPlaybackPage as default } from './TrackPlaybackPage';
