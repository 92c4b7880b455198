import type pg from 'pg';
import { insertConversations } from './conversations-data';
import { CITIES, TAG_LABELS, TITLE_ROLES, TITLE_SETTINGS, VENUES, WORDS } from './vocabulary';

// The scale data set of `npm run bench` (issues 3 and 17), made inside PostgreSQL with
// generate_series. BENCH_SCALE=10k (the default): 10,000 opportunities, 50,000 people with a
// track application each and 200,000 opportunity applications, in under a minute.
// BENCH_SCALE=1m: a million opportunities, a million people and a million track applications
// (and 1,875,000 opportunity applications, a million of them bookings), in a few minutes. Both hold as many messages as
// opportunities, in conversations about the applications (issue 45, bench/conversations-data.ts);
// the images of issue 44 are made after, through the app's pipeline (bench/media-data.ts).
//
// The text behaves like real listings under search: descriptions draw words from a vocabulary
// of a few thousand with a Zipf-like frequency (bench/vocabulary.ts), titles name a setting
// and a role, venues and cities are real, tags are named as a team would name them and some
// are far more common than others. Opportunities were posted over months or years; most of the
// old ones are closed or filled, a few were left open after their date (past, D22), and the
// open, upcoming ones are the recent ones, as on a live site.
export type BenchScale = '10k' | '1m';

// A young site posted its 10,000 over four months; a million took two years. Issue 45: as many
// messages as opportunities, in their applications' conversations (bench/conversations-data.ts).
export const SCALES = {
  '10k': {
    opportunities: 10_000,
    postedOverDays: 120,
    people: 50_000,
    opportunityApplicationsPerPerson: 4,
    extraBookings: 0,
    messages: 10_000,
  },
  '1m': {
    opportunities: 1_000_000,
    postedOverDays: 730,
    people: 1_000_000,
    opportunityApplicationsPerPerson: 1,
    // Issue 42: the event-night job at a million bookings (an eighth of the applications above
    // are accepted; these are the rest).
    extraBookings: 875_000,
    messages: 1_000_000,
  },
} as const satisfies Record<
  BenchScale,
  {
    opportunities: number;
    postedOverDays: number;
    people: number;
    opportunityApplicationsPerPerson: number;
    // Accepted applications besides those: the first people each hold one more booking.
    extraBookings: number;
    messages: number;
  }
>;

export function benchScale(value: string | undefined): BenchScale {
  const scale = value ?? '10k';
  if (scale !== '10k' && scale !== '1m') throw new Error(`BENCH_SCALE must be 10k or 1m, not ${scale}`);
  return scale;
}

// A Zipf-like rank in 1..n: the rank r comes about 1/r as often as rank 1 (the inverse of the
// distribution's logarithmic cumulative share).
const zipf = (n: string) => `least(${n}, floor(exp(random() * ln(${n} + 1)))::int)`;

const FIRST_NAMES = [
  'Maria',
  'James',
  'Sofia',
  'Marcus',
  'Aaliyah',
  'Diego',
  'Emily',
  'Jordan',
  'Priya',
  'Tyler',
  'Camila',
  'Andre',
  'Hannah',
  'Mateo',
  'Jasmine',
  'Ethan',
  'Lucía',
  'Malik',
  'Olivia',
  'Kevin',
  'Zoë',
  'Carlos',
  'Grace',
  'Darius',
  'Isabella',
  'Noah',
  'Destiny',
  'Liam',
  'Ana',
  'Jamal',
  'Chloé',
  'Brandon',
  'Mia',
  'Xavier',
  'Renée',
  'Caleb',
  'Valentina',
  'Isaiah',
  'Taylor',
  'Gabriel',
];
const LAST_NAMES = [
  'Garcia',
  'Johnson',
  'Nguyen',
  'Smith',
  'Martínez',
  'Williams',
  'Brown',
  'Hernández',
  'Jones',
  'Patel',
  'Davis',
  'López',
  'Miller',
  'Wilson',
  'Gonzalez',
  'Anderson',
  'Thomas',
  'Moore',
  'Jackson',
  'Kim',
  'White',
  'Harris',
  'Pérez',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'Ramírez',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
];
const SCHOOLS = [
  'University of Texas at Austin',
  'Texas A&M University',
  'University of Houston',
  'Southern Methodist University',
  'Texas Christian University',
  'University of North Texas',
  'Baylor University',
  'Texas Tech University',
  'University of Oklahoma',
  'Oklahoma State University',
  'University of Tulsa',
  'Arizona State University',
  'University of Arizona',
  'Rice University',
  'Texas State University',
  'University of Texas at Dallas',
];

