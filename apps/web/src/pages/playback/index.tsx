export { PlaybackPage as default } from './PlaybackPage';
