export { VideoPlaybackPage as default } from './VideoPlaybackPage';
