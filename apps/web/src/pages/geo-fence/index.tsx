// Geo-fences: draw, edit and bind circles, rectangles, polygons and lines to terminals.
// Coming in a later version; until then the frame says so under the page title.
export { ComingSoonPage as default } from '../../app/ComingSoonPage';
