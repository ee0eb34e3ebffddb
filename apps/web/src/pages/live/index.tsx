export { LivePage as default } from './LivePage';
