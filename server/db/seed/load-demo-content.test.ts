import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPPORTUNITY_TYPES } from '@shared/domain-values';
import { queryRows } from '../database';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { DEMO_TAGS } from './demo-content';
import { loadDemoContent } from './load-demo-content';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

describe('demo content (D9)', () => {
  it('loads once', async () => {
    expect(await loadDemoContent(database)).toBe(true);
    expect(await loadDemoContent(database)).toBe(false);
    const [opportunities] = await rows<{ n: number }>(sql`select count(*)::int as n from opportunities`);
    expect(opportunities?.n).toBeGreaterThan(10);
  });

  it('covers every type, every wizard city and every tag among open opportunities', async () => {
    const open = await rows<{ opportunity_type: string; city: string }>(
      sql`select opportunity_type, city from opportunities where status = 'open'`,
    );
    expect(new Set(open.map((row) => row.opportunity_type))).toEqual(new Set(OPPORTUNITY_TYPES));
    for (const city of ['Dallas', 'Austin', 'Houston', 'Tulsa', 'Phoenix', 'National']) {
      expect(open.map((row) => row.city)).toContain(city);
    }
    const tagged = await rows<{ label: string }>(sql`
      select distinct t.label from opportunity_tags t
      join opportunity_tag_assignments a on a.tag_id = t.id
      join opportunities o on o.id = a.opportunity_id and o.status = 'open'`);
    expect(new Set(tagged.map((row) => row.label))).toEqual(new Set(DEMO_TAGS.map((tag) => tag.label)));
  });

  it('logs each application as activity, so the overview tells of them (issue 19)', async () => {
    const [missing] = await rows<{ n: number }>(sql`
      select ((select count(*) from applications a where not exists (
          select 1 from activity_log l where l.entity_type = 'application' and l.entity_id = a.id::text))
        + (select count(*) from opportunity_applications a where not exists (
          select 1 from activity_log l where l.entity_type = 'opportunity_application' and l.entity_id = a.id::text))
        )::int as n`);
    expect(missing?.n).toBe(0);
    const [logged] = await rows<{ n: number }>(sql`select count(*)::int as n from activity_log`);
    expect(logged?.n).toBeGreaterThan(0);
  });

  it('features a winter campus ambassador opportunity (D8)', async () => {
    const featured = await rows<{ title: string }>(
      sql`select title from opportunities where featured and status = 'open'`,
    );
    expect(featured.map((row) => row.title)).toEqual(['Winter Campus Ambassador']);
  });

  it('keeps slots consistent with accepted participants', async () => {
    const mismatched = await rows(sql`
      select o.id from opportunities o
      where o.status = 'open' and o.slots_filled <> (
        select count(*) from opportunity_applications a
        where a.opportunity_id = o.id and a.status in ('accepted', 'completed'))`);
    expect(mismatched).toEqual([]);
  });

  it('fills an opportunity whose spots are all taken (D11, issue 16)', async () => {
    const full = await rows<{ title: string; status: string }>(sql`
      select title, status from opportunities where slots_total > 0 and slots_filled >= slots_total order by title`);
    expect(full).toContainEqual({ title: 'Rooftop Opening Set', status: 'filled' });
    expect(full.filter((row) => row.status === 'open')).toEqual([]);
  });

  it('dates its events as their titles say, from the day it is loaded (issue 41)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const dated = await rows<{ title: string; status: string; date: string; starts: boolean; weekday: number }>(sql`
      select title, status, date::text as date, starts_at is not null and ends_at > starts_at as starts,
        extract(dow from date)::int as weekday
      from opportunities where date is not null order by title`);
    const day = (title: string) => dated.find((row) => row.title === title);
    expect(day("New Year's Eve VIP Host")?.date.slice(5)).toBe('12-31');
    expect(day('Halloween Bash Bar Support')?.date.slice(5)).toBe('10-31');
    expect((day('Halloween Bash Bar Support')?.date ?? today) < today).toBe(true);
    expect(day('Friday Night DJ Rotation — Deep Ellum')?.weekday).toBe(5);
    expect(['12', '01', '02']).toContain(day('Event Photographer — Houston Winter Ball')?.date.slice(5, 7));
    for (const row of dated) {
      // D36: a dated event has its hours.
      expect(row.starts, row.title).toBe(true);
      if (row.status === 'open' || row.status === 'draft') expect(row.date >= today, row.title).toBe(true);
      if (row.status === 'closed') expect(row.date < today, row.title).toBe(true);
    }
  });
});
