import { Hono } from 'hono';
import { uuidSchema } from '@shared/ids';
import { addTeamMemberSchema, changeTeamRoleSchema, teamConfirmationLinkSchema } from '@shared/team-schemas';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/app-error';
import { readJson } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import { describeRoute } from '../../openapi/describe-route';
import type { AccountsService } from '../accounts/accounts.service';
import type { TeamService } from './team.service';

// /api/admin/team — admin only (the admin guard).
export function teamRoutes(team: TeamService, accounts: Pick<AccountsService, 'sendConfirmationLink'>) {
  return (
    new Hono<AppEnv>()
      .get('/', describeRoute({ summary: 'The team: admins and reviewers', access: 'admins' }), async (c) =>
        c.json({ items: await team.list() }),
      )
      // D30: roles need a confirmed address; the team page sends the link again.
      .post(
        '/confirmation-link',
        describeRoute({
          summary: 'Send an account the email confirmation link again (roles need a confirmed address, D30)',
          access: 'admins',
          body: teamConfirmationLinkSchema,
          status: 202,
        }),
        async (c) => {
          const { email } = await readJson(c, teamConfirmationLinkSchema);
          await accounts.sendConfirmationLink(email);
          return c.json({ ok: true }, 202);
        },
      )
      .post(
        '/',
        describeRoute({
          summary: 'Give an existing account with a confirmed email a team role',
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
      .patch(
        '/:roleId',
        describeRoute({
          summary: "Change a team member's role in place (the team keeps an admin)",
          access: 'admins',
          body: changeTeamRoleSchema,
          status: 204,
          answers: 'nothing',
        }),
        async (c) => {
          const roleId = c.req.param('roleId');
          if (!uuidSchema.safeParse(roleId).success) throw notFound('Team member not found');
          await team.changeRole(roleId, await readJson(c, changeTeamRoleSchema), currentUser(c).id);
          return c.body(null, 204);
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
      )
  );
}
