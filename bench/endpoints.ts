import type pg from 'pg';
import { giveConversationsTo } from './conversations-data';
import type { Endpoint } from './load-test';
import { benchImagePaths, IMAGE_ROW_WIDTH } from './media-data';
import { newSearches } from './searches';
import { CITIES, WORDS } from './vocabulary';

// The steady rows' offered rates (issue 43): a busy evening's searches and similar lookups.
const SEARCHES_PER_SECOND = 200;
const SIMILAR_PER_SECOND = 400;
const SEARCHES = 40_000;
// Issue 45: the conversations' rates. Every open page of the app asks for its unread count; the
// inboxes are opened far less often.
const INBOX_PER_SECOND = 100;
const UNREAD_PER_SECOND = 400;

export type BenchEndpoints = {
  // Measured on the app and on the bare baseline (bench/baseline/), at every process count.
  compared: Endpoint[];
  // At a fixed offered rate, on both too, with the p99 target.
  steady: Endpoint[];
  // At a fixed offered rate with the p99 target, on the app alone (the baseline does not serve
  // them), at every process count: the conversations (issue 45).
  steadyAlone: Endpoint[];
  // The rest, on the app alone, as fast as the connections go.
  others: Endpoint[];
};

// A signed-in account of the bench: its session cookie and its address.
export type BenchSession = { cookie: string; email: string };

