import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunityTagAssignments, opportunityTags } from '../../db/schema/opportunities';
import { createOpportunity, createTag, signedInAdmin, signedInPerson } from '../../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

describe('tags (spec §2 tag manager, §5, §6)', () => {
  it('creates a tag with a trimmed label and a colour', async () => {
    const response = await admin.post('/api/admin/opportunity-tags', { label: '  Late Night  ' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ label: 'Late Night', color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    const chosen = await admin.post('/api/admin/opportunity-tags', { label: 'Sunset', color: '#123abc' });
    expect(chosen.body.color).toBe('#123abc');
  });

  it.each([
    [{ label: '   ' }, 400, 'Tag name is required'],
    [{}, 400, 'Tag name is required'],
    [{ label: 'x'.repeat(51) }, 400, 'Tag name must be at most 50 characters'],
    [{ label: 'Bad colour', color: 'red' }, 400, 'Tag colour must look like #a855f7'],
  ])('refuses %o', async (body, status, message) => {
    const response = await admin.post('/api/admin/opportunity-tags', body);
    expect(response.status).toBe(status);
    expect(response.body.error.message).toBe(message);
  });

  it('refuses a label that exists in any case', async () => {
    await createTag(admin, 'Rooftop');
    const response = await admin.post('/api/admin/opportunity-tags', { label: 'ROOFTOP' });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('A tag named "ROOFTOP" already exists');
    expect(await t.db.select().from(opportunityTags).where(eq(opportunityTags.label, 'ROOFTOP'))).toEqual([]);
  });

  it('adds an existing tag to an opportunity (twice is once) and removes it', async () => {
    const { id } = await createOpportunity(admin);
    const house = await createTag(admin, 'House');
    const added = await admin.put(`/api/admin/opportunities/${id}/tags/${house}`);
    expect(added.status).toBe(200);
    expect(added.body.items).toEqual([expect.objectContaining({ id: house, label: 'House' })]);
    expect((await admin.put(`/api/admin/opportunities/${id}/tags/${house}`)).status).toBe(200);
    const assignments = await t.db
      .select()
      .from(opportunityTagAssignments)
      .where(eq(opportunityTagAssignments.opportunityId, id));
    expect(assignments).toHaveLength(1);
    expect((await t.client().get(`/api/opportunities/${id}`)).body.tags).toEqual([added.body.items[0]]);

    const removed = await admin.delete(`/api/admin/opportunities/${id}/tags/${house}`);
    expect(removed.status).toBe(200);
    expect(removed.body.items).toEqual([]);
    const again = await admin.delete(`/api/admin/opportunities/${id}/tags/${house}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('This tag is not on the opportunity');
  });

  // docs/decisions/016: cards name their tags from the tags kept in memory.
  it('names the tags of cards by label, including tags another process created and assigned', async () => {
    const { id } = await createOpportunity(admin, { title: 'Named tags night' });
    const zebra = await createTag(admin, 'Zebra stripes');
    await admin.put(`/api/admin/opportunities/${id}/tags/${zebra}`);
    // Read once, so the tags are in memory before the others arrive.
    expect((await t.client().get(`/api/opportunities/${id}`)).body.tags).toEqual([
      expect.objectContaining({ id: zebra, label: 'Zebra stripes' }),
    ]);
    // Another process (a script, a second server) writes straight to the database.
    const [elsewhere] = await t.db
      .insert(opportunityTags)
      .values({ label: 'Afterglow', color: '#22c55e' })
      .returning({ id: opportunityTags.id });
    await t.db.insert(opportunityTagAssignments).values({ opportunityId: id, tagId: elsewhere?.id ?? '' });

    const expected = [
      { id: elsewhere?.id, label: 'Afterglow', slug: 'afterglow', color: '#22c55e' },
      expect.objectContaining({ id: zebra, label: 'Zebra stripes' }),
    ];
    expect((await t.client().get(`/api/opportunities/${id}`)).body.tags).toEqual(expected);
    const list = await t.client().get(`/api/opportunities?q=${encodeURIComponent('Named tags night')}`);
    expect(list.body.items).toEqual([expect.objectContaining({ id, tags: expected })]);
  });

  it('answers 404 for an unknown opportunity or tag', async () => {
    const { id } = await createOpportunity(admin);
    const tag = await createTag(admin, 'Techno');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.put(`/api/admin/opportunities/${unknown}/tags/${tag}`)).body.error.message).toBe(
      'Opportunity not found',
    );
    expect((await admin.put(`/api/admin/opportunities/${id}/tags/${unknown}`)).body.error.message).toBe(
      'Tag not found',
    );
    expect((await admin.put(`/api/admin/opportunities/${id}/tags/nope`)).status).toBe(404);
  });

  it('refuses every tag call from anonymous callers (401) and non-admins (403), changing nothing', async () => {
    const { id } = await createOpportunity(admin);
    const tag = await createTag(admin, 'Disco');
    const person = await signedInPerson(t);
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/admin/opportunity-tags', { label: 'Sneaky' }],
      ['PUT', `/api/admin/opportunities/${id}/tags/${tag}`],
      ['DELETE', `/api/admin/opportunities/${id}/tags/${tag}`],
    ];
    await admin.put(`/api/admin/opportunities/${id}/tags/${tag}`);
    for (const [method, path, json] of calls) {
      expect((await t.client().request(method, path, { json })).status).toBe(401);
      expect((await person.client.request(method, path, { json })).status).toBe(403);
    }
    expect(await t.db.select().from(opportunityTags).where(eq(opportunityTags.label, 'Sneaky'))).toEqual([]);
    expect((await t.client().get(`/api/opportunities/${id}`)).body.tags.map((x: { id: string }) => x.id)).toEqual([
      tag,
    ]);
  });
});
