import { z } from 'zod';
import { COMMAND_RESULTS } from '../constants';

/**
 * Device commands of SPEC.md §7, plus the parameter panel's read and write. Units follow
 * SPEC.md §9: heartbeat in minutes, upload interval in units of 10 s, acceleration in mg.
 */
const host = z.string().trim().min(1).max(64);
const tcpPort = z.number().int().min(1).max(65535);
const empty = z.object({}).default({});

export const commandSchemas = {
  positionRequest: empty,
  heartbeatInterval: z.object({ minutes: z.number().int().min(1).max(1440) }),
  uploadInterval: z.object({ units: z.number().int().min(1).max(8640) }),
  servers: z.object({ host, port: tcpPort, backupHost: host.optional() }),
  sleepMode: z.object({
    enabled: z.boolean(),
    reportMinutes: z.number().int().min(1).max(1440).optional(),
  }),
  hotspot: z.object({
    enabled: z.boolean(),
    ssid: z.string().max(32).optional(),
    password: z.string().min(8).max(63).optional(),
  }),
  outputControl: z.object({ output: z.number().int().min(1).max(4).default(1), on: z.boolean() }),
  rfidAuthorisation: z.object({
    cards: z
      .array(z.string().regex(/^[0-9A-Fa-f]{4,20}$/))
      .min(1)
      .max(50),
  }),
  overspeedAlarm: z.object({
    level: z.number().int().min(1).max(3),
    speedKmh: z.number().int().min(1).max(250),
    durationSeconds: z.number().int().min(0).max(3600).default(10),
  }),
  ftpPictureUpload: z.object({
    host,
    port: tcpPort,
    user: z.string().max(32),
    password: z.string().max(32),
    path: z.string().max(64).default('/'),
    intervalSeconds: z.number().int().min(0).max(86400).default(0),
  }),
  otaUpgrade: z.object({ host, port: tcpPort, fileName: z.string().trim().min(1).max(50) }),
  restart: empty,
  /** A picture from one camera now (JT/T 808 0x8801); it arrives as a 0x0801 upload. */
  takePhoto: z.object({ channel: z.number().int().min(1).max(64).default(1) }),
  custom: z.object({ text: z.string().min(1).max(256) }),
  queryParameters: z.object({
    ids: z.array(z.number().int().min(0).max(0xffffffff)).max(255).optional(),
  }),
  setParameters: z.object({
    parameters: z
      .array(
        z.object({
          id: z.number().int().min(0).max(0xffffffff),
          value: z.union([z.number(), z.string()]),
        }),
      )
      .min(1)
      .max(255),
  }),
} as const;

export type CommandType = keyof typeof commandSchemas;
export const COMMAND_TYPES = Object.keys(commandSchemas) as CommandType[];

export type DeviceCommand = {
  [K in CommandType]: { type: K; params: z.infer<(typeof commandSchemas)[K]> };
}[CommandType];

const commandVariants = COMMAND_TYPES.map((type) =>
  z.object({
    imei: z.string().trim().min(1).max(20),
    type: z.literal(type),
    params: commandSchemas[type],
  }),
);

export const sendCommandRequestSchema = z.discriminatedUnion(
  'type',
  commandVariants as unknown as [
    (typeof commandVariants)[number],
    ...(typeof commandVariants)[number][],
  ],
);

export const commandOutcomeSchema = z.object({
  result: z.enum(COMMAND_RESULTS),
  /** What the device answered: text, or parameters for queryParameters. */
  reply: z.unknown().optional(),
  logId: z.string(),
});

export const commandLogQuerySchema = z.object({
  imei: z.string().trim().max(20).optional(),
  startTime: z.iso.datetime({ offset: true }).optional(),
  endTime: z.iso.datetime({ offset: true }).optional(),
  limit: z.number().int().min(1).max(500).default(100),
});

export const commandLogEntrySchema = z.object({
  id: z.string(),
  imei: z.string(),
  deviceName: z.string(),
  operator: z.string(),
  type: z.string(),
  params: z.record(z.string(), z.unknown()),
  result: z.enum([...COMMAND_RESULTS, 'pending']),
  reply: z.unknown().nullable(),
  sentAt: z.string(),
  completedAt: z.string().nullable(),
});
