import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every response', () => {
  it('carries the security headers: a page the whole policy', async () => {
    // A page the server writes (an alert link that is not genuine).
    const response = await t.client().get('/alerts/unsubscribe');
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('carries the security headers: anything else loads, runs and is framed by nothing (decision 173)', async () => {
    const response = await t.client().get('/api/health');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // A page's own policy is no use to JSON.
    expect(response.headers.get('permissions-policy')).toBeNull();
  });
});

describe('health', () => {
  it('answers 200 with JSON once the database answers', async () => {
    const response = await t.client().get('/api/health');
    expect(response.status).toBe(200);
    // This in-process app runs no email worker (start-server.test.ts covers the one that does).
    expect(response.body).toEqual({
      status: 'ok',
      database: { status: 'ok', kind: t.database.kind },
      migrations: 'applied',
      emailWorker: { status: 'off', lastRunAt: null },
    });
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing call from another origin', async () => {
    const response = await t
      .client()
      .post(
        '/api/auth/sign-up/email',
        { name: 'Mallory', email: uniqueEmail('csrf'), password: 'secret-password' },
        { Origin: 'https://evil.example' },
      );
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: { code: 'CROSS_SITE_REQUEST', message: 'Cross-site requests are not allowed' },
    });
  });

  it('refuses a call the browser marks as cross-site', async () => {
    const response = await t.client().post('/api/auth/sign-out', {}, { 'Sec-Fetch-Site': 'cross-site', Origin: '' });
    expect(response.status).toBe(403);
  });

  it('accepts the same call from the app itself', async () => {
    const response = await t.client().signUp({ email: uniqueEmail('same-origin') });
    expect(response.status).toBe(200);
  });
});

describe('API errors (D16)', () => {
  it('answers an unknown endpoint with 404 in the error shape', async () => {
    const response = await t.client().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API endpoint' } });
  });

  it('refuses an oversized body with a clear limit', async () => {
    const response = await t.client().post('/api/auth/sign-up/email', {
      name: 'x'.repeat(200 * 1024),
      email: uniqueEmail(),
      password: 'secret-password',
    });
    expect(response.status).toBe(413);
    expect(response.body.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is larger than 100 KB',
    });
  });
});
