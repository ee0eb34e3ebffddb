// Online users: open sessions, which a parent account can end (SPEC.md §2 systemCenter).
export { OnlineUserPage as default } from './OnlineUserPage';
