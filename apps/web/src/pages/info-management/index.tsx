// Devices: IMEI, SIM, model, group, expiry and owning account.
// Coming in a later version; until then the frame says so under the page title.
export { ComingSoonPage as default } from '../../app/ComingSoonPage';
