import { SIMILAR_OPPORTUNITIES_LIMIT } from '@shared/limits';
import type { Database } from '../../server/db/database';
import {
  type OpportunityDetailRow,
  prepareOpportunityReads,
} from '../../server/modules/opportunities/opportunities.repo';
import { isUuid } from '../../server/modules/opportunities/opportunity-id';
import { listSimilar } from '../../server/modules/opportunities/similar.repo';
import type { TagDictionary } from '../../server/modules/opportunities/tag-dictionary';
import { createTagRarity } from '../../server/modules/opportunities/tag-rarity';
import { type Answer, notFound } from './answer';
import { keptReads } from './kept-reads';
import { withTagNames } from './named-tags';

// GET /api/opportunities/:id/similar as opportunities.service.ts reads it: the opportunity by
// its prepared statement, its tags weighed by rarity (counted again every ten minutes), the
// similar ones, the tags named; the row and the answer kept as the app keeps them. The bench
// asks for listed opportunities only, so who may see another one (the app's rule) is left out.
export function baselineSimilar(db: Database, tagNames: TagDictionary) {
  const reads = prepareOpportunityReads(db);
  const rows = keptReads<OpportunityDetailRow | undefined>(2_000);
  const answers = keptReads<object>(2_000);
  const tagRarity = createTagRarity(db);

  return async (rawId: string): Promise<Answer> => {
    if (!isUuid(rawId)) return notFound;
    const id = rawId.toLowerCase();
    const current = await rows.read(id, () => reads.findById(id));
    if (!current) return notFound;
    const body = await answers.read(current.id, async () => {
      const { listed, tags } = await tagRarity.weigh(current.tagIds);
      const found = await listSimilar(db, { ...current, tags, listed }, SIMILAR_OPPORTUNITIES_LIMIT);
      return { items: await withTagNames(db, tagNames, found) };
    });
    return { status: 200, body };
  };
}
