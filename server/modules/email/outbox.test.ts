import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email-outbox';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { enqueueEmail } from './email-outbox.repo';

let t: TestApp;
let admin: TestClient;
const seeded: Record<'sent' | 'pending' | 'failed', string> = { sent: '', pending: '', failed: '' };

beforeAll(async () => {
  t = await createTestApp();
  const account = { email: uniqueEmail('admin'), password: 'admin-password' };
  await t.services.accounts.ensureBootstrapAdmin(account);
  admin = t.client();
  await admin.signIn(account.email, account.password);

  // Oldest first: a sent, a failed and a pending email.
  for (const status of ['sent', 'failed', 'pending'] as const) {
    const id = await enqueueEmail(t.db, {
      kind: 'track_booked',
      to: `${status}@example.com`,
      subject: `A ${status} email`,
      text: 'secret body',
      html: '<p>secret body</p>',
    });
    seeded[status] = id;
    await t.db.execute(sql`select pg_sleep(0.01)`);
  }
  await t.db
    .update(emailOutbox)
    .set({ status: 'sent', attempts: 1, sentAt: new Date() })
    .where(eq(emailOutbox.id, seeded.sent));
  await t.db
    .update(emailOutbox)
    .set({ status: 'failed', attempts: 10, lastError: '550 5.1.1 No such mailbox' })
    .where(eq(emailOutbox.id, seeded.failed));
  await t.db
    .update(emailOutbox)
    .set({ attempts: 2, lastError: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:2525' })
    .where(eq(emailOutbox.id, seeded.pending));
});
afterAll(() => t.close());

describe('GET /api/admin/outbox', () => {
  it('lists the newest first, a page at a time, with counts and reasons but without bodies', async () => {
    const first = await admin.get('/api/admin/outbox?pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: 3, counts: { pending: 1, sent: 1, failed: 1 } });
    expect(first.body.items.map((item: { id: string }) => item.id)).toEqual([seeded.pending, seeded.failed]);
    expect(first.body.items[0]).toMatchObject({
      kind: 'track_booked',
      recipient: 'pending@example.com',
      subject: 'A pending email',
      status: 'pending',
      attempts: 2,
      lastError: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:2525',
      sentAt: null,
    });
    expect(first.body.items[0].nextAttemptAt).toEqual(expect.any(String));
    expect(first.text).not.toContain('secret body');

    const second = await admin.get('/api/admin/outbox?pageSize=2&page=2');
    expect(second.body.items.map((item: { id: string }) => item.id)).toEqual([seeded.sent]);
    expect(second.body.items[0]).toMatchObject({ status: 'sent', nextAttemptAt: null });
    expect(second.body.items[0].sentAt).toEqual(expect.any(String));
  });

  it('filters by status', async () => {
    const failed = await admin.get('/api/admin/outbox?status=failed');
    expect(failed.body.total).toBe(1);
    expect(failed.body.items).toEqual([
      expect.objectContaining({ id: seeded.failed, status: 'failed', lastError: '550 5.1.1 No such mailbox' }),
    ]);
  });

  it('searches recipient and subject, filters by kind, and sorts oldest first (issue 19)', async () => {
    const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);
    const bySubject = await admin.get('/api/admin/outbox?search=FAILED%20email');
    expect(ids(bySubject.body)).toEqual([seeded.failed]);
    expect(bySubject.body).toMatchObject({ total: 1, totalPrecision: 'exact' });
    expect(ids((await admin.get('/api/admin/outbox?search=sent@example')).body)).toEqual([seeded.sent]);
    expect(ids((await admin.get('/api/admin/outbox?kind=track_booked&dir=asc')).body)).toEqual([
      seeded.sent,
      seeded.failed,
      seeded.pending,
    ]);
    expect((await admin.get('/api/admin/outbox?kind=password_reset')).body.total).toBe(0);
  });

  it.each(['status=lost', 'pageSize=500', 'page=0', 'kind=spam', 'dir=up', 'sort=recipient'])(
    'refuses ?%s',
    async (query) => {
      const response = await admin.get(`/api/admin/outbox?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
    },
  );

  it('is for admins only', async () => {
    expect((await t.client().get('/api/admin/outbox')).status).toBe(401);
    const member = t.client();
    await member.signUp({ email: uniqueEmail('member') });
    expect((await member.get('/api/admin/outbox')).status).toBe(403);
    expect((await member.post(`/api/admin/outbox/${seeded.failed}/retry`)).status).toBe(403);
  });
});

describe('POST /api/admin/outbox/:id/retry', () => {
  it('puts a failed email back in the queue with fresh attempts', async () => {
    const response = await admin.post(`/api/admin/outbox/${seeded.failed}/retry`);
    expect(response.status).toBe(204);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, seeded.failed));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    await t.db
      .update(emailOutbox)
      .set({ status: 'failed' })
      .where(inArray(emailOutbox.id, [seeded.failed]));
  });

  it('refuses an email that has not failed, and an unknown one', async () => {
    const sent = await admin.post(`/api/admin/outbox/${seeded.sent}/retry`);
    expect(sent.status).toBe(409);
    expect(sent.body.error.message).toBe('Only a failed email can be sent again');
    expect((await admin.post(`/api/admin/outbox/${crypto.randomUUID()}/retry`)).status).toBe(404);
    expect((await admin.post('/api/admin/outbox/not-an-id/retry')).status).toBe(404);
  });
});
