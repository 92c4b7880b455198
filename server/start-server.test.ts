import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, testDatabaseUrl } from './env';
import { createLogger } from './lib/logger';
import { type RunningServer, startServer } from './start-server';
import { uniqueEmail } from './test/test-app';
import { createTestDatabase, type TestDatabase } from './test/test-database';
import { type SmtpTestServer, startSmtpTestServer, TEST_MAIL_FROM } from './test/test-email';

let smtp: SmtpTestServer;
let database: TestDatabase | undefined;
let running: RunningServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  // With TEST_DATABASE_URL the server gets a new database there; otherwise it starts its own
  // embedded PostgreSQL server under DATA_DIR, as `npm start` does.
  database = testDatabaseUrl() ? await createTestDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'backline-start-')),
    DATABASE_URL: database?.url,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-auth-0123456789',
    DEMO_CONTENT: 'off',
    SERVE_CLIENT: 'false',
    SMTP_URL: smtp.url,
    MAIL_FROM: TEST_MAIL_FROM,
  });
  running = await startServer(config, createLogger('silent'));
});
afterAll(async () => {
  await smtp.stop();
  await database?.close();
});

describe('the server process', () => {
  it('runs the email worker: a reset asked over HTTP arrives by SMTP; stop() ends it cleanly', async () => {
    const email = uniqueEmail('process');
    const post = (path: string, body: unknown) =>
      fetch(`${running.url}${path}`, {
        method: 'POST',
        // Not a browser: no Origin (the server's trusted origins follow PORT, here 0).
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(
      (await post('/api/auth/sign-up/email', { name: 'Process Test', email, password: 'secret-password' })).status,
    ).toBe(200);
    expect((await post('/api/auth/request-password-reset', { email })).status).toBe(200);
    await smtp.emailTo(email, 'Reset your Backline password');

    await running.stop();
    await expect(fetch(`${running.url}/api/health`)).rejects.toThrow();
  });
});
