import { Hono } from 'hono';
import { isUuid } from '@shared/ids';
import { invitableQuerySchema, invitationsQuerySchema, inviteSchema } from '@shared/invitations';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/app-error';
import { readJson, readQuery } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import { describeRoute } from '../../openapi/describe-route';
import { INVITATION_NOT_FOUND, type InvitationsService } from './invitations.service';

// A malformed id is simply not found.
function invitationIdParam(id: string): string {
  if (!isUuid(id)) throw notFound(INVITATION_NOT_FOUND);
  return id.toLowerCase();
}

// D23, the invitee's side: their own invitations only (another's is not found).
export function myInvitationsRoutes(invitations: InvitationsService) {
  return new Hono<AppEnv>()
    .get(
      '/invitations',
      describeRoute({ summary: "The caller's invitations, newest first, where each stands now", access: 'members' }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await invitations.listMine(currentUser(c)));
      },
    )
    .post(
      '/invitations/:id/accept',
      describeRoute({ summary: 'Accept an invitation: takes a spot like an accepted application', access: 'members' }),
      async (c) => c.json(await invitations.accept(currentUser(c), invitationIdParam(c.req.param('id')))),
    )
    .post(
      '/invitations/:id/decline',
      describeRoute({ summary: 'Decline an invitation', access: 'members' }),
      async (c) => c.json(await invitations.decline(currentUser(c), invitationIdParam(c.req.param('id')))),
    );
}

// /api/admin/invitations — admins only (the admin guard, D12).
export function adminInvitationsRoutes(invitations: InvitationsService) {
  return new Hono<AppEnv>()
    .get(
      '/opportunities',
      describeRoute({
        summary: 'Opportunities one can be invited to (draft or open, not past), newest first, by title',
        access: 'admins',
        query: invitableQuerySchema,
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await invitations.invitable(readQuery(c, invitableQuerySchema).search));
      },
    )
    .post(
      '/',
      describeRoute({
        summary: 'Invite one or many people to an opportunity (emails each of them)',
        access: 'admins',
        body: inviteSchema,
        status: 201,
      }),
      async (c) => {
        const input = await readJson(c, inviteSchema);
        return c.json(await invitations.invite(input, currentUser(c).id), 201);
      },
    );
}

// /api/admin/opportunities/:id/invitations — admins only.
export function opportunityInvitationsRoutes(invitations: InvitationsService) {
  return new Hono<AppEnv>().get(
    '/:id/invitations',
    describeRoute({
      summary: "An opportunity's invitations, newest first, where each stands now",
      access: 'admins',
      query: invitationsQuerySchema,
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await invitations.listForOpportunity(c.req.param('id'), readQuery(c, invitationsQuerySchema)));
    },
  );
}
