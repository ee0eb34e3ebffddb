import { z } from 'zod';
import { DEVICE_ICON_NAMES, MOTION_STATES } from '../constants';
import { ONLINE_TYPES } from '../status';

const isoDate = z.iso.datetime({ offset: true });
const imeiText = z.string().trim().min(1).max(20);

// ---------------------------------------------------------------------------------------------
// Location/GetAllLastLocations (SPEC.md §7 Location service)

/**
 * The online plan the caller wants the statuses derived with (SPEC.md §7 onlinePlanPar);
 * fields left out come from the account's general setting. onlineInterval is in minutes.
 */
export const onlinePlanParSchema = z.object({
  type: z.number().int().optional(),
  onlineType: z.enum(ONLINE_TYPES).optional(),
  onlineInterval: z.number().int().min(1).max(1440).optional(),
  isOfflineWhenSleep: z.boolean().optional(),
  positioningSpeedOffline: z.boolean().optional(),
  offlineSpeedCondition: z.number().min(0).max(300).optional(),
  offlineTimeCondition: z.number().int().min(1).max(1440).optional(),
});
export type OnlinePlanPar = z.infer<typeof onlinePlanParSchema>;

/** The stop plan (SPEC.md §7 vehicleParkingPar): at or below `speed` km/h a vehicle is parked. */
export const vehicleParkingParSchema = z.object({
  isEnable: z.boolean().optional(),
  speed: z.number().min(0).max(300).optional(),
});
export type VehicleParkingPar = z.infer<typeof vehicleParkingParSchema>;

export const getAllLastLocationsRequestSchema = z.object({
  onlinePlanPar: onlinePlanParSchema.optional(),
  vehicleParkingPar: vehicleParkingParSchema.optional(),
});
export type GetAllLastLocationsRequest = z.infer<typeof getAllLastLocationsRequestSchema>;

export const getLastLocationsRequestSchema = getAllLastLocationsRequestSchema.extend({
  imeis: z.array(imeiText).min(1).max(50_000),
});

export const getLastLocationQuerySchema = z.object({ imei: imeiText });

