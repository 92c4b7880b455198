import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpportunityApplicationStatus, TrackApplicationStatus } from '@shared/domain-values';
import { DEFAULT_NOTIFICATION_SWITCHES } from '@shared/email-settings';
import { emailOutbox } from '../../db/schema/email-outbox';
import { opportunityApplications } from '../../db/schema/opportunities';
import { applications } from '../../db/schema/track-applications';
import { createOpportunityApplication, createTrackApplication } from '../../test/application-fixtures';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { createTestEmailWorker, linkIn, type SmtpTestServer, startSmtpTestServer } from '../../test/test-email';
import type { EmailWorker } from '../email/email-worker';
import { grantRole } from '../team/team.repo';

let t: TestApp;
let smtp: SmtpTestServer;
let worker: EmailWorker;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpTestServer();
  worker = createTestEmailWorker(t.database, { smtpUrl: smtp.url, dataDir: t.config.dataDir });
  await worker.start();
  const adminAccount = { email: uniqueEmail('admin'), password: 'admin-password' };
  await t.services.accounts.ensureBootstrapAdmin(adminAccount);
  admin = t.client();
  await admin.signIn(adminAccount.email, adminAccount.password);
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await t.close();
});

// What the status-change services will do: change the status and notify in one transaction.
function setTrackStatus(applicationId: string, status: TrackApplicationStatus) {
  return t.db.transaction(async (tx) => {
    await tx.update(applications).set({ status }).where(eq(applications.id, applicationId));
    return t.services.notifications.notifyTrackApplicationStatus(tx, { applicationId, status });
  });
}

function setOpportunityStatus(applicationId: string, status: OpportunityApplicationStatus) {
  return t.db.transaction(async (tx) => {
    await tx.update(opportunityApplications).set({ status }).where(eq(opportunityApplications.id, applicationId));
    return t.services.notifications.notifyOpportunityApplicationStatus(tx, { applicationId, status });
  });
}

const outboxTo = (email: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));

describe('track application status emails', () => {
  it.each([
    ['shortlisted', 'You made the shortlist: Performer track', "You're on the shortlist"],
    ['booked', "You're booked: Performer track", 'booked you on the Performer track'],
    ['archived', 'An update on your Performer application', 'you can apply again 30 days from now'],
  ] as const)('%s: names the track and links to the dashboard', async (status, subject, line) => {
    const { email, applicationId } = await createTrackApplication(t, { name: 'Mara Vex', track: 'performer' });
    expect(await setTrackStatus(applicationId, status)).toBe('queued');

    const mail = await smtp.emailTo(email, subject);
    expect(mail.text).toContain(line);
    expect(mail.text).toContain('Mara');
    expect(linkIn(mail, 'Open your dashboard')).toBe('http://localhost:3000/dashboard');
    expect(mail.html).toContain('href="http://localhost:3000/dashboard"');
    const [row] = await outboxTo(email);
    expect(row?.kind).toBe(`track_${status}`);
  });

  it.each(['submitted', 'under_review'] as const)('%s: sends nothing', async (status) => {
    const { email, applicationId } = await createTrackApplication(t);
    expect(await setTrackStatus(applicationId, status)).toBe('not_notified_status');
    expect(await outboxTo(email)).toEqual([]);
  });

  it('escapes the name in the HTML: no user-supplied markup reaches the email', async () => {
    const { email, applicationId } = await createTrackApplication(t, { name: '<img src=x onerror=alert(1)>' });
    await setTrackStatus(applicationId, 'booked');
    const mail = await smtp.emailTo(email, "You're booked: Performer track");
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img');
  });
});

