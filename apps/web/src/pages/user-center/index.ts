// User info and change password (SPEC.md §2 User screens), opened from the account screens
// and from the header's account menu.
export { ChangePasswordDialog, UserInfoDialog } from './UserCenterDialogs';
