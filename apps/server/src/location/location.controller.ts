import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALARM_COLUMNS,
  alarmRecordSchema,
  AppError,
  ERR,
  exportExcelRequestSchema,
  getLocationAlarmsRequestSchema,
  getAllLastLocationsRequestSchema,
  getDetailPicRequestSchema,
  getLastLocationQuerySchema,
  getLastLocationsRequestSchema,
  getObdDatasRequestSchema,
  getPictureByIdRequestSchema,
  historyPointSchema,
  historyRequestSchema,
  LAST_LOCATION_COLUMNS,
  locationColumnSchema,
  obdDataSchema,
  pictureInfoSchema,
  pictureSchema,
  trackerRecordSchema,
} from '@convoy/domain';
import { commonErrorResponses, envelope, errorEnvelope, ok } from '../http/envelope';
import { principalOf } from '../http/auth';
import { requestLanguage } from '../http/request-language';
import type { DeviceService } from '../device/device.service';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readAlarms, readHistory, readPicture, readPictures } from './location.repository';
import type { LocationService } from './location.service';
import { alarmWorkbook, lastLocationWorkbook } from './location-export';
import { checkTrackPeriod } from '../trip/trip.service';

/** The longest period one history query may span (SPEC.md §5: a month for track searches). */
const MAX_HISTORY_DAYS = 31;
const DAY_MS = 86_400_000;

function checkPeriod(start: Date, end: Date): void {
  if (start.getTime() > end.getTime()) throw new AppError(ERR.VALIDATION_START_AFTER_END, 400);
  if (end.getTime() - start.getTime() > MAX_HISTORY_DAYS * DAY_MS) {
    throw new AppError(ERR.VALIDATION_DATE_RANGE_TOO_LONG, 400, { days: MAX_HISTORY_DAYS });
  }
}

/**
 * The whole fleet's records are built here from typed values; checking tens of thousands of
 * them against the schema again on the way out would cost more than building them.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** The Location service of SPEC.md §7. */
