import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from '../test/test-app';

// Issue 21 (docs/decisions/108): /metrics on the app's port answers only the holder of
// METRICS_TOKEN, counts requests by route pattern (never by path), and counts refused
// sign-ins and lockouts. (start-server.test.ts covers METRICS_PORT and the gauges.)

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN, AUTH_ACCOUNT_RATE_LIMIT_MAX: '2' });
});
afterAll(() => t?.close());

const scrape = (authorization?: string) =>
  t.app.request('/metrics', { headers: authorization ? { Authorization: authorization } : {} });

describe('/metrics with METRICS_TOKEN', () => {
  it('refuses callers without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token-at-all', `Basic ${TOKEN}`, TOKEN]) {
      const response = await scrape(authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Send the metrics token' } });
    }
  });

  it('answers the holder in Prometheus text format, by route pattern and status', async () => {
    const client = t.client();
    await client.get('/api/opportunities/5b0c8a4e-2f55-4a55-9a55-000000000001');
    await client.get('/api/opportunities/5b0c8a4e-2f55-4a55-9a55-000000000002');
    await client.get('/api/no-such-endpoint');
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/opportunities\/:id",status="404"\} 2$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/\*",status="404"\} 1$/m);
    expect(text).not.toContain('5b0c8a4e');
  });

  it('counts refused sign-ins and lockouts', async () => {
    const email = uniqueEmail('metrics');
    const client = t.client();
    expect((await client.signUp({ email })).status).toBe(200);
    for (let attempt = 0; attempt < 3; attempt++) {
      await t.client().post('/api/auth/sign-in/email', { email, password: 'wrong-password' });
    }
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(text).toMatch(/^backline_sign_in_failures_total\{reason="wrong_credentials"\} 2$/m);
    expect(text).toMatch(/^backline_sign_in_lockouts_total\{scope="account"\} 1$/m);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('is not served on the app', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.request('/metrics')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
