import type { Database } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import type { OpportunityTagDto, TagListDto } from './opportunities.dto';
import { isUuid, OPPORTUNITY_NOT_FOUND, opportunityIdOrNotFound } from './opportunity-id';
import {
  assignTag,
  findTag,
  insertTag,
  listTags,
  opportunityExists,
  tagsOfOpportunity,
  unassignTag,
} from './opportunity-tags.repo';

const TAG_NOT_FOUND = 'Tag not found';

// A new tag without a chosen colour gets one of these, picked from its label, so tags keep
// their colour wherever they appear.
const TAG_PALETTE = ['#a855f7', '#ec4899', '#f59e0b', '#ef4444', '#22c55e', '#14b8a6', '#3b82f6', '#f97316'];
function colorFor(label: string): string {
  let hash = 0;
  for (const character of label.toLowerCase()) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return TAG_PALETTE[hash % TAG_PALETTE.length] ?? '#a855f7';
}

// spec §2 tag manager, spec §6: admins manage tags on opportunities. The routes sit behind
// the admin guard; listing the tags (for the list's filter) is public.
export function createOpportunityTagsService(db: Database, options: { onAssignmentsChanged: () => void }) {
  async function existingPair(rawOpportunityId: string, rawTagId: string) {
    const opportunityId = opportunityIdOrNotFound(rawOpportunityId);
    if (!(await opportunityExists(db, opportunityId))) throw notFound(OPPORTUNITY_NOT_FOUND);
    if (!isUuid(rawTagId)) throw notFound(TAG_NOT_FOUND);
    const tag = await findTag(db, rawTagId.toLowerCase());
    if (!tag) throw notFound(TAG_NOT_FOUND);
    return { opportunityId, tagId: tag.id };
  }

  return {
    async list(): Promise<TagListDto> {
      return { items: await listTags(db) };
    },

    async create(input: { label: string; color?: string }): Promise<OpportunityTagDto> {
      const created = await insertTag(db, input.label, input.color ?? colorFor(input.label));
      if (!created) throw conflict(`A tag named "${input.label}" already exists`);
      return created;
    },

    // Adding a tag the opportunity already has changes nothing (PUT is idempotent).
    async add(rawOpportunityId: string, rawTagId: string): Promise<TagListDto> {
      const { opportunityId, tagId } = await existingPair(rawOpportunityId, rawTagId);
      await assignTag(db, opportunityId, tagId);
      options.onAssignmentsChanged();
      return { items: await tagsOfOpportunity(db, opportunityId) };
    },

    async remove(rawOpportunityId: string, rawTagId: string): Promise<TagListDto> {
      const { opportunityId, tagId } = await existingPair(rawOpportunityId, rawTagId);
      if (!(await unassignTag(db, opportunityId, tagId))) throw notFound('This tag is not on the opportunity');
      options.onAssignmentsChanged();
      return { items: await tagsOfOpportunity(db, opportunityId) };
    },
  };
}

export type OpportunityTagsService = ReturnType<typeof createOpportunityTagsService>;
