// Geo-fences: draw, edit and remove circles, rectangles, polygons and lines with a width.
export { GeoFencePage as default } from './GeoFencePage';
