import type pg from 'pg';
import type { Endpoint } from './load-test';
import { newSearches } from './searches';
import { CITIES, WORDS } from './vocabulary';

// The endpoints `npm run bench` drives (issues 3, 17, 19, 20), with paths drawn from the loaded
// data; `cookies.admin` signs the back-office rows in as the bench admin, `cookies.member` is a
// person signed in who is not staff.
export async function benchEndpoints(
  client: pg.Client,
  cookies: { admin: string; member: string },
): Promise<Endpoint[]> {
  const listed = "status = 'open' and (date is null or date >= (now() at time zone 'Etc/GMT+12')::date)";
  const someListed = await client.query<{ id: string }>(
    `select id from opportunities where ${listed} order by md5(id::text) limit 200`,
  );
  const allListed = await client.query<{ id: string }>(
    `select id from opportunities where ${listed} order by md5(id::text)`,
  );
  const tags = await client.query<{ slug: string }>(
    'select slug from opportunity_tags order by md5(id::text) limit 50',
  );
  // The words open opportunities use, most used first (the vocabulary's order).
  const used = new Set(
    (await client.query<{ word: string }>('select word from search_words')).rows.map((row) => row.word),
  );
  const words = WORDS.filter((word) => used.has(word));
  const ids = someListed.rows.map((row) => row.id);
  const slugs = tags.rows.map((row) => row.slug);
  const searches = newSearches({ words, cities: CITIES, count: 40_000 });
  const unkept = '(database every time)';
  // Popular searches: common and rare words, a title phrase, a city, a beginning of a word.
  const popular = ['house', 'dallas', 'rooftop photographer', 'sunset', 'walnut', 'vinyl', 'dj', 'gala', 'photo'];
  const people = ['garcia', 'maria', 'nguyen', 'tulsa', 'austin', 'perform', 'lopez 12', 'zoë'];
  // The back office's rows: answers kept while every change is heard (decision 133), and the
  // same paths read afresh each time (a hard reload's `Cache-Control: no-cache`), for comparison.
  const backOffice: Endpoint[] = [
    {
      name: 'admin applications list and search',
      paths: [
        '/api/admin/applications',
        '/api/admin/applications?page=2',
        '/api/admin/applications?status=shortlisted',
        ...people.map((search) => `/api/admin/applications?search=${encodeURIComponent(search)}`),
      ],
      headers: { Cookie: cookies.admin },
    },
    {
      name: 'users directory',
      paths: [
        '/api/admin/users',
        '/api/admin/users?status=active',
        '/api/admin/users?rank=legend&page=2',
        ...people.map((search) => `/api/admin/users?search=${encodeURIComponent(search)}`),
      ],
      headers: { Cookie: cookies.admin },
    },
    {
      // Issue 20: the talent page, its filters alone and together, its sorts and its free text.
      name: 'talent search',
      paths: [
        '/api/admin/talent?q=maria',
        '/api/admin/talent?track=performer&trackStatus=booked',
        '/api/admin/talent?market=Austin&age=21-24&rank=legend',
        '/api/admin/talent',
        '/api/admin/talent?page=3',
        '/api/admin/talent?city=Dallas&skill=DJing&sort=xp',
        '/api/admin/talent?genre=House&travelRadius=regional&minXp=2000',
        '/api/admin/talent?minMissions=40&sort=missions',
        '/api/admin/talent?sort=name&page=2',
        ...people.map((search) => `/api/admin/talent?q=${encodeURIComponent(search)}`),
        '/api/admin/talent?q=house&track=performer&city=Houston',
      ],
      headers: { Cookie: cookies.admin },
    },
    { name: 'admin overview', paths: ['/api/admin/overview'], headers: { Cookie: cookies.admin } },
    {
      // Issue 19: the funnel, over the last month and over everything.
      name: 'analytics funnel',
      paths: [
        `/api/admin/analytics?from=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`,
        '/api/admin/analytics',
      ],
      headers: { Cookie: cookies.admin },
    },
  ];
  return [
    { name: 'baseline: /api/health (select 1)', paths: ['/api/health'], comparison: '(baseline)' },
    { name: 'list (first page)', paths: ['/api/opportunities'] },
    { name: 'list (page 10)', paths: ['/api/opportunities?page=10'] },
    {
      // Issue 17: never the same search twice, so nothing kept in memory answers it.
      name: 'list + search, a new search each time',
      paths: searches.map((search) => `/api/opportunities?q=${encodeURIComponent(search)}`),
    },
    {
      name: 'list + popular searches',
      paths: popular.map((word) => `/api/opportunities?q=${encodeURIComponent(word)}`),
    },
    {
      name: 'list + filters',
      paths: slugs.map(
        (slug, index) =>
          `/api/opportunities?type=${['event', 'creative', 'marketing', 'community'][index % 4]}&city=${['Dallas', 'Austin', 'Houston'][index % 3]}&tags=${slug}`,
      ),
    },
    {
      name: 'list + search + filters',
      paths: popular.map(
        (word, index) =>
          `/api/opportunities?q=${encodeURIComponent(word)}&type=${['event', 'creative'][index % 2]}&from=2020-01-01&to=2040-01-01`,
      ),
    },
    {
      name: 'sort by soonest',
      paths: [1, 2, 3, 4, 5].flatMap((page) => [
        `/api/opportunities?sort=soonest&page=${page}`,
        `/api/opportunities?sort=soonest&type=event&page=${page}`,
      ]),
    },
    { name: 'detail', paths: ids.map((id) => `/api/opportunities/${id}`) },
    {
      // Every listed opportunity in turn (at 10k an id comes round again within the 5 s its
      // answer is kept; at a million, never).
      name: 'similar, a new opportunity each time',
      paths: allListed.rows.map((row) => `/api/opportunities/${row.id}/similar`),
    },
    ...backOffice,
    ...backOffice.map((endpoint) => ({
      ...endpoint,
      name: `${endpoint.name}, read afresh`,
      headers: { ...endpoint.headers, 'Cache-Control': 'no-cache' },
      comparison: unkept,
    })),
    { name: 'detail page HTML (D19, D28)', paths: ids.map((id) => `/opportunity/${id}`) },
    { name: 'list page HTML (D28)', paths: ['/opportunities', '/opportunities?type=event', '/'] },
    {
      // Someone signed in: the page is rendered for them, never kept (decision 086).
      name: 'detail page HTML, rendered each time',
      paths: ids.map((id) => `/opportunity/${id}`),
      headers: { Cookie: cookies.member },
      comparison: unkept,
    },
  ];
}
