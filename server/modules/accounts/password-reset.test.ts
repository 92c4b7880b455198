import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@shared/auth-schemas';
import { user } from '../../db/schema/auth';
import { emailOutbox } from '../../db/schema/email-outbox';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { createTestEmailWorker, linkIn, type SmtpTestServer, startSmtpTestServer } from '../../test/test-email';
import type { EmailWorker } from '../email/email-worker';

let t: TestApp;
let smtp: SmtpTestServer;
let worker: EmailWorker;

beforeAll(async () => {
  t = await createTestApp();
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

const RESET_SUBJECT = 'Reset your Backline password';
const NEUTRAL_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};
const EXPIRED_MESSAGE = 'This link has expired or has already been used. Ask for a new one.';

const resetEmailFor = (email: string) => smtp.emailTo(email, RESET_SUBJECT);

// Opens the emailed link as a browser would: the auth library checks the token and sends the
// browser on to the reset page.
async function openLink(client: TestClient, link: string) {
  const url = new URL(link);
  const response = await client.get(url.pathname + url.search);
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

async function requestReset(email: string) {
  const response = await t.client().post('/api/auth/request-password-reset', { email });
  expect(response.status).toBe(200);
  const mail = await resetEmailFor(email);
  const landing = await openLink(t.client(), linkIn(mail, 'Choose a new password'));
  return landing.searchParams.get('token') ?? '';
}

describe('forgot password', () => {
  it('answers the same for an address with and without an account, and emails only the account', async () => {
    const email = uniqueEmail('reset-known');
    const nobody = uniqueEmail('reset-unknown');
    await t.client().signUp({ email, name: 'Ana <b>Díaz</b>' });

    const known = await t.client().post('/api/auth/request-password-reset', { email: email.toUpperCase() });
    const unknown = await t.client().post('/api/auth/request-password-reset', { email: nobody });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(NEUTRAL_ANSWER);
    expect(unknown.body).toEqual(known.body);

    const mail = await resetEmailFor(email);
    expect(mail.text).toContain('Hi Ana,');
    expect(mail.text).toContain('The link works once and expires in one hour.');
    expect(mail.html).toContain('Reset your password');
    expect(mail.html).not.toContain('<b>');
    const link = linkIn(mail, 'Choose a new password');
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\/[\w-]+\?callbackURL=%2Freset-password$/);
    expect(mail.html).toContain(`href="${link}"`);

    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, nobody))).toEqual([]);
    expect(smtp.received.filter((received) => received.to.includes(nobody))).toEqual([]);
  });

  it('refuses a malformed address with the sign-up rule, and nothing is sent', async () => {
    const response = await t.client().post('/api/auth/request-password-reset', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Please enter a valid email address');
  });

  it('sends at most five reset emails an hour to one address, whoever asks', async () => {
    const email = uniqueEmail('reset-flood');
    await t.client().signUp({ email });
    for (let attempt = 0; attempt < 7; attempt++) {
      expect((await t.client().post('/api/auth/request-password-reset', { email })).status).toBe(200);
    }
    const rows = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, email), eq(emailOutbox.kind, 'password_reset')));
    expect(rows).toHaveLength(5);
  });
});

