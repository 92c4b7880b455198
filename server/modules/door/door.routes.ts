import { Hono } from 'hono';
import { doorQuerySchema, doorScanSchema, noShowCorrectionSchema } from '@shared/door';
import type { AppEnv } from '../../app-env';
import { csvHeaders, csvStream } from '../../lib/csv';
import { readJson, readQuery } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import { describeRoute } from '../../openapi/describe-route';
import type { DoorService } from './door.service';

// /api/admin/door/:opportunityId — issue 42 (D36): the door of an event. Admins only: the admin
// guard lets reviewers nowhere near it (D12).
export function doorRoutes(door: DoorService) {
  return new Hono<AppEnv>()
    .get(
      '/:opportunityId',
      describeRoute({
        summary: "An event's door: its times and check-in window, the counters, its bookings by name",
        access: 'admins',
        query: doorQuerySchema,
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const query = readQuery(c, doorQuerySchema);
        return c.json(await door.state(c.req.param('opportunityId'), query, currentUser(c).id));
      },
    )
    .post(
      '/:opportunityId/scans',
      describeRoute({
        summary:
          'Check a booking in by its ticket, its door code or its name; the same nonce again answers the first answer (D36; never oneself, D31)',
        access: 'admins',
        body: doorScanSchema,
      }),
      async (c) => {
        const input = await readJson(c, doorScanSchema);
        return c.json(await door.scan(c.req.param('opportunityId'), input, currentUser(c).id));
      },
    )
    .post(
      '/:opportunityId/bookings/:applicationId/check-out',
      describeRoute({ summary: 'Check a booking out: its hours end (never oneself, D31)', access: 'admins' }),
      async (c) =>
        c.json(await door.checkOut(c.req.param('opportunityId'), c.req.param('applicationId'), currentUser(c).id)),
    )
    .post(
      '/:opportunityId/bookings/:applicationId/no-show-correction',
      describeRoute({
        summary: 'Correct a no-show with a reason: checked in again, logged (D36; never oneself, D31)',
        access: 'admins',
        body: noShowCorrectionSchema,
      }),
      async (c) => {
        const { reason } = await readJson(c, noShowCorrectionSchema);
        return c.json(
          await door.correctNoShow(
            c.req.param('opportunityId'),
            c.req.param('applicationId'),
            reason,
            currentUser(c).id,
          ),
        );
      },
    )
    .get(
      '/:opportunityId/hours',
      describeRoute({
        summary: "An event's hours as CSV: check-in, check-out, name and role of everyone checked in",
        access: 'admins',
        answers: 'csv',
      }),
      async (c) =>
        new Response(csvStream(await door.hoursExport(c.req.param('opportunityId'))), {
          headers: csvHeaders('hours'),
        }),
    );
}
