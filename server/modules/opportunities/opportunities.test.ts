import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities } from '../../db/schema/opportunities';
import { createOpportunity, createTag, signedInAdmin, signedInPerson } from '../../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let admin: TestClient;
const ids: Record<string, string> = {};
const tags: Record<string, string> = {};

// A small catalogue, created oldest first (each a second apart, so "newest" is certain).
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  tags.dj = await createTag(admin, 'DJ');
  tags.paid = await createTag(admin, 'Paid');
  tags.weekend = await createTag(admin, 'Weekend');
  tags.campus = await createTag(admin, 'Campus');
  const catalogue = [
    {
      key: 'rooftop',
      title: 'Rooftop Opening Set',
      description: 'Sunset house music on Rainey Street.',
      city: 'Austin',
      date: '2031-06-10',
      opportunityType: 'creative',
      tagIds: [tags.dj, tags.weekend],
    },
    {
      key: 'photo',
      title: 'Event Photographer',
      description: 'Shoot the winter ball, 100% fun.',
      city: 'Houston',
      date: '2031-07-01',
      opportunityType: 'creative',
      tagIds: [tags.paid],
    },
    {
      key: 'door',
      title: 'Guest List Host',
      description: 'Run the door in Old Town.',
      city: 'Phoenix',
      date: '2031-05-01',
      opportunityType: 'event',
      tagIds: [tags.paid, tags.weekend],
    },
    {
      key: 'friday',
      title: 'Friday DJ Rotation',
      description: `Warm a 600-cap room. ${'Long text. '.repeat(40)}`,
      city: 'Dallas',
      date: '2031-05-20',
      opportunityType: 'creative',
      tagIds: [tags.dj, tags.paid, tags.weekend],
    },
    {
      key: 'promoter',
      title: 'Street Team Promoter',
      description: 'Posters around campus in dallas.',
      city: 'Austin',
      date: null,
      opportunityType: 'marketing',
      tagIds: [],
    },
    {
      key: 'volunteer',
      title: 'Charity Volunteer Lead',
      description: 'Lead the volunteers.',
      city: 'Houston',
      date: '2031-08-01',
      opportunityType: 'community',
      tagIds: [],
    },
    {
      key: 'vip',
      title: 'VIP Host',
      description: 'By invitation.',
      city: 'Dallas',
      date: '2031-12-31',
      opportunityType: 'event',
      inviteOnly: true,
      tagIds: [tags.paid],
    },
    {
      key: 'draft',
      title: 'Draft DJ gig',
      description: 'Not ready yet.',
      city: 'Dallas',
      status: 'draft',
      tagIds: [tags.dj],
    },
    {
      key: 'closed',
      title: 'Closed DJ gig',
      description: 'Done.',
      city: 'Dallas',
      status: 'closed',
      tagIds: [tags.dj],
    },
    {
      key: 'filled',
      title: 'Filled DJ gig',
      description: 'Full.',
      city: 'Dallas',
      status: 'filled',
      tagIds: [tags.dj],
    },
    {
      key: 'ambassador',
      title: 'Winter Campus Ambassador',
      description: 'Rally your campus.',
      city: 'National',
      opportunityType: 'marketing',
      featured: true,
      tagIds: [tags.campus],
    },
  ] as const;
  let second = 0;
  for (const { key, ...input } of catalogue) {
    const { id } = await createOpportunity(admin, { ...input, tagIds: [...input.tagIds] });
    ids[key] = id;
    // Spread the creation times out, oldest first.
    second += 1;
    await t.db
      .update(opportunities)
      .set({ createdAt: sql`now() - make_interval(days => ${100 - second})` })
      .where(eq(opportunities.id, id));
  }
});
afterAll(() => t.close());

const titlesOf = (body: { items: { title: string }[] }) => body.items.map((item) => item.title);

