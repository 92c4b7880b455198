import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { linkFromOutbox, openConfirmationLink } from '../../test/outbox-links';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';
import { TEST_ORIGIN, type TestClient } from '../../test/test-client';

// Issue 18, finding 6 (decision 101): a new password or a new address ends every outstanding
// reset link of the account, however it was changed; the links' tokens are stored hashed.

const EXPIRED_MESSAGE = 'This link has expired or has already been used. Ask for a new one.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Asks for a reset link and answers its token.
async function resetToken(email: string): Promise<string> {
  expect((await t.client().post('/api/auth/request-password-reset', { email })).status).toBe(200);
  const link = await linkFromOutbox(t.db, email, 'password_reset', 'Choose a new password');
  const token = /\/reset-password\/([^?]+)/.exec(link)?.[1];
  if (!token) throw new Error(`No token in ${link}`);
  return decodeURIComponent(token);
}

const useToken = (token: string, newPassword = 'another-password') =>
  t.client().post('/api/auth/reset-password', { token, newPassword });

async function expectRefused(token: string) {
  const refused = await useToken(token, 'too-late-password');
  expect(refused.status).toBe(400);
  expect(refused.body.error.message).toBe(EXPIRED_MESSAGE);
}

async function account(): Promise<{ email: string; client: TestClient }> {
  const email = uniqueEmail('tokens');
  const client = t.client();
  expect((await client.signUp({ email, password: 'first-password' })).status).toBe(200);
  return { email, client };
}

describe('outstanding reset links', () => {
  it('end when one of them is used', async () => {
    const { email } = await account();
    const first = await resetToken(email);
    const second = await resetToken(email);
    expect((await useToken(second, 'from-the-second-link')).status).toBe(200);
    await expectRefused(first);
    expect((await t.client().signIn(email, 'from-the-second-link')).status).toBe(200);
  });

  it('end when the password is changed (the auth library’s change-password endpoint)', async () => {
    const { email, client } = await account();
    const token = await resetToken(email);
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: 'first-password',
      newPassword: 'changed-password',
    });
    expect(changed.status).toBe(200);
    await expectRefused(token);
    expect((await t.client().signIn(email, 'changed-password')).status).toBe(200);
  });

  it('end when the address is changed (the auth library’s change-email endpoint)', async () => {
    const { email, client } = await account();
    const token = await resetToken(email);
    const newEmail = uniqueEmail('moved');
    // Called on the library itself: whichever page or route offers it (D25), the rule holds.
    const asked = await t.auth.handler(
      new Request(`${TEST_ORIGIN}/api/auth/change-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: client.cookieHeader },
        body: JSON.stringify({ newEmail, currentPassword: 'first-password' }),
      }),
    );
    expect(asked.status).toBe(200);
    // Confirmed at the new address, in the person's own browser.
    const confirm = await linkFromOutbox(t.db, newEmail, 'email_verification', 'Confirm my new email');
    expect((await openConfirmationLink(client, confirm)).confirmed.status).toBe(200);
    expect((await client.get('/api/session')).body.user.email).toBe(newEmail);

    await expectRefused(token);
    expect((await t.client().signIn(newEmail, 'first-password')).status).toBe(200);
  });

  it('of other accounts are untouched', async () => {
    const mine = await account();
    const theirs = await account();
    const theirToken = await resetToken(theirs.email);
    const myToken = await resetToken(mine.email);
    expect((await useToken(myToken)).status).toBe(200);
    expect((await useToken(theirToken, 'their-new-password')).status).toBe(200);
  });
});

describe('stored reset tokens', () => {
  it('are hashes: the database never holds a link’s token', async () => {
    const { email } = await account();
    const token = await resetToken(email);
    const rows = await queryRows<{ identifier: string }>(
      t.db,
      sql`select identifier from verification where identifier like 'reset-password:%'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.identifier.includes(token))).toEqual([]);
    for (const row of rows) expect(row.identifier).toMatch(/^reset-password:[\w-]{43}$/);
    // And the link works all the same.
    expect((await useToken(token)).status).toBe(200);
  });
});
