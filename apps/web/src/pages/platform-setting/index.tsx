export { PlatformSettingPage as default } from './PlatformSettingPage';
