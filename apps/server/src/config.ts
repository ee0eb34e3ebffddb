import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Configuration comes from the environment, optionally preceded by a JSON file
 * (CONFIG_FILE, default ./convoy.config.json, same variable names as keys).
 * It is validated once at start; every variable is documented in the README.
 */

const port = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(0, 'must be a TCP port number from 0 to 65535 (0 disables)')
    .max(65535, 'must be a TCP port number from 0 to 65535 (0 disables)')
    .default(fallback);

const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'])])
    .default(fallback)
    .transform((v) => (typeof v === 'boolean' ? v : ['1', 'true', 'yes', 'on'].includes(v)));

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const configSchema = z.object({
  PORT: port(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
    'must start with postgres:// or postgresql:// (leave it unset for the embedded database)',
  ),
  DEMO: flag(true),
  ADMIN_PASSWORD: optionalText.refine(
    (v) => v === undefined || (v.length >= 4 && v.length <= 16),
    'must be 4 to 16 characters',
  ),
  PORT_JT808: port(5015),
  PORT_H02: port(5013),
  PORT_GT06: port(5023),
  PORT_TELTONIKA: port(5027),
  PORT_OSMAND: port(5055),
  PORT_MEDIA: port(1078),
  /** Strict mode: JT/T 808 positions only from terminals that authenticated (0x0102). */
  GATEWAY_STRICT_AUTH: flag(false),
  /**
   * Live push coalescing interval: each browser connection on /api/ws gets at most one update
   * message in this period, and no change waits longer than it. The default, one message a
   * second, is the monitor's rule; a shorter interval (e.g. 100) trades more messages for a
   * lower latency.
   */
  LIVE_PUSH_INTERVAL_MS: z.coerce.number().int().min(20).max(10_000).default(1000),
  /** A device connection silent this long is closed. */
  GATEWAY_IDLE_SECONDS: z.coerce.number().int().min(10).max(86400).default(600),
  /** How long a command waits for the device's answer. */
  COMMAND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Minutes of inactivity after which a session token stops working. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(525600).default(720),
  /** Public address of this server as devices and browsers reach it (config.json url). */
  PUBLIC_HOST: z.string().default('localhost'),
  /** Address of the web app in e-mailed links (password reset); default http://PUBLIC_HOST:PORT. */
  PUBLIC_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^/]+/.test(v),
    'must start with http:// or https://',
  ),
  HTTPS_PORT: port(443),
  /** host:port that video recorders stream to (JT/T 1078 media); defaults to PUBLIC_HOST:PORT_MEDIA. */
  VIDEO_SERVER: optionalText,
  DVR_SERVER: optionalText,
  /** RTMP server that live channels are published to when pushStreamType is RTMP (rtmp://host/app). */
  RTMP_PUSH_URL: optionalText.refine(
    (v) => v === undefined || /^rtmps?:\/\/[^/]+/.test(v),
    'must start with rtmp:// or rtmps://',
  ),
  IS_SECOND: flag(true),
  IS_NEW_PLAYER: flag(true),
  ANNOUNCEMENT_ENABLE: flag(false),
  ANNOUNCEMENT_TITLE: optionalText,
  ANNOUNCEMENT_CONTENT: optionalText,
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: flag(false),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  SMTP_FROM: z.string().default('Convoy <convoy@localhost>'),
  /** FTP server that recorders upload recordings to (0x9206); FTP_HOST unset: FTP upload is off. */
  FTP_HOST: optionalText,
  FTP_PORT: z.coerce.number().int().min(1).max(65535).default(21),
  FTP_USER: z.string().default('anonymous'),
  FTP_PASSWORD: z.string().default(''),
  /** Folder on the FTP server; the recorder's files go under <path>/<imei>/. */
  FTP_PATH: z.string().default('/convoy'),
  /** An upload that failed is retried once automatically after this long. */
  UPLOAD_RETRY_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
  /** Server-side recording: length of one segment, and how long and how much is kept. */
  RECORD_SEGMENT_SECONDS: z.coerce.number().int().min(2).max(3600).default(300),
  RECORD_KEEP_HOURS: z.coerce.number().int().min(1).max(87600).default(72),
  RECORD_MAX_MB: z.coerce.number().int().min(1).default(10240),
  /** Folder of the built web app; the server answers every other path with its index.html. */
  WEB_DIR: optionalText,
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads and validates configuration; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // CONFIG_FILE='' means: no configuration file at all.
  const file = env.CONFIG_FILE === '' ? null : resolve(env.CONFIG_FILE ?? 'convoy.config.json');
  let fromFile: Record<string, unknown> = {};
  if (file === null) {
    // environment only
  } else if (existsSync(file)) {
    try {
      fromFile = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      throw new ConfigError(`Configuration file ${file} is not valid JSON: ${String(error)}`);
    }
  } else if (env.CONFIG_FILE) {
    throw new ConfigError(`Configuration file ${file} (CONFIG_FILE) does not exist`);
  }
  const merged: Record<string, unknown> = { ...fromFile };
  for (const key of Object.keys(configSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') merged[key] = value;
  }
  const parsed = configSchema.safeParse(merged);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(merged[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
