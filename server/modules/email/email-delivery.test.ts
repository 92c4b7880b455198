import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email-outbox';
import { createOpportunityApplication, createTrackApplication } from '../../test/application-fixtures';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';
import { createTestEmailWorker, type SmtpTestServer, startSmtpTestServer } from '../../test/test-email';
import type { EmailWorker } from './email-worker';

let t: TestApp;
let smtp: SmtpTestServer;
let worker: EmailWorker;

beforeAll(async () => {
  t = await createTestApp({ EMAIL_VERIFICATION: 'required' });
  smtp = await startSmtpTestServer();
  worker = createTestEmailWorker(t.database, {
    smtpUrl: smtp.url,
    dataDir: t.config.dataDir,
    timings: { pollIntervalMs: 50, baseRetryDelayMs: 100, maxRetryDelayMs: 300 },
  });
  await worker.start();
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await t.close();
});

describe('delivery that loses nothing', () => {
  it('keeps every email while the mail server is down and delivers each exactly once when it is back', async () => {
    const before = await t.db.select({ id: emailOutbox.id }).from(emailOutbox);
    await smtp.stop();

    // Changes that write emails: sign-ups, a password reset, status changes.
    const newcomer = uniqueEmail('while-down');
    expect((await t.client().signUp({ email: newcomer })).status).toBe(200);
    const track = await createTrackApplication(t);
    const opportunity = await createOpportunityApplication(t);
    expect((await t.client().post('/api/auth/request-password-reset', { email: track.email })).status).toBe(200);
    await t.db.transaction(async (tx) => {
      await t.services.notifications.notifyTrackApplicationStatus(tx, {
        applicationId: track.applicationId,
        status: 'shortlisted',
      });
      await t.services.notifications.notifyOpportunityApplicationStatus(tx, {
        applicationId: opportunity.applicationId,
        status: 'accepted',
      });
    });

    const known = new Set(before.map((row) => row.id));
    const written = (await t.db.select().from(emailOutbox)).filter((row) => !known.has(row.id));
    // Three confirmation emails (the newcomer and both applicants), a reset and two notifications.
    expect(written.map((row) => row.kind).toSorted()).toEqual(
      [
        'email_verification',
        'email_verification',
        'email_verification',
        'opportunity_accepted',
        'password_reset',
        'track_shortlisted',
      ].toSorted(),
    );
    const ids = written.map((row) => row.id);

    // The worker tries, fails, and keeps them pending with the reason.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await t.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
      if (rows.every((row) => row.attempts >= 2)) {
        expect(rows.every((row) => row.status === 'pending' && /ECONNREFUSED/.test(row.lastError ?? ''))).toBe(true);
        break;
      }
      if (Date.now() > deadline) throw new Error('The worker did not retry');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(smtp.received.length).toBe(0);

    await smtp.start();
    const messageIds = new Set(ids.map((id) => `<${id}@backline.test>`));
    await smtp.waitFor((email) => messageIds.has(email.messageId), ids.length);
    // Give a duplicate every chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const delivered = smtp.received.filter((email) => messageIds.has(email.messageId)).map((email) => email.messageId);
    expect(delivered.toSorted()).toEqual([...messageIds].toSorted());
    const rows = await t.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(rows.every((row) => row.status === 'sent' && row.lastError === null)).toBe(true);
  });
});
