import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity, signedInAdmin } from '../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import type { TestClient } from '../test/test-client';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://backline.example' });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

async function image(path: string) {
  const response = await t.app.request(path);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

// A PNG's width and height, from its IHDR chunk.
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('share images (D28)', () => {
  it('draws a 1200×630 PNG of a public opportunity, and a new one after it changes', async () => {
    const { id } = await createOpportunity(admin, { title: 'Rooftop Sunset Set', city: 'Austin', date: '2031-06-14' });
    const first = await image(`/og/opportunity/${id}.png`);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('image/png');
    expect(pngSize(first.bytes)).toEqual({ width: 1200, height: 630 });
    const etag = first.response.headers.get('etag') ?? '';
    expect((await t.app.request(`/og/opportunity/${id}.png`, { headers: { 'If-None-Match': etag } })).status).toBe(304);

    const renamed = await admin.put(`/api/admin/opportunities/${id}`, {
      title: 'Rooftop Sunrise Set',
      description: 'An early one.',
      status: 'open',
    });
    expect(renamed.status).toBe(200);
    const second = await image(`/og/opportunity/${id}.png`);
    expect(second.response.headers.get('etag')).not.toBe(etag);
    expect(second.bytes.equals(first.bytes)).toBe(false);
  });

  it('has none for unknown, malformed or non-public opportunities', async () => {
    const { id } = await createOpportunity(admin, { title: 'Draft Night', status: 'draft' });
    for (const path of [
      `/og/opportunity/${id}.png`,
      '/og/opportunity/nope.png',
      '/og/opportunity/00000000-0000-4000-8000-000000000000.png',
    ]) {
      expect((await t.app.request(path)).status).toBe(404);
    }
  });
});

describe('site basics', () => {
  it('answers the icons and the manifest', async () => {
    const favicon = await image('/favicon.ico');
    expect(favicon.response.headers.get('content-type')).toBe('image/x-icon');
    expect(favicon.bytes.readUInt16LE(2)).toBe(1);
    expect(pngSize(favicon.bytes.subarray(22))).toEqual({ width: 32, height: 32 });
    const touch = await image('/apple-touch-icon.png');
    expect(pngSize(touch.bytes)).toEqual({ width: 180, height: 180 });
    const manifest = await t.app.request('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    const body = await manifest.json();
    expect(body).toMatchObject({ name: 'Backline', start_url: '/', display: 'standalone' });
    for (const icon of body.icons) expect((await t.app.request(icon.src)).status).toBe(200);
  });

  it('tells crawlers what to read, and lists the public pages and every open opportunity', async () => {
    const robots = await (await t.app.request('/robots.txt')).text();
    for (const path of ['/admin', '/dashboard', '/profile', '/application', '/api']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain('Sitemap: https://backline.example/sitemap.xml');

    const { id: open } = await createOpportunity(admin, { title: 'Listed Night' });
    const { id: closed } = await createOpportunity(admin, { title: 'Closed Night', status: 'closed' });
    const sitemap = await t.app.request('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://backline.example/opportunities</loc>');
    expect(xml).toContain(`<loc>https://backline.example/opportunity/${open}</loc>`);
    expect(xml).not.toContain(closed);
  });
});
