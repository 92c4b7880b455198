import { Hono } from 'hono';
import {
  applicationStatusSchema,
  applicationsFilterSchema,
  applicationsQuerySchema,
  bulkStatusSchema,
} from '@shared/application-review-schemas';
import { isUuid } from '@shared/ids';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/app-error';
import { csvHeaders, csvStream } from '../../lib/csv';
import { readJson, readQuery } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import { APPLICATION_NOT_FOUND, type ApplicationReviewService } from './application-review.service';
import { describeRoute } from '../../openapi/describe-route';

// A malformed id is simply not found.
export function applicationIdParam(id: string): string {
  if (!isUuid(id)) throw notFound(APPLICATION_NOT_FOUND);
  return id;
}

// /api/admin/applications — admins and reviewers (the admin guard, D12).
export function applicationReviewRoutes(review: ApplicationReviewService) {
  return new Hono<AppEnv>()
    .get(
      '/',
      describeRoute({
        summary: 'Track applications, searched and filtered by status',
        access: 'staff',
        query: applicationsQuerySchema,
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await review.list(readQuery(c, applicationsQuerySchema)));
      },
    )
    .get(
      '/export',
      describeRoute({
        summary: 'The applications table as CSV (its filter and order), streamed',
        access: 'staff',
        query: applicationsFilterSchema,
        answers: 'csv',
      }),
      (c) => {
        return new Response(csvStream(review.exportRows(readQuery(c, applicationsFilterSchema))), {
          headers: csvHeaders('applications'),
        });
      },
    )
    .post(
      '/bulk-status',
      describeRoute({
        summary: 'Set the status of many track applications at once, all or nothing (each logged and emailed as alone)',
        access: 'staff',
        body: bulkStatusSchema,
      }),
      async (c) => c.json(await review.setStatusInBulk(await readJson(c, bulkStatusSchema), currentUser(c).id)),
    )
    .get(
      '/:id',
      describeRoute({ summary: "One track application with the applicant's profile", access: 'staff' }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await review.detail(applicationIdParam(c.req.param('id')), currentUser(c).id));
      },
    )
    .put(
      '/:id/status',
      describeRoute({
        summary: "Set a track application's status (emails the applicant when switched on)",
        access: 'staff',
        body: applicationStatusSchema,
      }),
      async (c) => {
        const id = applicationIdParam(c.req.param('id'));
        const { status } = await readJson(c, applicationStatusSchema);
        const actorId = currentUser(c).id;
        await review.setStatus(id, status, actorId);
        return c.json(await review.detail(id, actorId));
      },
    );
}
