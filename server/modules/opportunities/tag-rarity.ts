import type { Executor } from '../../db/database';
import { createCoalescer } from '../../lib/coalesce';
import { countListedByTag } from './similar.repo';

// Similar opportunities weigh a shared tag by its rarity (docs/decisions/099): a tag on few
// listed opportunities says more about them than "Paid" on half of them. The weight is the
// tag's inverse document frequency, ln(1 + listed / (1 + listed with the tag)). Counting every
// tag reads every listed opportunity (a few hundred milliseconds at a million), so the counts
// are kept for ten minutes and recounted in the background: a weight only needs to be about
// right, and a new tag weighs as the rarest until the next count.
export const TAG_RARITY_TTL_MS = 10 * 60_000;

type Counts = { listed: number; byTag: Map<string, number> };

export type WeighedTags = { listed: number; tags: { id: string; weight: number; share: number }[] };

export function createTagRarity(executor: Executor, options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? TAG_RARITY_TTL_MS;
  const now = options.now ?? Date.now;
  const loads = createCoalescer<Counts>();
  let counts: Counts | undefined;
  let countedAt = Number.NEGATIVE_INFINITY;

  const recount = () =>
    loads.run('counts', async () => {
      const startedAt = now();
      const fresh = await countListedByTag(executor);
      counts = fresh;
      countedAt = startedAt;
      return fresh;
    });

  const weightOf = (known: Counts, tagId: string) => Math.log(1 + known.listed / (1 + (known.byTag.get(tagId) ?? 0)));

  return {
    // The tags with their weights, rarest first, with the share of the listed opportunities
    // carrying each, and how many are listed (how similar finds them: docs/decisions/142).
    async weigh(tagIds: readonly string[]): Promise<WeighedTags> {
      if (tagIds.length === 0) return { listed: 0, tags: [] };
      let known = counts;
      if (!known) known = await recount();
      else if (now() - countedAt >= ttlMs) {
        recount().catch(() => {
          // The kept counts serve until a recount succeeds.
        });
      }
      const current = known;
      const tags = tagIds
        .map((id) => ({
          id,
          weight: weightOf(current, id),
          share: current.listed > 0 ? (current.byTag.get(id) ?? 0) / current.listed : 0,
        }))
        .sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id));
      return { listed: current.listed, tags };
    },
  };
}

export type TagRarity = ReturnType<typeof createTagRarity>;
