export { HelpPage as default } from './HelpPage';