describe('opportunity application status emails', () => {
  const title = 'Rooftop <Sessions> & "Friends"';
  it.each([
    ['accepted', `You're in: ${title}`, 'been accepted for'],
    ['waitlisted', `You're on the waitlist: ${title}`, "if a spot opens up you're next in line"],
    ['declined', `An update on ${title}`, "This time it's a pass"],
    ['completed', `That's a wrap: ${title}`, 'the mission and 100 XP'],
  ] as const)('%s: names the opportunity (escaped) and links to the dashboard', async (status, subject, line) => {
    const { email, applicationId } = await createOpportunityApplication(t, { title, name: 'Jo Park' });
    expect(await setOpportunityStatus(applicationId, status)).toBe('queued');

    const mail = await smtp.emailTo(email, subject);
    expect(mail.text).toContain(title);
    expect(mail.text).toContain(line);
    expect(mail.html).toContain('Rooftop &lt;Sessions&gt; &amp; &quot;Friends&quot;');
    expect(mail.html).not.toContain('<Sessions>');
    expect(linkIn(mail, 'Open your dashboard')).toBe('http://localhost:3000/dashboard');
  });

  it.each(['pending', 'under_review', 'withdrawn'] as const)('%s: sends nothing', async (status) => {
    const { email, applicationId } = await createOpportunityApplication(t);
    expect(await setOpportunityStatus(applicationId, status)).toBe('not_notified_status');
    expect(await outboxTo(email)).toEqual([]);
  });

  it('writes nothing when the status change rolls back', async () => {
    const { email, applicationId } = await createOpportunityApplication(t);
    await expect(
      t.db.transaction(async (tx) => {
        await t.services.notifications.notifyOpportunityApplicationStatus(tx, { applicationId, status: 'accepted' });
        throw new Error('slot taken');
      }),
    ).rejects.toThrow('slot taken');
    expect(await outboxTo(email)).toEqual([]);
  });
});

describe('notification switches (admin)', () => {
  it('all start on; an admin turns one kind off for everyone and on again', async () => {
    expect((await admin.get('/api/admin/notification-settings')).body).toEqual({
      switches: DEFAULT_NOTIFICATION_SWITCHES,
    });

    const off = await admin.patch('/api/admin/notification-settings', { opportunity_declined: false });
    expect(off.status).toBe(200);
    expect(off.body.switches).toEqual({ ...DEFAULT_NOTIFICATION_SWITCHES, opportunity_declined: false });

    const quiet = await createOpportunityApplication(t);
    expect(await setOpportunityStatus(quiet.applicationId, 'declined')).toBe('switched_off');
    expect(await outboxTo(quiet.email)).toEqual([]);
    // Other kinds still go out.
    const other = await createOpportunityApplication(t);
    expect(await setOpportunityStatus(other.applicationId, 'accepted')).toBe('queued');

    await admin.patch('/api/admin/notification-settings', { opportunity_declined: true });
    const loud = await createOpportunityApplication(t);
    expect(await setOpportunityStatus(loud.applicationId, 'declined')).toBe('queued');
  });

  it('keeps both changes when two admins switch different kinds at once', async () => {
    await Promise.all([
      admin.patch('/api/admin/notification-settings', { track_archived: false }),
      admin.patch('/api/admin/notification-settings', { track_booked: false }),
    ]);
    const { switches } = (await admin.get('/api/admin/notification-settings')).body;
    expect(switches).toMatchObject({ track_archived: false, track_booked: false, track_shortlisted: true });
    await admin.patch('/api/admin/notification-settings', { track_archived: true, track_booked: true });
  });

  it.each([
    [{ nope: true }, 'Unknown notification kind'],
    [{ track_booked: 'no' }, 'Each switch must be on or off'],
    [{}, 'Choose at least one notification to change'],
  ])('refuses %o with a clear message and changes nothing', async (body, message) => {
    const response = await admin.patch('/api/admin/notification-settings', body);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain(message);
    expect((await admin.get('/api/admin/notification-settings')).body.switches).toEqual(DEFAULT_NOTIFICATION_SWITCHES);
  });

  it('is for admins only', async () => {
    expect((await t.client().get('/api/admin/notification-settings')).status).toBe(401);
    const member = t.client();
    await member.signUp({ email: uniqueEmail('member') });
    expect((await member.get('/api/admin/notification-settings')).status).toBe(403);
    expect((await member.patch('/api/admin/notification-settings', { track_booked: false })).status).toBe(403);

    const reviewerEmail = uniqueEmail('reviewer');
    const reviewer = t.client();
    const signUp = await reviewer.signUp({ email: reviewerEmail });
    await grantRole(t.db, signUp.body.user.id, 'reviewer');
    expect((await reviewer.get('/api/admin/notification-settings')).status).toBe(403);
  });
});
