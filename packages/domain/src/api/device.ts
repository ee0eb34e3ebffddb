import { z } from 'zod';

/** Device protocols the gateway speaks. */
export const DEVICE_PROTOCOLS = ['jt808', 'gt06', 'teltonika', 'h02', 'osmand'] as const;
export const OBJECT_TYPES = ['vehicle', 'person', 'asset', 'pet'] as const;

const isoDate = z.iso.datetime({ offset: true });

/** Device (management) fields of SPEC.md §3. */
export const addDeviceRequestSchema = z.object({
  /** IMEI or JT/T 808 terminal number. */
  imei: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{4,20}$/),
  name: z.string().trim().min(1).max(50),
  password: z.string().max(32).optional(),
  sim: z
    .string()
    .trim()
    .regex(/^\d{0,20}$/)
    .optional(),
  deviceType: z.enum(['gps', 'dvr']).default('gps'),
  model: z.string().trim().max(50).default(''),
  protocol: z.enum(DEVICE_PROTOCOLS).default('jt808'),
  objectType: z.enum(OBJECT_TYPES).default('vehicle'),
  groupId: z.string().regex(/^\d+$/).optional(),
  /** Owning account; the caller's own when left out. */
  accountId: z.string().regex(/^\d+$/).optional(),
  initialVersion: z.string().max(50).optional(),
  upgradeVersion: z.string().max(50).optional(),
  /** Years of service bought with the owner's credit. */
  creditYears: z.number().int().min(1).max(10).default(1),
  channels: z.number().int().min(0).max(64).default(0),
  nextPayDate: isoDate.optional(),
});
export type AddDeviceRequest = z.infer<typeof addDeviceRequestSchema>;

/** Fields an account may change on a device it manages; the IMEI stays unique. */
export const updateDeviceRequestSchema = z.object({
  id: z.string().regex(/^\d+$/),
  imei: addDeviceRequestSchema.shape.imei.optional(),
  name: addDeviceRequestSchema.shape.name.optional(),
  password: z.string().max(32).optional(),
  sim: addDeviceRequestSchema.shape.sim,
  model: z.string().trim().max(50).optional(),
  protocol: z.enum(DEVICE_PROTOCOLS).optional(),
  objectType: z.enum(OBJECT_TYPES).optional(),
  groupId: z.string().regex(/^\d+$/).nullable().optional(),
  initialVersion: z.string().max(50).optional(),
  upgradeVersion: z.string().max(50).optional(),
  channels: z.number().int().min(0).max(64).optional(),
  nextPayDate: isoDate.optional(),
});
export type UpdateDeviceRequest = z.infer<typeof updateDeviceRequestSchema>;

export const deleteDeviceRequestSchema = z.object({ id: z.string().regex(/^\d+$/) });

export const deviceSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  groupId: z.string().nullable(),
  name: z.string(),
  imei: z.string(),
  sim: z.string(),
  deviceType: z.enum(['gps', 'dvr']),
  model: z.string(),
  protocol: z.string(),
  objectType: z.string(),
  initialVersion: z.string(),
  upgradeVersion: z.string(),
  channels: z.number().int(),
  creditYears: z.number().int(),
  expiry: z.string().nullable(),
  nextPayDate: z.string().nullable(),
  /** Days until expiry; negative once expired; null without expiry. */
  remainingDays: z.number().int().nullable(),
  createdAt: z.string(),
});
export type DeviceDto = z.infer<typeof deviceSchema>;

export const getDevicesRequestSchema = z.object({
  /** Only this account's devices (within the caller's tree); default the whole tree. */
  accountId: z.string().regex(/^\d+$/).optional(),
  search: z.string().max(50).optional(),
});

export const historyRequestSchema = z.object({
  imei: z.string().trim().min(1).max(20),
  startTime: isoDate,
  endTime: isoDate,
  /** Only positions at or above this speed, km/h. */
  minSpeed: z.number().min(0).optional(),
  /** The track search it serves (SPEC.md §5): by time or speed at most a week, by trip a month. */
  mode: z.enum(['time', 'trip', 'speed']).default('time'),
});

export const historyPointSchema = z.object({
  gpsTime: z.string(),
  receivedTime: z.string(),
  lat: z.number(),
  lng: z.number(),
  altitude: z.number(),
  speed: z.number(),
  direction: z.number(),
  gpsAvailable: z.boolean(),
  satellites: z.number().nullable(),
  /** The JT/T 808 status word as hex (SPEC.md §3 trackerState). */
  trackerState: z.string(),
  alarmFlags: z.string(),
  mileage: z.number().nullable(),
  fuel: z.number().nullable(),
  eventId: z.number().nullable(),
  attributes: z.record(z.string(), z.unknown()),
});
export type HistoryPoint = z.infer<typeof historyPointSchema>;
