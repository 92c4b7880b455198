import { Hono } from 'hono';
import { adminOpportunitiesQuerySchema } from '@shared/admin-opportunity-schemas';
import { opportunityFormSchema } from '@shared/opportunity-form';
import { createTagSchema } from '@shared/tag-schemas';
import type { AppEnv } from '../../app-env';
import { readJson, readQuery } from '../../lib/request-body';
import type { OpportunitiesService } from './opportunities.service';
import type { OpportunityTagsService } from './opportunity-tags.service';
import { describeRoute } from '../../openapi/describe-route';

// spec §7 admin opportunities and tags (spec §6: admins only). Mounted at
// /api/admin/opportunities; every route passes the admin guard (server/middleware/admin-guard.ts) first.
export function adminOpportunitiesRoutes(opportunities: OpportunitiesService, tags: OpportunityTagsService) {
  return new Hono<AppEnv>()
    .get(
      '/',
      describeRoute({
        summary: 'Every opportunity, whatever its status: searched, filtered, sorted, with applicant counts',
        access: 'admins',
        query: adminOpportunitiesQuerySchema,
      }),
      async (c) => c.json(await opportunities.adminList(readQuery(c, adminOpportunitiesQuerySchema))),
    )
    .post(
      '/',
      describeRoute({ summary: 'Create an opportunity', access: 'admins', body: opportunityFormSchema, status: 201 }),
      async (c) => c.json(await opportunities.create(await readJson(c, opportunityFormSchema)), 201),
    )
    .get('/:id', describeRoute({ summary: 'One opportunity, whatever its status', access: 'admins' }), async (c) =>
      c.json(await opportunities.adminGet(c.req.param('id'))),
    )
    .put(
      '/:id',
      describeRoute({ summary: 'Save an opportunity', access: 'admins', body: opportunityFormSchema }),
      async (c) => c.json(await opportunities.update(c.req.param('id'), await readJson(c, opportunityFormSchema))),
    )
    .delete(
      '/:id',
      describeRoute({ summary: 'Delete an opportunity', access: 'admins', status: 204, answers: 'nothing' }),
      async (c) => {
        await opportunities.remove(c.req.param('id'));
        return c.body(null, 204);
      },
    )
    .put('/:id/tags/:tagId', describeRoute({ summary: 'Tag an opportunity', access: 'admins' }), async (c) =>
      c.json(await tags.add(c.req.param('id'), c.req.param('tagId'))),
    )
    .delete(
      '/:id/tags/:tagId',
      describeRoute({ summary: 'Remove a tag from an opportunity', access: 'admins' }),
      async (c) => c.json(await tags.remove(c.req.param('id'), c.req.param('tagId'))),
    );
}

// Mounted at /api/admin/opportunity-tags.
export function adminOpportunityTagsRoutes(tags: OpportunityTagsService) {
  return new Hono<AppEnv>().post(
    '/',
    describeRoute({ summary: 'Create a tag', access: 'admins', body: createTagSchema, status: 201 }),
    async (c) => c.json(await tags.create(await readJson(c, createTagSchema)), 201),
  );
}
