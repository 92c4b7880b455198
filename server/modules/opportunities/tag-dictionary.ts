import { isTagId } from '@shared/tag-slug';
import type { Executor } from '../../db/database';
import { createCoalescer } from '../../lib/coalesce';
import type { OpportunityTagDto } from './opportunities.dto';
import { listTags } from './opportunity-tags.repo';

// Opportunities carry their tags as ids (opportunities.tag_ids); this names them, and finds the
// tags a list's address names by slug or by id (docs/decisions/097). Tags are few and never
// edited or deleted by the product (only created), so every tag is kept in memory: an id it
// does not know (a tag created since, here or in another process) reloads them, so does
// `forget()` (called on every notice of a change, docs/decisions/017), and they are reloaded at
// most a minute after the last load anyway (docs/decisions/016).
export const TAG_DICTIONARY_TTL_MS = 60_000;
// A slug nobody has (a mistyped address) reloads the tags at most this often, so such requests
// cannot make every request a reload.
const UNKNOWN_SLUG_RELOAD_MS = 1_000;
// What an unknown tag in an address becomes: an id no tag has, so "every selected tag must
// match" matches nothing, as it should.
export const NO_SUCH_TAG = '00000000-0000-0000-0000-000000000000';

type Entry = { tag: OpportunityTagDto; rank: number };

export function createTagDictionary(executor: Executor, options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? TAG_DICTIONARY_TTL_MS;
  const now = options.now ?? Date.now;
  const loads = createCoalescer<void>();
  let entries = new Map<string, Entry>();
  let bySlug = new Map<string, string>();
  let loadedAt = Number.NEGATIVE_INFINITY;

  const load = () =>
    loads.run('tags', async () => {
      const startedAt = now();
      // listTags orders by label (spec §7), and each tag's place in that order sorts a card's tags.
      const tags = await listTags(executor);
      entries = new Map(tags.map((tag, rank) => [tag.id, { tag, rank }]));
      bySlug = new Map(tags.map((tag) => [tag.slug, tag.id]));
      loadedAt = startedAt;
    });

  const knowsAll = (idLists: readonly (readonly string[])[]) =>
    idLists.every((ids) => ids.every((id) => entries.has(id)));
  const idOf = (reference: string) => (isTagId(reference) ? reference : bySlug.get(reference));

  return {
    // The tags of each row, by label; an id with no tag (deleted meanwhile) is left out.
    async name(idLists: readonly (readonly string[])[]): Promise<OpportunityTagDto[][]> {
      if (now() - loadedAt >= ttlMs || !knowsAll(idLists)) await load();
      return idLists.map((ids) =>
        ids
          .map((id) => entries.get(id))
          .filter((entry): entry is Entry => entry !== undefined)
          .sort((a, b) => a.rank - b.rank)
          .map((entry) => entry.tag),
      );
    },
    // The ids of tags named by slug or id (lower case), in order; an unknown one is NO_SUCH_TAG.
    async resolve(references: readonly string[]): Promise<string[]> {
      const stale = now() - loadedAt >= ttlMs;
      const unknown = references.some((reference) => idOf(reference) === undefined);
      if (stale || (unknown && now() - loadedAt >= UNKNOWN_SLUG_RELOAD_MS)) await load();
      return references.map((reference) => idOf(reference) ?? NO_SUCH_TAG);
    },
    forget(): void {
      loadedAt = Number.NEGATIVE_INFINITY;
    },
  };
}

export type TagDictionary = ReturnType<typeof createTagDictionary>;
