import { Hono } from 'hono';
import {
  messageEmailPreferenceSchema,
  messageSchema,
  personInboxQuerySchema,
  threadQuerySchema,
} from '@shared/messages';
import type { AppEnv } from '../../app-env';
import { readJson, readQuery } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import { describeRoute } from '../../openapi/describe-route';
import type { MessagesService } from './messages.service';
import { threadParams } from './thread-params';

// /api/messages — D35, a person's side: their own threads only (another's is not found).
export function messagesRoutes(messages: MessagesService) {
  return new Hono<AppEnv>()
    .get(
      '/threads',
      describeRoute({
        summary: "The caller's conversations, newest activity first",
        access: 'members',
        query: personInboxQuerySchema,
      }),
      async (c) => c.json(await messages.person.inbox(currentUser(c), readQuery(c, personInboxQuerySchema))),
    )
    .get(
      '/unread',
      describeRoute({ summary: 'How many messages to the caller are unread', access: 'members' }),
      async (c) => c.json(await messages.person.unread(currentUser(c))),
    )
    .get(
      '/threads/:kind/:subjectId',
      describeRoute({
        summary: "One of the caller's conversations (an application's or an invitation's), newest first",
        access: 'members',
        query: threadQuerySchema,
      }),
      async (c) => {
        const { kind, subjectId } = threadParams(c);
        const { before } = readQuery(c, threadQuerySchema);
        return c.json(await messages.person.thread(currentUser(c), kind, subjectId, before));
      },
    )
    .post(
      '/threads/:kind/:subjectId/messages',
      describeRoute({
        summary: 'Write to the team in one of the caller’s conversations (30 an hour)',
        access: 'members',
        body: messageSchema,
        status: 201,
      }),
      async (c) => {
        const { kind, subjectId } = threadParams(c);
        const { body } = await readJson(c, messageSchema);
        return c.json(await messages.person.write(currentUser(c), kind, subjectId, body), 201);
      },
    )
    .post(
      '/threads/:kind/:subjectId/read',
      describeRoute({
        summary: 'Mark one of the caller’s conversations read',
        access: 'members',
        status: 204,
        answers: 'nothing',
      }),
      async (c) => {
        const { kind, subjectId } = threadParams(c);
        await messages.person.markRead(currentUser(c), kind, subjectId);
        return c.body(null, 204);
      },
    )
    .get(
      '/email-preference',
      describeRoute({ summary: 'How message emails reach the caller', access: 'members' }),
      async (c) => c.json(await messages.person.preference(currentUser(c))),
    )
    .put(
      '/email-preference',
      describeRoute({
        summary: 'Choose how message emails reach the caller: each, daily or off',
        access: 'members',
        body: messageEmailPreferenceSchema,
      }),
      async (c) => {
        const { frequency } = await readJson(c, messageEmailPreferenceSchema);
        return c.json(await messages.person.setPreference(currentUser(c), frequency));
      },
    );
}
