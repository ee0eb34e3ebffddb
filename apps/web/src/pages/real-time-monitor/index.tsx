// Realtime monitor: device tree or table, live map, status legend and per-device controls.
// Coming in a later version; until then the frame says so under the page title.
export { ComingSoonPage as default } from '../../app/ComingSoonPage';
