// Dashboard: online/offline counts, motion states, 30-day events, rankings and expiry reminders.
export { DashBoardPage as default } from './DashBoardPage';
