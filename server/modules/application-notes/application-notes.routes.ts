import { Hono } from 'hono';
import { isUuid } from '@shared/ids';
import { noteSchema } from '@shared/note-schemas';
import { pageQuerySchema } from '@shared/pagination';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/app-error';
import { readJson, readQuery } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import { applicationIdParam } from '../track-applications/application-review.routes';
import { type ApplicationNotesService, NOTE_NOT_FOUND } from './application-notes.service';
import { describeRoute } from '../../openapi/describe-route';

function noteIdParam(id: string): string {
  if (!isUuid(id)) throw notFound(NOTE_NOT_FOUND);
  return id;
}

// /api/admin/applications/:applicationId/notes — admins and reviewers (D12).
export function applicationNotesRoutes(notes: ApplicationNotesService) {
  return new Hono<AppEnv>()
    .get(
      '/:applicationId/notes',
      describeRoute({
        summary: "An application's internal notes, newest first",
        access: 'staff',
        query: pageQuerySchema,
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const applicationId = applicationIdParam(c.req.param('applicationId'));
        return c.json(await notes.list(applicationId, readQuery(c, pageQuerySchema), currentUser(c).id));
      },
    )
    .post(
      '/:applicationId/notes',
      describeRoute({ summary: 'Add an internal note', access: 'staff', body: noteSchema, status: 201 }),
      async (c) => {
        const applicationId = applicationIdParam(c.req.param('applicationId'));
        const note = await readJson(c, noteSchema);
        return c.json(await notes.add(applicationId, note, currentUser(c).id), 201);
      },
    )
    .patch(
      '/:applicationId/notes/:noteId',
      describeRoute({ summary: "Edit one of the caller's own notes", access: 'staff', body: noteSchema }),
      async (c) => {
        const applicationId = applicationIdParam(c.req.param('applicationId'));
        const noteId = noteIdParam(c.req.param('noteId'));
        const note = await readJson(c, noteSchema);
        return c.json(await notes.edit(applicationId, noteId, note, currentUser(c).id));
      },
    )
    .delete(
      '/:applicationId/notes/:noteId',
      describeRoute({
        summary: "Delete one of the caller's own notes",
        access: 'staff',
        status: 204,
        answers: 'nothing',
      }),
      async (c) => {
        const applicationId = applicationIdParam(c.req.param('applicationId'));
        await notes.remove(applicationId, noteIdParam(c.req.param('noteId')), currentUser(c).id);
        return c.body(null, 204);
      },
    );
}
