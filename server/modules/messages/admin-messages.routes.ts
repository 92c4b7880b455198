import type { Context } from 'hono';
import { Hono } from 'hono';
import { broadcastSchema, messageSchema, staffInboxQuerySchema, threadQuerySchema } from '@shared/messages';
import type { AppEnv } from '../../app-env';
import { readJson, readQuery } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import { describeRoute } from '../../openapi/describe-route';
import { opportunityIdOrNotFound } from '../opportunities/opportunity-id';
import type { MessagesService, StaffCaller } from './messages.service';
import { threadParams } from './thread-params';

const staffCaller = (c: Context<AppEnv>): StaffCaller => ({ user: currentUser(c), roles: c.get('roles') ?? [] });

// /api/admin/messages — D35, the staff's side: admins every thread, reviewers the track
// applications' (D12); never the caller's own (D31).
export function adminMessagesRoutes(messages: MessagesService) {
  return new Hono<AppEnv>()
    .get(
      '/threads',
      describeRoute({
        summary: 'The inbox: conversations the caller may read, newest activity first, filtered',
        access: 'staff',
        query: staffInboxQuerySchema,
      }),
      async (c) => c.json(await messages.staff.inbox(staffCaller(c), readQuery(c, staffInboxQuerySchema))),
    )
    .get(
      '/unread',
      describeRoute({ summary: 'How many messages from people no team member has read', access: 'staff' }),
      async (c) => c.json(await messages.staff.unread(staffCaller(c))),
    )
    .get(
      '/threads/:kind/:subjectId',
      describeRoute({
        summary: 'One conversation (an application’s or an invitation’s), newest first',
        access: 'staff',
        query: threadQuerySchema,
      }),
      async (c) => {
        const { kind, subjectId } = threadParams(c);
        const { before } = readQuery(c, threadQuerySchema);
        return c.json(await messages.staff.thread(staffCaller(c), kind, subjectId, before));
      },
    )
    .post(
      '/threads/:kind/:subjectId/messages',
      describeRoute({
        summary: 'Write to the person of a conversation',
        access: 'staff',
        body: messageSchema,
        status: 201,
      }),
      async (c) => {
        const { kind, subjectId } = threadParams(c);
        const { body } = await readJson(c, messageSchema);
        return c.json(await messages.staff.write(staffCaller(c), kind, subjectId, body), 201);
      },
    )
    .post(
      '/threads/:kind/:subjectId/read',
      describeRoute({
        summary: 'Mark a conversation read for the team',
        access: 'staff',
        status: 204,
        answers: 'nothing',
      }),
      async (c) => {
        const { kind, subjectId } = threadParams(c);
        await messages.staff.markRead(staffCaller(c), kind, subjectId);
        return c.body(null, 204);
      },
    );
}

// /api/admin/opportunities/:id/broadcasts — admins only (the admin guard, D12).
export function opportunityBroadcastRoutes(messages: MessagesService) {
  return new Hono<AppEnv>().post(
    '/:id/broadcasts',
    describeRoute({
      summary: 'Write one message to everyone accepted, waitlisted or both: each in their own conversation',
      access: 'admins',
      body: broadcastSchema,
      status: 201,
    }),
    async (c) => {
      const opportunityId = opportunityIdOrNotFound(c.req.param('id'));
      const input = await readJson(c, broadcastSchema);
      return c.json(await messages.staff.broadcast(staffCaller(c), { opportunityId, ...input }), 201);
    },
  );
}
