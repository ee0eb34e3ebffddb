import type { MediaAddress } from '../video/video.service';

/**
 * The host and port recorders are told to send media to: `host:port` from videoServer /
 * dvrServer, a bare host with the listener's port, or the public host when unset.
 */
export function parseMediaAddress(
  configured: string | undefined,
  publicHost: string,
  listenerPort: number,
): MediaAddress {
  const value = configured?.trim().replace(/^[a-z]+:\/\//i, '');
  if (!value) return { host: publicHost, port: listenerPort };
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(value);
  const host = match?.[1] || publicHost;
  const port = match?.[2] ? Number(match[2]) : listenerPort;
  return { host, port };
}
