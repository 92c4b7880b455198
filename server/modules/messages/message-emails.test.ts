import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REPLY_ABOVE_THIS_LINE } from '@shared/messages';
import { emailOutbox } from '../../db/schema/email-outbox';
import { type Applicant, applicant, personThread, staffThread } from '../../test/message-fixtures';
import { type SignedIn, signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin', 'Ada Admin');
});
afterEach(() => t.clock.reset());
afterAll(() => t.close());

const TRACK = 'track-application';
const MINUTE = 60_000;

const emailsTo = (who: { email: string }) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, who.email.toLowerCase()))
    .orderBy(asc(emailOutbox.createdAt));
const messageEmailsTo = async (who: { email: string }) =>
  (await emailsTo(who)).filter((email) => email.kind === 'message' || email.kind === 'message_digest');

const staffWrites = (to: Applicant, body: string) =>
  admin.client.post(`${staffThread(TRACK, to.trackApplicationId)}/messages`, { body });

// Starts the clock at a fixed moment, so every step of a test is measured from it.
function startClock(): Date {
  const start = new Date('2031-03-01T20:00:00Z');
  t.clock.set(start);
  return start;
}
const at = (start: Date, ms: number) => t.clock.set(new Date(start.getTime() + ms));

describe('each message (the default)', () => {
  it('emails the first message at once, with its thread link and "Reply in Backline"', async () => {
    const pat = await applicant(t);
    startClock();
    expect((await staffWrites(pat, 'Welcome aboard!\n\nSee you <b>soon</b>.')).status).toBe(201);
    await t.services.messageEmails.sendDue();
    const [email] = await messageEmailsTo(pat);
    expect(email).toMatchObject({ kind: 'message', subject: 'New message: Performer track application' });
    expect(email?.textBody).toContain(`http://localhost:3000/messages/track-application/${pat.trackApplicationId}`);
    expect(email?.textBody).toContain('Ada Admin (Backline team) wrote on');
    expect(email?.textBody).toContain('See you <b>soon</b>.');
    expect(email?.textBody).toContain('Reply in Backline');
    expect(email?.textBody).not.toContain(REPLY_ABOVE_THIS_LINE);
    expect(email?.htmlBody).toContain('See you &lt;b&gt;soon&lt;/b&gt;.');
    expect(email?.headers).toBeNull();
  });

  it('groups what follows within 5 minutes of an email into one, then emails at once again', async () => {
    const pat = await applicant(t);
    const start = startClock();
    await staffWrites(pat, 'First');
    await t.services.messageEmails.sendDue();
    at(start, MINUTE);
    await staffWrites(pat, 'Second');
    at(start, 2 * MINUTE);
    await staffWrites(pat, 'Third');
    await t.services.messageEmails.sendDue();
    expect(await messageEmailsTo(pat)).toHaveLength(1);
    // The window ends five minutes after the first email went (a moment after `start`).
    at(start, 5 * MINUTE + 5_000);
    await t.services.messageEmails.sendDue();
    const grouped = await messageEmailsTo(pat);
    expect(grouped).toHaveLength(2);
    expect(grouped[1]?.subject).toBe('2 new messages: Performer track application');
    expect(grouped[1]?.textBody).toMatch(/Second[\s\S]*Third/);
    expect(grouped[1]?.textBody).not.toContain('First');

    at(start, 30 * MINUTE);
    await staffWrites(pat, 'Fourth, after a quiet while');
    await t.services.messageEmails.sendDue();
    expect((await messageEmailsTo(pat)).map((email) => email.subject)).toEqual([
      'New message: Performer track application',
      '2 new messages: Performer track application',
      'New message: Performer track application',
    ]);
  });

  it('sends nothing for what the person read in the app meanwhile', async () => {
    const pat = await applicant(t);
    const start = startClock();
    await staffWrites(pat, 'First');
    await t.services.messageEmails.sendDue();
    at(start, MINUTE);
    await staffWrites(pat, 'Read before the email');
    await pat.client.post(`${personThread(TRACK, pat.trackApplicationId)}/read`, {});
    at(start, 6 * MINUTE);
    await t.services.messageEmails.sendDue();
    expect(await messageEmailsTo(pat)).toHaveLength(1);
  });

  it('emails each message once, however many processes send at the same time', async () => {
    const people = await Promise.all([applicant(t), applicant(t), applicant(t)]);
    startClock();
    for (const person of people) await staffWrites(person, 'Hello');
    await Promise.all([
      t.services.messageEmails.sendDue(),
      t.services.messageEmails.sendDue(),
      t.services.messageEmails.sendDue(),
    ]);
    for (const person of people) expect(await messageEmailsTo(person)).toHaveLength(1);
  });
});

