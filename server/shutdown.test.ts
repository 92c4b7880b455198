import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from './lib/free-port';
import { startChildServer } from './test/child-server';
import { BUILT_SERVER_ARGS } from './test/built-server';

function post(url: string, path: string, body: unknown) {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify(body),
  });
}

describe('shutdown (SIGTERM)', () => {
  it('finishes the request in flight, stops accepting, closes the database cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'backline-shutdown-'));
    const env = { DATA_DIR: dataDir, AUTH_SECRET: 'shutdown-test-secret-0123456789-abcdefghij' };
    const first = await startChildServer(env);
    const origin = first.url;

    // A request whose body is still arriving when the signal comes: it must be finished.
    const body = JSON.stringify({ name: 'Late Night', email: 'late.night@example.com', password: 'secret-password' });
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = request(`${origin}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: origin },
      });
      req.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        first.process.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 300);
    });

    expect(await inFlight).toBe(200);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('SIGTERM received');
    await expect(fetch(`${origin}/api/health`)).rejects.toThrow();

    // The embedded database reopens cleanly and kept the confirmed sign-up.
    const second = await startChildServer(env);
    try {
      const signIn = await post(second.url, '/api/auth/sign-in/email', {
        email: 'late.night@example.com',
        password: 'secret-password',
      });
      expect(signIn.status).toBe(200);
    } finally {
      second.process.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
    // Two server processes start here (each initialises or opens an embedded database).
  }, 120_000);
});

describe('shutdown and a request whose client hung up (issue 43)', () => {
  it('waits for its handler before closing the database: the work is done, nothing fails', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'backline-hung-up-'));
    const env = { DATA_DIR: dataDir, AUTH_SECRET: 'hung-up-test-secret-0123456789-abcdefghijk' };
    const first = await startChildServer(env);
    // A sign-up (its password takes a while to hash) whose client leaves at once: no connection
    // is left to hold the shutdown, only the handler still running.
    const body = JSON.stringify({ name: 'Gone Early', email: 'gone.early@example.com', password: 'secret-password' });
    const req = request(`${first.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: first.url },
    });
    req.on('error', () => {});
    req.end(body);
    await new Promise((resolve) => setTimeout(resolve, 40));
    req.destroy();
    first.process.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).not.toMatch(/pool after calling end|failed/i);

    const second = await startChildServer(env);
    try {
      const signIn = await post(second.url, '/api/auth/sign-in/email', {
        email: 'gone.early@example.com',
        password: 'secret-password',
      });
      expect(signIn.status).toBe(200);
    } finally {
      second.process.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  }, 120_000);
});

describe('SIGTERM while the server starts', () => {
  it('lets the start finish (never half a migration), then stops cleanly', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, BUILT_SERVER_ARGS, {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVE_CLIENT: 'false',
        DEMO_CONTENT: 'off',
        LOG_LEVEL: 'info',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'backline-early-signal-')),
        // One process (several: server/cluster/several-processes.test.ts).
        WEB_CONCURRENCY: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // Alive (listening) but not ready: a new embedded database takes seconds to create.
    for (;;) {
      const [live, ready] = await Promise.all(
        ['/api/health/live', '/api/health'].map((path) =>
          fetch(`http://127.0.0.1:${port}${path}`).then(
            (response) => response.status,
            () => 0,
          ),
        ),
      );
      if (live === 200) {
        expect(ready).toBe(503);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM received while starting: stopping once started');
    expect(output).toContain('is ready on');
    expect(output).toContain('SIGTERM received: finishing requests in flight');
  }, 60_000);
});
