import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { emailOutbox } from '../../db/schema/email-outbox';
import { jobAlerts } from '../../db/schema/job-alerts';
import { people } from '../../db/schema/people';
import { signedInAdmin } from '../../test/opportunity-fixtures';
import { linkFromOutbox, openConfirmationLink } from '../../test/outbox-links';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { unsubscribeToken } from '../job-alerts/unsubscribe-token';

// Issue 40 (docs/decisions/144): a recovery of the account ends everything that could act on it
// without its password. A pre-registrant parks an address-change link to their own address (and
// a reset link, a confirmation link, a calendar feed and an alert's unsubscribe link stand for
// whatever else was pending); after each way of taking the account back, every one of them is
// refused and changes nothing.

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t?.close());

const PASSWORD = 'pre-registrant-password';

type Parked = {
  email: string;
  userId: string;
  personId: string;
  client: TestClient;
  changeLink: string;
  resetToken: string;
  confirmationLink: string | null;
  feedPath: string;
  alertId: string;
  unsubscribe: string;
};

async function resetToken(email: string): Promise<string> {
  expect((await t.client().post('/api/auth/request-password-reset', { email })).status).toBe(200);
  const link = await linkFromOutbox(t.db, email, 'password_reset', 'Choose a new password');
  return decodeURIComponent(/\/reset-password\/([^?]+)/.exec(link)?.[1] ?? '');
}

async function confirmationLink(email: string): Promise<string> {
  expect((await t.client().post('/api/auth/send-verification-email', { email })).status).toBe(200);
  return linkFromOutbox(t.db, email, 'email_verification', 'Confirm my email');
}

// Someone registers `email` with their own password and, signed in, leaves every kind of link
// waiting. A confirmed address (for a role grant, D30) has no confirmation link to park.
async function preRegistered(options: { confirmed?: boolean } = {}): Promise<Parked> {
  const email = uniqueEmail('owner');
  const client = t.client();
  expect((await client.signUp({ email, password: PASSWORD })).status).toBe(200);
  const session = (await client.get('/api/session')).body;
  if (options.confirmed) {
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, session.user.id));
  }
  const parkedAddress = uniqueEmail('pre-registrant');
  const asked = await client.post('/api/auth/change-email', { newEmail: parkedAddress, currentPassword: PASSWORD });
  expect(asked.status, asked.text).toBe(200);
  const changeLink = await linkFromOutbox(t.db, parkedAddress, 'email_verification', 'Confirm my new email');
  const feed = await client.post('/api/calendar/feed');
  expect(feed.status, feed.text).toBe(201);
  const alert = await client.post('/api/alerts', { name: 'Parked alert', filters: {} });
  expect(alert.status, alert.text).toBe(201);
  const [person] = await t.db
    .select({ linkKey: people.alertLinkKey })
    .from(people)
    .where(eq(people.id, session.person.id));
  const owner = { personId: session.person.id, linkKey: person?.linkKey ?? null };
  return {
    email,
    userId: session.user.id,
    personId: session.person.id,
    client,
    changeLink,
    resetToken: await resetToken(email),
    confirmationLink: options.confirmed ? null : await confirmationLink(email),
    feedPath: new URL(feed.body.url).pathname,
    alertId: alert.body.id,
    unsubscribe: unsubscribeToken(t.config.authSecret ?? '', owner, [alert.body.id]),
  };
}

// Every parked link is refused, and none of them changed anything.
async function expectEveryParkedLinkEnded(parked: Parked) {
  const change = await openConfirmationLink(t.client(), parked.changeLink);
  expect(change.confirmed.status).toBe(400);
  expect(change.confirmed.body.error).toEqual({
    code: 'INVALID_TOKEN',
    message: 'This link has expired or has already been used. Ask for a new one.',
  });
  const [account] = await t.db.select({ email: user.email }).from(user).where(eq(user.id, parked.userId));
  expect(account?.email).toBe(parked.email);

  const reset = await t.client().post('/api/auth/reset-password', {
    token: parked.resetToken,
    newPassword: 'parked-reset-password',
  });
  expect(reset.status).toBe(400);
  expect(reset.body.error.code).toBe('INVALID_TOKEN');
  expect((await t.client().signIn(parked.email, 'parked-reset-password')).status).toBe(401);

  if (parked.confirmationLink) {
    const confirmation = await openConfirmationLink(t.client(), parked.confirmationLink, 'parked-take-over');
    expect(confirmation.confirmed.status).toBe(400);
    expect(confirmation.confirmed.body.error.code).toBe('INVALID_TOKEN');
    expect((await t.client().signIn(parked.email, 'parked-take-over')).status).toBe(401);
  }

  expect((await t.client().get(parked.feedPath)).status).toBe(404);
  const unsubscribed = await t.client().post(`/api/alerts/unsubscribe?token=${parked.unsubscribe}`);
  expect(unsubscribed.status).toBe(400);
  expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, parked.alertId))).toHaveLength(1);
}

