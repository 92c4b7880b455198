import { Hono } from 'hono';
import { opportunityFormSchema } from '@shared/opportunity-form';
import { pageQuerySchema } from '@shared/pagination';
import { createTagSchema } from '@shared/tag-schemas';
import type { AppEnv } from '../../app-env';
import { readJson, readQuery } from '../../lib/request-body';
import type { OpportunitiesService } from './opportunities.service';
import type { OpportunityTagsService } from './opportunity-tags.service';

// spec §7 admin opportunities and tags (spec §6: admins only). Mounted at
// /api/admin/opportunities; every route passes the admin guard (server/middleware/admin-guard.ts) first.
export function adminOpportunitiesRoutes(opportunities: OpportunitiesService, tags: OpportunityTagsService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await opportunities.adminList(readQuery(c, pageQuerySchema))))
    .post('/', async (c) => c.json(await opportunities.create(await readJson(c, opportunityFormSchema)), 201))
    .get('/:id', async (c) => c.json(await opportunities.adminGet(c.req.param('id'))))
    .put('/:id', async (c) =>
      c.json(await opportunities.update(c.req.param('id'), await readJson(c, opportunityFormSchema))),
    )
    .delete('/:id', async (c) => {
      await opportunities.remove(c.req.param('id'));
      return c.body(null, 204);
    })
    .put('/:id/tags/:tagId', async (c) => c.json(await tags.add(c.req.param('id'), c.req.param('tagId'))))
    .delete('/:id/tags/:tagId', async (c) => c.json(await tags.remove(c.req.param('id'), c.req.param('tagId'))));
}

// Mounted at /api/admin/opportunity-tags.
export function adminOpportunityTagsRoutes(tags: OpportunityTagsService) {
  return new Hono<AppEnv>().post('/', async (c) => c.json(await tags.create(await readJson(c, createTagSchema)), 201));
}
