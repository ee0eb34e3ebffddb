export { AnnouncementPage as default } from './AnnouncementPage';