export async function loadScaleData(
  client: pg.Client,
  scale: BenchScale,
  log: (message: string) => void,
): Promise<void> {
  const size = SCALES[scale];
  await client.query('select setseed(0.42)');

  log(`tags: ${TAG_LABELS.length}`);
  const tags = await client.query<{ id: string }>(
    `insert into opportunity_tags (label, color, created_at)
     select label, '#' || lpad(to_hex((n * 2654435761) % 16777216), 6, '0'), now() - make_interval(days => (800 - n)::int)
     from unnest($1::text[]) with ordinality as t(label, n) order by n
     returning id`,
    [TAG_LABELS],
  );
  // Ranked as listed: the first tags are on many opportunities, most on few.
  const tagIds = tags.rows.map((row) => row.id);

  // Each assignment would rewrite its opportunity's row (tag_ids, docs/decisions/016), and each
  // new open opportunity would collect its words and lexemes: all done in bulk instead.
  await client.query('alter table opportunity_tag_assignments disable trigger opportunity_tag_assignments_tag_ids');
  await client.query('alter table opportunities disable trigger opportunities_words');
  await client.query('alter table opportunities disable trigger opportunities_lexemes_inserted');
  // No alert exists yet: nothing to match (issue 20).
  await client.query('alter table opportunities disable trigger opportunities_job_alerts');
  try {
    const chunk = 100_000;
    for (let first = 1; first <= size.opportunities; first += chunk) {
      const last = Math.min(size.opportunities, first + chunk - 1);
      log(
        `opportunities ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${size.opportunities.toLocaleString('en-US')}`,
      );
      await insertOpportunities(client, { first, last, total: size.opportunities, days: size.postedOverDays, tagIds });
    }
    log('tag assignments');
    await client.query(`
      insert into opportunity_tag_assignments (opportunity_id, tag_id)
      select id, unnest(tag_ids) from opportunities`);
  } finally {
    await client.query('alter table opportunity_tag_assignments enable trigger opportunity_tag_assignments_tag_ids');
    await client.query('alter table opportunities enable trigger opportunities_words');
    await client.query('alter table opportunities enable trigger opportunities_lexemes_inserted');
    await client.query('alter table opportunities enable trigger opportunities_job_alerts');
  }
  log('search words of the open opportunities');
  await client.query(`
    insert into search_words (word)
    select distinct word from opportunities, opportunity_words(title, description, city, venue, tag_ids) as word
    where status = 'open'
    on conflict do nothing`);
  await client.query(`
    insert into search_lexemes (lexeme)
    select distinct lexeme from opportunities, unnest(tsvector_to_array(search_document)) as lexeme
    where listed
    on conflict do nothing`);

  // Issue 20: each person's talent search document is made once, in bulk, after their
  // applications (the triggers would remake it with every insert).
  await client.query('alter table people disable trigger people_talent_document');
  await client.query('alter table applications disable trigger applications_talent_inserted');
  await client.query('alter table opportunity_applications disable trigger opportunity_applications_talent_inserted');
  log(`people: ${size.people.toLocaleString('en-US')}`);
  await client.query(
    `insert into people (name, email, phone, age, city, state, school, grad_year, role_types, markets, skills,
       genres, travel_radius, status, rank, xp_total, missions_completed, created_at, updated_at)
     select first || ' ' || last,
       lower(unaccent(first || '.' || last)) || '.' || g || '@example.com',
       '(214) 555-' || lpad((g % 10000)::text, 4, '0'),
       18 + g % 30, city, 'TX',
       case when g % 3 = 0 then ($4::text[])[1 + g % array_length($4::text[], 1)] end,
       case when g % 3 = 0 then 2025 + g % 4 end,
       string_to_array((array['performer', 'creator', 'ops', 'ambassador,creator', 'team', 'partner'])[1 + g % 6], ','),
       array[city], (array['DJing', 'Photography', 'Event Management', 'Marketing'])[1 + g % 4 : 2 + g % 4],
       case when g % 6 = 0 then (array['House', 'Hip-Hop', 'EDM', 'Pop', 'Rock', 'R&B'])[1 + g / 6 % 6 : 2 + g / 6 % 6] else '{}' end,
       (array['local', 'regional', 'statewide', 'national'])[1 + g % 4],
       (array['new','active','active','pending','archived'])[1 + g % 5],
       (array['member','member','member','verified','verified','operator','architect','legend'])[1 + g % 8],
       (g % 50) * 100, g % 50, created, created
     from (
       select g, ($1::text[])[1 + (g * 7) % array_length($1::text[], 1)] as first,
         ($2::text[])[1 + (g * 13) % array_length($2::text[], 1)] as last,
         ($3::text[])[${zipf('array_length($3::text[], 1)')}] as city,
         now() - make_interval(mins => (g::float8 / ${size.people} * 3 * 365 * 24 * 60)::int) as created
       from generate_series(1, ${size.people}) g
     ) as person`,
    [FIRST_NAMES, LAST_NAMES, CITIES, SCHOOLS],
  );

  log(`track applications: ${size.people.toLocaleString('en-US')}`);
  await client.query(`
    insert into applications (person_id, track, target_markets, target_city, answers_json, status, consented_at,
      archived_at, created_at, updated_at)
    select id, track, array[city], city, jsonb_build_object('genre', 'House'), status, created, 
      case when status = 'archived' then created + interval '10 days' end, created,
      case when status = 'submitted' then created else created + make_interval(days => 1 + (n % 20)::int) end
    from (
      select id, city, created_at + interval '1 hour' as created, n,
        (array['performer','creator','ops','ambassador','team','partner'])[1 + n % 6] as track,
        (array['submitted','submitted','under_review','shortlisted','booked','archived','archived','archived'])[1 + (n * 7) % 8] as status
      from (select id, city, created_at, row_number() over (order by created_at, id) as n from people) as numbered
    ) as made`);

  const applications = size.people * size.opportunityApplicationsPerPerson;
  log(`opportunity applications: ${applications.toLocaleString('en-US')}`);
  // Person p applies to opportunities (p*13 + j*2500) mod N for j = 0..k-1: different ones.
  await client.query(`
    create temp table numbered_opportunities as
      select id, row_number() over (order by created_at desc, id) - 1 as n from opportunities;
    create unique index on numbered_opportunities (n);
    create temp table numbered_people as select id, row_number() over (order by created_at, id) - 1 as n from people;
    insert into opportunity_applications (opportunity_id, person_id, cover_letter, status, created_at, updated_at)
    select o.id, p.id, case when j = 0 then 'I would love to be part of this.' end,
      (array['pending','pending','under_review','accepted','waitlisted','declined','completed','withdrawn'])[1 + (p.n + j) % 8],
      now() - make_interval(mins => (p.n * 4 + j)::int), now() - make_interval(mins => (p.n * 4 + j)::int)
    from numbered_people p
    cross join generate_series(0, ${size.opportunityApplicationsPerPerson - 1}) j
    join numbered_opportunities o on o.n = (p.n * 13 + j * 2500) % ${size.opportunities}`);
  if (size.extraBookings > 0) {
    log(`bookings besides: ${size.extraBookings.toLocaleString('en-US')}`);
    // The next j of the formula above: an opportunity none of them applied to yet.
    const j = size.opportunityApplicationsPerPerson;
    await client.query(`
      insert into opportunity_applications (opportunity_id, person_id, status, created_at, updated_at)
      select o.id, p.id, 'accepted', now() - make_interval(mins => p.n::int), now() - make_interval(mins => p.n::int)
      from numbered_people p
      join numbered_opportunities o on o.n = (p.n * 13 + ${j} * 2500) % ${size.opportunities}
      where p.n < ${size.extraBookings}`);
  }

  await client.query('alter table people enable trigger people_talent_document');
  await client.query('alter table applications enable trigger applications_talent_inserted');
  await client.query('alter table opportunity_applications enable trigger opportunity_applications_talent_inserted');
  log('talent search documents');
  await client.query('update people set talent_document = talent_document_of(id, name)');

  // Issue 45: conversations about those applications, their threads' counters kept.
  await insertConversations(client, size.messages, log);

  // Issue 19: the funnel's changes, folded once (the server folds every minute).
  log('analytics funnel');
  await client.query('select compact_funnel_changes()');

  log('vacuum analyze');
  await client.query('vacuum analyze');
}

