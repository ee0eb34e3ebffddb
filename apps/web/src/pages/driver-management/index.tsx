// Drivers: code, licence, ID and IC card numbers, and the vehicle each drives.
export { DriverManagementPage as default } from './DriverManagementPage';
