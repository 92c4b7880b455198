import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import { apiEndpoints, errorShapeProblem, pathMatches, type Reply } from '../test/api-routes';
import { CALLERS, type Caller, createSecurityWorld, type World } from '../test/security-world';
import { createTestApp, type TestApp } from '../test/test-app';
import { AUTHORIZATION_TABLE, type Probe } from './authorization-table';

// Issue 8: every API endpoint × eight callers (D31: a reviewer and an admin on their own records
// among them). Each answer has the expected status, errors have the D16 shape, no answer
// carries another person's data, the staff's private records or a secret, and none sent to a
// signed-in caller may be stored by a cache (docs/security.md).

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createSecurityWorld(t);
}, 180_000);
afterAll(() => t?.close());

const TABLE_FILE = 'server/security/authorization-table.ts';

describe('the authorization table', () => {
  it('has an entry for every endpoint the router has, and none for an endpoint it lacks', () => {
    const routed = apiEndpoints(t.app);
    const listed = new Set(AUTHORIZATION_TABLE.map((entry) => entry.route));
    const missing = routed.filter((route) => !listed.has(route));
    const stale = [...listed].filter((route) => !routed.includes(route));
    expect(missing, `Endpoints with no entry in ${TABLE_FILE} (one line each, format at its top)`).toEqual([]);
    expect(stale, `Entries in ${TABLE_FILE} for endpoints the router does not have`).toEqual([]);
  });

  it('lists every endpoint once', () => {
    const routes = AUTHORIZATION_TABLE.map((entry) => entry.route);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });
});

async function callAll(entry: Probe): Promise<Record<Caller, Reply>> {
  const method = entry.route.split(' ')[0] ?? 'GET';
  const routePath = entry.route.slice(method.length + 1);
  const replies = await Promise.all(
    CALLERS.map(async (caller) => {
      const request = await entry.request(w, caller);
      if (!pathMatches(routePath, request.path)) {
        throw new Error(`${entry.route}: the probe's path ${request.path} does not reach this route`);
      }
      return [caller, await w.send(caller, { method, ...request })] as const;
    }),
  );
  return Object.fromEntries(replies) as Record<Caller, Reply>;
}

describe.each(AUTHORIZATION_TABLE.map((entry) => [entry.route, entry] as const))('%s', (route, entry) => {
  it('answers each caller as the table says, in the D16 shape, without leaking', async () => {
    const replies = await callAll(entry);
    const statuses = Object.fromEntries(CALLERS.map((caller) => [caller, replies[caller].status]));
    expect(statuses, `statuses of ${route}`).toEqual(entry.expect);

    const problems: string[] = [];
    for (const caller of CALLERS) {
      const reply = replies[caller];
      if (reply.status >= 400) {
        const problem = errorShapeProblem(reply);
        if (problem) problems.push(`${caller}: ${problem}`);
      }
      // The replayed cookie of a signed-out session is refused as such (the client says
      // 'Your session has expired').
      if (caller === 'revoked' && reply.status === 401 && !route.includes(' /api/auth/')) {
        const code = (reply.body as { error?: { code?: string } } | undefined)?.error?.code;
        if (code !== API_ERROR_CODES.sessionExpired) problems.push(`revoked: 401 with code ${code}`);
      }
      // Issue 18 (finding 9): nothing answered to a signed-in caller is kept by a cache.
      if (caller !== 'anonymous' && reply.headers.get('cache-control') !== 'no-store') {
        problems.push(`${caller}: Cache-Control ${reply.headers.get('cache-control')}, not no-store`);
      }
      for (const secret of await w.forbiddenFor(caller)) {
        if (reply.text.includes(secret.value)) problems.push(`${caller} was shown ${secret.label}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
