import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from '../test/child-server';
import { SseReader } from '../test/sse-reader';

const ADMIN = { email: 'live.admin@example.com', password: 'live-admin-password' };

let server: ChildServer | undefined;

// Even when the test fails or times out, the server does not outlive it (SIGTERM reaches the
// server through the tsx wrapper; SIGKILL would stop the wrapper only).
afterAll(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGTERM');
    await server.exited;
  }
});

describe('shutdown with live pages open (SIGTERM)', () => {
  it('ends the live streams at once and exits cleanly, well within the grace period', async () => {
    const running = await startChildServer({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'backline-live-shutdown-')),
      AUTH_SECRET: 'live-shutdown-secret-0123456789-abcdefghij',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    server = running;
    const signIn = await fetch(`${running.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: running.url },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const live = await fetch(`${running.url}/api/admin/live`, { headers: { cookie } });
    expect(live.status).toBe(200);
    const stream = new SseReader(live);
    await stream.next((event) => event.event === 'ready');

    const started = Date.now();
    running.process.kill('SIGTERM');
    expect(await stream.endsWithin(5_000)).toBe(true);
    expect(await running.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
