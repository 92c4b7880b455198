import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 41: the home, list and About pages have share images, drawn like the opportunities'.
let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'backline-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<html><head><!--app-head--></head><body></body></html>');
  t = await createTestApp({ PUBLIC_URL: 'https://backline.example' }, { clientDir });
});
afterAll(() => t.close());

describe('share images of the home, list and About pages (issue 41)', () => {
  it.each([
    ['/', 'home'],
    ['/opportunities', 'opportunities'],
    ['/about', 'about'],
  ])('%s names its image, a 1200×630 PNG', async (path, file) => {
    const html = (await t.client().get(path)).text;
    const url = `https://backline.example/og/page/${file}.png`;
    expect(html).toContain(`<meta property="og:image" content="${url}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const image = await t.app.request(`/og/page/${file}.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('has none for other pages, or names it does not know', async () => {
    expect((await t.client().get('/faq')).text).not.toContain('og:image');
    for (const path of ['/og/page/faq.png', '/og/page/nope.png', '/og/page/HOME.png']) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });
});
