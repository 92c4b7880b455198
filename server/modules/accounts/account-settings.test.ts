import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION_MESSAGE } from '@shared/account-schemas';
import { WRONG_PASSWORD_MESSAGE } from './better-auth';
import { session, user } from '../../db/schema/auth';
import { activityLog, applicationNotes, interactions } from '../../db/schema/back-office';
import { emailOutbox } from '../../db/schema/email-outbox';
import { opportunities, opportunityApplications } from '../../db/schema/opportunities';
import { people } from '../../db/schema/people';
import { applications } from '../../db/schema/track-applications';
import { linkFromOutbox, openConfirmationLink } from '../../test/outbox-links';
import { signedIn } from '../../test/staff';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';
import { CURRENT_SESSION_MESSAGE, LAST_ADMIN_MESSAGE } from './account-settings.service';

// D25 /settings: sessions, the data download and deleting the account, through the API.

const PASSWORD = 'secret-password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The same account signed in on another device (a client with its own cookie jar).
async function otherDevice(
  email: string,
  userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Version/17.0 Safari/605.1',
) {
  const client = t.client();
  const response = await client.request('POST', '/api/auth/sign-in/email', {
    json: { email, password: PASSWORD },
    headers: { 'User-Agent': userAgent },
  });
  expect(response.status, response.text).toBe(200);
  return client;
}

describe('GET /api/account/sessions', () => {
  it("lists the account's own sessions, this one marked, without tokens", async () => {
    const me = await signedIn(t, undefined, 'Sam Sessions');
    const phone = await otherDevice(me.email);
    const stranger = await signedIn(t);

    const response = await me.client.get('/api/account/sessions');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const items = response.body.items as { id: string; current: boolean; device: string }[];
    expect(items).toHaveLength(2);
    expect(items.filter((item) => item.current)).toHaveLength(1);
    expect(items.find((item) => !item.current)?.device).toBe('Safari on iPhone');
    const tokens = await t.db.select({ token: session.token }).from(session);
    for (const { token } of tokens) expect(response.text).not.toContain(token);
    expect((await phone.get('/api/account/sessions')).body.items).toHaveLength(2);
    expect((await stranger.client.get('/api/account/sessions')).body.items).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await t.client().get('/api/account/sessions')).status).toBe(401);
  });
});

describe('ending sessions', () => {
  it('ends another session of the account: that device is signed out at once', async () => {
    const me = await signedIn(t);
    const phone = await otherDevice(me.email);
    const phoneSession = (await me.client.get('/api/account/sessions')).body.items.find(
      (item: { current: boolean }) => !item.current,
    );
    const response = await me.client.delete(`/api/account/sessions/${phoneSession.id}`);
    expect(response.status, response.text).toBe(200);
    expect((await phone.get('/api/dashboard')).status).toBe(401);
    expect((await me.client.get('/api/dashboard')).status).toBe(200);
  });

  it("refuses the session in use, and another account's session, changing nothing", async () => {
    const me = await signedIn(t);
    const other = await signedIn(t);
    const [mine] = (await me.client.get('/api/account/sessions')).body.items;
    const [theirs] = (await other.client.get('/api/account/sessions')).body.items;

    const current = await me.client.delete(`/api/account/sessions/${mine.id}`);
    expect(current.status).toBe(400);
    expect(current.body.error.message).toBe(CURRENT_SESSION_MESSAGE);
    const foreign = await me.client.delete(`/api/account/sessions/${theirs.id}`);
    expect(foreign.status).toBe(404);
    expect((await other.client.get('/api/dashboard')).status).toBe(200);
    expect((await t.client().delete(`/api/account/sessions/${theirs.id}`)).status).toBe(401);
  });

  it('ends every other session at once, keeping this one', async () => {
    const me = await signedIn(t);
    const devices = await Promise.all([otherDevice(me.email), otherDevice(me.email)]);
    const response = await me.client.post('/api/account/sessions/end-others');
    expect(response.status, response.text).toBe(200);
    for (const device of devices) expect((await device.get('/api/dashboard')).status).toBe(401);
    expect((await me.client.get('/api/account/sessions')).body.items).toHaveLength(1);
  });
});

