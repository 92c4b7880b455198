import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPerson } from '../../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { unsubscribeToken } from './unsubscribe-token';

// Issue 41: the unsubscribe page is the server's, without script, but it looks like the app:
// the app's stylesheet (its fonts), its logo back home, its card and button.

const SECRET = 'test-secret-that-is-long-enough-for-auth-0123456789';
let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'backline-client-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-b2.css"></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({}, { clientDir });
});
afterAll(() => t.close());

describe('the alert unsubscribe page', () => {
  it("has the app's stylesheet and logo, says which alert, and posts nothing but its one form", async () => {
    const person = await signedInPerson(t);
    const saved = await person.client.post('/api/alerts', { name: 'House & <b>nights</b>', filters: {} });
    expect(saved.status, saved.text).toBe(201);
    const token = unsubscribeToken(SECRET, { personId: person.personId, linkKey: null }, [saved.body.id]);

    const page = await t.client().get(`/alerts/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<link rel="stylesheet" href="/assets/index-b2.css">');
    // No script: the stylesheet only.
    expect(page.text).not.toContain('<script');
    expect(page.text).toContain('<a class="logo" href="/" aria-label="Backline home"><svg aria-hidden="true"');
    expect(page.text).toContain('<h1>Unsubscribe from this alert?</h1>');
    expect(page.text).toContain('<strong>“House &amp; &lt;b&gt;nights&lt;/b&gt;”</strong>');
    expect(page.text).toContain(`<form method="post" action="/alerts/unsubscribe?token=${encodeURIComponent(token)}">`);

    const done = await t.client().request('POST', `/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(done.status).toBe(200);
    expect(done.text).toContain('<h1>You&#39;re unsubscribed</h1>');
    expect(done.text).toContain('/assets/index-b2.css');

    const bad = await t.client().get('/alerts/unsubscribe?token=garbage');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('<h1>Link not valid</h1>');
    expect(bad.text).toContain('/assets/index-b2.css');
  });
});
