// The password-reset page that an e-mailed recovery link opens (SPEC.md §2 Login).
export { ResetPasswordPage as default } from './ResetPasswordPage';
