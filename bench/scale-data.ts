import type pg from 'pg';

// The scale data set of `npm run bench` (issue 3): 10,000 opportunities, 300 tags, 50,000
// people and 200,000 opportunity applications, made inside PostgreSQL with generate_series
// (seconds, not minutes). Deterministic: the same seed gives the same rows.
export const SCALE = { opportunities: 10_000, tags: 300, people: 50_000, applicationsPerPerson: 4 } as const;

const CITIES = [
  'Dallas',
  'Austin',
  'Houston',
  'Tulsa',
  'Phoenix',
  'National',
  'San Antonio',
  'Denver',
  'Nashville',
  'Atlanta',
  'Miami',
  'Chicago',
];
const TITLE_WORDS = [
  'Rooftop',
  'Friday',
  'Saturday',
  'Warehouse',
  'Campus',
  'Festival',
  'Gala',
  'Block Party',
  'Residency',
  'Showcase',
  'Pop-Up',
  'Launch',
];
const ROLES = [
  'DJ Set',
  'Door Host',
  'Photographer',
  'Video Editor',
  'Stage Crew',
  'Promoter',
  'Ambassador',
  'Bartender',
  'MC',
  'Live Band',
  'Designer',
  'Volunteer Lead',
];
const WORDS = [
  'music',
  'crowd',
  'night',
  'stage',
  'lights',
  'house',
  'disco',
  'techno',
  'hip-hop',
  'energy',
  'venue',
  'guests',
  'sound',
  'team',
  'tickets',
  'lineup',
  'dance',
  'floor',
  'photos',
  'recap',
  'charity',
  'campus',
  'weekend',
  'rooftop',
  'sunset',
  'bass',
  'vinyl',
  'crew',
  'load-in',
  'backstage',
];
// Descriptions mix nightlife words (15% of words, so a common one is in about a sixth of the
// descriptions) with a long tail of 1,000 three-syllable words, as real text does.
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'ze', 'pa'];
const TYPES = ['event', 'creative', 'marketing', 'community'];

const literal = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;

export async function loadScaleData(client: pg.Client, log: (message: string) => void): Promise<void> {
  await client.query('select setseed(0.42)');

  log(`tags: ${SCALE.tags}`);
  await client.query(`
    insert into opportunity_tags (label, color)
    select 'Tag ' || lpad(g::text, 3, '0'), '#' || lpad(to_hex((g * 2654435761) % 16777216), 6, '0')
    from generate_series(1, ${SCALE.tags}) g`);

  log(`opportunities: ${SCALE.opportunities}`);
  // 70% open, 10% each draft, filled and closed; 1% featured; 5% invite only; 20% undated.
  await client.query(`
    insert into opportunities (title, description, city, date, opportunity_type, vertical, status, slots_total,
      slots_filled, responsibilities, ideal_candidate, perks, venue, budget_range, featured, created_at, updated_at)
    select
      (${literal(TITLE_WORDS)})[1 + g % 12] || ' ' || (${literal(ROLES)})[1 + (g / 12) % 12] || ' #' || g,
      (select string_agg(
         case when random() < 0.15 then (${literal(WORDS)})[1 + floor(random() * 30)::int]
         else (${literal(SYLLABLES)})[1 + floor(random() * 10)::int] || (${literal(SYLLABLES)})[1 + floor(random() * 10)::int]
           || (${literal(SYLLABLES)})[1 + floor(random() * 10)::int] end, ' ')
       from generate_series(1, 40 + g % 60) w where g > 0),
      (${literal(CITIES)})[1 + (g * 7) % 12],
      case when g % 5 = 0 then null else current_date + ((g % 730) - 365) end,
      (${literal(TYPES)})[1 + (g * 3) % 4],
      'Vertical ' || (g % 20),
      case when g % 10 < 7 then 'open' when g % 10 = 7 then 'draft' when g % 10 = 8 then 'filled' else 'closed' end,
      case when g % 20 = 0 then 0 else 1 + g % 20 end,
      0,
      case when g % 3 = 0 then 'Arrive early\nRun the night\nStay for load-out' end,
      case when g % 4 = 0 then 'Reliable people who love live events' end,
      case when g % 2 = 0 then 'Paid shift\nGuest list' end,
      case when g % 3 = 1 then 'Venue ' || (g % 50) end,
      case when g % 2 = 1 then '$' || (100 + g % 400) || ' per night' end,
      g % 100 = 0,
      now() - make_interval(mins => g * 97),
      now() - make_interval(mins => g * 97)
    from generate_series(1, ${SCALE.opportunities}) g`);

  log('tag assignments: 0 to 5 per opportunity');
  await client.query(`
    create temp table numbered_tags as select id, row_number() over (order by label) - 1 as n from opportunity_tags;
    create temp table numbered_opportunities as
      select id, row_number() over (order by created_at desc, id) - 1 as n from opportunities;
    insert into opportunity_tag_assignments (opportunity_id, tag_id)
    select o.id, t.id
    from numbered_opportunities o
    join generate_series(0, 4) k on k < o.n % 6
    join numbered_tags t on t.n = (o.n * 37 + k * 61) % ${SCALE.tags}
    on conflict do nothing`);
  // Each assignment rewrote its opportunity's row (tag_ids, docs/decisions/016): compact the
  // table as a long-lived one would be, not five times its size at once.
  await client.query('vacuum full opportunities');

  log(`people: ${SCALE.people}`);
  await client.query(`
    insert into people (name, email, phone, age, city, state, status, rank, xp_total, missions_completed, created_at, updated_at)
    select 'Person ' || g, 'person' || g || '@bench.example', '(214) 555-' || lpad((g % 10000)::text, 4, '0'),
      18 + g % 30, (${literal(CITIES)})[1 + g % 12], 'TX',
      (array['new','active','pending','archived'])[1 + g % 4], (array['member','verified','operator','architect','legend'])[1 + g % 5],
      (g % 50) * 100, g % 50, now() - make_interval(mins => g * 11), now() - make_interval(mins => g * 11)
    from generate_series(1, ${SCALE.people}) g`);

  const applications = SCALE.people * SCALE.applicationsPerPerson;
  log(`opportunity applications: ${applications}`);
  // Person p applies to opportunities (p*13 + j*2500) mod 10000 for j = 0..3: four different ones.
  await client.query(`
    create temp table numbered_people as select id, row_number() over (order by created_at, id) - 1 as n from people;
    insert into opportunity_applications (opportunity_id, person_id, cover_letter, status, created_at, updated_at)
    select o.id, p.id, case when j = 0 then 'I would love to be part of this.' end,
      (array['pending','pending','under_review','accepted','waitlisted','declined','completed','withdrawn'])[1 + (p.n + j) % 8],
      now() - make_interval(mins => (p.n * 4 + j)::int), now() - make_interval(mins => (p.n * 4 + j)::int)
    from numbered_people p
    cross join generate_series(0, ${SCALE.applicationsPerPerson - 1}) j
    join numbered_opportunities o on o.n = (p.n * 13 + j * 2500) % ${SCALE.opportunities}`);

  log('vacuum analyze');
  await client.query('vacuum analyze');
}
