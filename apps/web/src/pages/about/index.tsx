export { AboutPage as default } from './AboutPage';
