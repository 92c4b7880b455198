import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_EMAIL_REQUIRED_MESSAGE } from '@shared/contact-schemas';
import { interactions } from '../../db/schema/back-office';
import { emailOutbox } from '../../db/schema/email-outbox';
import { people } from '../../db/schema/people';
import { markEmailVerified } from '../accounts/accounts.repo';
import { type SignedIn, signedIn } from '../../test/staff';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';
import {
  CONFIRM_EMAIL_FIRST,
  MESSAGES_PER_HOUR,
  SIGNED_IN_MESSAGES_PER_ADDRESS_PER_HOUR,
  TOO_MANY_FROM_NETWORK,
  TOO_MANY_MESSAGES,
  VISITOR_MESSAGES_PER_HOUR,
} from './contact.service';

// Issue 16 (docs/decisions/092): the contact page writes to the team.

let t: TestApp;
let adminEmail: string;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.db.execute(sql`delete from user_roles where role = 'admin'`);
  adminEmail = (await signedIn(t, 'admin', 'Ada Admin')).email;
});
afterAll(() => t.close());

const teamEmails = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, to), eq(emailOutbox.kind, 'contact_message')));

const NAME_ONE_LINE = 'Name must be a single line, without line breaks or control characters';
const SUBJECT_ONE_LINE = 'Subject must be a single line, without line breaks or control characters';

// The same account, writing from `address` (a campus or an office shares one).
function from(address: string, who: SignedIn) {
  const client = t.client({ address });
  client.setCookieHeader(who.client.cookieHeader);
  return client;
}

