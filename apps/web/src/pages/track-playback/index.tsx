// Track playback: search by trip, time or speed; play, pause, rate and media evidence.
// Coming in a later version; until then the frame says so under the page title.
export { ComingSoonPage as default } from '../../app/ComingSoonPage';
