import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACK_OFFICE_CHANGES_CHANNEL } from '../db/change-notices';
import { publishChange } from '../realtime/change-events';
import { type SignedIn, signedIn } from '../test/staff';
import { createTestApp, type TestApp } from '../test/test-app';
import { signedUpPerson } from '../test/test-people';

// Decision 133: the back office's busiest lists are kept for a few seconds while the process
// hears every change to what they read; a change is never served stale once announced, and the
// writer's own next read is exact.
let t: TestApp;
let admin: SignedIn;
let reviewer: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  reviewer = await signedIn(t, 'reviewer');
  await t.services.opportunities.watchChanges();
  await t.backOfficeReads.watchChanges();
});
afterAll(() => t.close());

const namesFound = async (search: string, headers?: Record<string, string>) =>
  (await admin.client.get(`/api/admin/users?search=${encodeURIComponent(search)}&page=1`, headers)).body.items.map(
    (item: { name: string }) => item.name,
  );

// The database announces a change with this notice once its transaction commits: wait for it
// (an earlier write's notice arriving later would drop what a test wants kept).
async function announced(write: () => Promise<unknown>) {
  const heard: string[] = [];
  const unlisten = await t.database.listen(BACK_OFFICE_CHANGES_CHANNEL, (payload) => heard.push(payload));
  try {
    await write();
    await expect.poll(() => heard.length).toBeGreaterThan(0);
  } finally {
    await unlisten();
  }
}

// A rename the database does not announce (its announcing trigger off for this transaction):
// only a kept answer can hide it.
async function unannouncedName(personId: string, name: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`alter table people disable trigger people_announce_back_office_change`);
    await tx.execute(sql`update people set name = ${name} where id = ${personId}`);
    await tx.execute(sql`alter table people enable trigger people_announce_back_office_change`);
  });
}

async function keptPerson(name: string) {
  let personId = '';
  await announced(async () => {
    personId = (await signedUpPerson(t, name)).person.id;
  });
  // Every notice of the sign-up has arrived (a late one would drop what this test keeps).
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(await namesFound(name)).toEqual([name]);
  return personId;
}

describe('back-office reads kept in memory (decision 133)', () => {
  it('the database announces changes to people, accounts, roles, applications and invitations', async () => {
    const { person } = await signedUpPerson(t, 'Announced Person');
    const [personId, userId] = [person.id, person.userId];
    await announced(() => t.db.execute(sql`update people set city = 'Austin' where id = ${personId}`));
    await announced(() => t.db.execute(sql`update "user" set name = 'Announced' where id = ${userId}`));
    await announced(() => t.db.execute(sql`delete from user_roles where user_id = ${userId}`));
    await announced(() => t.db.execute(sql`update applications set updated_at = now() where person_id = ${personId}`));
    await announced(() => t.db.execute(sql`delete from opportunity_applications where person_id = ${personId}`));
    await announced(() => t.db.execute(sql`delete from invitations where person_id = ${personId}`));
  });

  it('serves a kept answer until a change is announced; a hard reload reads afresh', async () => {
    const personId = await keptPerson('Kept Quinn');
    await unannouncedName(personId, 'Quiet Quinn');
    expect(await namesFound('Kept Quinn')).toEqual(['Kept Quinn']);
    expect(await namesFound('Kept Quinn', { 'Cache-Control': 'no-cache' })).toEqual([]);
    // The same search with its parameters in another order is the same kept answer.
    const reordered = await admin.client.get(`/api/admin/users?page=1&search=${encodeURIComponent('Kept Quinn')}`);
    expect(reordered.body.items.map((item: { name: string }) => item.name)).toEqual(['Kept Quinn']);
    await t.db.execute(sql`update people set city = 'Dallas' where id = ${personId}`);
    await expect.poll(() => namesFound('Kept Quinn'), { timeout: 2_000 }).toEqual([]);
    expect(await namesFound('Quiet Quinn')).toEqual(['Quiet Quinn']);
  });

  it("a write through the API is seen by the writer's very next read", async () => {
    const personId = await keptPerson('Standing Sam');
    await unannouncedName(personId, 'Standing Sam Renamed');
    const patched = await admin.client.patch(`/api/admin/users/${personId}`, { status: 'archived', rank: 'verified' });
    expect(patched.status).toBe(200);
    expect(await namesFound('Standing Sam')).toEqual(['Standing Sam Renamed']);
  });

  it('a live-update event drops what is kept before a live page hears it', async () => {
    const personId = await keptPerson('Live Lee');
    await unannouncedName(personId, 'Live Lee Renamed');
    expect(await namesFound('Live Lee')).toEqual(['Live Lee']);
    await t.db.transaction((tx) => publishChange(tx, { topic: 'interactions', personId }));
    await expect.poll(() => namesFound('Live Lee'), { timeout: 2_000 }).toEqual(['Live Lee Renamed']);
  });

  it('details are always read afresh', async () => {
    const personId = await keptPerson('Detail Dana');
    expect((await admin.client.get(`/api/admin/users/${personId}`)).body.name).toBe('Detail Dana');
    await unannouncedName(personId, 'Detail Dana Renamed');
    expect((await admin.client.get(`/api/admin/users/${personId}`)).body.name).toBe('Detail Dana Renamed');
  });

  it('keeps answers per role, and still asks every caller for theirs', async () => {
    const adminFunnel = await admin.client.get('/api/admin/analytics');
    expect(adminFunnel.status).toBe(200);
    expect(adminFunnel.body.opportunities).not.toBeNull();
    const reviewerFunnel = await reviewer.client.get('/api/admin/analytics');
    expect(reviewerFunnel.status).toBe(200);
    expect(reviewerFunnel.body.opportunities).toBeNull();

    expect((await admin.client.get('/api/admin/users')).status).toBe(200);
    expect((await reviewer.client.get('/api/admin/users')).status).toBe(403);
    const { client: person } = await signedIn(t);
    expect((await person.get('/api/admin/users')).status).toBe(403);
    expect((await t.client().get('/api/admin/users')).status).toBe(401);
  });

  it('never keeps a refusal of bad input', async () => {
    const bad = await admin.client.get('/api/admin/users?rank=emperor');
    expect(bad.status).toBe(400);
    expect((await admin.client.get('/api/admin/users?rank=emperor')).status).toBe(400);
  });
});
