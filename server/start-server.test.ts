import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, testDatabaseUrl } from './env';
import { freePort } from './lib/free-port';
import { createLogger } from './lib/logger';
import { type RunningServer, startServer } from './start-server';
import { uniqueEmail } from './test/test-app';
import { createTestDatabase, type TestDatabase } from './test/test-database';
import { type SmtpTestServer, startSmtpTestServer, TEST_MAIL_FROM } from './test/test-email';

let smtp: SmtpTestServer;
let database: TestDatabase | undefined;
let running: RunningServer;
// What /api/health answered while the server started (issue 21: readiness waits for migrations).
const whileStarting: { status: number; body: { status?: string; migrations?: string } }[] = [];
// What the server logged as errors.
const errors: string[] = [];
const errorLog = new Writable({
  write(chunk, _encoding, done) {
    errors.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  // With TEST_DATABASE_URL the server gets a new database there; otherwise it starts its own
  // embedded PostgreSQL server under DATA_DIR, as `npm start` does.
  database = testDatabaseUrl() ? await createTestDatabase() : undefined;
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'backline-start-')),
    DATABASE_URL: database?.url,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-auth-0123456789',
    DEMO_CONTENT: 'off',
    SERVE_CLIENT: 'false',
    SMTP_URL: smtp.url,
    MAIL_FROM: TEST_MAIL_FROM,
    METRICS_PORT: '0',
  });
  const starting = startServer(config, createLogger('error', { format: 'json', destination: errorLog }));
  let started = false;
  void starting.then(() => {
    started = true;
  });
  while (!started) {
    const [health, live] = await Promise.all(
      ['/api/health', '/api/health/live'].map((path) =>
        fetch(`http://127.0.0.1:${port}${path}`).then(
          async (response) => ({ status: response.status, body: await response.json() }),
          () => undefined,
        ),
      ),
    );
    if (health && !started) {
      whileStarting.push(health);
      expect(live?.status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  running = await starting;
}, 60_000);
afterAll(async () => {
  await smtp.stop();
  await database?.close();
});

describe('the server process', () => {
  it('listens while it starts, alive but not ready until its database is migrated', async () => {
    for (const answer of whileStarting) {
      expect(answer.status).toBe(503);
      expect(answer.body.status).toBe('starting');
    }
    // The embedded server takes seconds to create: its start is always seen.
    if (!database) expect(whileStarting.some((answer) => answer.body.migrations === 'pending')).toBe(true);

    const ready = await fetch(`${running.url}/api/health`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ok',
      database: { status: 'ok', kind: database ? 'external' : 'embedded' },
      migrations: 'applied',
      emailWorker: { status: 'ok', lastRunAt: expect.any(String) },
    });
  });

  it('runs the email worker: a reset asked over HTTP arrives by SMTP, and /metrics counts it', async () => {
    const email = uniqueEmail('process');
    const post = (path: string, body: unknown) =>
      fetch(`${running.url}${path}`, {
        method: 'POST',
        // Not a browser: no Origin (the server's trusted origins follow PORT).
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(
      (await post('/api/auth/sign-up/email', { name: 'Process Test', email, password: 'secret-password' })).status,
    ).toBe(200);
    expect((await post('/api/auth/sign-in/email', { email, password: 'wrong-password' })).status).toBe(401);
    expect((await post('/api/auth/request-password-reset', { email })).status).toBe(200);
    await smtp.emailTo(email, 'Reset your Backline password');

    // METRICS_PORT: its own listener, no token asked; the app's port has no /metrics.
    expect(running.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const metrics = await fetch(running.metricsUrl ?? '');
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    // The email reached the SMTP server a moment before the worker marks it sent.
    let text = await metrics.text();
    for (let tries = 0; tries < 100 && !/^backline_email_deliveries_total\{result="sent"\} 1/m.test(text); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      text = await (await fetch(running.metricsUrl ?? '')).text();
    }
    for (const expected of [
      /^http_requests_total\{method="POST",route="\/api\/auth\/sign-in\/email",status="401"\} 1$/m,
      /^http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/sign-up\/email",status="200"\} 1$/m,
      /^backline_sign_in_failures_total\{reason="wrong_credentials"\} 1$/m,
      /^backline_sign_in_lockouts_total\{scope="account"\} 0$/m,
      /^backline_email_deliveries_total\{result="sent"\} [1-9]/m,
      /^backline_email_outbox\{status="pending"\} \d+$/m,
      /^backline_email_outbox_oldest_pending_seconds \d/m,
      /^backline_db_pool_connections\{state="max"\} 20$/m,
      /^backline_db_pool_waiting_requests 0$/m,
      /^backline_live_streams 0$/m,
      /^http_open_connections \d+$/m,
      /^process_resident_memory_bytes \d+/m,
    ]) {
      expect(text).toMatch(expected);
    }
    expect((await fetch(`${running.url}/metrics`)).status).toBe(404);
  });

  it('stops cleanly: a request whose client hung up finishes first, then the app and the metrics listener close', async () => {
    // The request waits on the database (a lock held here) when its client hangs up and the
    // server is told to stop.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = running.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table opportunities in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    const client = new AbortController();
    const request = fetch(`${running.url}/api/opportunities?q=waiting`, { signal: client.signal }).catch(
      () => 'hung up',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    client.abort();
    expect(await request).toBe('hung up');
    const stopping = running.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await holding;
    await stopping;
    expect(errors).toEqual([]);
    await expect(fetch(`${running.url}/api/health`)).rejects.toThrow();
    await expect(fetch(running.metricsUrl ?? '')).rejects.toThrow();
  });
});
