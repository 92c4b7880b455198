import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openPostgres } from '../../db/open-postgres';
import { emailOutbox } from '../../db/schema/email-outbox';
import type { Logger } from '../../lib/logger';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestEmailWorker, type SmtpTestServer, startSmtpTestServer, TEST_MAIL_FROM } from '../../test/test-email';
import { claimDueEmails, enqueueEmail, type OutboxMessage } from './email-outbox.repo';
import {
  createEmailWorker,
  DEFAULT_EMAIL_WORKER_TIMINGS,
  type EmailWorker,
  retryDelayMs,
  SENT_EMAIL_RETENTION_DAYS,
} from './email-worker';
import { createMailTransport } from './email-transport';

let t: TestApp;
let smtp: SmtpTestServer;
const workers: EmailWorker[] = [];

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpTestServer({ refuseRecipient: /^refused/ });
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});
afterAll(async () => {
  await smtp.stop();
  await t.close();
});

let counter = 0;
function message(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  counter += 1;
  return {
    kind: 'password_reset',
    to: `reader.${counter}@example.com`,
    subject: `Test email ${counter}`,
    text: `Plain text ${counter}`,
    html: `<p>HTML ${counter}</p>`,
    ...overrides,
  };
}

function startWorker(options: Parameters<typeof createTestEmailWorker>[1], database: DatabaseHandle = t.database) {
  const worker = createTestEmailWorker(database, options);
  workers.push(worker);
  return worker;
}

