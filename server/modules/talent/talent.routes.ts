import { Hono } from 'hono';
import { talentQuerySchema } from '@shared/talent-search';
import type { AppEnv } from '../../app-env';
import { readQuery } from '../../lib/request-body';
import { describeRoute } from '../../openapi/describe-route';
import type { TalentService } from './talent.service';

// /api/admin/talent — admins only (the admin guard, D12).
export function talentRoutes(talent: TalentService) {
  return new Hono<AppEnv>().get(
    '/',
    describeRoute({
      summary:
        'Search everyone with a profile: track and status, city, market, genre, skill, age band, travel radius, rank, XP, missions, reliability and free text',
      access: 'admins',
      query: talentQuerySchema,
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await talent.search(readQuery(c, talentQuerySchema)));
    },
  );
}