// The endpoints `npm run bench` drives (issues 3, 17, 19, 20, 43, 44, 45), with paths drawn from
// the loaded data; `sessions.admin` signs the back-office rows in as the bench admin,
// `sessions.member` is a person signed in who is not staff (new at every run; the conversations
// of a busy inbox become theirs, bench/conversations-data.ts).
export async function benchEndpoints(
  client: pg.Client,
  sessions: { admin: BenchSession; member: BenchSession },
): Promise<BenchEndpoints> {
  const cookies = { admin: sessions.admin.cookie, member: sessions.member.cookie };
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
  // The steady row's searches are others than the saturation row's.
  const searches = newSearches({ words, cities: CITIES, count: SEARCHES * 1.5 });
  const searchPaths = searches.map((search) => `/api/opportunities?q=${encodeURIComponent(search)}`);
  const unkept = 'database every time';
  const afresh = (endpoint: Endpoint): Endpoint => ({
    ...endpoint,
    name: `${endpoint.name}, read afresh`,
    headers: { ...endpoint.headers, 'Cache-Control': 'no-cache' },
    note: unkept,
  });
  // Popular searches: common and rare words, a title phrase, a city, a beginning of a word.
  const popular = ['house', 'dallas', 'rooftop photographer', 'sunset', 'walnut', 'vinyl', 'dj', 'gala', 'photo'];
  const people = ['garcia', 'maria', 'nguyen', 'tulsa', 'austin', 'perform', 'lopez 12', 'zoë'];
  // The back office's rows: answers kept while every change is heard (decision 133), and the
  // same paths read afresh each time (a hard reload's `Cache-Control: no-cache`), for comparison.
  const applications: Endpoint = {
    name: 'admin applications list and search',
    paths: [
      '/api/admin/applications',
      '/api/admin/applications?page=2',
      '/api/admin/applications?status=shortlisted',
      ...people.map((search) => `/api/admin/applications?search=${encodeURIComponent(search)}`),
    ],
    headers: { Cookie: cookies.admin },
  };
  const backOffice: Endpoint[] = [
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
  const newSearch: Endpoint = {
    // Issue 17: never the same search twice, so nothing kept in memory answers it.
    name: 'list + search, a new search each time',
    paths: searchPaths.slice(0, SEARCHES),
  };
  const similar: Endpoint = {
    // Every listed opportunity in turn (at 10k an id comes round again within the 5 s its
    // answer is kept; at a million, never).
    name: 'similar, a new opportunity each time',
    paths: allListed.rows.map((row) => `/api/opportunities/${row.id}/similar`),
  };
  const conversations = await conversationRows(client, sessions);
  // Issue 44: the 1280-wide AVIF of each bench image (a <picture>'s first source at that width),
  // from the database store. autocannon keeps no cache and sends no If-None-Match: every request
  // is answered with the file's bytes (never 304), read from the database a chunk at a time.
  const image: Endpoint = {
    name: `image ${IMAGE_ROW_WIDTH}w AVIF from the database store, read afresh (no If-None-Match)`,
    paths: await benchImagePaths(client),
    sampleAppMemory: true,
    note: unkept,
  };
  return {
    compared: [{ name: 'health (select 1)', paths: ['/api/health'] }, newSearch, similar, afresh(applications)],
    steady: [
      {
        name: `${newSearch.name}, ${SEARCHES_PER_SECOND}/s`,
        paths: searchPaths.slice(SEARCHES),
        rate: SEARCHES_PER_SECOND,
      },
      { ...similar, name: `${similar.name}, ${SIMILAR_PER_SECOND}/s`, rate: SIMILAR_PER_SECOND },
    ],
    steadyAlone: conversations,
    others: [
      { name: 'list (first page)', paths: ['/api/opportunities'] },
      { name: 'list (page 10)', paths: ['/api/opportunities?page=10'] },
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
      applications,
      ...backOffice,
      ...backOffice.map(afresh),
      { name: 'detail page HTML (D19, D28)', paths: ids.map((id) => `/opportunity/${id}`) },
      { name: 'list page HTML (D28)', paths: ['/opportunities', '/opportunities?type=event', '/'] },
      {
        // Someone signed in: the page is rendered for them, never kept (decision 086).
        name: 'detail page HTML, rendered each time',
        paths: ids.map((id) => `/opportunity/${id}`),
        headers: { Cookie: cookies.member },
        note: unkept,
      },
      image,
    ],
  };
}

const accountOf = async (client: pg.Client, email: string) => {
  const found = await client.query<{ id: string; personId: string | null }>(
    `select u.id, p.id as "personId" from "user" u left join people p on p.user_id = u.id where u.email = $1`,
    [email],
  );
  const row = found.rows[0];
  if (!row) throw new Error(`The bench account ${email} is not in the database`);
  return row;
};

// Issue 45: the staff inbox and the person's, and each side's unread count, read from the
// threads' kept counters (never a count over the messages). Nothing of them is kept in memory.
async function conversationRows(
  client: pg.Client,
  sessions: { admin: BenchSession; member: BenchSession },
): Promise<Endpoint[]> {
  const admin = await accountOf(client, sessions.admin.email);
  const member = await accountOf(client, sessions.member.email);
  if (!member.personId) throw new Error('The bench member has no person (D3: made with the account)');
  await giveConversationsTo(client, member.personId);
  const staff = { headers: { Cookie: sessions.admin.cookie }, caller: { userId: admin.id, roles: ['admin' as const] } };
  const person = { headers: { Cookie: sessions.member.cookie }, caller: { userId: member.id, roles: [] } };
  const opportunity = await client.query<{ id: string }>(
    `select opportunity_id as id from message_threads where opportunity_id is not null
     group by opportunity_id order by count(*) desc, opportunity_id limit 1`,
  );
  return [
    {
      name: `messages: staff inbox (first page), ${INBOX_PER_SECOND}/s`,
      paths: ['/api/admin/messages/threads'],
      rate: INBOX_PER_SECOND,
      ...staff,
    },
    {
      name: `messages: staff inbox filtered (unread, waiting, track, opportunity), ${INBOX_PER_SECOND}/s`,
      paths: [
        '/api/admin/messages/threads?show=unread',
        '/api/admin/messages/threads?show=waiting',
        '/api/admin/messages/threads?track=performer',
        ...opportunity.rows.map((row) => `/api/admin/messages/threads?opportunityId=${row.id}`),
      ],
      rate: INBOX_PER_SECOND,
      ...staff,
    },
    {
      name: `messages: staff unread count, ${UNREAD_PER_SECOND}/s`,
      paths: ['/api/admin/messages/unread'],
      rate: UNREAD_PER_SECOND,
      ...staff,
    },
    {
      name: `messages: a person's inbox (first page), ${INBOX_PER_SECOND}/s`,
      paths: ['/api/messages/threads'],
      rate: INBOX_PER_SECOND,
      ...person,
    },
    {
      name: `messages: a person's unread count, ${UNREAD_PER_SECOND}/s`,
      paths: ['/api/messages/unread'],
      rate: UNREAD_PER_SECOND,
      ...person,
    },
  ];
}
