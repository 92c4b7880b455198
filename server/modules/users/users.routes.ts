import { Hono } from 'hono';
import { isUuid } from '@shared/ids';
import { personStandingSchema, usersFilterSchema, usersQuerySchema } from '@shared/user-admin-schemas';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/app-error';
import { csvHeaders, csvStream } from '../../lib/csv';
import { readJson, readQuery } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import type { UsersService } from './users.service';
import { describeRoute } from '../../openapi/describe-route';

function personId(id: string): string {
  if (!isUuid(id)) throw notFound('User not found');
  return id;
}

// /api/admin/users — admin only (the admin guard).
export function usersRoutes(users: UsersService) {
  return new Hono<AppEnv>()
    .get(
      '/',
      describeRoute({
        summary: 'Platform users, searched and filtered by status and rank',
        access: 'admins',
        query: usersQuerySchema,
      }),
      async (c) => c.json(await users.list(readQuery(c, usersQuerySchema))),
    )
    .get(
      '/export',
      describeRoute({
        summary: 'The users table as CSV (its filter and order), streamed',
        access: 'admins',
        query: usersFilterSchema,
        answers: 'csv',
      }),
      (c) => {
        return new Response(csvStream(users.exportRows(readQuery(c, usersFilterSchema))), {
          headers: csvHeaders('users'),
        });
      },
    )
    .get('/:id', describeRoute({ summary: 'One user and their applications', access: 'admins' }), async (c) =>
      c.json(await users.detail(personId(c.req.param('id')), currentUser(c).id)),
    )
    .patch(
      '/:id',
      describeRoute({ summary: "Set a user's status and rank (D13)", access: 'admins', body: personStandingSchema }),
      async (c) => {
        const id = personId(c.req.param('id'));
        return c.json(await users.setStanding(id, await readJson(c, personStandingSchema), currentUser(c).id));
      },
    );
}