describe('GET /api/account/export', () => {
  it("downloads the person's own data as JSON, not the staff's records about them", async () => {
    const me = await signedIn(t, undefined, 'Dana Download');
    const admin = await signedIn(t, 'admin');
    await me.client.put('/api/profile', { name: 'Dana Download', phone: '555 010 3000', city: 'Austin', state: 'TX' });
    const [application] = await t.db
      .insert(applications)
      .values({
        personId: me.personId,
        track: 'performer',
        answersJson: { technicalNeeds: 'Two CDJs' },
        consentedAt: new Date(),
      })
      .returning({ id: applications.id });
    // Issue 41: the legacy private notes live in the thread now (migration 0017).
    await t.db.insert(applicationNotes).values([
      { applicationId: application?.id ?? '', userId: admin.userId, content: 'STAFF-INTERNAL-NOTE' },
      { applicationId: application?.id ?? '', content: 'STAFF-LEGACY-NOTE', fromPrivateNotes: true },
    ]);
    await t.db
      .insert(interactions)
      .values({ personId: me.personId, userId: admin.userId, type: 'call', content: 'STAFF-CALL-LOG' });
    await me.client.post('/api/contact', { subject: 'Hello', message: 'My own message to the team' });

    const response = await me.client.get('/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="backline-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toMatchObject({
      product: 'Backline',
      account: { email: me.email, name: 'Dana Download' },
      profile: { phone: '555 010 3000', city: 'Austin' },
      trackApplications: [{ track: 'performer', answers: { technicalNeeds: 'Two CDJs' } }],
      messagesToTheTeam: [{ subject: 'Hello', message: 'My own message to the team' }],
    });
    expect(response.body.sessions).toHaveLength(1);
    for (const hidden of ['STAFF-LEGACY-NOTE', 'STAFF-INTERNAL-NOTE', 'STAFF-CALL-LOG', 'password', 'token']) {
      expect(response.text).not.toContain(hidden);
    }
  });

  it('lists the account’s own emails, not those the address’s previous holder got (issue 40)', async () => {
    const previous = await signedIn(t);
    const address = previous.email;
    // The previous holder gets an email at the address, then moves to another one.
    await t.client().post('/api/auth/request-password-reset', { email: address });
    const moved = uniqueEmail('moved-away');
    await previous.client.post('/api/auth/change-email', { newEmail: moved, currentPassword: PASSWORD });
    await openConfirmationLink(
      previous.client,
      await linkFromOutbox(t.db, moved, 'email_verification', 'Confirm my new email'),
    );

    const next = t.client();
    expect((await next.signUp({ email: address, password: PASSWORD })).status).toBe(200);
    await next.post('/api/auth/request-password-reset', { email: address });
    const mine = await next.get('/api/account/export');
    expect(mine.body.emails.map((email: { kind: string }) => email.kind)).toEqual(['password_reset']);
    // The previous holder's export keeps theirs: the reset, the change's link and its notice.
    const theirs = await previous.client.get('/api/account/export');
    expect(theirs.body.emails.map((email: { kind: string }) => email.kind).sort()).toEqual([
      'email_changed',
      'email_verification',
      'password_reset',
    ]);
  });

  it('needs a session', async () => {
    expect((await t.client().get('/api/account/export')).status).toBe(401);
  });
});