describe('the reset link', () => {
  it('sets a new password once, with the sign-up rules, and signs out every session (D2)', async () => {
    const email = uniqueEmail('reset-use');
    const laptop = t.client();
    await laptop.signUp({ email, password: 'old-password' });
    const phone = t.client();
    expect((await phone.signIn(email, 'old-password')).status).toBe(200);

    const browser = t.client();
    expect((await browser.post('/api/auth/request-password-reset', { email })).status).toBe(200);
    const link = linkIn(await resetEmailFor(email), 'Choose a new password');
    const landing = await openLink(browser, link);
    expect(landing.origin + landing.pathname).toBe('http://localhost:3000/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const weak = await browser.post('/api/auth/reset-password', { token, newPassword: '12345' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.message).toBe('Password must be at least 6 characters');
    const common = await browser.post('/api/auth/reset-password', { token, newPassword: 'qwerty123' });
    expect(common.status).toBe(400);
    expect(common.body.error.message).toBe(COMMON_PASSWORD_MESSAGE);

    const done = await browser.post('/api/auth/reset-password', { token, newPassword: 'new-password' });
    expect(done.status).toBe(200);
    expect((await laptop.get('/api/session')).body.user).toBeNull();
    expect((await phone.get('/api/session')).body.user).toBeNull();
    expect((await t.client().signIn(email, 'old-password')).status).toBe(401);
    expect((await t.client().signIn(email, 'new-password')).status).toBe(200);

    // Single use: the same token and the same link are refused afterwards.
    const again = await browser.post('/api/auth/reset-password', { token, newPassword: 'third-password' });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(EXPIRED_MESSAGE);
    const reopened = await openLink(t.client(), link);
    expect(reopened.pathname).toBe('/reset-password');
    expect(reopened.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect((await t.client().signIn(email, 'third-password')).status).toBe(401);
  });

  it('works for one hour and not after', async () => {
    const email = uniqueEmail('reset-expiry');
    await t.client().signUp({ email, password: 'old-password' });
    const token = await requestReset(email);
    const start = Date.now();

    vi.useFakeTimers({ toFake: ['Date'], now: start + 59 * 60 * 1000 });
    const stillValid = await t.client().get(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
    expect(new URL(stillValid.headers.get('location') ?? '').searchParams.get('token')).toBe(token);

    vi.setSystemTime(start + 61 * 60 * 1000);
    const expired = await t.client().get(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
    expect(new URL(expired.headers.get('location') ?? '').searchParams.get('error')).toBe('INVALID_TOKEN');
    const refused = await t.client().post('/api/auth/reset-password', { token, newPassword: 'late-password' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(EXPIRED_MESSAGE);
    vi.useRealTimers();
    expect((await t.client().signIn(email, 'old-password')).status).toBe(200);
  });

  it('sets one password when the same link is used twice at once', async () => {
    const email = uniqueEmail('reset-race');
    await t.client().signUp({ email, password: 'old-password' });
    const token = await requestReset(email);
    const answers = await Promise.all(
      ['first-password', 'second-password'].map((newPassword) =>
        t.client().post('/api/auth/reset-password', { token, newPassword }),
      ),
    );
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([200, 400]);
    const winner = answers[0]?.status === 200 ? 'first-password' : 'second-password';
    const loser = winner === 'first-password' ? 'second-password' : 'first-password';
    expect((await t.client().signIn(email, winner)).status).toBe(200);
    expect((await t.client().signIn(email, loser)).status).toBe(401);
  });

  it('refuses a made-up token', async () => {
    const response = await t.client().post('/api/auth/reset-password', {
      token: 'made-up-token',
      newPassword: 'new-password',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(EXPIRED_MESSAGE);
  });
});

describe('without EMAIL_VERIFICATION', () => {
  it('signs a new account in at once and sends no confirmation email', async () => {
    const email = uniqueEmail('no-verification');
    const client = t.client();
    const response = await client.signUp({ email });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ signedIn: true });
    expect(response.body).not.toHaveProperty('token');
    expect((await client.get('/api/session')).body.user.email).toBe(email);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email))).toEqual([]);
    const [row] = await t.db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(row?.verified).toBe(false);
  });
});

describe('rate limits', () => {
  it('limits reset requests and reset attempts per client address', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const client = limited.client({ address: '203.0.113.20' });
      const requests = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        requests.push((await client.post('/api/auth/request-password-reset', { email: uniqueEmail() })).status);
      }
      expect(requests).toEqual([200, 200, 429]);

      const guesses = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        guesses.push(
          (await client.post('/api/auth/reset-password', { token: `guess-${attempt}`, newPassword: 'new-password' }))
            .status,
        );
      }
      expect(guesses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
