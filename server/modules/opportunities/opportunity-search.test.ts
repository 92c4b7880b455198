import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { opportunities } from '../../db/schema/opportunities';
import { createOpportunity, createTag, signedInAdmin } from '../../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { anyListed, countListed, listPage } from './opportunity-list.repo';
import { parseSearch } from './search-query';
import { createSearchStats } from './search-stats.repo';
import { resolveSearchTsQuery } from './search-tsquery.repo';

// D21 search, D22 orders and past events, tag slugs (docs/decisions/095–098).
let t: TestApp;
let admin: TestClient;
const ids: Record<string, string> = {};
const tags: Record<string, string> = {};

// The event day of D22 (anywhere on Earth, UTC−12), and days around it.
const eventDay = (offsetDays: number) =>
  new Date(Date.now() - 12 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

type Input = Parameters<typeof createOpportunity>[1] & { key: string };

// Created oldest first, a day apart, so "newest" is certain.
const CATALOGUE: (tags: Record<string, string>) => Input[] = (tag) => [
  {
    key: 'roofTitle',
    title: 'Rooftop Opening Set',
    description: 'Warm the terrace at golden hour.',
    city: 'Austin',
    date: eventDay(20),
  },
  {
    key: 'roofVenue',
    title: 'Friday Lounge Night',
    description: 'Keep the lounge moving.',
    city: 'Houston',
    venue: 'Rooftop Bar at Hotel Zaza',
    date: eventDay(5),
  },
  {
    key: 'roofText',
    title: 'Door Host',
    description: 'Greet guests as they come up to the rooftop.',
    city: 'Dallas',
    date: eventDay(3),
  },
  {
    key: 'roofFeatured',
    title: 'Brand Ambassador',
    description: 'Hand out samples on the rooftop patio.',
    city: 'Phoenix',
    featured: true,
    date: eventDay(30),
  },
  {
    key: 'roofTag',
    title: 'Golden Hour Session',
    description: 'Two hours of soul and disco.',
    city: 'Tulsa',
    tagIds: [tag.rooftop as string],
    date: eventDay(12),
  },
  {
    key: 'photographer',
    title: 'Event Photographer',
    description: 'Shoot the winter ball. Photography in low light.',
    city: 'Houston',
    date: eventDay(8),
  },
  {
    key: 'cafe',
    title: 'Café Soirée Host',
    description: 'Welcome guests to a jazz night at the café.',
    city: 'Montréal',
    date: null,
  },
  {
    key: 'phrase',
    title: 'Warm Up DJ',
    description: 'You will warm up the room before the techno headliner, from the booth by the bar.',
    city: 'Dallas',
    tagIds: [tag.dj as string],
    date: eventDay(2),
  },
  {
    key: 'apart',
    title: 'Wedding DJ',
    description: 'Warm and friendly; you set up the techno booth early.',
    city: 'Austin',
    tagIds: [tag.dj as string],
    date: eventDay(40),
  },
  {
    key: 'tagOnly',
    title: 'Warehouse Opener',
    description: 'Two hours before the main act.',
    city: 'Dallas',
    tagIds: [tag.dj as string],
    date: eventDay(1),
  },
  { key: 'today', title: 'Tonight Only Bartender', description: 'Pour all night.', city: 'Tulsa', date: eventDay(0) },
  {
    key: 'past',
    title: 'Yesterday Rooftop Bartender',
    description: 'Done already.',
    city: 'Tulsa',
    date: eventDay(-1),
  },
  {
    key: 'draft',
    title: 'Zyxwave Secret Showcase',
    description: 'Not announced yet.',
    status: 'draft',
    date: eventDay(10),
  },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  tags.rooftop = await createTag(admin, 'Rooftop');
  tags.dj = await createTag(admin, 'DJ');
  let day = 0;
  for (const { key, ...input } of CATALOGUE(tags)) {
    const { id } = await createOpportunity(admin, input);
    ids[key] = id;
    day += 1;
    await t.db
      .update(opportunities)
      .set({ createdAt: sql`now() - make_interval(days => ${100 - day})` })
      .where(eq(opportunities.id, id));
  }
});
afterAll(() => t.close());

