/**
 * The command panel's forms (SPEC.md §7 Device commands), one field list per command with the
 * limits of commandSchemas in @convoy/domain. Units follow SPEC.md §9: heartbeat in minutes,
 * upload interval in units of 10 s.
 */
import type { CommandType, SendCommandBody } from '../api/device-management';

/** The commands a person chooses from; parameter reads and writes have their own panel. */
export const PANEL_COMMAND_TYPES = [
  'positionRequest',
  'heartbeatInterval',
  'uploadInterval',
  'servers',
  'sleepMode',
  'hotspot',
  'outputControl',
  'rfidAuthorisation',
  'overspeedAlarm',
  'ftpPictureUpload',
  'otaUpgrade',
  'restart',
  'takePhoto',
  'custom',
] as const satisfies readonly CommandType[];
export type PanelCommandType = (typeof PANEL_COMMAND_TYPES)[number];

export type CommandFieldUnit = 'min' | 'units10s' | 's' | 'kmh';

export interface CommandField {
  /** The params key, and the i18n key under device:command.params. */
  name: string;
  kind: 'integer' | 'level' | 'text' | 'secret' | 'switch' | 'cards' | 'longText';
  /** Must be entered. */
  required: boolean;
  /** Left out of the params when empty; otherwise an empty text is sent as ''. */
  omitWhenEmpty?: boolean;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  unit?: CommandFieldUnit;
  initial?: number | string | boolean;
  /** Has a hint under device:command.hints.<name>. */
  hint?: boolean;
}

export const RFID_CARD_PATTERN = /^[0-9A-Fa-f]{4,20}$/;
export const MAX_RFID_CARDS = 50;
export const OVERSPEED_LEVELS = [1, 2, 3] as const;

const host = (name: string, required: boolean): CommandField => ({
  name,
  kind: 'text',
  required,
  omitWhenEmpty: !required,
  maxLength: 64,
});
const port: CommandField = { name: 'port', kind: 'integer', required: true, min: 1, max: 65535 };

export const COMMAND_FIELDS: Record<PanelCommandType, readonly CommandField[]> = {
  positionRequest: [],
  heartbeatInterval: [
    { name: 'minutes', kind: 'integer', required: true, min: 1, max: 1440, unit: 'min' },
  ],
  uploadInterval: [
    {
      name: 'units',
      kind: 'integer',
      required: true,
      min: 1,
      max: 8640,
      unit: 'units10s',
      hint: true,
    },
  ],
  servers: [host('host', true), port, host('backupHost', false)],
  sleepMode: [
    { name: 'enabled', kind: 'switch', required: true, initial: true },
    {
      name: 'reportMinutes',
      kind: 'integer',
      required: false,
      omitWhenEmpty: true,
      min: 1,
      max: 1440,
      unit: 'min',
    },
  ],
  hotspot: [
    { name: 'enabled', kind: 'switch', required: true, initial: true },
    { name: 'ssid', kind: 'text', required: false, omitWhenEmpty: true, maxLength: 32 },
    {
      name: 'password',
      kind: 'secret',
      required: false,
      omitWhenEmpty: true,
      minLength: 8,
      maxLength: 63,
    },
  ],
  outputControl: [
    { name: 'output', kind: 'integer', required: true, min: 1, max: 4, initial: 1 },
    { name: 'on', kind: 'switch', required: true, initial: true },
  ],
  rfidAuthorisation: [{ name: 'cards', kind: 'cards', required: true, hint: true }],
  overspeedAlarm: [
    { name: 'level', kind: 'level', required: true, min: 1, max: 3, initial: 1 },
    { name: 'speedKmh', kind: 'integer', required: true, min: 1, max: 250, unit: 'kmh' },
    {
      name: 'durationSeconds',
      kind: 'integer',
      required: true,
      min: 0,
      max: 3600,
      unit: 's',
      initial: 10,
    },
  ],
  ftpPictureUpload: [
    host('host', true),
    port,
    { name: 'user', kind: 'text', required: false, maxLength: 32 },
    { name: 'password', kind: 'secret', required: false, maxLength: 32 },
    { name: 'path', kind: 'text', required: false, maxLength: 64, initial: '/' },
    {
      name: 'intervalSeconds',
      kind: 'integer',
      required: true,
      min: 0,
      max: 86400,
      unit: 's',
      initial: 0,
      hint: true,
    },
  ],
  otaUpgrade: [
    host('host', true),
    port,
    { name: 'fileName', kind: 'text', required: true, maxLength: 50 },
  ],
  restart: [],
  takePhoto: [{ name: 'channel', kind: 'integer', required: true, min: 1, max: 64, initial: 1 }],
  custom: [{ name: 'text', kind: 'longText', required: true, maxLength: 256, hint: true }],
};

/** The values a command's form starts with. */
export function initialCommandValues(type: PanelCommandType): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of COMMAND_FIELDS[type]) {
    if (field.initial !== undefined) values[field.name] = field.initial;
  }
  return values;
}

/** Card numbers as typed: one a line, or separated by commas or spaces; repeats count once. */
export function parseRfidCards(text: string): string[] {
  const cards = text
    .split(/[\s,;]+/)
    .map((card) => card.trim().toUpperCase())
    .filter((card) => card !== '');
  return [...new Set(cards)];
}

/** The first card number that is not 4–20 hexadecimal digits, if any. */
export function invalidRfidCard(cards: readonly string[]): string | undefined {
  return cards.find((card) => !RFID_CARD_PATTERN.test(card));
}

function fieldValue(field: CommandField, raw: unknown): unknown {
  switch (field.kind) {
    case 'switch':
      return Boolean(raw);
    case 'integer':
    case 'level':
      return raw === undefined || raw === null || raw === '' ? undefined : Number(raw);
    case 'cards':
      return parseRfidCards(typeof raw === 'string' ? raw : '');
    case 'text':
    case 'secret':
    case 'longText': {
      const text = typeof raw === 'string' ? raw : '';
      // Passwords and free text go as typed; names and addresses lose stray spaces.
      const value = field.kind === 'text' ? text.trim() : text;
      return value === '' && field.omitWhenEmpty ? undefined : value;
    }
  }
}

/** The Command/Send body for a device, built from its form's values. */
export function buildCommand(
  imei: string,
  type: PanelCommandType,
  values: Record<string, unknown>,
): SendCommandBody {
  const params: Record<string, unknown> = {};
  for (const field of COMMAND_FIELDS[type]) {
    const value = fieldValue(field, values[field.name]);
    if (value !== undefined) params[field.name] = value;
  }
  // The field lists mirror the API's schemas, so the parts fit the union they make up.
  return { imei, type, params } as SendCommandBody;
}
