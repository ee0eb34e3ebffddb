// Points of interest: name, content, icon and range, placed on the map.
export { PoiManagementPage as default } from './PoiManagementPage';
