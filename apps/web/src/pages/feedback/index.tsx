export { FeedbackPage as default } from './FeedbackPage';