// Opportunities first..last (1 is the newest) of `total`, posted over `days`.
async function insertOpportunities(
  client: pg.Client,
  range: { first: number; last: number; total: number; days: number; tagIds: string[] },
): Promise<void> {
  const venues = VENUES.map(([venue]) => venue);
  const venueCities = VENUES.map(([, city]) => city);
  await client.query(
    `insert into opportunities (title, description, city, date, opportunity_type, vertical, status, slots_total,
       slots_filled, responsibilities, ideal_candidate, perks, venue, budget_range, featured, tag_ids, created_at,
       updated_at, starts_at, ends_at)
     select
       ($3::text[])[${zipf('array_length($3::text[], 1)')}] || ' ' || ($4::text[])[${zipf('array_length($4::text[], 1)')}]
         || case when venue is not null then ' at ' || venue else '' end,
       description, city, day, type, vertical,
       case
         when day < (now() at time zone 'Etc/GMT+12')::date then case when r_status < 0.10 then 'open' when r_status < 0.25 then 'filled' else 'closed' end
         when day is not null or created > now() - interval '120 days' then
           case when r_status < 0.80 then 'open' when r_status < 0.90 then 'draft' else 'filled' end
         else case when r_status < 0.15 then 'open' else 'closed' end
       end,
       slots_total, 0,
       case when g % 3 = 0 then 'Arrive early' || chr(10) || 'Run the night' || chr(10) || 'Stay for load-out' end,
       case when g % 4 = 0 then 'Reliable people who love live events' end,
       case when g % 2 = 0 then 'Paid shift' || chr(10) || 'Guest list' end,
       venue,
       case when g % 2 = 1 then '$' || (100 + g % 400) || ' per night' end,
       r_featured < 0.01,
       tag_ids, created, created,
       -- Issue 42: a dated event is the evening where it is (migration 0018's default).
       (day + time '18:00') at time zone 'America/Chicago', (day + 1 + time '02:00') at time zone 'America/Chicago'
     from (
       select g, created, venue, coalesce(venue_city, ($5::text[])[${zipf('array_length($5::text[], 1)')}]) as city,
         case when random() < 0.15 then null else (created + make_interval(days => 3 + floor(random() * 88)::int))::date end as day,
         (array['event','event','event','event','creative','creative','creative','marketing','marketing','community'])[1 + floor(random() * 10)::int] as type,
         (array['Nightlife','Campus','Festival','Photography','Video','Brand','Community','Production'])[1 + g % 8] as vertical,
         random() as r_status, random() as r_featured,
         case when random() < 0.05 then 0 else 1 + floor(random() * 20)::int end as slots_total,
         description, tag_ids
       from (
         select g, now() - make_interval(mins => (g::float8 / ${range.total} * ${range.days} * 24 * 60)::int) as created,
           case when random() < 0.35 then 1 + floor(random() * ${venues.length})::int end as venue_index,
           (select upper(left(text, 1)) || substr(text, 2) || '.' from (
              select string_agg(($1::text[])[${zipf('array_length($1::text[], 1)')}], ' ') as text
              from generate_series(1, 30 + floor(random() * 60)::int) where g > 0
            ) as words) as description,
           array(select distinct ($2::uuid[])[${zipf('array_length($2::uuid[], 1)')}]
             from generate_series(1, floor(random() * 6)::int) where g > 0) as tag_ids
         from generate_series(${range.first}, ${range.last}) g
       ) as base
       left join lateral (select ($6::text[])[venue_index] as venue, ($7::text[])[venue_index] as venue_city) as place on true
     ) as made`,
    [WORDS, range.tagIds, TITLE_SETTINGS, TITLE_ROLES, CITIES, venues, venueCities],
  );
}
