// Alarm centre: query alarms, handle one or a batch, and the alarm settings.
export { AlarmViewPage as default } from './AlarmViewPage';
