// Binding terminals to geo-fences, with the binding history.
export { GeoFenceBindPage as default } from './GeoFenceBindPage';