describe('POST /api/account/delete', () => {
  it.each([
    [{ password: PASSWORD, confirmation: 'delete it' }, DELETE_CONFIRMATION_MESSAGE],
    [{ password: PASSWORD }, DELETE_CONFIRMATION_MESSAGE],
    [{ password: '', confirmation: 'DELETE' }, 'Password is required'],
    [{ password: 'not-my-password', confirmation: 'DELETE' }, WRONG_PASSWORD_MESSAGE],
  ])('refuses %o with "%s" and deletes nothing', async (body, message) => {
    const me = await signedIn(t);
    const response = await me.client.post('/api/account/delete', body);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(await t.db.select().from(user).where(eq(user.id, me.userId))).toHaveLength(1);
    expect((await me.client.get('/api/dashboard')).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.client().post('/api/account/delete', { password: PASSWORD, confirmation: 'DELETE' })).status).toBe(
      401,
    );
  });

  it('deletes the account, the person and their applications; keeps staff notes and the log as "Deleted user"', async () => {
    const me = await signedIn(t, undefined, 'Gone Person');
    const phone = await otherDevice(me.email);
    const admin = await signedIn(t, 'admin', 'Ada Admin');
    const [opportunity] = await t.db
      .insert(opportunities)
      .values({ title: 'One Spot Night', description: 'x', status: 'filled', slotsTotal: 1, slotsFilled: 1 })
      .returning({ id: opportunities.id });
    const opportunityId = opportunity?.id ?? '';
    await t.db.insert(opportunityApplications).values({ opportunityId, personId: me.personId, status: 'accepted' });
    const [application] = await t.db
      .insert(applications)
      .values({ personId: me.personId, track: 'ops', consentedAt: new Date() })
      .returning({ id: applications.id });
    const [note] = await t.db
      .insert(applicationNotes)
      .values({ applicationId: application?.id ?? '', userId: admin.userId, content: 'Great on the door' })
      .returning({ id: applicationNotes.id });
    const [logged] = await t.db
      .insert(interactions)
      .values({ personId: me.personId, userId: admin.userId, type: 'call', content: 'Called about Friday' })
      .returning({ id: interactions.id });
    await me.client.post('/api/contact', { message: 'My own words' });
    await t.db.insert(activityLog).values({
      userId: admin.userId,
      actionType: 'add_team_member',
      entityType: 'user',
      entityId: me.userId,
      details: { role: 'reviewer', email: me.email },
    });

    const response = await me.client.post('/api/account/delete', { password: PASSWORD, confirmation: ' delete ' });
    expect(response.status, response.text).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/better-auth\.session_token=;.*Max-Age=0/);

    expect(await t.db.select().from(user).where(eq(user.id, me.userId))).toEqual([]);
    expect(await t.db.select().from(people).where(eq(people.id, me.personId))).toEqual([]);
    expect(await t.db.select().from(applications).where(eq(applications.personId, me.personId))).toEqual([]);
    expect(
      await t.db.select().from(opportunityApplications).where(eq(opportunityApplications.personId, me.personId)),
    ).toEqual([]);
    // D11: the spot they held is free again.
    const [reopened] = await t.db.select().from(opportunities).where(eq(opportunities.id, opportunityId));
    expect(reopened).toMatchObject({ slotsFilled: 0, status: 'open' });
    // D25: what the staff wrote stays, tied to nobody; the address is gone from the activity.
    expect(
      await t.db
        .select()
        .from(applicationNotes)
        .where(eq(applicationNotes.id, note?.id ?? '')),
    ).toMatchObject([{ applicationId: null, content: 'Great on the door' }]);
    expect(
      await t.db
        .select()
        .from(interactions)
        .where(eq(interactions.id, logged?.id ?? '')),
    ).toMatchObject([{ personId: null, content: 'Called about Friday' }]);
    // The person's own message goes with them.
    expect(await t.db.select().from(interactions).where(eq(interactions.content, 'My own words'))).toEqual([]);
    const [activity] = await t.db.select().from(activityLog).where(eq(activityLog.entityId, me.userId));
    expect(activity?.details).toEqual({ role: 'reviewer', email: 'Deleted user' });
    // Every device is signed out; the owner is told.
    expect((await phone.get('/api/dashboard')).status).toBe(401);
    expect((await me.client.get('/api/session')).body.user).toBeNull();
    const sent = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, me.email));
    expect(sent.map((row) => row.kind)).toEqual(['account_deleted']);
    // The address can make a new account.
    expect((await t.client().signUp({ email: me.email })).status).toBe(200);
  });

  it('refuses the last admin, and lets one of two admins go', async () => {
    await t.db.execute(sql`delete from user_roles where role = 'admin'`);
    const first = await signedIn(t, 'admin');
    const refused = await first.client.post('/api/account/delete', { password: PASSWORD, confirmation: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(LAST_ADMIN_MESSAGE);
    expect(await t.db.select().from(user).where(eq(user.id, first.userId))).toHaveLength(1);

    const second = await signedIn(t, 'admin');
    const deleted = await second.client.post('/api/account/delete', { password: PASSWORD, confirmation: 'DELETE' });
    expect(deleted.status, deleted.text).toBe(200);
  });

  it('keeps an admin when the last two delete themselves at the same moment', async () => {
    await t.db.execute(sql`delete from user_roles where role = 'admin'`);
    const admins = await Promise.all([signedIn(t, 'admin'), signedIn(t, 'admin')]);
    const answers = await Promise.all(
      admins.map((admin) => admin.client.post('/api/account/delete', { password: PASSWORD, confirmation: 'DELETE' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const remaining = (
      await Promise.all(admins.map((admin) => t.db.select().from(user).where(eq(user.id, admin.userId))))
    ).flat();
    expect(remaining).toHaveLength(1);
  });

  it('deletes once when the same account asks twice at once', async () => {
    const me = await signedIn(t);
    const answers = await Promise.all([
      me.client.post('/api/account/delete', { password: PASSWORD, confirmation: 'DELETE' }),
      me.client.post('/api/account/delete', { password: PASSWORD, confirmation: 'DELETE' }),
    ]);
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(await t.db.select().from(user).where(eq(user.id, me.userId))).toEqual([]);
    const notices = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, me.email), eq(emailOutbox.kind, 'account_deleted')));
    expect(notices).toHaveLength(1);
  });
});

describe('changing the email (D25)', () => {
  it('sends a link to the new address; opening it changes the email, confirms it and tells the old one', async () => {
    const me = await signedIn(t, undefined, 'Erin Email');
    const newEmail = uniqueEmail('moved');
    const response = await me.client.post('/api/auth/change-email', { newEmail, currentPassword: PASSWORD });
    expect(response.status, response.text).toBe(200);
    // Nothing changes until the link is opened.
    expect((await me.client.get('/api/session')).body.user.email).toBe(me.email);

    const link = await linkFromOutbox(t.db, newEmail, 'email_verification', 'Confirm my new email');
    // Issue 40: a mail scanner's GET of the link (and of the old API address) changes nothing;
    // the page's button does (e2e/email-links.spec.ts opens the real page).
    await t.client().get(link);
    await t.client().get(link.replace('/confirm-email?', '/api/auth/verify-email?'));
    expect((await me.client.get('/api/session')).body.user.email).toBe(me.email);
    const { preview, confirmed } = await openConfirmationLink(me.client, link);
    expect(preview.body).toEqual({ action: 'change-email', email: me.email, newEmail, signedInElsewhere: false });
    expect(confirmed.body).toEqual({ action: 'change-email', email: newEmail, signedIn: true });
    // The browser that opened it stays signed in, with the new address.
    expect((await me.client.get('/api/session')).body.user).toMatchObject({ email: newEmail, emailVerified: true });

    const [account] = await t.db.select().from(user).where(eq(user.id, me.userId));
    expect(account).toMatchObject({ email: newEmail, emailVerified: true });
    const [person] = await t.db.select({ email: people.email }).from(people).where(eq(people.id, me.personId));
    expect(person?.email).toBe(newEmail);
    const [notice] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, me.email), eq(emailOutbox.kind, 'email_changed')));
    expect(notice?.textBody).toContain(newEmail);
    // The new address signs in; the link works once.
    expect((await t.client().signIn(newEmail)).status).toBe(200);
    const again = await openConfirmationLink(t.client(), link);
    expect(again.confirmed.body.error.code).toBe('INVALID_TOKEN');
  });

  it('refuses a link whose new address was registered meanwhile, with no change (issue 40)', async () => {
    const me = await signedIn(t);
    const newEmail = uniqueEmail('raced');
    await me.client.post('/api/auth/change-email', { newEmail, currentPassword: PASSWORD });
    const link = await linkFromOutbox(t.db, newEmail, 'email_verification', 'Confirm my new email');
    // Someone signs up with the address before the link is opened.
    expect((await t.client().signUp({ email: newEmail })).status).toBe(200);

    const { confirmed } = await openConfirmationLink(t.client(), link);
    expect(confirmed.status).toBe(400);
    expect(confirmed.body.error).toEqual({
      code: 'EMAIL_TAKEN',
      message: `${newEmail} now belongs to another account, so it cannot become this account's address. Ask for a new link with another address.`,
    });
    expect((await me.client.get('/api/session')).body.user.email).toBe(me.email);
    expect((await openConfirmationLink(t.client(), link)).confirmed.body.error.code).toBe('INVALID_TOKEN');
  });

  it('refuses the link in a browser signed in to another account, which stays so (issue 40)', async () => {
    const me = await signedIn(t);
    const newEmail = uniqueEmail('elsewhere');
    await me.client.post('/api/auth/change-email', { newEmail, currentPassword: PASSWORD });
    const link = await linkFromOutbox(t.db, newEmail, 'email_verification', 'Confirm my new email');
    const other = await signedIn(t);

    const { preview, confirmed } = await openConfirmationLink(other.client, link);
    expect(preview.body.signedInElsewhere).toBe(true);
    expect(confirmed.status).toBe(403);
    expect(confirmed.body.error.message).toBe(
      'This link is for another account than the one signed in here. Sign out, then open the link again.',
    );
    expect((await other.client.get('/api/session')).body.user.email).toBe(other.email);
    // Signed out, the same browser can open it: it says so, and signs nobody in.
    await other.client.signOut();
    const signedOut = await openConfirmationLink(other.client, link);
    expect(signedOut.confirmed.body).toEqual({ action: 'change-email', email: newEmail, signedIn: false });
    expect((await other.client.get('/api/session')).body.user).toBeNull();
  });

  it.each([
    [{ newEmail: 'not-an-email', currentPassword: PASSWORD }, 'Please enter a valid email address'],
    [{ newEmail: 'fine@example.com', currentPassword: '' }, 'Current password is required'],
    [{ newEmail: 'fine@example.com', currentPassword: 'wrong-password' }, WRONG_PASSWORD_MESSAGE],
  ])('refuses %o with "%s" and sends nothing', async (body, message) => {
    const me = await signedIn(t);
    const response = await me.client.post('/api/auth/change-email', body);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, 'fine@example.com'))).toEqual([]);
  });

  it("refuses the account's own address, and answers a taken one as any other (nothing is sent)", async () => {
    const me = await signedIn(t);
    const same = await me.client.post('/api/auth/change-email', { newEmail: me.email, currentPassword: PASSWORD });
    expect(same.status).toBe(400);
    const taken = await signedIn(t);
    const response = await me.client.post('/api/auth/change-email', {
      newEmail: taken.email,
      currentPassword: PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.recipient, taken.email), eq(emailOutbox.kind, 'email_verification'))),
    ).toEqual([]);
    expect(
      (await t.client().post('/api/auth/change-email', { newEmail: 'a@b.example', currentPassword: 'x' })).status,
    ).toBe(401);
  });
});
