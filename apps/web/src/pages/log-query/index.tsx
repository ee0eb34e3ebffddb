// Logs: the operation log of the account's tree (SPEC.md §2 systemCenter logQuery).
import './log-query.css';

export { LogQueryPage as default } from './LogQueryPage';
