import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { user } from '../../db/schema/auth';
import { emailOutbox } from '../../db/schema/email-outbox';
import { openConfirmationLink } from '../../test/outbox-links';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { createTestEmailWorker, linkIn, type SmtpTestServer, startSmtpTestServer } from '../../test/test-email';
import type { EmailWorker } from '../email/email-worker';

const ADMIN = { email: 'boss@backline.test', password: 'admin-password' };
let t: TestApp;
let smtp: SmtpTestServer;
let worker: EmailWorker;

beforeAll(async () => {
  t = await createTestApp({ EMAIL_VERIFICATION: 'required', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  smtp = await startSmtpTestServer();
  worker = createTestEmailWorker(t.database, { smtpUrl: smtp.url, dataDir: t.config.dataDir });
  await worker.start();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await t.close();
});

const CONFIRM_SUBJECT = 'Confirm your email for Backline';
const NOT_VERIFIED = 'Please confirm your email address first: open the link we sent you, or send a new one.';

async function openLink(client: TestClient, link: string) {
  const url = new URL(link);
  const response = await client.get(url.pathname + url.search);
  expect(response.status).toBe(302);
  return response;
}

describe('EMAIL_VERIFICATION=required', () => {
  it('sign-up does not sign in; sign-in is refused until the emailed link’s page confirms the address', async () => {
    const email = uniqueEmail('verify');
    const client = t.client();
    const signUp = await client.signUp({ email, name: 'Kai Moreno', password: 'kai-password' });
    expect(signUp.status).toBe(200);
    expect(signUp.body).toMatchObject({ signedIn: false, user: { email, emailVerified: false } });
    expect(signUp.headers.getSetCookie().filter((cookie) => cookie.includes('session_token'))).toEqual([]);
    expect((await client.get('/api/session')).body.user).toBeNull();

    const mail = await smtp.emailTo(email, CONFIRM_SUBJECT);
    expect(mail.text).toContain('Hi Kai,');
    const link = linkIn(mail, 'Confirm my email');
    // Issue 40: the link opens a page; only its button acts.
    expect(link).toMatch(/^http:\/\/localhost:3000\/confirm-email\?token=[\w-]{43}$/);

    const refused = await client.signIn(email, 'kai-password');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: NOT_VERIFIED });
    // A wrong password says nothing about the address.
    expect((await client.signIn(email, 'wrong-password')).status).toBe(401);

    // Opened in the browser that signed up (decision 100; elsewhere see account-takeover.test.ts).
    const { confirmed } = await openConfirmationLink(client, link);
    expect(confirmed.body).toEqual({ action: 'confirm-email', email, signedIn: true });
    const session = await client.get('/api/session');
    expect(session.body.user).toMatchObject({ email, emailVerified: true });

    expect((await t.client().signIn(email, 'kai-password')).status).toBe(200);
  });

  it('sends the link again on request, answering the same for any address', async () => {
    const email = uniqueEmail('resend');
    const owner = t.client();
    await owner.signUp({ email });
    await smtp.emailTo(email, CONFIRM_SUBJECT);

    const again = await t.client().post('/api/auth/send-verification-email', { email });
    expect(again.status).toBe(200);
    const unknown = await t.client().post('/api/auth/send-verification-email', { email: uniqueEmail('nobody') });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(again.body);

    const second = await smtp.emailTo(email, CONFIRM_SUBJECT, 2);
    expect((await openConfirmationLink(owner, linkIn(second, 'Confirm my email'))).confirmed.status).toBe(200);
    expect((await t.client().signIn(email)).status).toBe(200);
  });

  it('says plainly when a link has expired or is broken, and changes nothing', async () => {
    const email = uniqueEmail('expired');
    const browser = t.client();
    await browser.signUp({ email });
    const link = linkIn(await smtp.emailTo(email, CONFIRM_SUBJECT), 'Confirm my email');

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 60 * 60 * 1000 });
    const expired = await openConfirmationLink(browser, link);
    vi.useRealTimers();
    for (const answer of [expired.preview, expired.confirmed]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual({
        code: 'TOKEN_EXPIRED',
        message: 'This link has expired. Ask for a new one.',
      });
    }

    const broken = await openConfirmationLink(browser, link.replace(/token=[^&]{6}/, 'token=xxxxxx'));
    expect(broken.confirmed.body.error).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This link has expired or has already been used. Ask for a new one.',
    });
    expect((await t.client().signIn(email)).status).toBe(403);
  });

  it('a link of the auth library’s own, sent before issue 40, lands where a new one is offered', async () => {
    const landed = await t.client().get('/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.e30.x&callbackURL=%2F');
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/auth?mode=sign-in&confirmation=expired');
  });

  it('answers a sign-up with a taken address like any other, and tells the owner instead', async () => {
    const email = uniqueEmail('taken');
    await t.client().signUp({ email, name: 'First Owner' });
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(user);

    const again = await t.client().signUp({ email, name: 'Someone Else' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ signedIn: false, user: { email, emailVerified: false } });
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(user);
    expect(after?.n).toBe(before?.n);

    const notice = await smtp.emailTo(email, 'You already have a Backline account');
    expect(notice.text).toContain('Hi First,');
    expect(linkIn(notice, 'Sign in to Backline')).toBe('http://localhost:3000/auth?mode=sign-in');
  });

  it('writes the confirmation email in the sign-up transaction: no email, no account', async () => {
    await t.db.execute(sql`
      create or replace function refuse_email() returns trigger language plpgsql as $$
      begin raise exception 'outbox closed'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_email before insert on email_outbox for each row execute function refuse_email()`,
    );
    try {
      const email = uniqueEmail('rolled-back');
      const response = await t.client().signUp({ email });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_email on email_outbox`);
      await t.db.execute(sql`drop function refuse_email()`);
    }
  });

  it('a password reset proves the address: the account can sign in afterwards', async () => {
    const email = uniqueEmail('reset-verifies');
    await t.client().signUp({ email, password: 'old-password' });
    await t.client().post('/api/auth/request-password-reset', { email });
    const link = linkIn(await smtp.emailTo(email, 'Reset your Backline password'), 'Choose a new password');
    const landing = new URL((await openLink(t.client(), link)).headers.get('location') ?? '');
    const token = landing.searchParams.get('token');
    expect((await t.client().post('/api/auth/reset-password', { token, newPassword: 'new-password' })).status).toBe(
      200,
    );
    expect((await t.client().signIn(email, 'new-password')).status).toBe(200);
  });

  it('does not send the bootstrap admin (D4) a confirmation email; it signs in at once', async () => {
    await t.services.accounts.ensureBootstrapAdmin(ADMIN);
    expect((await t.client().signIn(ADMIN.email, ADMIN.password)).status).toBe(200);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, ADMIN.email))).toEqual([]);
  });
});
