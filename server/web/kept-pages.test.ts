import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInClient } from '../test/stand-in-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { signedUpPerson } from '../test/test-people';

// Decision 086: a server-rendered page is kept for visitors without a session (the same page
// for all of them), and rendered afresh for someone signed in. The stand-in server entry numbers
// its renders and shows who the API says is signed in, as the real header does.
const STAND_IN_ENTRY = `
let renders = 0;
export const pageModules = () => [];
export async function renderPage(url, { fetchApi }) {
  if (url.pathname !== '/opportunities') return undefined;
  renders += 1;
  const session = await (await fetchApi('/api/session', {})).json();
  const who = session.user ? 'Signed in as ' + session.user.email : 'Signed out';
  return { status: 200, html: '<p>render ' + renders + ': ' + who + '</p>', modules: [] };
}
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, standInClient(STAND_IN_ENTRY));
  // Pages are kept only while this process hears every change (docs/decisions/017).
  await t.services.opportunities.watchChanges();
});
afterAll(() => t.close());

const rendered = (text: string) => /<p>render (\d+): ([^<]*)<\/p>/.exec(text)?.slice(1);

describe('server-rendered pages kept for visitors without a session (decision 086)', () => {
  it('keeps one page for every visitor without a session, whatever other cookies they carry', async () => {
    const first = rendered((await t.client().get('/opportunities')).text);
    expect(first?.[1]).toBe('Signed out');

    // Signed up, then signed out: the device cookie of decision 100 stays.
    const { client } = await signedUpPerson(t, 'Former Visitor');
    expect((await client.signOut()).status).toBe(200);
    expect(client.cookieHeader).toContain('backline_device=');
    expect(client.cookieHeader).not.toContain('session_token');
    expect(rendered((await client.get('/opportunities')).text)).toEqual(first);

    const stranger = t.client();
    stranger.setCookieHeader('theme=dark; _ga=GA1.2.3');
    expect(rendered((await stranger.get('/opportunities')).text)).toEqual(first);
  });

  it('renders the page afresh for someone signed in, every time, as them', async () => {
    const anonymous = rendered((await t.client().get('/opportunities')).text);
    const { client, email } = await signedUpPerson(t, 'Signed In Visitor');
    const once = rendered((await client.get('/opportunities')).text);
    const twice = rendered((await client.get('/opportunities')).text);
    expect(once?.[1]).toBe(`Signed in as ${email}`);
    expect(twice?.[1]).toBe(`Signed in as ${email}`);
    expect(new Set([anonymous?.[0], once?.[0], twice?.[0]]).size).toBe(3);
    // The page kept for others is not theirs.
    expect(rendered((await t.client().get('/opportunities')).text)).toEqual(anonymous);
  });
});
