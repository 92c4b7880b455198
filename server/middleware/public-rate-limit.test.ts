import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPerson } from '../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 17: anonymous list and search requests are limited per address, with a clear 429.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT_MAX: '5', PUBLIC_RATE_LIMIT_WINDOW_SECONDS: '60' });
});
afterAll(() => t.close());

describe('anonymous list and search limit (docs/decisions/098)', () => {
  it('lets a burst through, then answers 429 with when to try again', async () => {
    const visitor = t.client();
    for (let index = 0; index < 5; index += 1) {
      expect((await visitor.get(`/api/opportunities?q=gig${index}`)).status).toBe(200);
    }
    const refused = await visitor.get('/api/opportunities?q=again');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many requests from your network. Please wait 12 seconds and try again.',
      },
    });
    expect(refused.headers.get('retry-after')).toBe('12');
  });

  it('counts each address on its own, and never limits signed-in people or other reads', async () => {
    const flood = t.client();
    for (let index = 0; index < 6; index += 1) await flood.get('/api/opportunities');
    expect((await flood.get('/api/opportunities')).status).toBe(429);
    expect((await flood.get('/api/opportunity-tags')).status).toBe(200);
    expect((await t.client().get('/api/opportunities')).status).toBe(200);

    const person = await signedInPerson(t);
    for (let index = 0; index < 8; index += 1) {
      expect((await person.client.get('/api/opportunities')).status).toBe(200);
    }
  });
});
