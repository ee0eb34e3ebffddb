// Devices (SPEC.md §2, §3 Device): the device table, add / edit / delete, and per device the
// command panel and the national-standard parameter panel.
export { DeviceManagementPage as default } from './DeviceManagementPage';
