// Statistical reports: the report types of SPEC.md §2 and the custom report builder.
// Coming in a later version; until then the frame says so under the page title.
export { ComingSoonPage as default } from '../../app/ComingSoonPage';
