import { Hono } from 'hono';
import { uuidSchema } from '@shared/ids';
import { addTeamMemberSchema } from '@shared/team-schemas';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/app-error';
import { readJson } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import type { TeamService } from './team.service';
import { describeRoute } from '../../openapi/describe-route';

// /api/admin/team — admin only (the admin guard).
export function teamRoutes(team: TeamService) {
  return new Hono<AppEnv>()
    .get('/', describeRoute({ summary: 'The team: admins and reviewers', access: 'admins' }), async (c) =>
      c.json({ items: await team.list() }),
    )
    .post(
      '/',
      describeRoute({
        summary: 'Give an existing account a team role',
        access: 'admins',
        body: addTeamMemberSchema,
        status: 201,
      }),
      async (c) => {
        const actor = currentUser(c);
        const input = await readJson(c, addTeamMemberSchema);
        await team.add(input, actor.id);
        return c.json({ ok: true }, 201);
      },
    )
    .delete(
      '/:roleId',
      describeRoute({ summary: 'Take a team role away', access: 'admins', status: 204, answers: 'nothing' }),
      async (c) => {
        const actor = currentUser(c);
        const roleId = c.req.param('roleId');
        if (!uuidSchema.safeParse(roleId).success) throw notFound('Team member not found');
        await team.remove(roleId, actor.id);
        return c.body(null, 204);
      },
    );
}
