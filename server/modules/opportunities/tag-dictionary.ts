import type { Executor } from '../../db/database';
import { createCoalescer } from '../../lib/coalesce';
import type { OpportunityTagDto } from './opportunities.dto';
import { listTags } from './opportunity-tags.repo';

// Opportunities carry their tags as ids (opportunities.tag_ids); this names them. Tags are
// few and never edited or deleted by the product (only created), so every tag is kept in
// memory: an id it does not know (a tag created since, here or in another process) reloads
// them, so does `forget()` (called on every notice of a change, docs/decisions/017), and they
// are reloaded at most a minute after the last load anyway (docs/decisions/016).
export const TAG_DICTIONARY_TTL_MS = 60_000;

type Entry = { tag: OpportunityTagDto; rank: number };

export function createTagDictionary(executor: Executor, options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? TAG_DICTIONARY_TTL_MS;
  const now = options.now ?? Date.now;
  const loads = createCoalescer<void>();
  let entries = new Map<string, Entry>();
  let loadedAt = Number.NEGATIVE_INFINITY;

  const load = () =>
    loads.run('tags', async () => {
      const startedAt = now();
      // listTags orders by label (spec §7), and each tag's place in that order sorts a card's tags.
      const tags = await listTags(executor);
      entries = new Map(tags.map((tag, rank) => [tag.id, { tag, rank }]));
      loadedAt = startedAt;
    });

  const knowsAll = (idLists: readonly (readonly string[])[]) =>
    idLists.every((ids) => ids.every((id) => entries.has(id)));

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
    forget(): void {
      loadedAt = Number.NEGATIVE_INFINITY;
    },
  };
}

export type TagDictionary = ReturnType<typeof createTagDictionary>;