export function registerLocationController(
  app: FastifyInstance,
  deps: { devices: DeviceService; db: Kysely<Database>; locations: LocationService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const recordList = envelope(z.array(trackerRecordSchema));

  api.post(
    '/api/Location/GetHistories',
    {
      schema: {
        tags: ['Location'],
        description:
          'Stored positions of one device between startTime and endTime (ISO 8601), in time order; optionally only those at or above minSpeed km/h. mode time or speed: at most a week; mode trip: at most a month.',
        body: historyRequestSchema,
        response: { 200: envelope(z.array(historyPointSchema)), ...commonErrorResponses },
      },
    },
    async (request) => {
      const { imei, startTime, endTime, minSpeed, mode } = request.body;
      const start = new Date(startTime);
      const end = new Date(endTime);
      checkTrackPeriod(start, end, mode);
      const device = await deps.devices.findVisible(principalOf(request).accountId, imei);
      return ok(await readHistory(deps.db, device.id, start, end, minSpeed));
    },
  );

  api.post(
    '/api/Location/GetAllLastLocations',
    {
      schema: {
        tags: ['Location'],
        description:
          'Every device the caller sees (its tree and vehicle grants) with its last location, last alarm and display status, derived under onlinePlanPar and vehicleParkingPar (the account’s general setting fills what is left out).',
        body: getAllLastLocationsRequestSchema.optional(),
        response: { 200: recordList, ...commonErrorResponses },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const text = await deps.locations.allLastLocationsJson(
        principalOf(request).accountId,
        request.body ?? {},
      );
      // The answer is already JSON text in the envelope of the schema above.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(text);
    },
  );

  api.post(
    '/api/Location/GetAllLastLocationsCompact',
    {
      schema: {
        tags: ['Location'],
        description:
          'GetAllLastLocations in a compact form, for loading a whole fleet at once (the realtime monitor): `fields` names the values of the tracker, lastLoc and lastAlarm parts, and each row is `[tracker values, lastLoc values or null, lastAlarm values or null, status, motion]`, the values in the order of `fields`. Same devices, plans and order as GetAllLastLocations.',
        body: getAllLastLocationsRequestSchema.optional(),
        response: {
          200: envelope(
            z.object({
              fields: z.object({
                tracker: z.array(z.string()),
                lastLoc: z.array(z.string()),
                lastAlarm: z.array(z.string()),
              }),
              rows: z.array(
                z.tuple([
                  z.array(z.unknown()),
                  z.array(z.unknown()).nullable(),
                  z.array(z.unknown()).nullable(),
                  trackerRecordSchema.shape.status,
                  trackerRecordSchema.shape.motion,
                ]),
              ),
            }),
          ),
          ...commonErrorResponses,
        },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const text = await deps.locations.allLastLocationsJson(
        principalOf(request).accountId,
        request.body ?? {},
        'compact',
      );
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(text);
    },
  );

  api.post(
    '/api/Location/GetLastLocations',
    {
      schema: {
        tags: ['Location'],
        description: 'The tracker records of the named devices, in the order asked.',
        body: getLastLocationsRequestSchema,
        response: { 200: recordList, ...commonErrorResponses },
      },
      serializerCompiler: plainJson,
    },
    async (request) =>
      ok(
        await deps.locations.lastLocations(
          principalOf(request).accountId,
          request.body.imeis,
          request.body,
        ),
      ),
  );

  api.get(
    '/api/Location/GetLastLocation',
    {
      schema: {
        tags: ['Location'],
        description: 'The tracker record of one device.',
        querystring: getLastLocationQuerySchema,
        response: { 200: envelope(trackerRecordSchema), ...commonErrorResponses },
      },
    },
    async (request) => {
      const [record] = await deps.locations.lastLocations(principalOf(request).accountId, [
        request.query.imei,
      ]);
      return ok(record as z.infer<typeof trackerRecordSchema>);
    },
  );

  const columnsResponse = { 200: envelope(z.array(locationColumnSchema)), ...commonErrorResponses };
  api.post(
    '/api/Location/GetLastLocationColumns',
    {
      schema: {
        tags: ['Location'],
        description: 'The columns of the last-location table, in order, with widths.',
        response: columnsResponse,
      },
    },
    () => ok([...LAST_LOCATION_COLUMNS]),
  );
  api.post(
    '/api/Location/GetAlarmColumns',
    {
      schema: {
        tags: ['Location'],
        description: 'The columns of the alarm table, in order, with widths.',
        response: columnsResponse,
      },
    },
    () => ok([...ALARM_COLUMNS]),
  );
  api.get(
    '/api/Location/columns',
    {
      schema: {
        tags: ['Location'],
        description: 'Both column sets of the location tables.',
        response: {
          200: envelope(
            z.object({
              lastLocation: z.array(locationColumnSchema),
              alarm: z.array(locationColumnSchema),
            }),
          ),
          ...commonErrorResponses,
        },
      },
    },
    () => ok({ lastLocation: [...LAST_LOCATION_COLUMNS], alarm: [...ALARM_COLUMNS] }),
  );

  api.post(
    '/api/Location/GetObdDatas',
    {
      schema: {
        tags: ['Location'],
        description:
          'The OBD and sensor values of the device’s latest report, keyed by code (CAN0XA04B: network usage).',
        body: getObdDatasRequestSchema,
        response: { 200: envelope(obdDataSchema), ...commonErrorResponses },
      },
    },
    async (request) => {
      const device = await deps.devices.findVisible(
        principalOf(request).accountId,
        request.body.imei,
      );
      const values: Record<string, string | number | boolean> = {};
      for (const [code, value] of Object.entries(
        deps.locations.entry(device.id)?.attributes ?? {},
      )) {
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
          values[code] = value;
        }
      }
      return ok(values);
    },
  );

  api.post(
    '/api/Location/GetAlarms',
    {
      schema: {
        tags: ['Location'],
        description:
          'Alarm reports (event above 0 and not 35, or a raised alarm bit) of the caller’s devices in a period of at most 31 days, newest first.',
        body: getLocationAlarmsRequestSchema,
        response: { 200: envelope(z.array(alarmRecordSchema)), ...commonErrorResponses },
      },
    },
    async (request) => {
      const start = new Date(request.body.startTime);
      const end = new Date(request.body.endTime);
      checkPeriod(start, end);
      const devices = await visibleDevices(
        deps.locations,
        principalOf(request).accountId,
        request.body.imeis,
      );
      return ok(await readAlarms(deps.db, devices, start, end, request.body.limit));
    },
  );

  api.post(
    '/api/Location/GetDetailPic',
    {
      schema: {
        tags: ['Location'],
        description:
          'The pictures a device took (JT/T 808 0x0801), newest first, without their data.',
        body: getDetailPicRequestSchema,
        response: { 200: envelope(z.array(pictureInfoSchema)), ...commonErrorResponses },
      },
    },
    async (request) => {
      const device = await deps.devices.findVisible(
        principalOf(request).accountId,
        request.body.imei,
      );
      const end = request.body.endTime ? new Date(request.body.endTime) : new Date();
      const start = request.body.startTime
        ? new Date(request.body.startTime)
        : new Date(end.getTime() - MAX_HISTORY_DAYS * DAY_MS);
      checkPeriod(start, end);
      return ok(await readPictures(deps.db, { id: device.id, imei: device.imei }, start, end));
    },
  );

  api.post(
    '/api/Location/GetPictureByID',
    {
      schema: {
        tags: ['Location'],
        description: 'Pictures by id, with their data as data: URLs.',
        body: getPictureByIdRequestSchema,
        response: {
          200: envelope(z.array(pictureSchema)),
          404: errorEnvelope,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const trackers = await deps.locations.visibleTrackers(principalOf(request).accountId);
      const visible = new Map(trackers.map((t) => [t.info.id, t.info.imei]));
      const pictures = [];
      for (const id of request.body.ids) {
        const picture = await readPicture(deps.db, id, visible);
        if (!picture) throw new AppError(ERR.MEDIA_PICTURE_NOT_FOUND, 404);
        pictures.push(picture);
      }
      return ok(pictures);
    },
  );

  api.post(
    '/api/Location/ExportExcel',
    {
      schema: {
        tags: ['Location'],
        description:
          'The last-location table (kind lastLocations) or the alarms of a period (kind alarms) as an .xlsx file; “empty data” when there is nothing to export.',
        body: exportExcelRequestSchema,
        response: {
          200: z.unknown().describe('The .xlsx file'),
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const accountId = principalOf(request).accountId;
      const language = requestLanguage(request);
      const { kind, imeis } = request.body;
      let workbook;
      if (kind === 'lastLocations') {
        const records = imeis
          ? await deps.locations.lastLocations(accountId, imeis)
          : await deps.locations.allLastLocations(accountId, {});
        if (records.length === 0) throw new AppError(ERR.GENERIC_EMPTY_DATA, 400);
        workbook = lastLocationWorkbook(records, language);
      } else {
        const end = request.body.endTime ? new Date(request.body.endTime) : new Date();
        const start = request.body.startTime
          ? new Date(request.body.startTime)
          : new Date(end.getTime() - DAY_MS);
        checkPeriod(start, end);
        const devices = await visibleDevices(deps.locations, accountId, imeis);
        const alarms = await readAlarms(deps.db, devices, start, end, 5000);
        if (alarms.length === 0) throw new AppError(ERR.GENERIC_EMPTY_DATA, 400);
        workbook = alarmWorkbook(alarms, language);
      }
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="${kind}.xlsx"`)
        .send(buffer);
    },
  );
}

/** The caller's devices, or the named ones among them (a foreign one is refused). */
async function visibleDevices(
  locations: LocationService,
  accountId: string,
  imeis: readonly string[] | undefined,
): Promise<{ id: string; imei: string; name: string }[]> {
  const trackers = await locations.visibleTrackers(accountId);
  const all = trackers.map((t) => ({ id: t.info.id, imei: t.info.imei, name: t.info.name }));
  if (!imeis) return all;
  const byImei = new Map(all.map((d) => [d.imei.replace(/^0+/, ''), d]));
  return imeis.map((imei) => {
    const device = byImei.get(imei.replace(/^0+/, ''));
    if (!device) throw new AppError(ERR.GENERIC_PERMISSION_DENIED, 403);
    return device;
  });
}
