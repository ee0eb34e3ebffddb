import { type Kysely, sql } from 'kysely';
import {
  DASHBOARD_EVENTS_PER_KM,
  DASHBOARD_PERIOD_DAYS,
  MOTION_STATES,
  NON_ALARM_EVENT_ID,
  type Dashboard,
  type MotionState,
} from '@convoy/domain';
import type { Database } from '../db/schema';
import type { LocationService } from '../location/location.service';
import type { SettingsService } from '../settings/settings.service';

const DAY_MS = 86_400_000;
/** Devices whose subscription ends within this many days are "due soon". */
const EXPIRY_REMINDER_DAYS = 30;
const RANKING_SIZE = 10;
/** More than this between two reports is not driving but a reset or replaced odometer. */
const MAX_ODOMETER_STEP_KM = 200;

/**
 * The dashboard of SPEC.md §2 for the devices an account sees: online and offline, motion
 * states, events of the last 30 days and per 100 km, mileage and fuel rankings, expiry.
 */
export class DashboardService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly locations: LocationService,
    private readonly settings: SettingsService,
    private readonly now: () => number = Date.now,
  ) {}

  async summary(accountId: string): Promise<Dashboard> {
    const records = await this.locations.allLastLocations(accountId, {});
    const nowMs = this.now();
    const motion = Object.fromEntries(MOTION_STATES.map((m) => [m, 0])) as Record<
      MotionState,
      number
    >;
    let online = 0;
    for (const record of records) {
      motion[record.motion] += 1;
      if (record.motion !== 'noDataUpload') online += 1;
    }
    const ids = records.map((r) => r.tracker.id);
    const since = new Date(
      Math.floor(nowMs / DAY_MS) * DAY_MS - (DASHBOARD_PERIOD_DAYS - 1) * DAY_MS,
    );

    const [events, mileage, { general }] = await Promise.all([
      ids.length === 0
        ? Promise.resolve([])
        : sql<{ day: string; count: string }>`
            SELECT to_char(date_trunc('day', fix_time AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
                   count(*) AS count
            FROM positions
            WHERE device_id = ANY(${ids}::bigint[]) AND fix_time >= ${since}
              AND event_id > 0 AND event_id <> ${NON_ALARM_EVENT_ID}
            GROUP BY 1`
            .execute(this.db)
            .then((r) => r.rows),
      ids.length === 0
        ? Promise.resolve([])
        : // Distance is the sum of the odometer's steps between reports; a step back or an
          // implausible jump (a device replaced or reset) counts as nothing.
          sql<{ device_id: string; km: number }>`
            SELECT device_id, sum(step) FILTER (WHERE step > 0 AND step < ${MAX_ODOMETER_STEP_KM}) AS km
            FROM (
              SELECT device_id,
                     odometer - lag(odometer) OVER (PARTITION BY device_id ORDER BY fix_time) AS step
              FROM positions
              WHERE device_id = ANY(${ids}::bigint[]) AND fix_time >= ${since} AND odometer IS NOT NULL
            ) steps
            GROUP BY device_id`
            .execute(this.db)
            .then((r) => r.rows),
      this.settings.get(accountId),
    ]);

    const countByDay = new Map(events.map((e) => [e.day, Number(e.count)]));
    const eventsByDay = Array.from({ length: DASHBOARD_PERIOD_DAYS }, (_, i) => {
      const day = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
      return { day, count: countByDay.get(day) ?? 0 };
    });
    const eventsTotal = eventsByDay.reduce((sum, d) => sum + d.count, 0);
    const byId = new Map(records.map((r) => [r.tracker.id, r.tracker]));
    const driven = mileage
      .map((m) => ({ tracker: byId.get(m.device_id), km: Math.max(0, Number(m.km)) }))
      .filter((m) => m.tracker !== undefined && m.km > 0)
      .sort((a, b) => b.km - a.km);
    const mileageKm = driven.reduce((sum, m) => sum + m.km, 0);
    const round1 = (n: number) => Math.round(n * 10) / 10;
    // Fuel by the consumption rule of the general setting (litres per 100 km).
    const litresPerKm = general.fuel.litresPer100Km / 100;

    const expiring = records
      .filter((r) => r.tracker.expiry !== null)
      .map((r) => {
        const expiry = r.tracker.expiry as string;
        return {
          imei: r.tracker.imei,
          name: r.tracker.name,
          expiry,
          remainingDays: Math.floor((new Date(expiry).getTime() - nowMs) / DAY_MS),
        };
      })
      .filter((e) => e.remainingDays <= EXPIRY_REMINDER_DAYS)
      .sort((a, b) => a.remainingDays - b.remainingDays);

    return {
      total: records.length,
      online,
      offline: records.length - online,
      motion,
      eventsByDay,
      eventsTotal,
      mileageKm: round1(mileageKm),
      eventsPer100Km:
        mileageKm > 0 ? round1((eventsTotal / mileageKm) * DASHBOARD_EVENTS_PER_KM) : 0,
      mileageRanking: driven.slice(0, RANKING_SIZE).map((m) => ({
        imei: m.tracker?.imei ?? '',
        name: m.tracker?.name ?? '',
        km: round1(m.km),
      })),
      fuelRanking: driven.slice(0, RANKING_SIZE).map((m) => ({
        imei: m.tracker?.imei ?? '',
        name: m.tracker?.name ?? '',
        litres: round1(m.km * litresPerKm),
      })),
      expiry: {
        expired: expiring.filter((e) => e.remainingDays < 0).length,
        dueSoon: expiring.filter((e) => e.remainingDays >= 0).length,
        items: expiring.slice(0, 50),
      },
    };
  }
}
