// Video playback: recorded video by device, channel, location and time, as timeline or list.
// Coming in a later version; until then the frame says so under the page title.
export { ComingSoonPage as default } from '../../app/ComingSoonPage';
