// Realtime monitor: device tree or table, live map, status legend and per-device controls.
export { RealTimeMonitorPage as default } from './RealTimeMonitorPage';
