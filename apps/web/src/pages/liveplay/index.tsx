export { LivePlayPage as default } from './LivePlayPage';
