export { IntercomPanel } from './IntercomPanel';
export { IntercomSession, intercomUrl } from './intercom-session';
export type { IntercomPhase, IntercomSnapshot } from './intercom-session';
