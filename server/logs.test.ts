import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from './db/database';
import { loadConfig } from './env';
import { createLogger } from './lib/logger';
import { REQUEST_ID_HEADER } from './middleware/request-log';
import { type RunningServer, startServer } from './start-server';
import { uniqueEmail } from './test/test-app';
import { createTestDatabase, type TestDatabase } from './test/test-database';
import { linkIn, type SmtpTestServer, startSmtpTestServer, TEST_MAIL_FROM } from './test/test-email';

// Issue 21 (docs/decisions/107): the server's one log. Every line is JSON; a line written
// while a request is served carries its id (also answered in X-Request-Id), the auth
// library's lines included; and no password, token, secret or session is ever written, even
// at debug level, through sign-up, confirmation, sign-in, a password reset and errors.

const ADMIN_PASSWORD = 'admin-pass-word-4711';
const AUTH_SECRET = 'log-test-secret-that-is-long-enough-0123456789';
const METRICS_TOKEN = 'metrics-token-for-the-log-test';
const PASSWORD = 'first-pass-phrase-1234';
const NEW_PASSWORD = 'second-pass-phrase-5678';
const SMTP_PASSWORD = 'smtp-test-password';

const collect = (into: string[]) =>
  new Writable({
    write(chunk, _encoding, done) {
      into.push(String(chunk));
      done();
    },
  });

const lines: string[] = [];
const secrets = new Set<string>([ADMIN_PASSWORD, AUTH_SECRET, METRICS_TOKEN, PASSWORD, NEW_PASSWORD, SMTP_PASSWORD]);
let smtp: SmtpTestServer;
let database: TestDatabase;
let running: RunningServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  database = await createTestDatabase();
  const databasePassword = new URL(database.url).password;
  if (databasePassword) secrets.add(decodeURIComponent(databasePassword));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    PORT: '0',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'backline-logs-')),
    DATABASE_URL: database.url,
    AUTH_SECRET,
    ADMIN_EMAIL: 'log-admin@example.com',
    ADMIN_PASSWORD,
    METRICS_TOKEN,
    EMAIL_VERIFICATION: 'required',
    DEMO_CONTENT: 'off',
    SERVE_CLIENT: 'false',
    SMTP_URL: smtp.url,
    MAIL_FROM: TEST_MAIL_FROM,
  });
  const logger = createLogger('debug', { format: 'json', destination: collect(lines) });
  running = await startServer(config, logger);
}, 60_000);
afterAll(async () => {
  await running?.stop();
  await smtp?.stop();
  await database?.close();
});

type Answer = { status: number; requestId: string | null; cookies: string[]; location: string | null };

