import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from '../test/child-server';
import { seedApplication } from '../test/seed-applications';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// D17 across processes: two servers on one PostgreSQL database, a browser on one of them, a
// change made through the other.

const ADMIN = { email: 'two.servers.admin@example.com', password: 'two-servers-password' };
const LIVE_MS = 1_500;
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function signInCookie(server: ChildServer): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function addNote(server: ChildServer, cookie: string, applicationId: string, content: string) {
  const response = await fetch(`${server.url}/api/admin/applications/${applicationId}/notes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url, cookie },
    body: JSON.stringify({ content }),
  });
  expect(response.status).toBe(201);
}

const liveStatus = (page: Page) => page.getByTestId('live-status').getAttribute('data-status');
const noteShown = (page: Page, content: string) =>
  page.getByRole('list', { name: 'Internal notes' }).getByText(content).isVisible();

describe('live updates across two server processes', () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let first: ChildServer;
  let second: ChildServer;
  let browser: Browser;

  beforeAll(async () => {
    // The servers serve the built client to the browser (the global set-up built it).
    database = await createTestDatabase();
    env = {
      DATABASE_URL: database.url,
      AUTH_SECRET: 'two-servers-secret-0123456789-abcdefghijkl',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SERVE_CLIENT: 'true',
    };
    // Started at the same moment, as a deployment would (migrations and the bootstrap admin
    // must take turns).
    [first, second] = await Promise.all([startChildServer(env), startChildServer(env)]);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    for (const server of [first, second]) {
      if (server && server.process.exitCode === null) {
        server.process.kill('SIGTERM');
        await server.exited;
      }
    }
    await database?.close();
  }, 60_000);

  it('shows a note added through one process in a browser on the other, and reconnects after a restart', async () => {
    const { applicationId } = await seedApplication(database.db, { name: 'Two Servers Applicant' });
    const page = await browser.newPage();
    const signIn = await page.request.post(`${first.url}/api/auth/sign-in/email`, {
      data: ADMIN,
      headers: { Origin: first.url },
    });
    expect(signIn.status()).toBe(200);
    await page.goto(`${first.url}/admin/application/${applicationId}`);
    await expect.poll(() => liveStatus(page), { timeout: 15_000 }).toBe('live');

    const secondCookie = await signInCookie(second);
    await addNote(second, secondCookie, applicationId, 'Written through the second server');
    await expect.poll(() => noteShown(page, 'Written through the second server'), { timeout: LIVE_MS }).toBe(true);

    // The browser's server goes away: the page notices, and catches up once it is back.
    const port = Number(new URL(first.url).port);
    first.process.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    await expect.poll(() => liveStatus(page), { timeout: 5_000 }).toBe('reconnecting');
    await addNote(second, secondCookie, applicationId, 'Written while the first server was down');
    first = await startChildServer(env, { port });
    await expect.poll(() => liveStatus(page), { timeout: 15_000 }).toBe('live');
    await expect.poll(() => noteShown(page, 'Written while the first server was down'), { timeout: 5_000 }).toBe(true);

    await addNote(second, secondCookie, applicationId, 'And live again');
    await expect.poll(() => noteShown(page, 'And live again'), { timeout: LIVE_MS }).toBe(true);
    await page.close();
  }, 120_000);
});
