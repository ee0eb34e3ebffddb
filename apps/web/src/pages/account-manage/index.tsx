// Accounts: the sub-account tree, credit, permissions (SPEC.md §3 Account, §6).
export { AccountManagePage as default } from './AccountManagePage';
