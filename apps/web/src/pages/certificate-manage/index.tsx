// Certificates: registration, transport, insurance, device and driving licences.
// Coming in a later version; until then the frame says so under the page title.
export { ComingSoonPage as default } from '../../app/ComingSoonPage';
