import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, applicationNotes } from '../../db/schema/back-office';
import { seedApplication } from '../../test/seed-applications';
import { type SignedIn, signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let otherAdmin: SignedIn;
let reviewer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin', 'Ada Admin');
  otherAdmin = await signedIn(t, 'admin', 'Otto Admin');
  reviewer = await signedIn(t, 'reviewer', 'Remy Reviewer');
});
afterAll(() => t.close());

const notesPath = (applicationId: string) => `/api/admin/applications/${applicationId}/notes`;

describe('who may read and write notes (D12)', () => {
  it('refuses anonymous callers and people without a team role', async () => {
    const { applicationId } = await seedApplication(t.db);
    const person = await signedIn(t);
    for (const client of [t.client(), person.client]) {
      const expected = client === person.client ? 403 : 401;
      expect((await client.get(notesPath(applicationId))).status).toBe(expected);
      expect((await client.post(notesPath(applicationId), { content: 'Hi' })).status).toBe(expected);
    }
    expect(await t.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, applicationId))).toEqual(
      [],
    );
  });
});

describe('adding a note', () => {
  it('saves the trimmed content with its author, and logs add_note with a 50-character preview', async () => {
    const { applicationId } = await seedApplication(t.db);
    const content = `  ${'Great energy on stage, books well, follow up next week about the tour.'}  `;
    const response = await reviewer.client.post(notesPath(applicationId), { content });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      applicationId,
      content: content.trim(),
      authorName: 'Remy Reviewer',
      edited: false,
      mine: true,
    });
    const activity = await t.db.select().from(activityLog).where(eq(activityLog.entityId, applicationId));
    expect(activity).toMatchObject([
      {
        actionType: 'add_note',
        userId: reviewer.userId,
        entityType: 'application',
        details: { preview: content.trim().slice(0, 50) },
      },
    ]);
    expect((activity[0]?.details as { preview?: string } | undefined)?.preview).toHaveLength(50);
  });

  it('refuses blank and over-long notes with the rule, and writes nothing', async () => {
    const { applicationId } = await seedApplication(t.db);
    for (const [content, message] of [
      ['', 'Note cannot be empty'],
      ['   \n ', 'Note cannot be empty'],
      ['x'.repeat(2001), 'Note must be at most 2000 characters'],
      [42, 'Note cannot be empty'],
    ] as const) {
      const response = await admin.client.post(notesPath(applicationId), { content });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
    expect((await admin.client.post(notesPath(applicationId), {})).status).toBe(400);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.entityId, applicationId))).toEqual([]);
    expect((await admin.client.post(notesPath(applicationId), { content: 'y'.repeat(2000) })).status).toBe(201);
  });

  it("answers 'Application not found' for unknown applications", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await admin.client.post(notesPath(id), { content: 'Hello' });
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Application not found');
      expect((await admin.client.get(notesPath(id))).status).toBe(404);
    }
  });

  it('keeps every note of simultaneous adds', async () => {
    const { applicationId } = await seedApplication(t.db);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        (index % 2 ? admin : reviewer).client.post(notesPath(applicationId), { content: `Note ${index}` }),
      ),
    );
    expect(responses.every((response) => response.status === 201)).toBe(true);
    const list = await admin.client.get(notesPath(applicationId));
    expect(list.body.total).toBe(6);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.entityId, applicationId))).toHaveLength(6);
  });
});

describe('listing notes', () => {
  it('lists newest first with author names, marks the caller’s own, and pages', async () => {
    const { applicationId } = await seedApplication(t.db);
    await admin.client.post(notesPath(applicationId), { content: 'First' });
    await reviewer.client.post(notesPath(applicationId), { content: 'Second' });
    await admin.client.post(notesPath(applicationId), { content: 'Third' });

    const list = await reviewer.client.get(notesPath(applicationId));
    expect(list.status).toBe(200);
    expect(list.body.items.map((note: { content: string }) => note.content)).toEqual(['Third', 'Second', 'First']);
    expect(list.body.items.map((note: { authorName: string }) => note.authorName)).toEqual([
      'Ada Admin',
      'Remy Reviewer',
      'Ada Admin',
    ]);
    expect(list.body.items.map((note: { mine: boolean }) => note.mine)).toEqual([false, true, false]);
    const paged = await reviewer.client.get(`${notesPath(applicationId)}?pageSize=2&page=2`);
    expect(paged.body.items.map((note: { content: string }) => note.content)).toEqual(['First']);
    expect(paged.body.total).toBe(3);
  });
});

