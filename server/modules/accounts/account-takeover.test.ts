import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { knownDevices } from '../../db/schema/known-devices';
import { linkFromOutbox } from '../../test/outbox-links';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';

// Issue 18, findings 3 and 4 (decision 100): a confirmation link proves who reads the inbox,
// not who registered the account. Opened anywhere but the account's own browser, it leaves
// the registrant no way in and never replaces the browser's own session.

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

async function open(client: TestClient, link: string, headers?: Record<string, string>) {
  const response = await client.get(link, headers);
  expect(response.status).toBe(302);
  return response;
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
    const landed = await open(owner, await confirmationLink(optional, email));
    const location = new URL(landed.headers.get('location') ?? '', 'http://localhost');
    // Not signed in: asked to choose a password.
    expect(location.pathname).toBe('/reset-password');
    expect(location.searchParams.get('confirmed')).toBe('1');
    expect(sessionCookies(landed)).toEqual([]);
    expect((await owner.get('/api/session')).body.user).toBeNull();
    expect(await verified(optional, email)).toBe(true);

    // The squatter's sessions and password are gone.
    for (const device of [squatter, squatterPhone]) {
      const refused = await device.get('/api/profile');
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('SESSION_EXPIRED');
    }
    expect((await optional.client().signIn(email, 'squatter-password')).status).toBe(401);
    expect((await squatter.signIn(email, 'squatter-password')).status).toBe(401);

    // The owner chooses a password, and it is theirs alone.
    const token = location.searchParams.get('token');
    const reset = await owner.post('/api/auth/reset-password', { token, newPassword: 'owners-own-password' });
    expect(reset.status).toBe(200);
    const signedIn = await owner.signIn(email, 'owners-own-password');
    expect(signedIn.status).toBe(200);
    expect((await owner.get('/api/session')).body.user).toMatchObject({ email, emailVerified: true });
    expect((await squatter.signIn(email, 'squatter-password')).status).toBe(401);
  });

  it('keeps none of the squatter’s browsers as known devices of the account', async () => {
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
    await open(optional.client(), await confirmationLink(optional, email));
    expect(
      await optional.db
        .select()
        .from(knownDevices)
        .where(eq(knownDevices.userId, account?.id ?? '')),
    ).toEqual([]);
  });

  it('holds with EMAIL_VERIFICATION=required too: the registrant’s password never works', async () => {
    const email = uniqueEmail('required-owner');
    const squatter = required.client();
    expect((await squatter.signUp({ email, password: 'squatter-password' })).status).toBe(200);
    const link = await linkFromOutbox(required.db, email, 'email_verification', 'Confirm my email');

    const owner = required.client();
    const landed = await open(owner, link);
    expect(new URL(landed.headers.get('location') ?? '', 'http://localhost').pathname).toBe('/reset-password');
    expect(sessionCookies(landed)).toEqual([]);
    expect((await required.client().signIn(email, 'squatter-password')).status).toBe(401);
  });

  it('a confirmation opened in the browser that signed up stays the plain confirmation (decision 051)', async () => {
    const email = uniqueEmail('own-browser');
    const browser = required.client();
    await browser.signUp({ email, password: 'my-own-password' });
    const landed = await open(
      browser,
      await linkFromOutbox(required.db, email, 'email_verification', 'Confirm my email'),
    );
    expect(landed.headers.get('location')).toBe('/application');
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

    // A page elsewhere navigates the victim's browser to the link.
    const landed = await open(victim, link, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' });
    expect(sessionCookies(landed)).toEqual([]);
    expect((await victim.get('/api/session')).body.user.email).toBe(victimEmail);
    expect(landed.headers.get('location')).not.toBe('/application');
  });

  it('from a browser that belongs to the account but holds another one’s session: confirms, then asks to sign in', async () => {
    const first = uniqueEmail('first-account');
    const second = uniqueEmail('second-account');
    const browser = optional.client();
    await browser.signUp({ email: first, password: 'first-password' });
    const link = await confirmationLink(optional, first);
    await browser.signOut();
    await browser.signUp({ email: second, password: 'second-password' });

    const landed = await open(browser, link);
    expect(landed.headers.get('location')).toBe('/auth?mode=sign-in&confirmation=confirmed');
    expect(sessionCookies(landed)).toEqual([]);
    expect((await browser.get('/api/session')).body.user.email).toBe(second);
    expect(await verified(optional, first)).toBe(true);
    // Nothing else changed for the first account.
    expect((await optional.client().signIn(first, 'first-password')).status).toBe(200);
  });
});
