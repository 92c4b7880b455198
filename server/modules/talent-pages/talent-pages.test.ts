import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDLE_FORMAT_MESSAGE, HANDLE_RESERVED_MESSAGE, HANDLE_TAKEN_MESSAGE } from '@shared/talent-page';
import { people } from '../../db/schema/people';
import { photoJpeg } from '../../test/image-fixtures';
import { sendImage } from '../../test/image-uploads';
import { signedInPerson } from '../../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

// D34: a person's public page at /talent/{handle}, off by default.

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'backline-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<html><head><!--app-head--></head><body></body></html>');
  t = await createTestApp({ PUBLIC_URL: 'https://backline.example' }, { clientDir });
});
afterAll(() => t?.close());

const settings = (overrides: Record<string, unknown> = {}) => ({
  handle: null,
  publicName: null,
  bio: null,
  published: false,
  indexable: false,
  ...overrides,
});

const save = (client: TestClient, overrides: Record<string, unknown>) =>
  client.put('/api/profile/public-page', settings(overrides));

let handles = 0;
const freshHandle = () => {
  handles += 1;
  return `dj-nova-${Date.now().toString(36)}-${handles}`;
};

describe('the handle of a public page', () => {
  it('is off by default, and refused when malformed, reserved, or another’s', async () => {
    const { client } = await signedInPerson(t);
    expect((await client.get('/api/profile/public-page')).body).toEqual(settings());

    for (const handle of ['ab', '-nova', 'nova-', 'no va', 'nova!', 'a'.repeat(31)]) {
      const refused = await save(client, { handle });
      expect({ handle, status: refused.status, issue: refused.body.error.issues?.[0]?.message }).toEqual({
        handle,
        status: 400,
        issue: HANDLE_FORMAT_MESSAGE,
      });
    }
    const reserved = await save(client, { handle: 'Admin' });
    expect(reserved.body.error.issues?.[0]?.message).toBe(HANDLE_RESERVED_MESSAGE);
    const noHandle = await save(client, { published: true });
    expect(noHandle.status).toBe(400);

    const handle = freshHandle();
    // Written in capitals, kept in lowercase.
    expect((await save(client, { handle: handle.toUpperCase() })).body.handle).toBe(handle);
    const other = await signedInPerson(t);
    const taken = await save(other.client, { handle });
    expect({ status: taken.status, message: taken.body.error.message }).toEqual({
      status: 409,
      message: HANDLE_TAKEN_MESSAGE,
    });
  });
});

describe('a published page', () => {
  it('shows the public profile and never the private one; unpublished, it is not found at once', async () => {
    const { client, personId } = await signedInPerson(t, { name: 'Nova Reyes' });
    await t.db
      .update(people)
      .set({ phone: '(214) 555-0199', school: 'Hidden University', genres: ['House'], skills: ['DJing'] })
      .where(eq(people.id, personId));
    const photo = await sendImage(t, client, {
      method: 'PUT',
      path: '/api/profile/media/photo',
      body: await photoJpeg({ width: 800, height: 800 }),
      contentType: 'image/jpeg',
    });
    expect(photo.status, photo.text).toBe(200);
    const handle = freshHandle();
    const visitor = t.client();
    expect((await visitor.get(`/api/talent/${handle}`)).status).toBe(404);

    const published = await save(client, { handle, publicName: 'DJ Nova', bio: 'House all night.', published: true });
    expect(published.status, published.text).toBe(200);
    const page = await visitor.get(`/api/talent/${handle}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      handle,
      name: 'DJ Nova',
      bio: 'House all night.',
      genres: ['House'],
      skills: ['DJing'],
      photo: { src: photo.body.src },
      indexable: false,
    });
    for (const secret of ['555-0199', 'Hidden University', '@', '"age"', '"email"', '"phone"', '"school"']) {
      expect(page.text).not.toContain(secret);
    }

    const html = (await visitor.get(`/talent/${handle}`)).text;
    expect(html).toContain('<title>DJ Nova · Backline</title>');
    expect(html).toContain(`<meta property="og:image" content="https://backline.example${photo.body.src}" />`);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect((await visitor.get('/sitemap.xml')).text).not.toContain(`/talent/${handle}`);

    await save(client, { handle, publicName: 'DJ Nova', published: true, indexable: true });
    expect((await visitor.get(`/talent/${handle}`)).text).not.toContain('noindex');
    expect((await visitor.get('/sitemap.xml')).text).toContain(`<loc>https://backline.example/talent/${handle}</loc>`);

    await save(client, { handle, published: false, indexable: true });
    expect((await visitor.get(`/api/talent/${handle}`)).status).toBe(404);
    // No preview either (the 404 status comes from the server render: e2e/profile-media.spec.ts).
    expect((await visitor.get(`/talent/${handle}`)).text).not.toContain('DJ Nova');
    expect((await visitor.get('/sitemap.xml')).text).not.toContain(`/talent/${handle}`);
  });
});
