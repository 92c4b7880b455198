import { Hono } from 'hono';
import { isUuid } from '@shared/ids';
import { liftBlockSchema } from '@shared/reliability';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/app-error';
import { readJson } from '../../lib/request-body';
import { currentUser, type RolesLookup, requireRole } from '../../middleware/require-role';
import { describeRoute } from '../../openapi/describe-route';
import { RELIABILITY_MESSAGES, type ReliabilityService } from './reliability.service';

const personIdOf = (id: string) => {
  if (!isUuid(id)) throw notFound(RELIABILITY_MESSAGES.personNotFound);
  return id;
};

// /api/admin/people/:personId/reliability…: a person's reliability on their user page (D37).
// Reviewers may use /api/admin/people (the communication log), so these check for an admin
// themselves (D12: the user pages are admin-only).
export function reliabilityRoutes(reliability: ReliabilityService, rolesOf: RolesLookup) {
  const adminsOnly = requireRole(rolesOf, ['admin']);
  return new Hono<AppEnv>()
    .get(
      '/:personId/reliability',
      describeRoute({
        summary: "A person's reliability: the last bookings that ended, and a block in force (D37)",
        access: 'admins',
      }),
      adminsOnly,
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await reliability.standing(personIdOf(c.req.param('personId'))));
      },
    )
    .post(
      '/:personId/reliability-block/lift',
      describeRoute({
        summary: 'Lift the block two no-shows put on applying, with a note (D37; never on oneself, D31)',
        access: 'admins',
        body: liftBlockSchema,
      }),
      adminsOnly,
      async (c) => {
        const personId = personIdOf(c.req.param('personId'));
        const { note } = await readJson(c, liftBlockSchema);
        return c.json(await reliability.liftBlock(personId, note, currentUser(c).id));
      },
    );
}
