import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres/session';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { standInClient } from '../test/stand-in-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { signedUpPerson } from '../test/test-people';

// A page rendered for someone signed in reads the API several times in-process, as them
// (D28); their session is looked up once a page, not once a read
// (middleware/session-per-page.ts). The stand-in server entry reads who is signed in three times.
const STAND_IN_ENTRY = `
export const pageModules = () => [];
export async function renderPage(url, { fetchApi }) {
  if (url.pathname !== '/opportunities') return undefined;
  const seen = [];
  for (let read = 0; read < 3; read += 1) {
    const session = await (await fetchApi('/api/session', {})).json();
    seen.push(session.user ? session.user.email : 'nobody');
  }
  return { status: 200, html: '<p>' + seen.join(' ') + '</p>', modules: [] };
}
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, standInClient(STAND_IN_ENTRY));
});
afterAll(() => t.close());

// A page request as the HTTP server hands it to the app: with bindings of its own.
async function pageAs(cookie: string): Promise<string> {
  const response = await t.app.fetch(
    new Request('http://localhost:3000/opportunities', { headers: { Cookie: cookie } }),
    {},
  );
  return /<p>([^<]*)<\/p>/.exec(await response.text())?.[1] ?? '';
}

describe('the session of a page rendered for someone signed in', () => {
  it('is looked up once a page, and again for the next page', async () => {
    const { client, email } = await signedUpPerson(t, 'Page Reader');
    const execute = vi.spyOn(NodePgPreparedQuery.prototype, 'execute');
    const lookups = () =>
      execute.mock.contexts.filter(
        (query) => (query as { queryConfig?: { name?: string } }).queryConfig?.name === 'session_by_token',
      ).length;
    try {
      expect(await pageAs(client.cookieHeader)).toBe(`${email} ${email} ${email}`);
      expect(lookups()).toBe(1);
      expect(await pageAs(client.cookieHeader)).toBe(`${email} ${email} ${email}`);
      expect(lookups()).toBe(2);
    } finally {
      execute.mockRestore();
    }
    // Signed out, the next page is rendered for nobody.
    const cookie = client.cookieHeader;
    expect((await client.signOut()).status).toBe(200);
    expect(await pageAs(cookie)).toBe('nobody nobody nobody');
  });
});
