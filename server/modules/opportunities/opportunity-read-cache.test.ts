import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity, createTag, signedInAdmin } from '../../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { OPPORTUNITY_CHANGES_CHANNEL } from '../../db/change-notices';

// Decision 017: public opportunity reads are kept for a few seconds while the process hears
// the database announce every change; a change is never served stale once announced.
let t: TestApp;
let admin: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  visitor = t.client();
  await t.services.opportunities.watchChanges();
});
afterAll(() => t.close());

const titleOf = async (id: string) => (await visitor.get(`/api/opportunities/${id}`)).body.title;
const listed = async (q: string) =>
  (await visitor.get(`/api/opportunities?q=${encodeURIComponent(q)}`)).body.items.map(
    (item: { title: string }) => item.title,
  );

// A write the database does not announce (its announcing trigger off for this transaction; the
// search document's trigger still runs): only a kept answer can hide it.
async function unannouncedTitle(id: string, title: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`alter table opportunities disable trigger opportunities_announce_change`);
    await tx.execute(sql`update opportunities set title = ${title} where id = ${id}`);
    await tx.execute(sql`alter table opportunities enable trigger opportunities_announce_change`);
  });
}

describe('public opportunity reads kept in memory (decision 017)', () => {
  it('the database announces every change to opportunities, tags and tag assignments', async () => {
    const heard: string[] = [];
    const unlisten = await t.database.listen(OPPORTUNITY_CHANGES_CHANNEL, (payload) => heard.push(payload));
    try {
      const { id } = await createOpportunity(admin, { title: 'Announced Night' });
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      heard.length = 0;
      const tagId = await createTag(admin, 'Announced Tag');
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      heard.length = 0;
      await t.db.execute(
        sql`insert into opportunity_tag_assignments (opportunity_id, tag_id) values (${id}, ${tagId})`,
      );
      await expect.poll(() => heard.length).toBeGreaterThan(0);
    } finally {
      await unlisten();
    }
  });

  it('serves a kept answer: a change nobody announces is not seen until the reads are dropped', async () => {
    // The creation's own announcement drops kept reads when it arrives: let it arrive first.
    const heard: string[] = [];
    const unlisten = await t.database.listen(OPPORTUNITY_CHANGES_CHANNEL, (payload) => heard.push(payload));
    const { id } = await createOpportunity(admin, { title: 'Kept Night' });
    await expect.poll(() => heard.length).toBeGreaterThan(0);
    await unlisten();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await titleOf(id)).toBe('Kept Night');
    expect(await listed('Kept Night')).toEqual(['Kept Night']);
    await unannouncedTitle(id, 'Quiet Rename');
    expect(await titleOf(id)).toBe('Kept Night');
    expect(await listed('Kept Night')).toEqual(['Kept Night']);
    t.services.opportunities.forgetReads();
    expect(await titleOf(id)).toBe('Quiet Rename');
    expect(await listed('Kept Night')).toEqual([]);
  });

  it('a write through the API is seen by the very next public read', async () => {
    const house = await createTag(admin, 'Kept House');
    const { id } = await createOpportunity(admin, { title: 'Kept Before', tagIds: [house] });
    const { id: other } = await createOpportunity(admin, { title: 'Kept Neighbour', tagIds: [house] });
    expect(await titleOf(id)).toBe('Kept Before');
    const similarTitles = async () =>
      (await visitor.get(`/api/opportunities/${other}/similar`)).body.items.map(
        (item: { title: string }) => item.title,
      );
    expect(await similarTitles()).toContain('Kept Before');

    const updated = await admin.put(`/api/admin/opportunities/${id}`, {
      title: 'Kept After',
      description: 'Run the door at our Friday night.',
      status: 'open',
    });
    expect(updated.status).toBe(200);
    expect(await titleOf(id)).toBe('Kept After');
    expect(await similarTitles()).toContain('Kept After');
    expect(await listed('Kept After')).toContain('Kept After');

    expect((await admin.delete(`/api/admin/opportunities/${id}/tags/${house}`)).status).toBe(200);
    expect(await similarTitles()).not.toContain('Kept After');
  });

  it('a change another process or a script makes is seen once the database announces it', async () => {
    const { id } = await createOpportunity(admin, { title: 'Elsewhere Before' });
    expect(await titleOf(id)).toBe('Elsewhere Before');
    await t.db.execute(sql`update opportunities set title = 'Elsewhere After' where id = ${id}`);
    await expect.poll(() => titleOf(id), { timeout: 2_000 }).toBe('Elsewhere After');
    const { id: tagged } = await createOpportunity(admin, {
      title: 'Tag Renamed',
      tagIds: [await createTag(admin, 'Fresh Tag')],
    });
    const tagLabels = async () =>
      (await visitor.get(`/api/opportunities/${tagged}`)).body.tags.map((tag: { label: string }) => tag.label);
    expect(await tagLabels()).toEqual(['Fresh Tag']);
    await t.db.execute(sql`update opportunity_tags set label = 'Fresh Tag Renamed' where label = 'Fresh Tag'`);
    await expect.poll(tagLabels, { timeout: 2_000 }).toEqual(['Fresh Tag Renamed']);
  });
});
