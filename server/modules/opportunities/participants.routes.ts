import { Hono } from 'hono';
import { isUuid } from '@shared/ids';
import { participantStatusSchema, participantsQuerySchema } from '@shared/opportunity-participants';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/app-error';
import { csvHeaders, csvStream } from '../../lib/csv';
import { readJson, readQuery } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import { PARTICIPANT_NOT_FOUND, type ParticipantsService } from './participants.service';
import { describeRoute } from '../../openapi/describe-route';

// A malformed id is simply not found.
function applicationIdParam(id: string): string {
  if (!isUuid(id)) throw notFound(PARTICIPANT_NOT_FOUND);
  return id.toLowerCase();
}

// /api/admin/opportunities/:id/participants — admins only (the admin guard, D12).
export function participantsRoutes(participants: ParticipantsService) {
  return new Hono<AppEnv>()
    .get(
      '/:id/participants',
      describeRoute({
        summary: "An opportunity's applicants by status, with its spots",
        access: 'admins',
        query: participantsQuerySchema,
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(
          await participants.list(c.req.param('id'), readQuery(c, participantsQuerySchema), currentUser(c).id),
        );
      },
    )
    .get(
      '/:id/participants/export',
      describeRoute({ summary: "An opportunity's applicants as CSV, streamed", access: 'admins', answers: 'csv' }),
      async (c) => {
        return new Response(csvStream(await participants.exportRows(c.req.param('id'))), {
          headers: csvHeaders('participants'),
        });
      },
    )
    .put(
      '/:id/participants/:applicationId/status',
      describeRoute({
        summary: 'Move an applicant: accept, waitlist, decline or complete (emails them when switched on)',
        access: 'admins',
        body: participantStatusSchema,
      }),
      async (c) => {
        const applicationId = applicationIdParam(c.req.param('applicationId'));
        const { status } = await readJson(c, participantStatusSchema);
        return c.json(await participants.setStatus(c.req.param('id'), applicationId, status, currentUser(c).id));
      },
    );
}