describe('POST /api/contact', () => {
  it("signed in: the message joins the person's communication log and reaches the admins", async () => {
    const me = await signedIn(t, undefined, 'Casey Contact');
    const response = await me.client.post('/api/contact', {
      subject: 'My booking',
      message: 'Can I swap my Friday set?',
    });
    expect(response.status, response.text).toBe(201);

    const [logged] = await t.db.select().from(interactions).where(eq(interactions.personId, me.personId));
    expect(logged).toMatchObject({
      type: 'message',
      userId: me.userId,
      subject: 'My booking',
      content: 'Can I swap my Friday set?',
    });
    const [email] = (await teamEmails(adminEmail)).filter((row) => row.subject.includes('Casey Contact'));
    expect(email?.subject).toBe('Message from Casey Contact: My booking');
    expect(email?.textBody).toContain('Can I swap my Friday set?');
    expect(email?.textBody).toContain(me.email);
    expect(email?.textBody).toContain(`/admin/user/${me.personId}`);

    // Staff read it where they already look: the person's log.
    const admin = await signedIn(t, 'admin');
    const log = await admin.client.get(`/api/admin/people/${me.personId}/interactions`);
    expect(log.body.items[0]).toMatchObject({ type: 'message', authorName: 'Casey Contact' });
  });

  it('signed out: needs an address to answer, and emails the team only', async () => {
    const visitor = t.client();
    const missing = await visitor.post('/api/contact', { message: 'I cannot sign in' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(CONTACT_EMAIL_REQUIRED_MESSAGE);

    const from = uniqueEmail('visitor');
    const response = await visitor.post('/api/contact', {
      name: 'Vic Visitor',
      email: from,
      message: 'I cannot sign in',
    });
    expect(response.status, response.text).toBe(201);
    const [email] = (await teamEmails(adminEmail)).filter((row) => row.textBody.includes(from));
    expect(email?.subject).toBe('Message from Vic Visitor');
  });

  it.each([
    [{ message: '   ' }, 'Please write your message'],
    [{ message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
    [{ message: 'Hi', subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters'],
    [{ message: 'Hi', email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ message: 'Hi', personId: '00000000-0000-4000-8000-000000000000' }, 'Unrecognized key: "personId"'],
    // Issue 40 (decision 147): the name and the subject are one line each.
    [{ message: 'Hi', subject: 'Booking\r\nFrom: Ada Admin' }, SUBJECT_ONE_LINE],
    [{ message: 'Hi', subject: 'Booking\u2028From: Ada Admin' }, SUBJECT_ONE_LINE],
    [{ message: 'Hi', name: 'Vic\tVisitor' }, NAME_ONE_LINE],
  ])('refuses %o with "%s" and writes nothing', async (body, message) => {
    const me = await signedIn(t);
    const response = await me.client.post('/api/contact', body);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(await t.db.select().from(interactions).where(eq(interactions.personId, me.personId))).toEqual([]);
  });

  it('limits how often one person writes, even at once', async () => {
    const me = await signedIn(t);
    const answers = await Promise.all(
      Array.from({ length: MESSAGES_PER_HOUR + 3 }, (_, index) =>
        me.client.post('/api/contact', { message: `Message ${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(MESSAGES_PER_HOUR);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    expect(answers.find((answer) => answer.status === 429)?.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: TOO_MANY_MESSAGES,
    });
    const logged = await t.db.select().from(interactions).where(eq(interactions.personId, me.personId));
    expect(logged.length).toBe(statuses.filter((status) => status === 201).length);
  });

  it('limits visitors per address', async () => {
    const visitor = t.client();
    const statuses: number[] = [];
    for (let index = 0; index <= VISITOR_MESSAGES_PER_HOUR; index += 1) {
      const response = await visitor.post('/api/contact', { email: uniqueEmail('v'), message: `Hello ${index}` });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(VISITOR_MESSAGES_PER_HOUR).fill(201), 429]);
    expect((await t.client().post('/api/contact', { email: uniqueEmail('v'), message: 'Hi' })).status).toBe(201);
  });

  // Issue 40 (decision 147): "3 accounts, 15 admin emails", and a name that wrote the email's
  // first lines.
  it("refuses a visitor's name with a line break, and sends nothing", async () => {
    const mallory = uniqueEmail('mallory');
    const response = await t.client().post('/api/contact', {
      name: 'Mallory\n\nFrom Ada Admin <ada@example.com>, signed in to their account.',
      email: mallory,
      message: 'Please change the payout account',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(NAME_ONE_LINE);
    expect(response.body.error.issues).toEqual([{ path: 'name', message: NAME_ONE_LINE }]);
    expect((await teamEmails(adminEmail)).filter((row) => row.textBody.includes(mallory))).toEqual([]);
  });

  it("writes a profile's name on one line in the team's email, whatever it holds", async () => {
    const me = await signedIn(t);
    const forged = 'Mallory\n\nFrom Ada Admin <ada@example.com>, signed in to their account.';
    await t.db.update(people).set({ name: forged }).where(eq(people.id, me.personId));
    expect((await me.client.post('/api/contact', { message: 'Please change the payout account' })).status).toBe(201);
    const [email] = (await teamEmails(adminEmail)).filter((row) => row.textBody.includes(me.email));
    expect(email?.textBody).toContain(
      `From Mallory From Ada Admin <ada@example.com>, signed in to their account. <${me.email}>, signed in to their account.`,
    );
    expect(email?.textBody).not.toMatch(/^From Ada Admin/m);
  });

  it('limits signed-in people per address too, counting only the messages sent', async () => {
    const campus = '10.40.0.1';
    const [first, ...others] = await Promise.all(Array.from({ length: 5 }, () => signedIn(t)));
    const last = others.at(-1);
    if (!first || !last) throw new Error('no accounts');
    // One person at their own limit, trying again and again, uses up nothing of the others'.
    for (let index = 0; index < MESSAGES_PER_HOUR * 2; index += 1) {
      const response = await from(campus, first).post('/api/contact', { message: `Mine ${index}` });
      expect(response.status).toBe(index < MESSAGES_PER_HOUR ? 201 : 429);
    }
    const statuses: number[] = [];
    for (const other of others) {
      for (let index = 0; index < MESSAGES_PER_HOUR; index += 1) {
        statuses.push((await from(campus, other).post('/api/contact', { message: `Ours ${index}` })).status);
      }
    }
    const allowed = SIGNED_IN_MESSAGES_PER_ADDRESS_PER_HOUR - MESSAGES_PER_HOUR;
    expect(statuses).toEqual([...Array(allowed).fill(201), ...Array(statuses.length - allowed).fill(429)]);
    const refused = await from(campus, last).post('/api/contact', { message: 'Hello?' });
    expect(refused.body.error).toEqual({ code: 'RATE_LIMITED', message: TOO_MANY_FROM_NETWORK });

    // Kept in the database: a restarted server (nothing in memory) refuses too.
    const restarted = await createTestApp({}, { database: t.database });
    try {
      const again = restarted.client({ address: campus });
      again.setCookieHeader(last.client.cookieHeader);
      expect((await again.post('/api/contact', { message: 'Hello?' })).status).toBe(429);
    } finally {
      await restarted.close();
    }
    // Another address is not held back.
    expect((await from('10.40.0.2', last).post('/api/contact', { message: 'Hi' })).status).toBe(201);
  });

  it('needs a confirmed email when EMAIL_VERIFICATION=required', async () => {
    // Signed in before the setting was turned on, the address never confirmed.
    const me = await signedIn(t);
    const strict = await createTestApp({ EMAIL_VERIFICATION: 'required' }, { database: t.database });
    try {
      const client = strict.client();
      client.setCookieHeader(me.client.cookieHeader);
      const refused = await client.post('/api/contact', { message: 'Let me in' });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({ code: 'EMAIL_NOT_CONFIRMED', message: CONFIRM_EMAIL_FIRST });
      expect(await t.db.select().from(interactions).where(eq(interactions.personId, me.personId))).toEqual([]);

      await markEmailVerified(t.db, me.userId);
      expect((await client.post('/api/contact', { message: 'Confirmed now' })).status).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('tells a lost session so, rather than asking for an address', async () => {
    const me = await signedIn(t);
    const cookie = me.client.cookieHeader;
    await me.client.signOut();
    const replayed = t.client();
    replayed.setCookieHeader(cookie);
    const response = await replayed.post('/api/contact', { message: 'Hello?' });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('SESSION_EXPIRED');
  });
});
