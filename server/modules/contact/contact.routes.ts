import { Hono } from 'hono';
import { contactMessageSchema } from '@shared/contact-schemas';
import type { AppEnv } from '../../app-env';
import { readJson } from '../../lib/request-body';
import { refuseLostSession } from '../../middleware/require-role';
import { describeRoute } from '../../openapi/describe-route';
import type { ContactService } from './contact.service';

// Issue 16: the contact page's message to the team, signed in or not (docs/decisions/092).
export function contactRoutes(service: ContactService) {
  return new Hono<AppEnv>().post(
    '/contact',
    describeRoute({
      summary: 'Send the team a message (signed in: into the communication log; else with an email address)',
      access: 'anyone',
      body: contactMessageSchema,
      status: 201,
    }),
    async (c) => {
      // A session that ended is told so, rather than taken for a visitor without an address.
      refuseLostSession(c);
      const message = await readJson(c, contactMessageSchema);
      return c.json(await service.send(c.get('user'), c.get('clientIp'), message), 201);
    },
  );
}
