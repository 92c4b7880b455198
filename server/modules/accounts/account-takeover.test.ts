import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { knownDevices } from '../../db/schema/known-devices';
import { linkFromOutbox, openConfirmationLink } from '../../test/outbox-links';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';
import type { TestResponse } from '../../test/test-client';

// Issue 18, findings 3 and 4 (decision 100): a confirmation link proves who reads the inbox,
// not who registered the account. Opened anywhere but the account's own browser, it leaves
// the registrant no way in and never replaces the browser's own session. Issue 40: the link's
// page asks the opener to choose the password, and acts only on that page's POST.

let optional: TestApp;
let required: TestApp;
beforeAll(async () => {
  optional = await createTestApp();
  required = await createTestApp({ EMAIL_VERIFICATION: 'required' });
});
afterAll(async () => {
  await optional?.close();
  await required?.close();
});

const sessionCookies = (response: TestResponse) =>
  response.headers.getSetCookie().filter((cookie) => cookie.includes('session_token'));

async function confirmationLink(t: TestApp, email: string): Promise<string> {
  // Anyone may ask for it (the finding's way in).
  expect((await t.client().post('/api/auth/send-verification-email', { email })).status).toBe(200);
  return linkFromOutbox(t.db, email, 'email_verification', 'Confirm my email');
}

async function verified(t: TestApp, email: string) {
  const [row] = await t.db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, email));
  return row?.verified;
}

