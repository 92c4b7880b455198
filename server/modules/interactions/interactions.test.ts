import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactions } from '../../db/schema/back-office';
import { seedApplication } from '../../test/seed-applications';
import { type SignedIn, signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let reviewer: SignedIn;
let otherReviewer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin', 'Ada Admin');
  reviewer = await signedIn(t, 'reviewer', 'Remy Reviewer');
  otherReviewer = await signedIn(t, 'reviewer', 'Rita Reviewer');
});
afterAll(() => t.close());

const logPath = (personId: string) => `/api/admin/people/${personId}/interactions`;
const rowsOf = (personId: string) => t.db.select().from(interactions).where(eq(interactions.personId, personId));

describe('who may use the communication log (D12)', () => {
  it('refuses anonymous callers and people without a team role, even for themselves', async () => {
    const person = await signedIn(t);
    for (const [client, status] of [
      [t.client(), 401],
      [person.client, 403],
    ] as const) {
      expect((await client.get(logPath(person.personId))).status).toBe(status);
      expect((await client.post(logPath(person.personId), { content: 'Called' })).status).toBe(status);
    }
    expect(await rowsOf(person.personId)).toEqual([]);
  });
});

describe('logging an interaction', () => {
  it('defaults to a note, stores a blank subject as empty, and lists newest first with authors', async () => {
    const { personId } = await seedApplication(t.db);
    const first = await reviewer.client.post(logPath(personId), { content: '  Left a voicemail  ', subject: '   ' });
    expect(first.status).toBe(201);
    const second = await admin.client.post(logPath(personId), {
      type: 'call',
      subject: ' Booking call ',
      content: 'Confirmed the date.',
    });
    expect(second.status).toBe(201);
    await admin.client.post(logPath(personId), { type: 'email', subject: null, content: 'Sent the rider.' });

    const [stored] = await t.db.select().from(interactions).where(eq(interactions.id, first.body.id));
    expect(stored).toMatchObject({ type: 'note', subject: '', content: 'Left a voicemail', userId: reviewer.userId });

    const list = await reviewer.client.get(logPath(personId));
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(3);
    expect(list.body.items).toMatchObject([
      { type: 'email', subject: '', content: 'Sent the rider.', authorName: 'Ada Admin', canDelete: false },
      { type: 'call', subject: 'Booking call', authorName: 'Ada Admin', canDelete: false },
      { type: 'note', subject: '', authorName: 'Remy Reviewer', canDelete: true },
    ]);
    const asAdmin = await admin.client.get(logPath(personId));
    expect(asAdmin.body.items.map((item: { canDelete: boolean }) => item.canDelete)).toEqual([true, true, true]);
  });

  it('takes every type of spec §9', async () => {
    const { personId } = await seedApplication(t.db);
    for (const type of ['note', 'email', 'call', 'meeting', 'message', 'other']) {
      expect((await admin.client.post(logPath(personId), { type, content: `A ${type}` })).status).toBe(201);
    }
    expect(await rowsOf(personId)).toHaveLength(6);
  });

  it('refuses what breaks the rules with the rule, and stores nothing', async () => {
    const { personId } = await seedApplication(t.db);
    for (const [body, message] of [
      [{ content: '' }, 'Details are required'],
      [{ content: '   ' }, 'Details are required'],
      [{}, 'Details are required'],
      [{ content: 'x'.repeat(2001) }, 'Details must be at most 2000 characters'],
      [{ content: 'ok', subject: 's'.repeat(201) }, 'Subject must be at most 200 characters'],
      [{ content: 'ok', type: 'fax' }, 'Choose a valid interaction type'],
    ] as const) {
      const response = await admin.client.post(logPath(personId), body);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
    const sneaky = await admin.client.post(logPath(personId), { content: 'ok', userId: reviewer.userId });
    expect(sneaky.status).toBe(400);
    expect(await rowsOf(personId)).toEqual([]);
    const limits = await admin.client.post(logPath(personId), { content: 'x'.repeat(2000), subject: 's'.repeat(200) });
    expect(limits.status).toBe(201);
  });

  it("answers 'Person not found' for unknown and malformed person ids", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'who']) {
      const response = await admin.client.post(logPath(id), { content: 'Hello' });
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Person not found');
      expect((await admin.client.get(logPath(id))).status).toBe(404);
    }
  });
});

describe('deleting an interaction', () => {
  it('lets the author and admins delete, refuses other reviewers (docs/decisions/032)', async () => {
    const { personId } = await seedApplication(t.db);
    const mine = await reviewer.client.post(logPath(personId), { content: 'Mine' });
    const another = await reviewer.client.post(logPath(personId), { content: 'Also mine' });

    const refused = await otherReviewer.client.delete(`${logPath(personId)}/${mine.body.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('You can only delete interactions you logged');
    expect(await rowsOf(personId)).toHaveLength(2);

    expect((await reviewer.client.delete(`${logPath(personId)}/${mine.body.id}`)).status).toBe(204);
    expect((await admin.client.delete(`${logPath(personId)}/${another.body.id}`)).status).toBe(204);
    expect(await rowsOf(personId)).toEqual([]);
    const gone = await admin.client.delete(`${logPath(personId)}/${another.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Interaction not found');
  });

  it("does not reach another person's interaction", async () => {
    const first = await seedApplication(t.db);
    const second = await seedApplication(t.db);
    const logged = await admin.client.post(logPath(first.personId), { content: 'About the first' });
    expect((await admin.client.delete(`${logPath(second.personId)}/${logged.body.id}`)).status).toBe(404);
    expect(await rowsOf(first.personId)).toHaveLength(1);
  });
});
