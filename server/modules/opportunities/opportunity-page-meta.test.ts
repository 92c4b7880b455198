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
  it('carries Open Graph, Twitter card and a JobPosting about its night for a dated opportunity (issue 41)', async () => {
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
      '@type': 'JobPosting',
      title: 'Friday DJ <Rotation>',
      hiringOrganization: { '@type': 'Organization', name: 'Backline', url: 'https://backline.example' },
      jobLocation: { '@type': 'Place', name: 'The Factory', address: { addressLocality: 'Dallas' } },
      url: `https://backline.example/opportunity/${id}`,
      // The night, from 18:00 where it is (issue 42: a day without times is the evening).
      about: {
        '@type': 'Event',
        name: 'Friday DJ <Rotation>',
        startDate: '2031-05-20T23:00:00.000Z',
        endDate: '2031-05-21T07:00:00.000Z',
        location: { '@type': 'Place', name: 'The Factory' },
        organizer: { '@type': 'Organization', name: 'Backline', url: 'https://backline.example' },
      },
    });
    expect(jsonLdOf(html)).not.toHaveProperty('validThrough');
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

  it('keeps the preview of a filled, closed or past opportunity, a posting no longer open (D32)', async () => {
    const admin = await signedInAdmin(t);
    const closed = await createOpportunity(admin, { title: 'Fall Festival Setup Crew', status: 'closed' });
    const past = await createOpportunity(admin, { title: 'Halloween Bash Bar Support', date: '2020-10-31' });
    for (const { id } of [closed, past]) {
      const response = await t.client().get(`/opportunity/${id}`);
      expect(response.status).toBe(200);
      expect(response.text).toContain(
        `<meta property="og:image" content="https://backline.example/og/opportunity/${id}.png" />`,
      );
      const jsonLd = jsonLdOf(response.text);
      expect(jsonLd['@type']).toBe('JobPosting');
      expect(Date.parse(jsonLd.validThrough)).toBeLessThanOrEqual(Date.now());
      expect((await t.app.request(`/og/opportunity/${id}.png`)).status).toBe(200);
    }
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
