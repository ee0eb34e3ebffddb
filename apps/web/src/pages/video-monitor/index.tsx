export { VideoMonitorPage as default } from './VideoMonitorPage';