describe('the daily digest and off', () => {
  it('gathers a day of messages from several threads into one digest', async () => {
    const pat = await applicant(t);
    expect((await pat.client.put('/api/messages/email-preference', { frequency: 'daily' })).body).toEqual({
      frequency: 'daily',
      repliesByEmail: false,
    });
    const start = startClock();
    await staffWrites(pat, 'About your track');
    at(start, 2 * 60 * MINUTE);
    await admin.client.post(`${staffThread('opportunity-application', pat.opportunityApplicationId)}/messages`, {
      body: 'About the night',
    });
    at(start, 23 * 60 * MINUTE);
    await t.services.messageEmails.sendDue();
    expect(await messageEmailsTo(pat)).toEqual([]);
    at(start, 24 * 60 * MINUTE + 5_000);
    await t.services.messageEmails.sendDue();
    const [digest, ...more] = await messageEmailsTo(pat);
    expect(more).toEqual([]);
    expect(digest).toMatchObject({ kind: 'message_digest', subject: 'Your day on Backline: 2 new messages' });
    expect(digest?.textBody).toContain(`/messages/track-application/${pat.trackApplicationId}`);
    expect(digest?.textBody).toContain(`/messages/opportunity-application/${pat.opportunityApplicationId}`);
  });

  it('sends no message email when off, while status emails and invitations still go', async () => {
    const pat = await applicant(t);
    expect((await pat.client.get('/api/messages/email-preference')).body.frequency).toBe('each');
    await pat.client.put('/api/messages/email-preference', { frequency: 'off' });
    const start = startClock();
    await staffWrites(pat, 'You will not get this by email');
    await admin.client.put(`/api/admin/applications/${pat.trackApplicationId}/status`, { status: 'shortlisted' });
    at(start, 2 * 24 * 60 * MINUTE);
    await t.services.messageEmails.sendDue();
    const kinds = (await emailsTo(pat)).map((email) => email.kind);
    expect(kinds).toContain('track_shortlisted');
    expect(kinds).not.toContain('message');
    expect(kinds).not.toContain('message_digest');
    expect((await pat.client.put('/api/messages/email-preference', { frequency: 'weekly' })).status).toBe(400);
  });
});

describe('emails to staff', () => {
  it("tells the staff who wrote in a thread of the person's answer, with the back office's link", async () => {
    const pat = await applicant(t);
    startClock();
    await pat.client.post(`${personThread(TRACK, pat.trackApplicationId)}/messages`, { body: 'A first question' });
    await t.services.messageEmails.sendDue();
    expect(await messageEmailsTo(admin)).toEqual([]);
    await staffWrites(pat, 'Ask away');
    t.clock.advance(10 * MINUTE);
    await pat.client.post(`${personThread(TRACK, pat.trackApplicationId)}/messages`, { body: 'Do you pay travel?' });
    await t.services.messageEmails.sendDue();
    const mine = (await messageEmailsTo(admin)).filter((email) => email.textBody.includes(pat.trackApplicationId));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.textBody).toContain(`/admin/messages/track-application/${pat.trackApplicationId}`);
    expect(mine[0]?.textBody).toContain('Do you pay travel?');
  });
});

describe('with replies by email on', () => {
  it('gives each email the thread and recipient’s reply address, the marked line, and keeps one token per thread', async () => {
    const inbound = await createTestApp(
      { INBOUND_SMTP_PORT: '0', INBOUND_EMAIL_DOMAIN: 'reply.backline.test' },
      { database: t.database },
    );
    try {
      const pat = await applicant(inbound);
      const ada = await signedIn(inbound, 'admin', 'Ada Again');
      const start = new Date('2031-04-01T20:00:00Z');
      inbound.clock.set(start);
      await ada.client.post(`${staffThread(TRACK, pat.trackApplicationId)}/messages`, { body: 'One' });
      await inbound.services.messageEmails.sendDue();
      inbound.clock.set(new Date(start.getTime() + 30 * MINUTE));
      await ada.client.post(`${staffThread(TRACK, pat.trackApplicationId)}/messages`, { body: 'Two' });
      await inbound.services.messageEmails.sendDue();
      const emails = await inbound.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.recipient, pat.email.toLowerCase()), eq(emailOutbox.kind, 'message')));
      expect(emails).toHaveLength(2);
      const replyTo = emails.map((email) => email.headers?.['Reply-To']);
      expect(replyTo[0]).toMatch(/^reply\+[a-z2-7]{26}@reply\.backline\.test$/);
      expect(replyTo[1]).toBe(replyTo[0]);
      expect(emails[0]?.textBody.startsWith(REPLY_ABOVE_THIS_LINE)).toBe(true);
      expect(emails[0]?.textBody).toContain('Reply to this email');
      expect((await pat.client.get('/api/messages/email-preference')).body.repliesByEmail).toBe(true);
    } finally {
      await inbound.close();
    }
  });
});
