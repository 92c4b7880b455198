import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './e2e/support/accounts';
import { BASE_URL, E2E_INBOUND_DOMAIN, E2E_INBOUND_PORT, E2E_PORT } from './e2e/support/server';

// The built app, started as `npm start` starts it, on a fresh embedded database.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'backline-e2e-'));
// The pages axe has checked in this run, shared by the workers (e2e/support/test.ts).
process.env.E2E_AXE_DIR ??= mkdtempSync(join(tmpdir(), 'backline-axe-'));

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A slow, shared host runs a whole flow with axe in 30-50 s; twice that leaves room without
  // hiding a hang (tests marked slow get three times this).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    // Recording a trace costs every test its screenshots: in CI only a retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // Stopped as production stops it, so that its embedded database stops too (a SIGKILL, the
    // default, left a PostgreSQL server running after every run).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 180_000,
    // The log (JSON lines on standard output, warnings and errors at LOG_LEVEL=warn) shows with
    // the test results.
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      DEMO_CONTENT: 'off',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Many accounts are made, and many lists read, from one address here; the limits themselves
      // are tested in the API suite.
      AUTH_RATE_LIMIT_MAX: '1000',
      PUBLIC_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
      // Issue 45 (D35): replies by email, sent to the server's own listener (e2e/messages.spec.ts).
      INBOUND_SMTP_PORT: String(E2E_INBOUND_PORT),
      INBOUND_EMAIL_DOMAIN: E2E_INBOUND_DOMAIN,
    },
  },
});
