import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email-outbox';
import { linkFromOutbox, openConfirmationLink } from '../../test/outbox-links';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';

// Issue 41: /settings says "Not confirmed" with a "Send confirmation link" button, which asks the
// auth library's send-verification-email for the account's own address. Signed in, the link goes
// to that address only, and only while it is unconfirmed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const linksTo = async (recipient: string) =>
  (
    await t.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, recipient), eq(emailOutbox.kind, 'email_verification')))
  ).length;

describe('the settings’ confirmation link', () => {
  it('sends a link to the signed-in account’s own unconfirmed address, which confirms it', async () => {
    const me = t.client();
    const email = uniqueEmail('unconfirmed');
    expect((await me.signUp({ email })).status).toBe(200);
    const before = await linksTo(email);

    const sent = await me.post('/api/auth/send-verification-email', { email });
    expect(sent.status).toBe(200);
    expect(await linksTo(email)).toBe(before + 1);
    const link = await linkFromOutbox(t.db, email, 'email_verification', 'Confirm my email');
    expect((await openConfirmationLink(me, link)).confirmed.status).toBe(200);
    expect((await me.get('/api/session')).body.user).toMatchObject({ email, emailVerified: true });

    // Confirmed: there is nothing to send any more.
    const again = await me.post('/api/auth/send-verification-email', { email });
    expect(again.status).toBe(400);
    expect(await linksTo(email)).toBe(before + 1);
  });

  it('sends nothing to another person’s address from a signed-in account', async () => {
    const other = uniqueEmail('someone-else');
    expect((await t.client().signUp({ email: other })).status).toBe(200);
    const before = await linksTo(other);
    const me = t.client();
    expect((await me.signUp({ email: uniqueEmail('me') })).status).toBe(200);

    const refused = await me.post('/api/auth/send-verification-email', { email: other });
    expect(refused.status).toBe(400);
    expect(await linksTo(other)).toBe(before);
  });
});