describe('editing and deleting (spec §6: only the author)', () => {
  it('lets the author edit (marked edited) and delete their note', async () => {
    const { applicationId } = await seedApplication(t.db);
    const created = await reviewer.client.post(notesPath(applicationId), { content: 'Draft' });
    const noteId = created.body.id;
    const edited = await reviewer.client.patch(`${notesPath(applicationId)}/${noteId}`, { content: '  Final  ' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ content: 'Final', edited: true, mine: true });
    expect(Date.parse(edited.body.updatedAt)).toBeGreaterThan(Date.parse(edited.body.createdAt));

    const blank = await reviewer.client.patch(`${notesPath(applicationId)}/${noteId}`, { content: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Note cannot be empty');

    expect((await reviewer.client.delete(`${notesPath(applicationId)}/${noteId}`)).status).toBe(204);
    expect((await reviewer.client.get(notesPath(applicationId))).body.items).toEqual([]);
    const again = await reviewer.client.delete(`${notesPath(applicationId)}/${noteId}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Note not found');
  });

  it('refuses anyone else — another admin included — and leaves the note as it was', async () => {
    const { applicationId } = await seedApplication(t.db);
    const created = await admin.client.post(notesPath(applicationId), { content: 'Mine only' });
    const path = `${notesPath(applicationId)}/${created.body.id}`;
    for (const other of [otherAdmin, reviewer]) {
      const edit = await other.client.patch(path, { content: 'Hijacked' });
      expect(edit.status).toBe(403);
      expect(edit.body.error.message).toBe('You can only edit your own notes');
      const remove = await other.client.delete(path);
      expect(remove.status).toBe(403);
      expect(remove.body.error.message).toBe('You can only delete your own notes');
    }
    const [row] = await t.db.select().from(applicationNotes).where(eq(applicationNotes.id, created.body.id));
    expect(row).toMatchObject({ content: 'Mine only', userId: admin.userId });
    expect(row?.updatedAt.getTime()).toBe(row?.createdAt.getTime());
  });

  it('does not reach a note through another application', async () => {
    const first = await seedApplication(t.db);
    const second = await seedApplication(t.db);
    const created = await admin.client.post(notesPath(first.applicationId), { content: 'On the first' });
    const response = await admin.client.patch(`${notesPath(second.applicationId)}/${created.body.id}`, {
      content: 'Moved?',
    });
    expect(response.status).toBe(404);
    expect((await admin.client.delete(`${notesPath(second.applicationId)}/${created.body.id}`)).status).toBe(404);
    expect((await admin.client.delete(`${notesPath(second.applicationId)}/not-an-id`)).status).toBe(404);
  });
});

// Issue 41 (docs/decisions/163): the legacy private notes became notes of the thread.
const MIGRATED_AT = new Date('2026-01-01T12:00:00Z');
describe('a note carried over from the private notes', () => {
  it('is read in the thread, whole and without an author, and nobody edits or deletes it', async () => {
    const { applicationId } = await seedApplication(t.db);
    const text = `${'Booked twice at the Warehouse; asks for a longer set. '.repeat(60)}Done.`;
    const [carried] = await t.db
      .insert(applicationNotes)
      .values({ applicationId, content: text, fromPrivateNotes: true, createdAt: MIGRATED_AT, updatedAt: MIGRATED_AT })
      .returning({ id: applicationNotes.id });
    await admin.client.post(notesPath(applicationId), { content: 'Called back today' });

    const listed = await reviewer.client.get(notesPath(applicationId));
    expect(listed.status).toBe(200);
    expect(listed.body.items).toMatchObject([
      { content: 'Called back today', authorName: 'Ada Admin', fromPrivateNotes: false },
      { id: carried?.id, content: text, authorName: null, fromPrivateNotes: true, mine: false, edited: false },
    ]);
    expect(text.length).toBeGreaterThan(2000);

    for (const caller of [admin, reviewer]) {
      const edit = await caller.client.patch(`${notesPath(applicationId)}/${carried?.id}`, { content: 'Rewritten' });
      expect(edit.status).toBe(403);
      expect((await caller.client.delete(`${notesPath(applicationId)}/${carried?.id}`)).status).toBe(403);
    }
    const [kept] = await t.db
      .select()
      .from(applicationNotes)
      .where(eq(applicationNotes.id, carried?.id ?? ''));
    expect(kept?.content).toBe(text);
  });
});