const search = async (query: string) => {
  const response = await t.client().get(`/api/opportunities?${query}`);
  expect(response.status).toBe(200);
  return response.body as {
    items: { id: string; title: string }[];
    total: number;
    totalCapped: boolean;
    openTotal: number;
    suggestion: string | null;
  };
};
const keysOf = (body: { items: { id: string }[] }) =>
  body.items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? item.id);

describe('search (D21)', () => {
  it('orders by relevance: title and tags, then city and venue, then the description; featured first among equals', async () => {
    const body = await search('q=rooftop');
    // Tier 1 newest first (the tag, then the title), the venue, then the description with the
    // featured one first. The past one never shows.
    expect(keysOf(body)).toEqual(['roofTag', 'roofTitle', 'roofVenue', 'roofFeatured', 'roofText']);
    expect(body.total).toBe(5);
  });

  it('keeps D8 order without a search', async () => {
    const body = await search('pageSize=3');
    expect(keysOf(body)).toEqual(['roofFeatured', 'today', 'tagOnly']);
  });

  it('matches the beginning of the last word as the person types', async () => {
    expect(keysOf(await search('q=photog'))).toEqual(['photographer']);
    expect(keysOf(await search('q=event%20photog'))).toEqual(['photographer']);
    // Only the last word is a beginning.
    expect((await search('q=photog%20event')).total).toBe(0);
    // Every beginning of a word finds it, even past its stem (photograph).
    for (const typed of ['ph', 'pho', 'photo', 'photog', 'photogr', 'photograp', 'photographe', 'photographer']) {
      expect(keysOf(await search(`q=${typed}`)), typed).toContain('photographer');
    }
  });

  it('matches words whatever their accents and case', async () => {
    expect(keysOf(await search('q=cafe%20soiree'))).toEqual(['cafe']);
    expect(keysOf(await search('q=CAFÉ'))).toEqual(['cafe']);
    expect(keysOf(await search('q=montreal'))).toEqual(['cafe']);
  });

  it('matches word forms (hosts finds Host)', async () => {
    expect(keysOf(await search('q=photographers'))).toEqual(['photographer']);
    expect(keysOf(await search('q=hosts'))).toEqual(['cafe', 'roofText']);
  });

  it('matches both numbers of a word the stemmer leaves alone: djs finds DJ (issue 41)', async () => {
    const dj = keysOf(await search('q=dj'));
    expect(dj).toEqual(['tagOnly', 'apart', 'phrase']);
    expect(keysOf(await search('q=djs'))).toEqual(dj);
    expect(keysOf(await search('q=DJs%20warehouse'))).toEqual(['tagOnly']);
    expect(keysOf(await search(`q=${encodeURIComponent('"warm up djs"')}`))).toEqual(['phrase']);
    expect(keysOf(await search('q=wedding%20-djs'))).toEqual([]);
  });

  it('finds tagged opportunities by the tag name', async () => {
    // "Warehouse Opener" has the DJ tag and no "DJ" in its text.
    expect(keysOf(await search('q=dj'))).toContain('tagOnly');
  });

  it('takes "quoted phrases" and -excluded words', async () => {
    // Both words in the two, next to each other in one.
    expect(keysOf(await search('q=techno%20booth'))).toEqual(['apart', 'phrase']);
    expect(keysOf(await search(`q=${encodeURIComponent('"techno booth"')}`))).toEqual(['apart']);
    expect(keysOf(await search('q=dj%20-wedding'))).toEqual(['tagOnly', 'phrase']);
    expect(keysOf(await search(`q=${encodeURIComponent('techno -"techno headliner"')}`))).toEqual(['apart']);
    expect(keysOf(await search('q=wedding%20or%20warehouse'))).toEqual(['tagOnly', 'apart']);
  });

  it('reads anything typed without an error', async () => {
    for (const q of ['"', '-', '""', "'; drop table opportunities; --", '(a | b) & !c', 'a:*', '\\', '!!!', 'or']) {
      const response = await t.client().get(`/api/opportunities?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
    }
    expect((await search(`q=${encodeURIComponent('!!!')}`)).total).toBe(0);
  });

  it('finds nothing for stop words alone, and counts the rest as before', async () => {
    const all = await search('');
    expect(all.total).toBeGreaterThan(0);
    for (const q of ['the', '"the of"', 'the and']) {
      const body = await search(`q=${encodeURIComponent(q)}`);
      expect(body.items, q).toEqual([]);
      expect(body.total, q).toBe(0);
      expect(body.openTotal, q).toBe(all.total);
      expect((await search(`q=${encodeURIComponent(q)}&city=Dallas`)).total, q).toBe(0);
    }
    expect((await search('')).total).toBe(all.total);
    expect((await search('city=Dallas')).total).toBeGreaterThan(0);
  });

  it('never shows a draft, and offers none of its words', async () => {
    expect((await search('q=zyxwave')).total).toBe(0);
    expect((await search('q=zyxwav')).suggestion).toBeNull();
  });
});

describe('"Did you mean …?" (D21)', () => {
  it('offers a close spelling from the words of open opportunities when nothing matches', async () => {
    const body = await search('q=tecno');
    expect(body).toMatchObject({ total: 0, items: [] });
    expect(body.suggestion).toBe('techno');
    expect(keysOf(await search(`q=${body.suggestion}`)).length).toBeGreaterThan(0);
  });

  it('keeps the rest of the search as typed', async () => {
    expect((await search(`q=${encodeURIComponent('Event -wedding photografer')}`)).suggestion).toBe(
      'Event -wedding photographer',
    );
    expect((await search('q=rooftp%20golden')).suggestion).toBe('rooftop golden');
  });

  it('offers nothing that would find nothing with the same filters', async () => {
    expect((await search('q=tecno&city=Tulsa')).suggestion).toBeNull();
    expect((await search('q=xqzv')).suggestion).toBeNull();
  });

  it('offers nothing when something matches', async () => {
    expect((await search('q=techno')).suggestion).toBeNull();
  });
});

describe('sorting (D22)', () => {
  it('sorts by event date, soonest first and undated last', async () => {
    const body = await search('sort=soonest&pageSize=50');
    const keys = keysOf(body);
    expect(keys.slice(0, 4)).toEqual(['today', 'tagOnly', 'phrase', 'roofText']);
    expect(keys.at(-1)).toBe('cafe');
  });

  it('sorts by the newest posted, featured or not', async () => {
    expect(keysOf(await search('sort=newest&pageSize=2'))).toEqual(['today', 'tagOnly']);
  });

  it('sorts a search too, and pages it', async () => {
    expect(keysOf(await search('q=rooftop&sort=soonest'))).toEqual([
      'roofText',
      'roofVenue',
      'roofTag',
      'roofTitle',
      'roofFeatured',
    ]);
    const second = await search('q=rooftop&pageSize=2&page=2');
    expect(keysOf(second)).toEqual(['roofVenue', 'roofFeatured']);
    expect(second.total).toBe(5);
  });

  it('refuses an unknown order', async () => {
    const response = await t.client().get('/api/opportunities?sort=relevance');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Choose a valid order');
  });
});

describe('past events (D22)', () => {
  it('leave the public list but stay on their event day', async () => {
    const all = keysOf(await search('pageSize=50'));
    expect(all).toContain('today');
    expect(all).not.toContain('past');
    expect((await search('q=yesterday')).total).toBe(0);
    expect((await search('pageSize=50')).openTotal).toBe(all.length);
  });

  it('are marked past for admins', async () => {
    const response = await admin.get('/api/admin/opportunities?pageSize=50');
    const byId = new Map(response.body.items.map((item: { id: string; past: boolean }) => [item.id, item.past]));
    expect(byId.get(ids.past)).toBe(true);
    expect(byId.get(ids.today)).toBe(false);
    expect(byId.get(ids.cafe)).toBe(false);
  });
});

describe('tags in addresses by slug (docs/decisions/097)', () => {
  it('gives every tag a slug made from its label', async () => {
    const made: string[] = [];
    for (const label of ['R&B', 'Live band', 'Live-band', 'Café crème', '21+'])
      made.push(await createTag(admin, label));
    const { body } = await t.client().get('/api/opportunity-tags');
    const slugOf = (id: string | undefined) =>
      body.items.find((tag: { id: string; slug: string }) => tag.id === id)?.slug;
    expect(made.map(slugOf)).toEqual(['r-and-b', 'live-band', 'live-band-2', 'cafe-creme', '21-plus']);
    expect(slugOf(tags.dj)).toBe('dj');
  });

  it('gives alike labels created at once different slugs', async () => {
    const made = await Promise.all(['Open air', 'Open-air', 'Open Air!'].map((label) => createTag(admin, label)));
    const { body } = await t.client().get('/api/opportunity-tags');
    const slugs = made.map((id) => body.items.find((tag: { id: string }) => tag.id === id)?.slug);
    expect([...slugs].sort()).toEqual(['open-air', 'open-air-2', 'open-air-3']);
  });

  it('filters by slugs, by the ids of older links, or both', async () => {
    expect(keysOf(await search('tags=dj'))).toEqual(['tagOnly', 'apart', 'phrase']);
    expect(keysOf(await search(`tags=${tags.dj}`))).toEqual(['tagOnly', 'apart', 'phrase']);
    expect(keysOf(await search(`tags=DJ,${tags.dj}`))).toEqual(['tagOnly', 'apart', 'phrase']);
    expect((await search('tags=dj,rooftop')).total).toBe(0);
  });

  it('matches nothing for a tag nobody has, and refuses what cannot be a tag', async () => {
    expect((await search('tags=no-such-tag')).total).toBe(0);
    const response = await t.client().get(`/api/opportunities?tags=${encodeURIComponent('dj,not a tag')}`);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Unknown tag');
  });
});

describe('how a search finds its rows (docs/decisions/142)', () => {
  // As if every word were in every document (the list's order is walked) or in none (through
  // the document's indexes): the rows and counts must be the same.
  const ways = (tsquery: string) =>
    [1, 0].map((frequency) => ({
      tsquery,
      frequency: { title: frequency, listing: frequency, document: frequency },
      listed: 1_000_000,
    }));
  const searches = ['rooftop', 'warm', 'dj', 'warm -techno', '"warm up"', 'rooftop or cafe', 'ho', 'zzzz'];

  it('finds the same page, count and any-match walking the order as through the indexes', async () => {
    for (const text of searches) {
      const tsquery = await resolveSearchTsQuery(t.db, parseSearch(text));
      for (const sort of ['featured', 'soonest', 'newest'] as const) {
        for (const page of [
          { limit: 20, offset: 0 },
          { limit: 2, offset: 1 },
          { limit: 3, offset: 200 },
        ]) {
          for (const filters of [{}, { city: 'Dallas' }]) {
            const [walked, indexed] = await Promise.all(
              ways(tsquery).map((search) => listPage(t.db, { ...filters, search }, { sort, ...page })),
            );
            expect(
              walked?.map((row) => row.id),
              `${text} ${sort} ${page.offset}`,
            ).toEqual(indexed?.map((row) => row.id));
          }
        }
      }
      const [walkedCount, indexedCount] = await Promise.all(
        ways(tsquery).map((search) => countListed(t.db, { search })),
      );
      expect(walkedCount, text).toBe(indexedCount);
      const [walkedAny, indexedAny] = await Promise.all(ways(tsquery).map((search) => anyListed(t.db, { search })));
      expect(walkedAny, text).toBe(indexedAny);
    }
    // The searches find something, in an order worth comparing.
    const warm = await resolveSearchTsQuery(t.db, parseSearch('warm'));
    const rows = await listPage(t.db, { search: ways(warm)[0] }, { sort: 'featured', limit: 20, offset: 0 });
    expect(rows.map((row) => row.id)).toEqual([ids.phrase, ids.apart, ids.roofTitle]);
  });

  it("reads how often words are used from the database's statistics once it analysed the table", async () => {
    await t.db.execute(sql`analyze opportunities`);
    const stats = await createSearchStats(t.db).read();
    const [counted] = await queryRows<{ listed: number; rows: number; warm: number; warm_title: number }>(
      t.db,
      sql`select count(*) filter (where listed)::int as listed, count(*)::int as rows,
          count(*) filter (where search_document @@ 'warm'::tsquery)::int as warm,
          count(*) filter (where listed and ts_filter(search_document, '{a}') @@ 'warm'::tsquery)::int as warm_title
        from opportunities`,
    );
    // ANALYZE read every row of so small a table: its figures are exact.
    expect(stats.listed).toBe(counted?.listed);
    expect(counted?.warm).toBeGreaterThan(1);
    expect(stats.document.words.get('warm')).toBeCloseTo((counted?.warm ?? 0) / (counted?.rows ?? 1));
    expect(stats.title.words.get('warm')).toBeCloseTo((counted?.warm_title ?? 0) / (counted?.listed ?? 1));
  });
});
