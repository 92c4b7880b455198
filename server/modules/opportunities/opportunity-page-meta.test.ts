import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity, signedInAdmin } from '../../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'backline-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<html><head><!--app-head--></head><body></body></html>');
  t = await createTestApp({ PUBLIC_URL: 'https://backline.example' }, { clientDir });
});
afterAll(() => t.close());

function jsonLdOf(html: string) {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match?.[1] ? JSON.parse(match[1]) : undefined;
}

describe('link previews of /opportunity/:id (D19)', () => {
  it('carries Open Graph, Twitter card and an Event for a dated opportunity', async () => {
    const admin = await signedInAdmin(t);
    const { id } = await createOpportunity(admin, {
      title: 'Friday DJ <Rotation>',
      description: `Warm the room & hand it over hot. ${'More. '.repeat(60)}`,
      city: 'Dallas',
      venue: 'The Factory',
      date: '2031-05-20',
    });
    const response = await t.client().get(`/opportunity/${id}`);
    expect(response.status).toBe(200);
    const html = response.text;
    expect(html).toContain('<title>Friday DJ &lt;Rotation&gt; · Backline</title>');
    expect(html).toContain('<meta property="og:title" content="Friday DJ &lt;Rotation&gt; · Backline" />');
    expect(html).toMatch(
      /<meta property="og:description" content="Warm the room &amp; hand it over hot\. More\.[^"]*…" \/>/,
    );
    expect(html).toContain('<meta name="twitter:title" content="Friday DJ &lt;Rotation&gt; · Backline" />');
    expect(html).toContain(`<meta property="og:url" content="https://backline.example/opportunity/${id}" />`);
    // D28: the generated share image.
    expect(html).toContain(`<meta property="og:image" content="https://backline.example/og/opportunity/${id}.png" />`);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(jsonLdOf(html)).toMatchObject({
      image: `https://backline.example/og/opportunity/${id}.png`,
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Friday DJ <Rotation>',
      startDate: '2031-05-20',
      location: { '@type': 'Place', name: 'The Factory', address: 'Dallas' },
      organizer: { '@type': 'Organization', name: 'Backline', url: 'https://backline.example' },
      url: `https://backline.example/opportunity/${id}`,
    });
  });

  it('describes an undated opportunity as a JobPosting', async () => {
    const admin = await signedInAdmin(t);
    const { id } = await createOpportunity(admin, { title: 'Recap Video Editor', city: 'National' });
    const jsonLd = jsonLdOf((await t.client().get(`/opportunity/${id}`)).text);
    expect(jsonLd).toMatchObject({
      '@type': 'JobPosting',
      title: 'Recap Video Editor',
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      hiringOrganization: { name: 'Backline' },
      jobLocation: { address: { addressLocality: 'National' } },
    });
  });

  it('gives unknown, malformed and non-public ids no preview of an opportunity', async () => {
    const admin = await signedInAdmin(t);
    const { id } = await createOpportunity(admin, { title: 'Secret draft', status: 'draft' });
    for (const path of [`/opportunity/${id}`, '/opportunity/00000000-0000-4000-8000-000000000000', '/opportunity/x']) {
      const response = await t.client().get(path);
      expect(response.status).toBe(200);
      expect(response.text).toContain('<title>Backline</title>');
      expect(response.text).not.toContain('Secret draft');
      expect(response.text).not.toContain('application/ld+json');
    }
  });
});