describe('GET /api/opportunities (spec §2 list, D8, D15)', () => {
  it('lists open opportunities only, featured first, then newest', async () => {
    const response = await t.client().get('/api/opportunities');
    expect(response.status).toBe(200);
    expect(titlesOf(response.body)).toEqual([
      'Winter Campus Ambassador',
      'VIP Host',
      'Charity Volunteer Lead',
      'Street Team Promoter',
      'Friday DJ Rotation',
      'Guest List Host',
      'Event Photographer',
      'Rooftop Opening Set',
    ]);
    expect(response.body).toMatchObject({ page: 1, pageSize: 20, total: 8, openTotal: 8 });
  });

  it('answers cards: preview cut at 200 characters between words, tags by label, invite-only as zero spots', async () => {
    const { body } = await t.client().get('/api/opportunities');
    const friday = body.items.find((item: { id: string }) => item.id === ids.friday);
    expect(friday.descriptionPreview.length).toBeLessThanOrEqual(201);
    // Issue 41: never "Lon…".
    expect(friday.descriptionPreview).toMatch(/^Warm a 600-cap room\. (Long text\. )+Long text…$/);
    expect(friday).toMatchObject({ city: 'Dallas', date: '2031-05-20', opportunityType: 'creative', slotsTotal: 1 });
    expect(friday.tags.map((tag: { label: string }) => tag.label)).toEqual(['DJ', 'Paid', 'Weekend']);
    expect(friday).not.toHaveProperty('description');
    const vip = body.items.find((item: { id: string }) => item.id === ids.vip);
    expect(vip).toMatchObject({ slotsTotal: 0, descriptionPreview: 'By invitation.' });
  });

  it('pages with page and pageSize; total counts every match', async () => {
    const first = await t.client().get('/api/opportunities?pageSize=3');
    const second = await t.client().get('/api/opportunities?pageSize=3&page=3');
    expect(titlesOf(first.body)).toHaveLength(3);
    expect(titlesOf(second.body)).toEqual(['Event Photographer', 'Rooftop Opening Set']);
    expect(second.body).toMatchObject({ page: 3, pageSize: 3, total: 8 });
    const pastTheEnd = await t.client().get(`/api/opportunities?pageSize=3&page=9&tags=${tags.paid}`);
    expect(pastTheEnd.body).toMatchObject({ items: [], page: 9, total: 4, openTotal: 8 });
  });

  it.each([
    // D21 relevance: the city before the description.
    ['q=dallas', ['VIP Host', 'Friday DJ Rotation', 'Street Team Promoter']],
    ['q=ROOFTOP', ['Rooftop Opening Set']],
    ['q=100%25', ['Event Photographer']],
    ['q=_', []],
    ['type=creative', ['Friday DJ Rotation', 'Event Photographer', 'Rooftop Opening Set']],
    ['city=houston', ['Charity Volunteer Lead', 'Event Photographer']],
    ['from=2031-06-01', ['VIP Host', 'Charity Volunteer Lead', 'Event Photographer', 'Rooftop Opening Set']],
    ['from=2031-05-01&to=2031-06-10', ['Friday DJ Rotation', 'Guest List Host', 'Rooftop Opening Set']],
    ['q=dj&type=creative&city=dallas', ['Friday DJ Rotation']],
  ])('filters ?%s', async (query, expected) => {
    const response = await t.client().get(`/api/opportunities?${query}`);
    expect(response.status).toBe(200);
    expect(titlesOf(response.body)).toEqual(expected);
    expect(response.body).toMatchObject({ total: expected.length, openTotal: 8 });
  });

  it('pages a search, past the end too', async () => {
    const q = encodeURIComponent('dallas or houston or austin');
    const second = await t.client().get(`/api/opportunities?q=${q}&pageSize=2&page=2`);
    const whole = await t.client().get(`/api/opportunities?q=${q}&pageSize=50`);
    expect(whole.body.total).toBeGreaterThan(4);
    expect(titlesOf(second.body)).toEqual(titlesOf(whole.body).slice(2, 4));
    expect(second.body).toMatchObject({ total: whole.body.total, openTotal: 8 });
    const pastTheEnd = await t.client().get('/api/opportunities?q=host&pageSize=2&page=9');
    expect(pastTheEnd.body).toMatchObject({ items: [], total: 2, openTotal: 8 });
  });

  it('needs every selected tag on the opportunity', async () => {
    const one = await t.client().get(`/api/opportunities?tags=${tags.dj}`);
    expect(titlesOf(one.body)).toEqual(['Friday DJ Rotation', 'Rooftop Opening Set']);
    const two = await t.client().get(`/api/opportunities?tags=${tags.paid},${tags.weekend}`);
    expect(titlesOf(two.body)).toEqual(['Friday DJ Rotation', 'Guest List Host']);
    const three = await t.client().get(`/api/opportunities?tags=${tags.dj},${tags.paid},${tags.campus}`);
    expect(three.body).toMatchObject({ items: [], total: 0, openTotal: 8 });
  });

  it('counts follow a change at once (the count cache is cleared by every write)', async () => {
    const token = 'countfollows';
    const before = await t.client().get(`/api/opportunities?q=${token}`);
    expect(before.body).toMatchObject({ total: 0, openTotal: 8 });
    const { id } = await createOpportunity(admin, { title: `${token} one` });
    const tag = await createTag(admin, 'Counted');
    expect((await t.client().get(`/api/opportunities?q=${token}`)).body).toMatchObject({ total: 1, openTotal: 9 });
    expect((await t.client().get(`/api/opportunities?tags=${tag}`)).body.total).toBe(0);
    await admin.put(`/api/admin/opportunities/${id}/tags/${tag}`);
    expect((await t.client().get(`/api/opportunities?tags=${tag}`)).body.total).toBe(1);
    await admin.delete(`/api/admin/opportunities/${id}`);
    expect((await t.client().get(`/api/opportunities?q=${token}`)).body).toMatchObject({ total: 0, openTotal: 8 });
    expect((await t.client().get('/api/opportunities')).body.total).toBe(8);
  });

  it.each([
    ['type=party', 'Choose a valid type'],
    ['from=2031-02-30', 'Enter a valid date'],
    ['from=2031-06-01&to=2031-05-01', 'The from date must be on or before the to date'],
    ['tags=not%20a%20tag', 'Unknown tag'],
    ['page=0', 'Too small: expected number to be >=1'],
  ])('refuses ?%s with a clear message', async (query, message) => {
    const response = await t.client().get(`/api/opportunities?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
  });
});

describe('GET /api/opportunities/:id (spec §2 detail)', () => {
  it('answers every field and the tags of an open opportunity to anyone', async () => {
    const response = await t.client().get(`/api/opportunities/${ids.friday}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: ids.friday,
      title: 'Friday DJ Rotation',
      status: 'open',
      opportunityType: 'creative',
      slotsTotal: 1,
      slotsFilled: 0,
      vertical: null,
      venue: null,
    });
    expect(response.body.tags).toHaveLength(3);
  });

  it('hides drafts from the public and people who did not apply; staff see them (D32)', async () => {
    const person = await signedInPerson(t);
    for (const client of [t.client(), person.client]) {
      const response = await client.get(`/api/opportunities/${ids.draft}`);
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Opportunity not found');
    }
    expect((await admin.get(`/api/opportunities/${ids.draft}`)).status).toBe(200);
  });

  it('keeps a filled, closed or past opportunity’s page up for everyone (D32)', async () => {
    const person = await signedInPerson(t);
    for (const key of ['closed', 'filled']) {
      for (const client of [t.client(), person.client, admin]) {
        const response = await client.get(`/api/opportunities/${ids[key]}`);
        expect(response.status, key).toBe(200);
        expect(response.body.status).toBe(key);
      }
    }
    const { id } = await createOpportunity(admin, { title: 'Long gone', date: '2020-01-10' });
    const past = await t.client().get(`/api/opportunities/${id}`);
    expect(past.status).toBe(200);
    expect(past.body.past).toBe(true);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'nope', '%27%3B%20drop%20table%20opportunities'])(
    "answers 404 'Opportunity not found' for %s",
    async (id) => {
      const response = await t.client().get(`/api/opportunities/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Opportunity not found');
    },
  );
});

describe('GET /api/opportunities/:id/similar (spec §7)', () => {
  it('lists up to 3 open others sharing a tag, the rarer tags shared first', async () => {
    const response = await t.client().get(`/api/opportunities/${ids.friday}/similar`);
    expect(response.status).toBe(200);
    // Shares DJ and Weekend, Paid and Weekend, then Paid; the closed, draft and filled DJ gigs
    // and the invite-only VIP Host never appear.
    expect(titlesOf(response.body)).toEqual(['Rooftop Opening Set', 'Guest List Host', 'Event Photographer']);
  });

  it('uses the same type when the opportunity has no tags', async () => {
    const response = await t.client().get(`/api/opportunities/${ids.promoter}/similar`);
    expect(titlesOf(response.body)).toEqual(['Winter Campus Ambassador']);
    const lonely = await t.client().get(`/api/opportunities/${ids.volunteer}/similar`);
    expect(lonely.body.items).toEqual([]);
  });

  it('answers 404 for an unknown or hidden opportunity', async () => {
    expect((await t.client().get('/api/opportunities/nope/similar')).status).toBe(404);
    expect((await t.client().get(`/api/opportunities/${ids.draft}/similar`)).status).toBe(404);
  });
});

describe('GET /api/opportunity-tags', () => {
  it('lists every tag by label for the filter, to anyone', async () => {
    const response = await t.client().get('/api/opportunity-tags');
    expect(response.status).toBe(200);
    expect(response.body.items.map((tag: { label: string }) => tag.label)).toEqual([
      'Campus',
      'Counted',
      'DJ',
      'Paid',
      'Weekend',
    ]);
  });
});
