// Dashboard: online/offline counts, motion states, 30-day events, rankings and expiry reminders.
// Coming in a later version; until then the frame says so under the page title.
export { ComingSoonPage as default } from '../../app/ComingSoonPage';