describe('every recovery of an account ends what was pending on it (issue 40)', () => {
  it('the review’s path: the owner takes the address over, an admin grants a role; the parked link is dead', async () => {
    const parked = await preRegistered();
    const owner = t.client();
    const { preview, confirmed } = await openConfirmationLink(
      owner,
      await confirmationLink(parked.email),
      'the-owners-password',
    );
    expect(preview.body.action).toBe('take-over');
    expect(confirmed.body).toEqual({ action: 'take-over', email: parked.email, signedIn: true });
    const granted = await admin.post('/api/admin/team', { email: parked.email, role: 'reviewer' });
    expect(granted.status, granted.text).toBe(201);

    await expectEveryParkedLinkEnded(parked);
    // The owner still signs in; the pre-registrant has no way back.
    expect((await t.client().signIn(parked.email, 'the-owners-password')).status).toBe(200);
    expect((await t.client().signIn(parked.email, PASSWORD)).status).toBe(401);
    expect((await parked.client.get('/api/admin/applications')).status).toBe(401);
  });

  it('confirming the address in the account’s own browser', async () => {
    const parked = await preRegistered();
    const { confirmed } = await openConfirmationLink(parked.client, await confirmationLink(parked.email));
    expect(confirmed.body).toEqual({ action: 'confirm-email', email: parked.email, signedIn: true });
    await expectEveryParkedLinkEnded(parked);
  });

  it('a password change, which the address is told of with a way back in', async () => {
    const parked = await preRegistered();
    const changed = await parked.client.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a-changed-password',
    });
    expect(changed.status, changed.text).toBe(200);
    await expectEveryParkedLinkEnded(parked);

    const told = await linkFromOutbox(t.db, parked.email, 'password_changed', "This wasn't me: choose a new password");
    const token = decodeURIComponent(/\/reset-password\/([^?]+)/.exec(told)?.[1] ?? '');
    const [mail] = await t.db
      .select({ subject: emailOutbox.subject, userId: emailOutbox.userId })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'password_changed'), eq(emailOutbox.recipient, parked.email)));
    expect(mail).toEqual({ subject: 'Your Backline password was changed', userId: parked.userId });
    // Whoever reads the inbox takes the account back with it.
    const back = await t.client().post('/api/auth/reset-password', { token, newPassword: 'taken-back-password' });
    expect(back.status, back.text).toBe(200);
    expect((await t.client().signIn(parked.email, 'taken-back-password')).status).toBe(200);
    expect((await t.client().signIn(parked.email, 'a-changed-password')).status).toBe(401);
  });

  it('a password reset', async () => {
    const parked = await preRegistered();
    const token = await resetToken(parked.email);
    const reset = await t.client().post('/api/auth/reset-password', { token, newPassword: 'a-reset-password' });
    expect(reset.status, reset.text).toBe(200);
    // The parked reset link is the one made before this one.
    await expectEveryParkedLinkEnded(parked);
  });

  it('signing every other device out', async () => {
    const parked = await preRegistered();
    const device = t.client();
    expect((await device.signIn(parked.email, PASSWORD)).status).toBe(200);
    const ended = await device.post('/api/account/sessions/end-others');
    expect(ended.status, ended.text).toBe(200);
    await expectEveryParkedLinkEnded(parked);
  });

  it('an admin’s role grant', async () => {
    const parked = await preRegistered({ confirmed: true });
    const granted = await admin.post('/api/admin/team', { email: parked.email, role: 'reviewer' });
    expect(granted.status, granted.text).toBe(201);
    await expectEveryParkedLinkEnded(parked);
  });

  it('without a recovery, the parked links still work (the test above can fail)', async () => {
    const parked = await preRegistered();
    expect((await t.client().get(parked.feedPath)).status).toBe(200);
    const unsubscribed = await t.client().get(`/api/alerts/unsubscribe?token=${parked.unsubscribe}`);
    expect(unsubscribed.body.alerts).toEqual([{ id: parked.alertId, name: 'Parked alert' }]);
    const { confirmed } = await openConfirmationLink(t.client(), parked.changeLink);
    expect(confirmed.body).toMatchObject({ action: 'change-email', signedIn: false });
  });
});

describe('links in email never act on a GET alone (issue 40)', () => {
  it('a scanner opening a confirmation link, and the old API address, changes nothing', async () => {
    const email = uniqueEmail('scanned');
    const registrant = t.client();
    await registrant.signUp({ email, password: PASSWORD });
    const link = await confirmationLink(email);
    const scanner = t.client();
    for (const path of [link, link.replace('/confirm-email?', '/api/auth/verify-email?')]) {
      const fetched = await scanner.get(path);
      expect(fetched.headers.getSetCookie().filter((cookie) => cookie.includes('session_token'))).toEqual([]);
    }
    // Reading what the link will do changes nothing either.
    const token = new URL(link, 'http://localhost').searchParams.get('token');
    expect((await scanner.post('/api/auth/email-link', { token })).status).toBe(200);
    const [account] = await t.db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(account?.verified).toBe(false);
    expect((await registrant.get('/api/profile')).status).toBe(200);
    expect((await t.client().signIn(email, PASSWORD)).status).toBe(200);
    // The link still works when its page's button is pressed.
    const { confirmed } = await openConfirmationLink(registrant, link);
    expect(confirmed.body).toEqual({ action: 'confirm-email', email, signedIn: true });
  });
});
