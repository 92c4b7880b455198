import { Hono, type MiddlewareHandler } from 'hono';
import { opportunityListQuerySchema } from '@shared/opportunity-filters';
import type { AppEnv } from '../../app-env';
import { keptJson } from '../../lib/kept-body';
import { readQuery } from '../../lib/request-body';
import type { OpportunitiesService } from './opportunities.service';
import type { OpportunityTagsService } from './opportunity-tags.service';
import { describeRoute } from '../../openapi/describe-route';

// Public reads (spec §7 opportunities): anyone may browse open opportunities. The list (and its
// search) is limited per address for anonymous callers (issue 17, `limitList`); the list page
// rendered on the server asks through it too.
export function opportunitiesRoutes(
  opportunities: OpportunitiesService,
  tags: OpportunityTagsService,
  limitList: MiddlewareHandler<AppEnv>,
) {
  return new Hono<AppEnv>()
    .get(
      '/opportunities',
      describeRoute({
        summary:
          'Open opportunities, searched (D21), filtered, sorted (D22) and paged; anonymous callers are rate limited',
        access: 'anyone',
        query: opportunityListQuerySchema,
      }),
      limitList,
      async (c) => keptJson(c, await opportunities.listOpen(readQuery(c, opportunityListQuerySchema))),
    )
    .get(
      '/opportunities/:id',
      describeRoute({
        summary: 'One opportunity (open ones for anyone; others for those who applied, and admins)',
        access: 'anyone',
      }),
      async (c) => keptJson(c, await opportunities.getVisible(c.req.param('id'), c.get('user'))),
    )
    .get(
      '/opportunities/:id/similar',
      describeRoute({ summary: 'Open opportunities like this one', access: 'anyone' }),
      async (c) => keptJson(c, await opportunities.similarTo(c.req.param('id'), c.get('user'))),
    )
    .get('/opportunity-tags', describeRoute({ summary: 'Every tag', access: 'anyone' }), async (c) =>
      c.json(await tags.list()),
    );
}
