import { Hono } from 'hono';
import { coverLetterApplicationSchema, creativeApplicationSchema } from '@shared/opportunity-application';
import type { AppEnv } from '../../app-env';
import { readJsonBody } from '../../lib/request-body';
import { currentUser, refuseLostSession } from '../../middleware/require-role';
import type { OpportunityApplicationsService } from './opportunity-applications.service';
import { describeRoute } from '../../openapi/describe-route';

// spec §7: a person applies to an opportunity, reads their own application to it and (D11)
// withdraws it while pending.
export function opportunityApplicationsRoutes(applications: OpportunityApplicationsService) {
  return new Hono<AppEnv>()
    .get(
      '/opportunities/:id/application',
      describeRoute({ summary: "The caller's own application to this opportunity, if any", access: 'members' }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await applications.myApplication(currentUser(c), c.req.param('id')));
      },
    )
    .post(
      '/opportunities/:id/applications',
      describeRoute({
        summary: 'Apply to an opportunity',
        description:
          'A cover letter, or for creative opportunities the four creative answers (the opportunity decides which).',
        access: 'members',
        body: [coverLetterApplicationSchema, creativeApplicationSchema],
        status: 201,
      }),
      async (c) => {
        refuseLostSession(c);
        // The schema depends on the opportunity (creative or not), so the service parses the body.
        const body = c.get('user') ? await readJsonBody(c) : undefined;
        return c.json(await applications.apply(c.get('user'), c.req.param('id'), body), 201);
      },
    )
    .post(
      '/opportunities/:id/application/withdraw',
      describeRoute({ summary: "Withdraw the caller's pending application (D11)", access: 'members' }),
      async (c) => c.json(await applications.withdraw(currentUser(c), c.req.param('id'))),
    );
}
