// Active safety: ADAS, DSM, BSD and TPMS alarms with evidence photos and clips.
// Coming in a later version; until then the frame says so under the page title.
export { ComingSoonPage as default } from '../../app/ComingSoonPage';
