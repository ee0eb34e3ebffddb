/**
 * The two files at the site root (SPEC.md §7 Base address): the API configuration and the
 * maintenance announcement. They are plain JSON, not API envelopes, and are never cached.
 */
import { writeSiteConfig } from '../state/browser-storage';

export interface SiteConfig {
  url: string;
  port: number;
  httpsPort: number;
  isSecond: boolean;
  isNewPlayer: boolean;
  videoServer: string;
  dvrServer: string;
}

export interface Announcement {
  enable: boolean;
  title?: string;
  content?: string;
}

async function fetchRootFile(path: string): Promise<unknown> {
  const response = await fetch(path, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

function field<T>(record: Record<string, unknown>, key: string, guard: string, fallback: T): T {
  const value = record[key];
  return typeof value === guard ? (value as T) : fallback;
}

export async function fetchSiteConfig(): Promise<SiteConfig> {
  const raw = await fetchRootFile('/config.json');
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const config: SiteConfig = {
    url: field(record, 'url', 'string', 'localhost'),
    port: field(record, 'port', 'number', 8080),
    httpsPort: field(record, 'httpsPort', 'number', 443),
    isSecond: field(record, 'isSecond', 'boolean', false),
    isNewPlayer: field(record, 'isNewPlayer', 'boolean', true),
    videoServer: field(record, 'videoServer', 'string', ''),
    dvrServer: field(record, 'dvrServer', 'string', ''),
  };
  // Video and counters read the stored copy (SPEC.md §3 Stored API config).
  writeSiteConfig(JSON.stringify(config));
  return config;
}

export async function fetchAnnouncement(): Promise<Announcement> {
  const raw = await fetchRootFile('/announcement.json');
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const title = field<string | undefined>(record, 'title', 'string', undefined);
  const content = field<string | undefined>(record, 'content', 'string', undefined);
  return {
    enable: record.enable === true,
    ...(title !== undefined ? { title } : {}),
    ...(content !== undefined ? { content } : {}),
  };
}
