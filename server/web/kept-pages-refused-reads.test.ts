import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOpportunity, signedInAdmin } from '../test/opportunity-fixtures';
import { standInClient } from '../test/stand-in-client';
import { createTestApp, type TestApp } from '../test/test-app';
import type { TestClient } from '../test/test-client';

// Issue 40 (decision 146): a page rendered while the visitor's read was refused (the public rate
// limit of their address) or failed showed "0 opportunities" to everyone for a minute. The
// stand-in server entry numbers its renders and shows what the list read answered, as the real
// list page shows its count. Between its read and its answer it waits for `renderGate` when a
// test sets one (through globalThis: the entry is loaded into this process).
const STAND_IN_ENTRY = `
let renders = 0;
export const pageModules = () => [];
export async function renderPage(url, { fetchApi }) {
  if (url.pathname !== '/opportunities') return undefined;
  renders += 1;
  const render = renders;
  const response = await fetchApi('/api/opportunities' + url.search, {});
  await globalThis.renderGate;
  const count = response.ok ? (await response.json()).total : 0;
  return { status: 200, html: '<p>render ' + render + ': ' + response.status + ', ' + count + ' opportunities</p>', modules: [] };
}
`;
declare global {
  var renderGate: Promise<void> | undefined;
}

const LIMIT = 2;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT_MAX: String(LIMIT) }, standInClient(STAND_IN_ENTRY));
  await createOpportunity(await signedInAdmin(t), { title: 'Austin door host', city: 'Austin' });
  // Pages are kept only while this process hears every change (docs/decisions/017).
  await t.services.opportunities.watchChanges();
});
afterEach(() => {
  globalThis.renderGate = undefined;
  vi.restoreAllMocks();
});
afterAll(() => t.close());

const rendered = async (client: TestClient, path: string) =>
  /<p>render (\d+): ([^<]*)<\/p>/.exec((await client.get(path)).text)?.slice(1);

// A visitor whose address has used up the anonymous list limit (docs/decisions/098).
async function limitedVisitor(): Promise<TestClient> {
  const visitor = t.client();
  for (let index = 0; index < LIMIT; index += 1) await visitor.get(`/api/opportunities?q=burst${index}`);
  expect((await visitor.get('/api/opportunities')).status).toBe(429);
  return visitor;
}

describe('pages rendered from a refused or failed read (issue 40, decision 146)', () => {
  it('shows the rate-limited visitor their page, and nobody else', async () => {
    const path = '/opportunities?city=Austin';
    // The render reads as the visitor's own address (behind the proxy of TRUST_PROXY too).
    const refused = await rendered(await limitedVisitor(), path);
    expect(refused?.[1]).toBe('429, 0 opportunities');

    const fresh = await rendered(t.client(), path);
    expect(fresh?.[1]).toBe('200, 1 opportunities');
    expect(fresh?.[0]).not.toBe(refused?.[0]);
    // That one is complete, and kept for the next visitor.
    expect(await rendered(t.client(), path)).toEqual(fresh);
  });

  it('does not keep a page whose read failed', async () => {
    const path = '/opportunities?city=Austin&sort=newest';
    vi.spyOn(t.services.opportunities, 'listOpen').mockRejectedValueOnce(new Error('forced failure'));
    const failed = await rendered(t.client(), path);
    expect(failed?.[1]).toBe('500, 0 opportunities');

    const next = await rendered(t.client(), path);
    expect(next?.[1]).toBe('200, 1 opportunities');
    expect(next?.[0]).not.toBe(failed?.[0]);
  });

  it('renders afresh for a visitor who joined a refused render under way', async () => {
    const path = '/opportunities?city=Austin&sort=soonest';
    const limited = await limitedVisitor();
    let open = () => {};
    globalThis.renderGate = new Promise((resolve) => {
      open = resolve;
    });
    const refused = rendered(limited, path);
    // The first render has read (and been refused) and waits at the gate: an identical request
    // now joins it rather than start its own.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const joined = rendered(t.client(), path);
    await new Promise((resolve) => setTimeout(resolve, 100));
    open();
    expect((await refused)?.[1]).toBe('429, 0 opportunities');
    expect((await joined)?.[1]).toBe('200, 1 opportunities');
  });
});
