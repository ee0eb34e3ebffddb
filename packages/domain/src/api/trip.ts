/**
 * Trips, stops and tracks (SPEC.md §2 Track playback, §5 track-search limits, §7 GetHistories
 * and GetTripAndParking). Trips and stops are detected as positions arrive and stored; every
 * period reads the same rows, so a month's trips are the trips of its days.
 */
import { z } from 'zod';
import { MAX_DEVICES_PER_REPORT } from '../constants';
import { TRACK_SEARCH_MODES } from '../validation';

const isoDate = z.iso.datetime({ offset: true });
const imeiText = z.string().trim().min(1).max(20);

// ---------------------------------------------------------------------------------------------
// Detection thresholds (the general setting's trip plan; the parking speed is its stop plan)

/** A trip shorter than this is not a trip: the stop around it goes on (GPS drift, yard moves). */
export const DEFAULT_MIN_TRIP_DISTANCE_M = 500;
export const DEFAULT_MIN_TRIP_MINUTES = 2;
/** A vehicle standing still this long has ended its trip; a shorter halt (traffic) has not. */
export const DEFAULT_STOP_GAP_MINUTES = 5;
/** A device silent this long ends the trip it was on at its last report. */
export const DEFAULT_NO_DATA_GAP_MINUTES = 60;

/** What GetTripAndParking answers: trips, parking (stops), or both in time order. */
export const TRIP_AND_PARKING_KINDS = ['trip', 'parking', 'both'] as const;
export type TripAndParkingKind = (typeof TRIP_AND_PARKING_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// Location/GetTripAndParking

export const getTripAndParkingRequestSchema = z.object({
  imeis: z.array(imeiText).min(1).max(MAX_DEVICES_PER_REPORT),
  /** Segments that begin in [startTime, endTime): each belongs to the period it starts in. */
  startTime: isoDate,
  endTime: isoDate,
  kind: z.enum(TRIP_AND_PARKING_KINDS).default('both'),
});
export type GetTripAndParkingRequest = z.infer<typeof getTripAndParkingRequestSchema>;

const place = z.object({
  lat: z.number(),
  lng: z.number(),
  /** From the reverse geocoder when one is configured; null otherwise. */
  address: z.string().nullable(),
});

export const tripSchema = z.object({
  kind: z.literal('trip'),
  imei: z.string(),
  name: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  durationSeconds: z.number(),
  start: place,
  end: place,
  distanceKm: z.number(),
  maxSpeed: z.number(),
  avgSpeed: z.number(),
  /** Litres: the fuel sensor's fall over the trip, or the account's L/100 km rule. */
  fuelUsed: z.number().nullable(),
  fuelSource: z.enum(['sensor', 'rule']).nullable(),
});
export type Trip = z.infer<typeof tripSchema>;

export const parkingSchema = z.object({
  kind: z.literal('parking'),
  imei: z.string(),
  name: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  durationSeconds: z.number(),
  place,
});
export type Parking = z.infer<typeof parkingSchema>;

export const tripOrParkingSchema = z.discriminatedUnion('kind', [tripSchema, parkingSchema]);
export type TripOrParking = z.infer<typeof tripOrParkingSchema>;

export const tripAndParkingSchema = z.object({
  items: z.array(tripOrParkingSchema),
  /** Per device: trip count, kilometres, driving and parking seconds, fuel. */
  totals: z.array(
    z.object({
      imei: z.string(),
      name: z.string(),
      trips: z.number().int(),
      distanceKm: z.number(),
      drivingSeconds: z.number(),
      parkingSeconds: z.number(),
      fuelUsed: z.number().nullable(),
    }),
  ),
});
export type TripAndParking = z.infer<typeof tripAndParkingSchema>;

// ---------------------------------------------------------------------------------------------
// Trip/GetTrack: the playback track in columns (a month of 10-second points is ~260,000)

export const getTrackRequestSchema = z.object({
  imei: imeiText,
  startTime: isoDate,
  endTime: isoDate,
  /** time: at most a week; trip: at most a month; speed: a week, only points at or above minSpeed. */
  mode: z.enum(TRACK_SEARCH_MODES).default('time'),
  minSpeed: z.number().min(0).max(400).optional(),
});
export type GetTrackRequest = z.infer<typeof getTrackRequestSchema>;

/**
 * Every point of the period, one array per field, index-aligned. Times are seconds after
 * `baseTime`; a JSON array of numbers is several times smaller and faster than objects.
 */
export const trackSchema = z.object({
  imei: z.string(),
  name: z.string(),
  baseTime: z.string(),
  t: z.array(z.number()),
  lat: z.array(z.number()),
  lng: z.array(z.number()),
  speed: z.array(z.number()),
  course: z.array(z.number()),
  /** Points that carried an alarm (an alarm bit or an alarm event): index, flags, event. */
  alarms: z.array(
    z.object({ index: z.number().int(), alarmFlags: z.string(), eventId: z.number().int() }),
  ),
});
export type Track = z.infer<typeof trackSchema>;

export const TRACK_EXPORT_FORMATS = ['xlsx', 'gpx', 'kml'] as const;
export type TrackExportFormat = (typeof TRACK_EXPORT_FORMATS)[number];

export const exportTrackRequestSchema = getTrackRequestSchema.extend({
  format: z.enum(TRACK_EXPORT_FORMATS),
});

/** Trip/ImportTrack: a GPX file's track points stored as a device's history. */
export const importTrackRequestSchema = z.object({
  imei: imeiText,
  /** The GPX document (1.0 or 1.1) as text. */
  gpx: z
    .string()
    .min(1)
    .max(20 * 1024 * 1024),
});
