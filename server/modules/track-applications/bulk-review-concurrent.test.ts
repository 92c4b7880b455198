import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/back-office';
import { queryRows } from '../../db/database';
import { emailOutbox } from '../../db/schema/email-outbox';
import { applications } from '../../db/schema/track-applications';
import { createTrackApplication } from '../../test/application-fixtures';
import { type SignedIn, signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admins: SignedIn[];

beforeAll(async () => {
  t = await createTestApp();
  admins = [
    await signedIn(t, 'admin', 'Ada Admin'),
    await signedIn(t, 'admin', 'Bo Admin'),
    await signedIn(t, 'reviewer', 'Cy Reviewer'),
  ];
});
afterAll(() => t.close());

async function applicants(count: number, name: string) {
  const made = [];
  for (let index = 0; index < count; index++) made.push(await createTrackApplication(t, { name: `${name} ${index}` }));
  return made;
}

const entriesOf = (ids: string[]) =>
  t.db
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.entityType, 'application'),
        eq(activityLog.actionType, 'status_change'),
        inArray(activityLog.entityId, ids),
      ),
    );

const bulk = (who: SignedIn, ids: string[], status: string) =>
  who.client.post('/api/admin/applications/bulk-status', { target: 'ids', ids, status });

// Issue 41: "one of three bulk-archived applications had no activity entry".
describe('bulk review under load (issue 41)', () => {
  it('logs every change of three bulk archives running at once, each with its own entry and email', async () => {
    const batches = [await applicants(3, 'Load A'), await applicants(3, 'Load B'), await applicants(3, 'Load C')];
    const answers = await Promise.all(
      batches.map((batch, index) =>
        bulk(
          admins[index] as SignedIn,
          batch.map((one) => one.applicationId),
          'archived',
        ),
      ),
    );
    expect(answers.map((answer) => answer.body)).toEqual(
      batches.map(() => ({ status: 'archived', changed: 3, unchanged: 0 })),
    );
    const ids = batches.flat().map((one) => one.applicationId);
    const entries = await entriesOf(ids);
    expect(entries.map((entry) => entry.entityId).sort()).toEqual([...ids].sort());
    expect(entries.every((entry) => (entry.details as { status: string }).status === 'archived')).toBe(true);
    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.recipient,
          batches.flat().map((one) => one.email),
        ),
      );
    expect(emails).toHaveLength(9);
  });

  it('gives each change over the same rows its entry, whichever of three bulk actions made it', async () => {
    const made = await applicants(3, 'Contended');
    const ids = made.map((one) => one.applicationId);
    const statuses = ['archived', 'booked', 'shortlisted'];
    const answers = await Promise.all(statuses.map((status, index) => bulk(admins[index] as SignedIn, ids, status)));
    for (const answer of answers) expect(answer.status).toBe(200);
    const changed = answers.reduce((sum, answer) => sum + answer.body.changed, 0);
    const entries = await entriesOf(ids);
    expect(entries).toHaveLength(changed);
    // The last change of each application is the status it has now.
    const rows = await t.db.select().from(applications).where(inArray(applications.id, ids));
    for (const row of rows) {
      const own = entries
        .filter((entry) => entry.entityId === row.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(own.length).toBeGreaterThan(0);
      // Each entry starts from the status the one before it left.
      let previous = 'submitted';
      for (const entry of own) {
        expect((entry.details as { previousStatus: string }).previousStatus).toBe(previous);
        previous = (entry.details as { status: string }).status;
      }
      expect(previous).toBe(row.status);
    }
  });

  // The real cause: an entry was stamped with its transaction's start (now()), not the moment of
  // the change. A bulk change waiting for a row another change holds starts early and commits
  // late, so its entries sorted below changes made before them, and a feed's limit could cut
  // between its rows ("one of three"). Each entry is stamped when it is written.
  it('puts the entries of a bulk change that waited for a row after the changes made meanwhile', async () => {
    const made = await applicants(3, 'Waiting');
    const ids = made.map((one) => one.applicationId).sort();
    const others = await applicants(3, 'Meanwhile');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Another change holds the first application (in id order, the bulk change's first lock).
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from applications where id = ${ids[0]} for update`);
      locked();
      await held;
    });
    await isLocked;
    const archiving = bulk(admins[0] as SignedIn, ids, 'archived');
    // Until the bulk change waits for that row.
    for (let tries = 0; tries < 100; tries++) {
      const [waiting] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and datname = current_database()`,
      );
      if ((waiting?.n ?? 0) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const other of others) {
      const done = await admins[1]?.client.put(`/api/admin/applications/${other.applicationId}/status`, {
        status: 'shortlisted',
      });
      expect(done?.status).toBe(200);
    }
    release();
    await holder;
    expect((await archiving).body).toEqual({ status: 'archived', changed: 3, unchanged: 0 });

    const feed = await admins[0]?.client.get('/api/admin/activity?limit=3');
    expect(feed?.status).toBe(200);
    expect(feed?.body.map((entry: { entityId: string }) => entry.entityId).sort()).toEqual(ids);
  });
});
