// Maintenance reminders by date and mileage.
// Coming in a later version; until then the frame says so under the page title.
export { ComingSoonPage as default } from '../../app/ComingSoonPage';