async function rowsOf(ids: string[]) {
  return t.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the outbox', () => {
  it('sends an email committed with a change, as HTML and plain text, from MAIL_FROM', async () => {
    // A slow poll: the commit itself (NOTIFY) must wake the worker.
    await startWorker({ smtpUrl: smtp.url, dataDir: t.config.dataDir, timings: { pollIntervalMs: 60_000 } }).start();
    const email = message({ to: 'Ana.Lopez@Example.com' });
    const id = await t.db.transaction((tx) => enqueueEmail(tx, email));

    const [delivered] = await smtp.waitFor((received) => received.subject === email.subject);
    expect(delivered).toMatchObject({
      from: 'no-reply@backline.test',
      to: ['ana.lopez@example.com'],
      text: `${email.text}\n`,
      messageId: `<${id}@backline.test>`,
    });
    expect(delivered?.html).toContain(email.html);
    await waitUntil(async () => (await rowsOf([id]))[0]?.status === 'sent');
    const [row] = await rowsOf([id]);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, claimToken: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('writes nothing when the change rolls back', async () => {
    const email = message();
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueEmail(tx, email);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const worker = startWorker({ smtpUrl: smtp.url, dataDir: t.config.dataDir });
    await worker.runOnce();
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, email.subject))).toEqual([]);
    expect(smtp.received.filter((received) => received.subject === email.subject)).toEqual([]);
  });

  it('marks an email the server refuses for good as failed with its reason, and does not retry it', async () => {
    const id = await enqueueEmail(t.db, message({ to: 'refused@example.com' }));
    const worker = startWorker({ smtpUrl: smtp.url, dataDir: t.config.dataDir });
    await worker.runOnce();
    const [row] = await rowsOf([id]);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.lastError).toMatch(/550.*No such mailbox/);
  });

  it('retries with growing waits and gives up after the last attempt, keeping the reason', async () => {
    const down = await startSmtpTestServer();
    const url = down.url;
    await down.stop();
    const id = await enqueueEmail(t.db, message());
    await startWorker({ smtpUrl: url, dataDir: t.config.dataDir, timings: { maxAttempts: 3 } }).start();

    await waitUntil(async () => (await rowsOf([id]))[0]?.status === 'failed');
    const [row] = await rowsOf([id]);
    expect(row?.attempts).toBe(3);
    expect(row?.lastError).toMatch(/ECONNREFUSED/);
  });

  it('hands an email held by a worker that died to another once the lease ends', async () => {
    const email = message();
    const id = await enqueueEmail(t.db, email);
    // A worker claims it and dies before sending.
    const [claimed] = await claimDueEmails(t.db, { claimToken: crypto.randomUUID(), limit: 100, leaseMs: 400 });
    expect(claimed?.id).toBe(id);

    const worker = startWorker({ smtpUrl: smtp.url, dataDir: t.config.dataDir });
    await worker.runOnce();
    expect(smtp.received.filter((received) => received.subject === email.subject)).toHaveLength(0);

    await worker.start();
    await smtp.waitFor((received) => received.subject === email.subject);
    await waitUntil(async () => (await rowsOf([id]))[0]?.status === 'sent');
    expect((await rowsOf([id]))[0]?.attempts).toBe(2);
  });

  it('several workers (several server processes) on one database send every email exactly once', async () => {
    // On PostgreSQL each worker has its own connection pool, as separate processes would.
    const extraHandles = t.database.url
      ? await Promise.all([openPostgres(t.database.url, 4), openPostgres(t.database.url, 4)])
      : [];
    try {
      const handles = [t.database, ...extraHandles, ...(extraHandles.length ? [] : [t.database, t.database])];
      const emails = Array.from({ length: 40 }, () => message());
      const ids = await t.db.transaction(async (tx) => {
        const written: string[] = [];
        for (const email of emails) written.push(await enqueueEmail(tx, email));
        return written;
      });
      for (const handle of handles) {
        await startWorker({ smtpUrl: smtp.url, dataDir: t.config.dataDir, timings: { batchSize: 3 } }, handle).start();
      }
      const subjects = new Set(emails.map((email) => email.subject));
      await smtp.waitFor((received) => subjects.has(received.subject), emails.length);
      await waitUntil(async () => (await rowsOf(ids)).every((row) => row.status === 'sent'));
      // A little longer: nothing arrives twice.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const delivered = smtp.received.filter((received) => subjects.has(received.subject)).map((r) => r.subject);
      expect(delivered.toSorted()).toEqual([...subjects].toSorted());
      expect((await rowsOf(ids)).every((row) => row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
      await Promise.all(extraHandles.map((handle) => handle.close()));
    }
  });

  it('without SMTP_URL writes each email as .eml and .txt under DATA_DIR/outbox, with a log line', async () => {
    const lines: string[] = [];
    const logger: Logger = {
      debug: () => {},
      info: (line) => lines.push(line),
      warn: (line) => lines.push(line),
      error: (line) => lines.push(line),
    };
    const transport = createMailTransport({
      smtpUrl: undefined,
      from: TEST_MAIL_FROM,
      dataDir: t.config.dataDir,
      logger,
    });
    const worker = createEmailWorker({ database: t.database, transport, logger });
    workers.push(worker);
    const email = message({ to: 'files@example.com', text: 'Choose a new password: http://localhost:3000/x' });
    const id = await enqueueEmail(t.db, email);
    await worker.runOnce();

    const directory = join(t.config.dataDir, 'outbox');
    const files = readdirSync(directory).filter((name) => name.includes(id));
    expect(files.map((name) => name.slice(name.lastIndexOf('.'))).toSorted()).toEqual(['.eml', '.txt']);
    const text = readFileSync(join(directory, files.find((name) => name.endsWith('.txt')) ?? ''), 'utf8');
    expect(text).toBe(`To: files@example.com\nSubject: ${email.subject}\n\n${email.text}`);
    const eml = readFileSync(join(directory, files.find((name) => name.endsWith('.eml')) ?? ''), 'utf8');
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(eml).toContain(`Message-ID: <${id}@backline.test>`);
    expect(lines.some((line) => line.includes(`to files@example.com written to ${directory}`))).toBe(true);
    expect((await rowsOf([id]))[0]?.status).toBe('sent');
  });
});

