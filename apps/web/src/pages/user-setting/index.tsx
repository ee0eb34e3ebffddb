export { UserSettingPage as default } from './UserSettingPage';
