import type { Kysely } from 'kysely';
import {
  AppError,
  DEFAULT_NO_DATA_GAP_MINUTES,
  ERR,
  type GetTrackRequest,
  type GetTripAndParkingRequest,
  MAX_TRACK_SEARCH_DAYS,
  type Parking,
  type Track,
  type Trip,
  type TripAndParking,
  type TrackExportFormat,
  type TrackSearchMode,
} from '@convoy/domain';
import type { Language } from '@convoy/i18n';
import { LookupCache } from '../db/lookup-cache';
import type { Database } from '../db/schema';
import type { DeviceRegistry, RegisteredDevice } from '../device/device-registry';
import type { DeviceService } from '../device/device.service';
import type { PositionPipeline } from '../pipeline/pipeline';
import type { SettingsService } from '../settings/settings.service';
import type { TripThresholds } from './trip-detector';
import { parseGpx, trackGpx, trackKml, trackXlsx } from './track-export';
import { packTrack } from './packed-track';
import { readStops, readTrackColumns, readTrackPacked, readTrips } from './trip.repository';

const DAY_MS = 86_400_000;

/**
 * Turns coordinates into an address. None is configured by default: places are shown as
 * coordinates, and no position leaves the server.
 */
export interface ReverseGeocoder {
  address(lat: number, lng: number): Promise<string | null>;
}