/** tracker of a tracker record (SPEC.md §3): what the device is. */
export const trackerInfoSchema = z.object({
  id: z.string(),
  imei: z.string(),
  name: z.string(),
  /** The device model. */
  typeName: z.string(),
  /** vehicle, person, asset or pet. */
  objectTypeId: z.string(),
  protocol: z.string(),
  accountId: z.string(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  deviceType: z.enum(['gps', 'dvr']),
  channels: z.number().int(),
  expiry: z.string().nullable(),
});
export type TrackerInfo = z.infer<typeof trackerInfoSchema>;

/** lastLoc of a tracker record (SPEC.md §3). */
export const lastLocSchema = z.object({
  receivedTime: z.string(),
  gpsTime: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** km/h */
  speed: z.number(),
  /** Heading in degrees, 0 = north. */
  direction: z.number(),
  /** The odometer as text, in km (SPEC.md §3 journeyStr). */
  journeyStr: z.string(),
  satellites: z.number().nullable(),
  /** The device holds an open connection to the gateway. */
  online: z.boolean(),
  /** The 12-bit status word as hex. */
  trackerState: z.string(),
  gpsAvailable: z.boolean(),
  eventId: z.number(),
  fuel: z.number().nullable(),
});
export type LastLoc = z.infer<typeof lastLocSchema>;

/** An alarm that is still raised in the device's latest report. */
export const lastAlarmSchema = z.object({
  gpsTime: z.string(),
  eventId: z.number(),
  /** The JT/T 808 alarm word as hex. */
  alarmFlags: z.string(),
});
export type LastAlarm = z.infer<typeof lastAlarmSchema>;

/** A tracker record (SPEC.md §3), with the status the server derived for it. */
export const trackerRecordSchema = z.object({
  tracker: trackerInfoSchema,
  lastLoc: lastLocSchema.nullable(),
  lastAlarm: lastAlarmSchema.nullable(),
  /** The display icon of SPEC.md §4 under the plans of the request. */
  status: z.enum(DEVICE_ICON_NAMES).exclude(['checkAll']),
  motion: z.enum(MOTION_STATES),
});
export type TrackerRecord = z.infer<typeof trackerRecordSchema>;

/** A column of a location table: key of the record field and its width in pixels. */
export const locationColumnSchema = z.object({
  key: z.string(),
  width: z.number().int(),
  visible: z.boolean(),
});
export type LocationColumn = z.infer<typeof locationColumnSchema>;

export const LAST_LOCATION_COLUMNS: readonly LocationColumn[] = [
  { key: 'name', width: 160, visible: true },
  { key: 'imei', width: 150, visible: true },
  { key: 'status', width: 110, visible: true },
  { key: 'speed', width: 90, visible: true },
  { key: 'direction', width: 80, visible: false },
  { key: 'gpsTime', width: 170, visible: true },
  { key: 'receivedTime', width: 170, visible: false },
  { key: 'lat', width: 110, visible: true },
  { key: 'lng', width: 110, visible: true },
  { key: 'journeyStr', width: 110, visible: true },
  { key: 'satellites', width: 80, visible: false },
  { key: 'model', width: 100, visible: false },
];

export const ALARM_COLUMNS: readonly LocationColumn[] = [
  { key: 'name', width: 160, visible: true },
  { key: 'imei', width: 150, visible: true },
  { key: 'eventId', width: 90, visible: true },
  { key: 'alarmFlags', width: 110, visible: true },
  { key: 'speed', width: 90, visible: true },
  { key: 'gpsTime', width: 170, visible: true },
  { key: 'receivedTime', width: 170, visible: true },
  { key: 'lat', width: 110, visible: true },
  { key: 'lng', width: 110, visible: true },
];

export const getObdDatasRequestSchema = z.object({ imei: imeiText });
/** OBD values of the latest report keyed by code (SPEC.md §3 obdData). */
export const obdDataSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

export const getLocationAlarmsRequestSchema = z.object({
  /** Only these devices; default every device the caller sees. */
  imeis: z.array(imeiText).max(20_000).optional(),
  startTime: isoDate,
  endTime: isoDate,
  limit: z.number().int().min(1).max(5000).default(1000),
});
export const alarmRecordSchema = z.object({
  imei: z.string(),
  name: z.string(),
  gpsTime: z.string(),
  receivedTime: z.string(),
  eventId: z.number(),
  alarmFlags: z.string(),
  speed: z.number(),
  lat: z.number(),
  lng: z.number(),
});
export type AlarmRecord = z.infer<typeof alarmRecordSchema>;

export const getDetailPicRequestSchema = z.object({
  imei: imeiText,
  startTime: isoDate.optional(),
  endTime: isoDate.optional(),
});
export const pictureInfoSchema = z.object({
  id: z.string(),
  imei: z.string(),
  mediaId: z.number().int(),
  channel: z.number().int(),
  eventCode: z.number().int(),
  format: z.string(),
  gpsTime: z.string(),
  lat: z.number(),
  lng: z.number(),
  size: z.number().int(),
});
export const getPictureByIdRequestSchema = z.object({
  ids: z.array(z.string().regex(/^\d+$/)).min(1).max(50),
});
export const pictureSchema = pictureInfoSchema.extend({
  /** The picture as a data: URL. */
  dataUrl: z.string(),
});

export const exportExcelRequestSchema = z.object({
  kind: z.enum(['lastLocations', 'alarms']),
  imeis: z.array(imeiText).max(50_000).optional(),
  startTime: isoDate.optional(),
  endTime: isoDate.optional(),
});

// ---------------------------------------------------------------------------------------------
// Dashboard (SPEC.md §2 Dashboard)

export const dashboardSchema = z.object({
  total: z.number().int(),
  online: z.number().int(),
  offline: z.number().int(),
  motion: z.record(z.enum(MOTION_STATES), z.number().int()),
  /** Events per day over the last 30 days, oldest first. */
  eventsByDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  eventsTotal: z.number().int(),
  /** Kilometres driven by the fleet over the last 30 days. */
  mileageKm: z.number(),
  eventsPer100Km: z.number(),
  mileageRanking: z.array(z.object({ imei: z.string(), name: z.string(), km: z.number() })),
  fuelRanking: z.array(z.object({ imei: z.string(), name: z.string(), litres: z.number() })),
  expiry: z.object({
    expired: z.number().int(),
    dueSoon: z.number().int(),
    items: z.array(
      z.object({
        imei: z.string(),
        name: z.string(),
        expiry: z.string(),
        remainingDays: z.number().int(),
      }),
    ),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---------------------------------------------------------------------------------------------
// Live push on /api/ws

/** Counters of the devices a connection sees. */
export const liveCountersSchema = z.object({
  total: z.number().int(),
  online: z.number().int(),
  alarm: z.number().int(),
});
export type LiveCounters = z.infer<typeof liveCountersSchema>;

/**
 * One message a second at most: records that changed since the last one (positions, status,
 * alarms), devices that left the view, and the counters when they changed. `epoch` and `seq`
 * let a reconnecting client ask for what it missed (`/api/ws?token=…&epoch=…&since=…`).
 */
export interface LiveMessage {
  type: 'update';
  epoch: string;
  seq: number;
  /** The first message after a reconnect that could not resume carries every record. */
  full: boolean;
  records: TrackerRecord[];
  removed: string[];
  counters?: LiveCounters;
}
