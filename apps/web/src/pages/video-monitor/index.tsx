// Video monitor: live channels in standard or polling mode.
// Coming in a later version; until then the frame says so under the page title.
export { ComingSoonPage as default } from '../../app/ComingSoonPage';