async function call(path: string, init: { json?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${running.url}${path}`, {
    method: init.json === undefined ? 'GET' : 'POST',
    redirect: 'manual',
    headers: {
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...init.headers,
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  await response.arrayBuffer();
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  // The session token, as sent and as its URL-decoded value.
  for (const cookie of cookies) {
    const value = cookie.slice(cookie.indexOf('=') + 1);
    if (value.length > 10) {
      secrets.add(value);
      secrets.add(decodeURIComponent(value));
      secrets.add(decodeURIComponent(value).split('.')[0] ?? value);
    }
  }
  const answer: Answer = {
    status: response.status,
    requestId: response.headers.get(REQUEST_ID_HEADER),
    cookies,
    location: response.headers.get('location'),
  };
  return answer;
}

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

const answers: Answer[] = [];
// Personal data an error could quote, and the answer to the sign-in that failed unexpectedly.
const personal: string[] = [];
let broken: Answer | undefined;
let refused: Answer | undefined;
const remember = (answer: Answer) => {
  answers.push(answer);
  return answer;
};

describe('the log of a server that signs people up, in, out and resets a password', () => {
  beforeAll(async () => {
    const email = uniqueEmail('logs');
    const signedUp = remember(
      await call('/api/auth/sign-up/email', { json: { name: 'Log Person', email, password: PASSWORD } }),
    );
    // The browser that signed up opens the link (decision 100: it is the account's own device).
    const browser = signedUp.cookies.join('; ');
    const confirmation = linkIn(await smtp.emailTo(email, 'Confirm your email for Backline'), 'Confirm my email');
    const confirmationToken = new URL(confirmation).searchParams.get('token') ?? '';
    secrets.add(confirmationToken);
    // Issue 40: its page reads what it will do, and its button confirms.
    remember(await call('/api/auth/email-link', { json: { token: confirmationToken }, cookie: browser }));
    const confirmed = remember(
      await call('/api/auth/confirm-email', { json: { token: confirmationToken }, cookie: browser }),
    );
    expect(confirmed.status).toBe(200);

    refused = remember(await call('/api/auth/sign-in/email', { json: { email, password: 'not-the-password-at-all' } }));
    const signedIn = remember(await call('/api/auth/sign-in/email', { json: { email, password: PASSWORD } }));
    expect(signedIn.status).toBe(200);
    remember(await call('/api/profile', { cookie: signedIn.cookies.join('; ') }));

    remember(await call('/api/auth/request-password-reset', { json: { email } }));
    const reset = linkIn(await smtp.emailTo(email, 'Reset your Backline password'), 'Choose a new password');
    const resetToken = new URL(reset).pathname.split('/').pop() ?? '';
    secrets.add(resetToken);
    remember(await call(new URL(reset).pathname + new URL(reset).search));
    const changed = remember(
      await call('/api/auth/reset-password', { json: { token: resetToken, newPassword: NEW_PASSWORD } }),
    );
    expect(changed.status).toBe(200);

    remember(
      await call('/api/auth/sign-in/email', { json: { email: 'log-admin@example.com', password: ADMIN_PASSWORD } }),
    );
    remember(await call('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } }));
    remember(await call('/metrics', { headers: { Authorization: 'Bearer wrong-token-wrong-token' } }));
    remember(await call('/api/nothing-here'));

    // Issue 40: an error the auth library did not expect (here the database refuses the session
    // of a sign-in) is one JSON line of the app's, without the person's address or id.
    const [account] = await queryRows<{ id: string }>(database.db, sql`select id from "user" where email = ${email}`);
    const userId = account?.id ?? '';
    personal.push(email, userId);
    await database.db.execute(
      sql.raw(`
      create function refuse_session() returns trigger language plpgsql as $$
      begin raise exception 'no session for % (%)', NEW.user_id, '${email}'; end $$;
      create trigger refuse_session before insert on session for each row
        when (NEW.user_id = '${userId}') execute function refuse_session()`),
    );
    const consoleErrors = vi.spyOn(console, 'error');
    try {
      broken = remember(await call('/api/auth/sign-in/email', { json: { email, password: NEW_PASSWORD } }));
      expect(consoleErrors).not.toHaveBeenCalled();
    } finally {
      consoleErrors.mockRestore();
      await database.db.execute(sql.raw('drop trigger refuse_session on session; drop function refuse_session()'));
    }
  }, 60_000);

  it('is JSON lines with a level, a time and a message', () => {
    expect(lines.length).toBeGreaterThan(10);
    for (const line of parsed()) {
      expect(line).toMatchObject({ level: expect.any(String), time: expect.any(String), msg: expect.any(String) });
    }
    expect(lines.join('')).not.toContain('\u001b[');
  });

  it('answers every request with an id, and writes the id on the lines of that request', () => {
    const entries = parsed();
    for (const answer of answers) {
      expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
      const own = entries.filter((entry) => entry.requestId === answer.requestId);
      expect(
        own.some((entry) => entry.component === 'http'),
        `the request line of ${answer.requestId}`,
      ).toBe(true);
    }
    expect(new Set(answers.map((answer) => answer.requestId)).size).toBe(answers.length);
    // The auth library's own words ("Invalid password") joined the request's lines.
    expect(refused?.status).toBe(401);
    const authLines = entries.filter((entry) => entry.component === 'better-auth');
    expect(authLines.length).toBeGreaterThan(0);
    expect(authLines.some((entry) => entry.requestId === refused?.requestId)).toBe(true);
  });

  it('names route patterns, not paths with tokens', () => {
    const routes = parsed()
      .filter((entry) => entry.component === 'http')
      .map((entry) => (entry.detail as { route: string }).route);
    expect(routes).toContain('/api/auth/reset-password/:token');
  });

  it('writes an unexpected error of the auth library as one line, without personal data', () => {
    expect(broken?.status).toBe(500);
    const failed = parsed().filter(
      (entry) => entry.requestId === broken?.requestId && entry.level === 'error' && entry.component !== 'http',
    );
    expect(failed).toHaveLength(1);
    expect(failed[0]?.msg).toMatch(/^POST \/api\/auth\/sign-in\/email failed: database error P0001 in: insert/);
    const leaks = personal.filter((value) => lines.some((line) => line.includes(value) && line.includes('"error"')));
    expect(leaks).toEqual([]);
  });

  it('never writes a password, token, secret or session', () => {
    expect(secrets.size).toBeGreaterThan(8);
    const leaks = [...secrets].filter((secret) => lines.some((line) => line.includes(secret)));
    expect(leaks).toEqual([]);
  });
});

describe('the log format', () => {
  it('is JSON when nobody watches a terminal, readable lines when someone does', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const script = "import('./server/lib/logger.ts').then(({ createLogger }) => createLogger('info').info('Hello'))";
    const piped = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(piped.stdout.trim())).toMatchObject({ level: 'info', msg: 'Hello' });

    const shown: string[] = [];
    createLogger('info', { format: 'pretty', destination: collect(shown) }).info('Hello');
    expect(shown.join('')).toMatch(/INFO.*Hello/);
    expect(() => JSON.parse(shown.join(''))).toThrow();
  });
});
