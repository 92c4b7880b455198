import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 21: every answer names its request id (X-Request-Id), the one written on the
// request's log lines (server/logs.test.ts). A proxy in front (TRUST_PROXY) may pass its own.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  let behindProxy: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    behindProxy = await createTestApp({ TRUST_PROXY: 'true' });
    direct = await createTestApp({ TRUST_PROXY: 'false' }, { database: behindProxy.database });
  });
  afterAll(async () => {
    await direct?.close();
    await behindProxy?.close();
  });

  const idOf = async (t: TestApp, path: string, sent?: string) =>
    (await t.client().get(path, sent === undefined ? {} : { 'X-Request-Id': sent })).headers.get('x-request-id');

  it('is a new id on every answer: API, errors and pages alike', async () => {
    const ids = [
      await idOf(direct, '/api/health'),
      await idOf(direct, '/api/health'),
      await idOf(direct, '/api/no-such-endpoint'),
      await idOf(direct, '/api/profile'),
    ];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps a trusted proxy's id when it is a plain token, and makes one otherwise", async () => {
    expect(await idOf(behindProxy, '/api/health', 'edge-7f3a9c21-0001')).toBe('edge-7f3a9c21-0001');
    for (const unfit of ['short', 'has spaces in it ok', `${'x'.repeat(129)}`, 'line\\nbreak-injected']) {
      expect(await idOf(behindProxy, '/api/health', unfit)).toMatch(UUID);
    }
    // Without TRUST_PROXY a caller cannot choose the id.
    expect(await idOf(direct, '/api/health', 'edge-7f3a9c21-0001')).toMatch(UUID);
  });
});
