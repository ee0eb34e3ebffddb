import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exportTrackRequestSchema,
  getTrackRequestSchema,
  getTripAndParkingRequestSchema,
  importTrackRequestSchema,
  trackSchema,
  tripAndParkingSchema,
} from '@convoy/domain';
import { commonErrorResponses, envelope, errorEnvelope, ok } from '../http/envelope';
import { principalOf } from '../http/auth';
import { requestLanguage } from '../http/request-language';
import { PACKED_TRACK_CONTENT_TYPE } from './packed-track';
import type { TripService } from './trip.service';

/** Trips and parking (SPEC.md §7 GetTripAndParking) and the playback track. */
export function registerTripController(app: FastifyInstance, deps: { trips: TripService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/Location/GetTripAndParking',
    {
      schema: {
        tags: ['Location'],
        description:
          'Stored trips (kind trip), parking stops (kind parking) or both, of up to 20 devices, that begin in [startTime, endTime): at most one month. Each segment belongs to the period it starts in, so the days of a month add up to the month.',
        body: getTripAndParkingRequestSchema,
        response: { 200: envelope(tripAndParkingSchema), ...commonErrorResponses },
      },
    },
    async (request) =>
      ok(await deps.trips.tripAndParking(principalOf(request).accountId, request.body)),
  );

  api.post(
    '/api/Trip/GetTrack',
    {
      schema: {
        tags: ['Trip'],
        description:
          'Every located position of one device in a period, as index-aligned columns, for playback. mode time or speed: at most a week (speed keeps points at or above minSpeed); mode trip: at most a month.',
        body: getTrackRequestSchema,
        response: { 200: envelope(trackSchema), ...commonErrorResponses },
      },
    },
    async (request) => ok(await deps.trips.track(principalOf(request).accountId, request.body)),
  );

  api.post(
    '/api/Trip/GetTrackPacked',
    {
      schema: {
        tags: ['Trip'],
        description:
          'The track of Trip/GetTrack, same points and limits, as one application/octet-stream answer for the playback screen (a month of 10-second points is 4 MB instead of 13 MB of JSON). Little-endian: u32 header length H; H bytes of UTF-8 JSON {imei, name, baseTime, count, alarms}; zeros to a multiple of 4; then count × u32 t (ms after baseTime), i32 lat and i32 lng (millionths of a degree), u16 speed (tenths of km/h), u16 course (degrees). Errors answer the JSON envelope.',
        body: getTrackRequestSchema,
        response: {
          200: z.unknown().describe('The packed track'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const body = await deps.trips.trackPacked(principalOf(request).accountId, request.body);
      return reply.header('Content-Type', PACKED_TRACK_CONTENT_TYPE).send(body);
    },
  );

  api.post(
    '/api/Trip/ExportTrack',
    {
      schema: {
        tags: ['Trip'],
        description:
          'The track of a period as .xlsx, GPX 1.1 or KML 2.2; “empty data” when there is no point.',
        body: exportTrackRequestSchema,
        response: {
          200: z.unknown().describe('The file'),
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const file = await deps.trips.exportTrack(
        principalOf(request).accountId,
        request.body,
        requestLanguage(request),
      );
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  api.post(
    '/api/Trip/ImportTrack',
    {
      schema: {
        tags: ['Trip'],
        description:
          'Stores the timed track points of a GPX file as the history of a device (moving from another platform, a phone recording): they pass the position pipeline, so trips and stops follow. Answers how many points were stored.',
        body: importTrackRequestSchema,
        response: {
          200: envelope(z.object({ stored: z.number().int() })),
          ...commonErrorResponses,
        },
      },
    },
    async (request) =>
      ok({
        stored: await deps.trips.importGpx(
          principalOf(request).accountId,
          request.body.imei,
          request.body.gpx,
        ),
      }),
  );
}