/** The track-search limits of SPEC.md §5: start not after end; a week by time, a month by trip. */
export function checkTrackPeriod(start: Date, end: Date, mode: TrackSearchMode): void {
  if (start.getTime() > end.getTime()) throw new AppError(ERR.VALIDATION_START_AFTER_END, 400);
  const days = MAX_TRACK_SEARCH_DAYS[mode];
  if (end.getTime() - start.getTime() > days * DAY_MS) {
    throw new AppError(ERR.VALIDATION_DATE_RANGE_TOO_LONG, 400, { days });
  }
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Trips, stops and tracks of the caller's devices. */
export class TripService {
  /** Per account; read once at a time however many devices ask (see LookupCache). */
  private readonly thresholds: LookupCache<string, TripThresholds>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly devices: DeviceService,
    private readonly registry: DeviceRegistry,
    private readonly settings: SettingsService,
    private readonly pipeline: PositionPipeline,
    private readonly geocoder: ReverseGeocoder | null = null,
    private readonly now: () => number = Date.now,
  ) {
    this.thresholds = new LookupCache((accountId) => this.readThresholds(accountId), 60_000, now);
    // A saved trip or stop plan applies to the next positions, not after the cache expires.
    settings.onSaved((accountId, group) => {
      if (group === 'general') this.thresholds.forget(accountId);
    });
  }

  /** The owner's trip settings (its general setting): at once while cached, else once read. */
  thresholdsFor(device: RegisteredDevice): TripThresholds | Promise<TripThresholds> {
    return this.thresholds.get(device.accountId);
  }

  private async readThresholds(accountId: string): Promise<TripThresholds> {
    const { general } = await this.settings.get(accountId);
    return {
      parkingSpeedKmh: general.stopPlan.speed,
      minTripDistanceM: general.tripPlan.minTripDistanceM,
      minTripSeconds: general.tripPlan.minTripMinutes * 60,
      stopGapSeconds: general.tripPlan.stopGapMinutes * 60,
      noDataGapSeconds: DEFAULT_NO_DATA_GAP_MINUTES * 60,
    };
  }

  private async place(lat: number, lng: number) {
    return { lat, lng, address: this.geocoder ? await this.geocoder.address(lat, lng) : null };
  }

  async tripAndParking(
    accountId: string,
    request: GetTripAndParkingRequest,
  ): Promise<TripAndParking> {
    const start = new Date(request.startTime);
    const end = new Date(request.endTime);
    checkTrackPeriod(start, end, 'trip');
    const devices = [];
    for (const imei of request.imeis) devices.push(await this.devices.findVisible(accountId, imei));
    const byId = new Map(devices.map((d) => [d.id, d]));
    const ids = devices.map((d) => d.id);
    const { general } = await this.settings.get(accountId);
    const litresPer100Km = general.fuel.litresPer100Km;
    const [tripRows, stopRows] = await Promise.all([
      request.kind === 'parking' ? [] : readTrips(this.db, ids, start, end),
      request.kind === 'trip' ? [] : readStops(this.db, ids, start, end),
    ]);
    const items: (Trip | Parking)[] = [];
    for (const row of tripRows) {
      const device = byId.get(row.device_id);
      const seconds = (row.end_time.getTime() - row.start_time.getTime()) / 1000;
      const km = row.distance_m / 1000;
      const sensor = row.fuel_used !== null;
      items.push({
        kind: 'trip',
        imei: device?.imei ?? '',
        name: device?.name ?? '',
        startTime: row.start_time.toISOString(),
        endTime: row.end_time.toISOString(),
        durationSeconds: seconds,
        start: await this.place(row.start_lat, row.start_lng),
        end: await this.place(row.end_lat, row.end_lng),
        distanceKm: round(km, 3),
        maxSpeed: round(row.max_speed, 1),
        avgSpeed: seconds > 0 ? round(km / (seconds / 3600), 1) : 0,
        fuelUsed: sensor
          ? round(row.fuel_used ?? 0, 2)
          : general.fuel.enabled
            ? round((km * litresPer100Km) / 100, 2)
            : null,
        fuelSource: sensor ? 'sensor' : general.fuel.enabled ? 'rule' : null,
      });
    }
    for (const row of stopRows) {
      const device = byId.get(row.device_id);
      items.push({
        kind: 'parking',
        imei: device?.imei ?? '',
        name: device?.name ?? '',
        startTime: row.start_time.toISOString(),
        endTime: row.end_time.toISOString(),
        durationSeconds: (row.end_time.getTime() - row.start_time.getTime()) / 1000,
        place: await this.place(row.latitude, row.longitude),
      });
    }
    const order = new Map(ids.map((id, i) => [byId.get(id)?.imei ?? '', i]));
    items.sort(
      (a, b) =>
        (order.get(a.imei) ?? 0) - (order.get(b.imei) ?? 0) ||
        a.startTime.localeCompare(b.startTime),
    );
    const totals = devices.map((device) => {
      const trips = items.filter((i): i is Trip => i.kind === 'trip' && i.imei === device.imei);
      const stops = items.filter((i) => i.kind === 'parking' && i.imei === device.imei);
      const fuel = trips.filter((t) => t.fuelUsed !== null);
      return {
        imei: device.imei,
        name: device.name,
        trips: trips.length,
        distanceKm: round(
          trips.reduce((sum, t) => sum + t.distanceKm, 0),
          3,
        ),
        drivingSeconds: trips.reduce((sum, t) => sum + t.durationSeconds, 0),
        parkingSeconds: stops.reduce((sum, s) => sum + s.durationSeconds, 0),
        fuelUsed:
          fuel.length > 0
            ? round(
                fuel.reduce((sum, t) => sum + (t.fuelUsed ?? 0), 0),
                2,
              )
            : null,
      };
    });
    return { items, totals };
  }

  async track(accountId: string, request: GetTrackRequest): Promise<Track> {
    const start = new Date(request.startTime);
    const end = new Date(request.endTime);
    checkTrackPeriod(start, end, request.mode);
    const device = await this.devices.findVisible(accountId, request.imei);
    const minSpeed = request.mode === 'speed' ? (request.minSpeed ?? 0) : undefined;
    const columns = await readTrackColumns(this.db, device.id, start, end, minSpeed);
    return {
      imei: device.imei,
      name: device.name,
      ...columns,
      baseTime: new Date(columns.baseTime).toISOString(),
    };
  }

  /** The same track as `track`, packed for the playback screen (see packed-track.ts). */
  async trackPacked(accountId: string, request: GetTrackRequest): Promise<Buffer> {
    const start = new Date(request.startTime);
    const end = new Date(request.endTime);
    checkTrackPeriod(start, end, request.mode);
    const device = await this.devices.findVisible(accountId, request.imei);
    const minSpeed = request.mode === 'speed' ? (request.minSpeed ?? 0) : undefined;
    const packed = await readTrackPacked(this.db, device.id, start, end, minSpeed);
    return packTrack({ imei: device.imei, name: device.name }, packed);
  }

  async exportTrack(
    accountId: string,
    request: GetTrackRequest & { format: TrackExportFormat },
    language: Language,
  ): Promise<{ body: Buffer | string; contentType: string; fileName: string }> {
    const start = new Date(request.startTime);
    const end = new Date(request.endTime);
    checkTrackPeriod(start, end, request.mode);
    const device = await this.devices.findVisible(accountId, request.imei);
    const minSpeed = request.mode === 'speed' ? (request.minSpeed ?? 0) : undefined;
    const columns = await readTrackColumns(this.db, device.id, start, end, minSpeed);
    if (columns.t.length === 0) throw new AppError(ERR.GENERIC_EMPTY_DATA, 400);
    const track = { imei: device.imei, name: device.name, columns };
    const fileName = `track-${device.imei}-${start.toISOString().slice(0, 10)}.${request.format}`;
    switch (request.format) {
      case 'xlsx':
        return {
          body: await trackXlsx(track, language),
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          fileName,
        };
      case 'gpx':
        return { body: trackGpx(track), contentType: 'application/gpx+xml', fileName };
      case 'kml':
        return {
          body: trackKml(track),
          contentType: 'application/vnd.google-earth.kml+xml',
          fileName,
        };
    }
  }

  /**
   * Stores a GPX file's points as a device's history through the position pipeline, as if
   * the device had sent them: trips and stops follow. Answers how many were stored.
   */
  async importGpx(accountId: string, imei: string, gpx: string): Promise<number> {
    const visible = await this.devices.findVisible(accountId, imei);
    const device = await this.registry.find(visible.imei);
    if (!device) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    const points = parseGpx(gpx);
    if (points.length === 0) throw new AppError(ERR.GENERIC_EMPTY_DATA, 400);
    let stored = 0;
    const receivedTime = new Date(this.now());
    for (let i = 0; i < points.length; i += 2000) {
      stored += await this.pipeline.process(
        device,
        points.slice(i, i + 2000).map((p) => ({
          fixTime: p.time,
          valid: true,
          latitude: p.lat,
          longitude: p.lng,
          altitude: p.altitude,
          speed: p.speed,
          course: p.course,
          attributes: { source: 'gpx' },
        })),
        receivedTime,
      );
    }
    return stored;
  }
}
