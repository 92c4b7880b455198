import { Hono } from 'hono';
import { isUuid } from '@shared/ids';
import { interactionSchema } from '@shared/interaction-schemas';
import { pageQuerySchema } from '@shared/pagination';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/app-error';
import { readJson, readQuery } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import { type Caller, INTERACTION_NOT_FOUND, type InteractionsService, PERSON_NOT_FOUND } from './interactions.service';
import { describeRoute } from '../../openapi/describe-route';

function idParam(id: string, message: string): string {
  if (!isUuid(id)) throw notFound(message);
  return id;
}

function caller(c: Parameters<typeof currentUser>[0]): Caller {
  return { id: currentUser(c).id, roles: c.get('roles') ?? [] };
}

// /api/admin/people/:personId/interactions — admins and reviewers (the admin guard, D12).
export function interactionsRoutes(interactions: InteractionsService) {
  return new Hono<AppEnv>()
    .get(
      '/:personId/interactions',
      describeRoute({
        summary: "A person's communication log, newest first",
        access: 'staff',
        query: pageQuerySchema,
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const personId = idParam(c.req.param('personId'), PERSON_NOT_FOUND);
        return c.json(await interactions.list(personId, readQuery(c, pageQuerySchema), caller(c)));
      },
    )
    .post(
      '/:personId/interactions',
      describeRoute({
        summary: 'Log a call, email, meeting or note with a person',
        access: 'staff',
        body: interactionSchema,
        status: 201,
      }),
      async (c) => {
        const personId = idParam(c.req.param('personId'), PERSON_NOT_FOUND);
        const interaction = await readJson(c, interactionSchema);
        return c.json(await interactions.log(personId, interaction, caller(c)), 201);
      },
    )
    .delete(
      '/:personId/interactions/:interactionId',
      describeRoute({
        summary: 'Delete a log entry (its author, or an admin)',
        access: 'staff',
        status: 204,
        answers: 'nothing',
      }),
      async (c) => {
        const personId = idParam(c.req.param('personId'), PERSON_NOT_FOUND);
        const interactionId = idParam(c.req.param('interactionId'), INTERACTION_NOT_FOUND);
        await interactions.remove(personId, interactionId, caller(c));
        return c.body(null, 204);
      },
    );
}
