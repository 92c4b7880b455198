import { Hono, type MiddlewareHandler } from 'hono';
import { opportunityListQuerySchema } from '@shared/opportunity-filters';
import type { AppEnv } from '../../app-env';
import { keptJson } from '../../lib/json-response';
import { readQuery } from '../../lib/request-body';
import type { OpportunitiesService } from './opportunities.service';
import type { OpportunityTagsService } from './opportunity-tags.service';

// Public reads (spec §7 opportunities): anyone may browse open opportunities. The list (and its
// search) is limited per address for anonymous callers (issue 17, `limitList`); the list page
// rendered on the server asks through it too.
export function opportunitiesRoutes(
  opportunities: OpportunitiesService,
  tags: OpportunityTagsService,
  limitList: MiddlewareHandler<AppEnv>,
) {
  return new Hono<AppEnv>()
    .get('/opportunities', limitList, async (c) =>
      keptJson(c, await opportunities.listOpen(readQuery(c, opportunityListQuerySchema))),
    )
    .get('/opportunities/:id', async (c) => c.json(await opportunities.getVisible(c.req.param('id'), c.get('user'))))
    .get('/opportunities/:id/similar', async (c) =>
      keptJson(c, await opportunities.similarTo(c.req.param('id'), c.get('user'))),
    )
    .get('/opportunity-tags', async (c) => c.json(await tags.list()));
}