describe('someone registers another person’s address (finding 3)', () => {
  it('loses every way in once the owner confirms it: sessions end, the password is retired', async () => {
    const email = uniqueEmail('owner');
    const squatter = optional.client();
    expect((await squatter.signUp({ email, password: 'squatter-password' })).status).toBe(200);
    const squatterPhone = optional.client();
    expect((await squatterPhone.signIn(email, 'squatter-password')).status).toBe(200);
    expect((await squatter.get('/api/profile')).status).toBe(200);

    const owner = optional.client();
    const link = await confirmationLink(optional, email);
    // Not the account's browser: asked to choose a password, and nothing happens without one.
    const asked = await openConfirmationLink(owner, link);
    expect(asked.preview.body).toMatchObject({ action: 'take-over', email });
    expect(asked.confirmed.status).toBe(400);
    expect(asked.confirmed.body.error.issues).toEqual([
      { path: 'newPassword', message: 'Choose a password to take this account over.' },
    ]);
    expect(await verified(optional, email)).toBe(false);
    expect((await squatter.get('/api/profile')).status).toBe(200);

    // The owner chooses a password: the account is theirs, and this browser is signed in.
    const { confirmed } = await openConfirmationLink(owner, link, 'owners-own-password');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ action: 'take-over', email, signedIn: true });
    expect(sessionCookies(confirmed)).toHaveLength(1);
    expect((await owner.get('/api/session')).body.user).toMatchObject({ email, emailVerified: true });
    expect(await verified(optional, email)).toBe(true);

    // The squatter's sessions and password are gone.
    for (const device of [squatter, squatterPhone]) {
      const refused = await device.get('/api/profile');
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('SESSION_EXPIRED');
    }
    expect((await optional.client().signIn(email, 'squatter-password')).status).toBe(401);
    expect((await squatter.signIn(email, 'squatter-password')).status).toBe(401);

    // The password is the owner's alone, and the link is used up.
    expect((await optional.client().signIn(email, 'owners-own-password')).status).toBe(200);
    expect((await squatter.signIn(email, 'squatter-password')).status).toBe(401);
    const again = await openConfirmationLink(optional.client(), link, 'squatters-second-try');
    expect(again.confirmed.status).toBe(400);
    expect(again.confirmed.body.error.code).toBe('INVALID_TOKEN');
  });

  it('keeps none of the squatter’s browsers as known devices of the account, only the owner’s', async () => {
    const email = uniqueEmail('devices');
    const squatter = optional.client();
    await squatter.signUp({ email, password: 'squatter-password' });
    const [account] = await optional.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    expect(
      await optional.db
        .select()
        .from(knownDevices)
        .where(eq(knownDevices.userId, account?.id ?? '')),
    ).toHaveLength(1);
    await openConfirmationLink(optional.client(), await confirmationLink(optional, email), 'owners-own-password');
    const owners = await optional.db
      .select()
      .from(knownDevices)
      .where(eq(knownDevices.userId, account?.id ?? ''));
    // Only the owner's browser, which chose the password (a new row: the squatter's went).
    expect(owners).toHaveLength(1);
    expect(owners[0]?.createdAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('holds with EMAIL_VERIFICATION=required too: the registrant’s password never works', async () => {
    const email = uniqueEmail('required-owner');
    const squatter = required.client();
    expect((await squatter.signUp({ email, password: 'squatter-password' })).status).toBe(200);
    const link = await linkFromOutbox(required.db, email, 'email_verification', 'Confirm my email');

    const owner = required.client();
    const { preview, confirmed } = await openConfirmationLink(owner, link, 'owners-own-password');
    expect(preview.body.action).toBe('take-over');
    expect(confirmed.body).toEqual({ action: 'take-over', email, signedIn: true });
    expect((await required.client().signIn(email, 'squatter-password')).status).toBe(401);
    expect((await required.client().signIn(email, 'owners-own-password')).status).toBe(200);
  });

  it('a confirmation opened in the browser that signed up stays the plain confirmation (decision 051)', async () => {
    const email = uniqueEmail('own-browser');
    const browser = required.client();
    await browser.signUp({ email, password: 'my-own-password' });
    const { preview, confirmed } = await openConfirmationLink(
      browser,
      await linkFromOutbox(required.db, email, 'email_verification', 'Confirm my email'),
    );
    expect(preview.body).toEqual({ action: 'confirm-email', email, newEmail: null, signedInElsewhere: false });
    // The browser that signed up was not signed in (sign-up waits for the address): it is now.
    expect(confirmed.body).toEqual({ action: 'confirm-email', email, signedIn: true });
    expect(sessionCookies(confirmed)).toHaveLength(1);
    expect((await browser.get('/api/session')).body.user).toMatchObject({ email, emailVerified: true });
    expect((await required.client().signIn(email, 'my-own-password')).status).toBe(200);
  });
});

describe('a confirmation link opened cross-site (finding 4)', () => {
  it('never replaces the session of another account the browser holds', async () => {
    // The attacker's own account, and its unused link.
    const attackerEmail = uniqueEmail('attacker');
    const attacker = optional.client();
    await attacker.signUp({ email: attackerEmail, password: 'attacker-password' });
    const link = await confirmationLink(optional, attackerEmail);

    const victimEmail = uniqueEmail('victim');
    const victim = optional.client();
    await victim.signUp({ email: victimEmail, password: 'victim-password' });

    // A page elsewhere navigates the victim's browser to the link: the page only reads it.
    const opened = await victim.get(link, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' });
    expect(sessionCookies(opened)).toEqual([]);
    // A cross-site post of the page's button is refused outright.
    const posted = await victim.post(
      '/api/auth/confirm-email',
      { token: new URL(link, 'http://localhost').searchParams.get('token'), newPassword: 'attacker-chose-this' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    );
    expect(posted.status).toBe(403);
    expect(sessionCookies(posted)).toEqual([]);
    // Pressed by the victim on the page itself: the victim keeps their own session.
    const { confirmed } = await openConfirmationLink(victim, link, 'attacker-chose-this');
    expect(confirmed.body.signedIn).toBe(false);
    expect(sessionCookies(confirmed)).toEqual([]);
    expect((await victim.get('/api/session')).body.user.email).toBe(victimEmail);
  });

  it('from a browser that belongs to the account but holds another one’s session: confirms, then asks to sign in', async () => {
    const first = uniqueEmail('first-account');
    const second = uniqueEmail('second-account');
    const browser = optional.client();
    await browser.signUp({ email: first, password: 'first-password' });
    const link = await confirmationLink(optional, first);
    await browser.signOut();
    await browser.signUp({ email: second, password: 'second-password' });

    const { preview, confirmed } = await openConfirmationLink(browser, link);
    expect(preview.body).toMatchObject({ action: 'confirm-email', signedInElsewhere: true });
    expect(confirmed.body).toEqual({ action: 'confirm-email', email: first, signedIn: false });
    expect(sessionCookies(confirmed)).toEqual([]);
    expect((await browser.get('/api/session')).body.user.email).toBe(second);
    expect(await verified(optional, first)).toBe(true);
    // Nothing else changed for the first account.
    expect((await optional.client().signIn(first, 'first-password')).status).toBe(200);
  });
});
