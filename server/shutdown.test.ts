import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startChildServer } from './test/child-server';

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
