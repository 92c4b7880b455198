import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities } from '../../db/schema/opportunities';
import { createOpportunity, createTag, signedInAdmin } from '../../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listSimilar } from './similar.repo';
import { createTagRarity } from './tag-rarity';

// Issue 17, docs/decisions/099: similar opportunities by the tags they share, a rare tag
// weighing more than a common one; then the same type, the same city, the nearest date. At most
// 3; never past, invite only, closed or the opportunity itself.
let t: TestApp;
const ids: Record<string, string> = {};

const eventDay = (offsetDays: number) =>
  new Date(Date.now() - 12 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedInAdmin(t);
  const tag = { vinyl: await createTag(admin, 'Vinyl'), paid: await createTag(admin, 'Paid') };
  const base = { opportunityType: 'creative' as const, city: 'Austin', date: eventDay(10) };
  const both = [tag.vinyl, tag.paid];
  const catalogue: (NonNullable<Parameters<typeof createOpportunity>[1]> & { key: string })[] = [
    { key: 'current', ...base, tagIds: both },
    { key: 'rare', ...base, opportunityType: 'event', tagIds: [tag.vinyl] },
    { key: 'both', ...base, opportunityType: 'event', tagIds: both },
    { key: 'common', ...base, tagIds: [tag.paid] },
    { key: 'past', ...base, date: eventDay(-2), tagIds: both },
    { key: 'invite', ...base, inviteOnly: true, tagIds: both },
    { key: 'closed', ...base, status: 'closed', tagIds: both },
    { key: 'untagged', ...base, tagIds: [] },
    // Only Paid, to tell equals apart: same type first, then same city, then nearest date.
    { key: 'anchor', opportunityType: 'event', city: 'Tulsa', date: eventDay(20), tagIds: [tag.paid] },
    { key: 'near', opportunityType: 'event', city: 'Tulsa', date: eventDay(22), tagIds: [tag.paid] },
    { key: 'far', opportunityType: 'event', city: 'Tulsa', date: eventDay(80), tagIds: [tag.paid] },
    { key: 'sameTypeOtherCity', opportunityType: 'event', city: 'Phoenix', date: eventDay(20), tagIds: [tag.paid] },
    { key: 'otherTypeSameCity', opportunityType: 'creative', city: 'Tulsa', date: eventDay(20), tagIds: [tag.paid] },
    // Paid is on many listed opportunities; Vinyl on few.
    ...Array.from({ length: 6 }, (_, index) => ({
      key: `filler${index}`,
      opportunityType: 'community' as const,
      city: 'Phoenix',
      date: eventDay(90),
      tagIds: [tag.paid],
    })),
  ];
  let day = 0;
  for (const { key, ...input } of catalogue) {
    const { id } = await createOpportunity(admin, { title: `Similar ${key}`, ...input });
    ids[key] = id;
    day += 1;
    await t.db
      .update(opportunities)
      .set({ createdAt: sql`now() - make_interval(days => ${100 - day})` })
      .where(eq(opportunities.id, id));
  }
});
afterAll(() => t.close());

const similarKeys = async (key: string) => {
  const response = await t.client().get(`/api/opportunities/${ids[key]}/similar`);
  expect(response.status).toBe(200);
  return response.body.items.map(
    (item: { id: string }) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? item.id,
  );
};

describe('GET /api/opportunities/:id/similar (docs/decisions/099)', () => {
  it('ranks by the tags shared, a rare one before a common one', async () => {
    expect(await similarKeys('current')).toEqual(['both', 'rare', 'common']);
  });

  it('orders equals by the same type, then the same city, then the nearest date', async () => {
    expect(await similarKeys('anchor')).toEqual(['near', 'far', 'sameTypeOtherCity']);
  });

  it('never lists past, invite-only or closed opportunities, nor the opportunity itself', async () => {
    // Then Paid alone: the same type (event), equally near (ten days), the newer first.
    expect(await similarKeys('both')).toEqual(['current', 'rare', 'sameTypeOtherCity']);
    for (const key of ['past', 'invite', 'closed']) expect(await similarKeys('current')).not.toContain(key);
  });

  it('uses the same type when the opportunity has no tags', async () => {
    // All creative: Austin first (equally near, the newer first), then Tulsa.
    expect(await similarKeys('untagged')).toEqual(['common', 'current', 'otherTypeSameCity']);
  });
});

describe('how similar finds its candidates (docs/decisions/142)', () => {
  it('finds the same walking the order for every tag as through the tags index', async () => {
    const rarity = createTagRarity(t.db);
    for (const key of ['current', 'anchor', 'both', 'rare', 'untagged', 'common']) {
      const [row] = await t.db
        .select({
          id: opportunities.id,
          opportunityType: opportunities.opportunityType,
          city: opportunities.city,
          date: opportunities.date,
          tagIds: opportunities.tagIds,
        })
        .from(opportunities)
        .where(eq(opportunities.id, ids[key] as string));
      if (!row) throw new Error(`No opportunity ${key}`);
      const { tags } = await rarity.weigh(row.tagIds);
      // As if each tag were on every listed opportunity (walked) or on none (indexed).
      const [walked, indexed] = await Promise.all(
        [1, 0].map((share) =>
          listSimilar(t.db, { ...row, tags: tags.map((tag) => ({ ...tag, share })), listed: 1_000_000 }, 3),
        ),
      );
      expect(
        walked?.map((card) => card.id),
        key,
      ).toEqual(indexed?.map((card) => card.id));
      expect(walked?.length, key).toBeGreaterThan(0);
    }
  });
});
