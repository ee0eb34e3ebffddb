export { BigScreenPage as default } from './BigScreenPage';