// Issue 18, finding 13 (decision 102).
describe('what the outbox keeps', () => {
  it('drops the body of a sent reset or confirmation email (its link), keeping who, what and when', async () => {
    const reset = await enqueueEmail(
      t.db,
      message({ kind: 'password_reset', text: 'Choose a new password: http://x/1' }),
    );
    const confirm = await enqueueEmail(
      t.db,
      message({ kind: 'email_verification', text: 'Confirm my email: http://x/2' }),
    );
    const status = await enqueueEmail(t.db, message({ kind: 'track_booked', text: 'You are booked' }));
    await startWorker({ smtpUrl: smtp.url, dataDir: t.config.dataDir }).runOnce();

    const rows = await rowsOf([reset, confirm, status]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of [reset, confirm]) {
      expect(byId.get(id)).toMatchObject({ status: 'sent', textBody: '', htmlBody: '' });
      expect(byId.get(id)?.subject).toMatch(/^Test email/);
      expect(byId.get(id)?.recipient).toMatch(/@example\.com$/);
      expect(byId.get(id)?.sentAt).toBeInstanceOf(Date);
    }
    expect(byId.get(status)).toMatchObject({ status: 'sent', textBody: 'You are booked' });
    // What was delivered was the whole email.
    const delivered = smtp.received.find((received) => received.text.includes('Choose a new password: http://x/1'));
    expect(delivered).toBeDefined();
  });

  it('keeps the body of an email not yet sent (its next attempt needs it)', async () => {
    const down = await startSmtpTestServer();
    const url = down.url;
    await down.stop();
    const id = await enqueueEmail(t.db, message({ kind: 'password_reset', text: 'Choose a new password: http://x/3' }));
    await startWorker({ smtpUrl: url, dataDir: t.config.dataDir }).runOnce();
    expect((await rowsOf([id]))[0]).toMatchObject({ status: 'pending', textBody: 'Choose a new password: http://x/3' });
  });

  it(`deletes sent emails ${SENT_EMAIL_RETENTION_DAYS} days after they were sent, and nothing else`, async () => {
    const day = 24 * 60 * 60 * 1000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    const rows = await t.db
      .insert(emailOutbox)
      .values([
        { ...row('sent', at(91)), subject: 'old sent' },
        { ...row('sent', at(89)), subject: 'recent sent' },
        { ...row('failed', null, at(200)), subject: 'old failed' },
        { ...row('pending', null, at(200)), subject: 'old pending', nextAttemptAt: new Date(Date.now() + day) },
      ])
      .returning({ id: emailOutbox.id, subject: emailOutbox.subject });
    const worker = startWorker({ smtpUrl: smtp.url, dataDir: t.config.dataDir });
    await worker.purgeOnce();
    const left = await rowsOf(rows.map((inserted) => inserted.id));
    expect(left.map((kept) => kept.subject).toSorted()).toEqual(['old failed', 'old pending', 'recent sent']);
    expect(DEFAULT_EMAIL_WORKER_TIMINGS.sentRetentionMs).toBe(SENT_EMAIL_RETENTION_DAYS * day);
    expect(SENT_EMAIL_RETENTION_DAYS).toBe(90);
  });

  it('purges when the worker starts (every server process does, then hourly)', async () => {
    const [old] = await t.db
      .insert(emailOutbox)
      .values(row('sent', new Date(Date.now() - 100 * 24 * 60 * 60 * 1000)))
      .returning({ id: emailOutbox.id });
    await startWorker({ smtpUrl: smtp.url, dataDir: t.config.dataDir }).start();
    await waitUntil(async () => (await rowsOf([old?.id ?? ''])).length === 0);
  });
});

function row(status: 'sent' | 'failed' | 'pending', sentAt: Date | null, createdAt = sentAt ?? new Date()) {
  counter += 1;
  return {
    kind: 'track_booked',
    recipient: `kept.${counter}@example.com`,
    subject: `Kept ${counter}`,
    textBody: 'Body',
    htmlBody: '<p>Body</p>',
    status,
    sentAt,
    createdAt,
  };
}

describe('retry waits', () => {
  it('double from 30 seconds and stop growing at an hour', () => {
    const waits = [1, 2, 3, 4, 8, 9, 10].map((attempt) => retryDelayMs(attempt, DEFAULT_EMAIL_WORKER_TIMINGS) / 1000);
    expect(waits).toEqual([30, 60, 120, 240, 3600, 3600, 3600]);
  });
});
