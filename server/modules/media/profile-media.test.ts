import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_FULL_MESSAGE } from '@shared/media';
import { queryRows } from '../../db/database';
import { mediaImages } from '../../db/schema/media';
import { fetchMedia, sendImage } from '../../test/image-uploads';
import { photoJpeg, photoPng, tinyPng } from '../../test/image-fixtures';
import { signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import type { ImageDto, ProfileMediaDto } from './media.dto';

// D33 on /profile: a person's photo, gallery and links through the API, and the files behind
// them at /media.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const urlsOf = (image: ImageDto) =>
  Object.values(image.srcset).flatMap((srcset) => srcset.split(', ').map((entry) => entry.split(' ')[0] ?? ''));

const filesOfContent = async (contentKey: string) =>
  (
    await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from media_files where content_key = ${contentKey}`,
    )
  )[0]?.count;

const contentKeyOf = (image: ImageDto) => image.src.slice('/media/'.length, '/media/'.length + 64);

async function addToGallery(client: TestClient, bytes?: Buffer): Promise<ImageDto> {
  const added = await sendImage(t, client, { path: '/api/profile/media/gallery', body: bytes ?? (await tinyPng()) });
  expect(added.status, added.text).toBe(201);
  return added.body;
}

describe('the profile photo', () => {
  it('is cropped to the square asked for, and served in every format and width', async () => {
    const { client } = await signedIn(t);
    const uploaded = await sendImage(t, client, {
      method: 'PUT',
      path: '/api/profile/media/photo?x=100&y=0&size=600',
      body: await photoJpeg({ width: 800, height: 600 }),
      contentType: 'image/jpeg',
    });
    expect(uploaded.status, uploaded.text).toBe(200);
    const photo: ImageDto = uploaded.body;
    expect(photo).toMatchObject({ kind: 'profile_photo', width: 600, height: 600, caption: null });
    expect(photo.src).toMatch(/^\/media\/[0-9a-f]{64}-600\.jpg$/);
    expect(photo.srcset.avif).toMatch(/^\/media\/[0-9a-f]{64}-160\.avif 160w, .+-320\.avif 320w, .+-600\.avif 600w$/);

    const urls = urlsOf(photo);
    expect(urls).toHaveLength(9);
    for (const url of urls) {
      const file = await fetchMedia(t, url);
      const metadata = await sharp(file.bytes).metadata();
      const width = Number(/-(\d+)\./.exec(url)?.[1]);
      expect({ url, status: file.status, width: metadata.width, height: metadata.height }).toEqual({
        url,
        status: 200,
        width,
        height: width,
      });
    }
    const media = await client.get('/api/profile/media');
    expect(media.body).toEqual({ photo, gallery: [], links: [] });
  });

  it('answers immutable, with an ETag, and 304 to a browser that has it', async () => {
    const { client } = await signedIn(t);
    const uploaded = await sendImage(t, client, {
      method: 'PUT',
      path: '/api/profile/media/photo',
      body: await tinyPng(),
    });
    const url = uploaded.body.src;
    const first = await fetchMedia(t, url);
    expect(first.status).toBe(200);
    expect(Object.fromEntries(first.headers)).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(first.bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${url.slice('/media/'.length)}"`,
      'x-content-type-options': 'nosniff',
    });
    const again = await fetchMedia(t, url, { 'If-None-Match': first.headers.get('etag') ?? '' });
    expect({ status: again.status, bytes: again.bytes.length, etag: again.headers.get('etag') }).toEqual({
      status: 304,
      bytes: 0,
      etag: first.headers.get('etag'),
    });
    // Signed in or not, the same file for everyone: kept public.
    const signedInFetch = await fetchMedia(t, url, { Cookie: client.cookieHeader });
    expect(signedInFetch.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetchMedia(t, `/media/${'0'.repeat(64)}-320.jpg`)).status).toBe(404);
    expect((await fetchMedia(t, `${url.slice(0, -'-320.jpg'.length)}-original`)).status).toBe(404);
  });

  it('replaced, stops answering at once; the sweep deletes its files', async () => {
    const { client } = await signedIn(t);
    const first = await sendImage(t, client, {
      method: 'PUT',
      path: '/api/profile/media/photo',
      body: await tinyPng(66, 66),
    });
    const second = await sendImage(t, client, {
      method: 'PUT',
      path: '/api/profile/media/photo',
      body: await tinyPng(80, 80),
    });
    expect(second.status).toBe(200);
    expect((await fetchMedia(t, first.body.src)).status).toBe(404);
    expect((await fetchMedia(t, second.body.src)).status).toBe(200);
    expect(await filesOfContent(contentKeyOf(first.body))).toBeGreaterThan(0);
    await t.services.media.files.sweep();
    expect(await filesOfContent(contentKeyOf(first.body))).toBe(0);
    // Narrower than every width: the photo's own 80 pixels, three formats, and the original.
    expect(await filesOfContent(contentKeyOf(second.body))).toBe(4);

    expect((await client.delete('/api/profile/media/photo')).status).toBe(204);
    expect((await client.get('/api/profile/media')).body.photo).toBeNull();
    expect((await fetchMedia(t, second.body.src)).status).toBe(404);
  });

  it('keeps the files of a content two people uploaded until neither has it', async () => {
    const [ana, ben] = await Promise.all([signedIn(t), signedIn(t)]);
    const bytes = await tinyPng(90, 90);
    const [a, b] = await Promise.all(
      [ana, ben].map((who) =>
        sendImage(t, who.client, { method: 'PUT', path: '/api/profile/media/photo', body: bytes }),
      ),
    );
    expect(a?.body.src).toBe(b?.body.src);
    await ana.client.delete('/api/profile/media/photo');
    await t.services.media.files.sweep();
    expect((await fetchMedia(t, b?.body.src)).status).toBe(200);
    await ben.client.delete('/api/profile/media/photo');
    await t.services.media.files.sweep();
    expect(await filesOfContent(contentKeyOf(b?.body))).toBe(0);
  });
});

describe('the gallery', () => {
  it('adds, captions, reorders and removes, for its owner only', async () => {
    const [owner, other] = await Promise.all([signedIn(t), signedIn(t)]);
    const first = await addToGallery(owner.client, await tinyPng(64, 48));
    const second = await addToGallery(owner.client, await tinyPng(48, 64));
    const third = await addToGallery(owner.client, await tinyPng(50, 50));
    expect([first, second, third].map((image) => image.position)).toEqual([0, 1, 2]);

    const captioned = await owner.client.patch(`/api/profile/media/gallery/${second.id}`, { caption: ' Main room ' });
    expect(captioned.body).toMatchObject({ id: second.id, caption: 'Main room' });
    const ordered = await owner.client.put('/api/profile/media/gallery/order', {
      ids: [third.id, first.id, second.id],
    });
    expect(ordered.status, ordered.text).toBe(200);
    expect(ordered.body.map((image: ImageDto) => [image.id, image.position])).toEqual([
      [third.id, 0],
      [first.id, 1],
      [second.id, 2],
    ]);
    // An order must hold the gallery exactly.
    expect((await owner.client.put('/api/profile/media/gallery/order', { ids: [first.id] })).status).toBe(400);

    // Nobody changes another person's media: another's image is not found.
    expect((await other.client.patch(`/api/profile/media/gallery/${first.id}`, { caption: 'Mine now' })).status).toBe(
      404,
    );
    expect((await other.client.delete(`/api/profile/media/gallery/${first.id}`)).status).toBe(404);
    expect((await other.client.put('/api/profile/media/gallery/order', { ids: [first.id] })).status).toBe(400);

    expect((await owner.client.delete(`/api/profile/media/gallery/${first.id}`)).status).toBe(204);
    const media: ProfileMediaDto = (await owner.client.get('/api/profile/media')).body;
    expect(media.gallery.map((image) => [image.id, image.caption])).toEqual([
      [third.id, null],
      [second.id, 'Main room'],
    ]);
  });

  it('holds at most 12 images, even sent at once', async () => {
    const { client, personId } = await signedIn(t);
    await t.db.insert(mediaImages).values(
      Array.from({ length: 11 }, (_, position) => ({
        kind: 'gallery',
        personId,
        position,
        contentKey: `${position}`.padStart(64, 'a'),
        width: 10,
        height: 10,
        widths: [10],
        originalType: 'image/png',
        originalBytes: 10,
      })),
    );
    const answers = await Promise.all(
      [tinyPng(30, 30), tinyPng(31, 31), tinyPng(32, 32)].map(async (bytes) =>
        sendImage(t, client, { path: '/api/profile/media/gallery', body: await bytes }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error.message).toBe(GALLERY_FULL_MESSAGE);
    const rows = await t.db.select().from(mediaImages).where(eq(mediaImages.personId, personId));
    expect(rows).toHaveLength(12);
  });
});

describe('media links', () => {
  it('are kept in order, each recognised as its service’s player or a plain link', async () => {
    const { client } = await signedIn(t);
    const links = ['https://soundcloud.com/dj-nova/warehouse-mix', 'https://example.com/press-kit'];
    const saved = await client.put('/api/profile/media/links', { links });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.links).toEqual([
      {
        url: links[0],
        service: 'soundcloud',
        embedUrl: 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fdj-nova%2Fwarehouse-mix',
      },
      { url: links[1], service: null, embedUrl: null },
    ]);
    expect((await client.get('/api/profile/media')).body.links).toEqual(saved.body.links);
  });
});

describe('staff', () => {
  it('see a person’s media; reviewers do not remove; an admin’s removal is in the activity feed', async () => {
    const [person, reviewer, admin] = await Promise.all([
      signedIn(t, undefined, 'Nova Media'),
      signedIn(t, 'reviewer'),
      signedIn(t, 'admin'),
    ]);
    const image = await addToGallery(person.client);
    await person.client.patch(`/api/profile/media/gallery/${image.id}`, { caption: 'Too much' });
    const seen = await reviewer.client.get(`/api/admin/people/${person.personId}/media`);
    expect(seen.body.gallery.map((shown: ImageDto) => shown.id)).toEqual([image.id]);

    expect((await reviewer.client.delete(`/api/admin/media/${image.id}`)).status).toBe(403);
    expect((await admin.client.delete(`/api/admin/media/${image.id}`)).status).toBe(204);
    expect((await admin.client.delete(`/api/admin/media/${image.id}`)).status).toBe(404);
    expect((await fetchMedia(t, image.src)).status).toBe(404);
    const feed = await admin.client.get('/api/admin/activity?limit=5');
    expect(feed.body[0]).toMatchObject({
      actionType: 'media_removed',
      entityType: 'person',
      entityId: person.personId,
      details: { kind: 'gallery', imageId: image.id, caption: 'Too much' },
      authorName: expect.any(String),
    });
  });
});

describe('the account (D25)', () => {
  it('exports every original by a signed link that streams it back as it came', async () => {
    const { client } = await signedIn(t);
    // A PNG of a few megabytes: many chunks in the database store.
    const original = await photoPng(1200, 900);
    expect(original.length).toBeGreaterThan(1024 * 1024);
    const image = await addToGallery(client, original);
    const exported = await client.get('/api/account/export');
    expect(exported.body.media).toEqual([
      {
        kind: 'gallery',
        position: 0,
        caption: null,
        uploadedAt: image.createdAt,
        image: `http://localhost:3000${image.src}`,
        original: {
          contentType: 'image/png',
          bytes: original.length,
          url: expect.stringMatching(
            /^http:\/\/localhost:3000\/media\/originals\/[0-9a-f]{64}\?expires=\d+&signature=/,
          ),
          linkExpiresAt: expect.any(String),
        },
      },
    ]);
    const link = new URL(exported.body.media[0].original.url);
    const download = await fetchMedia(t, `${link.pathname}${link.search}`);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(original)).toBe(true);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="[0-9a-f]{64}\.png"$/);
    expect(download.headers.get('cache-control')).toBe('private, no-store');

    const forged = `${link.pathname}${link.search.replace(/signature=./, 'signature=x')}`;
    expect((await fetchMedia(t, forged)).status).toBe(404);
    t.clock.advance(8 * 86_400_000);
    try {
      expect((await fetchMedia(t, `${link.pathname}${link.search}`)).status).toBe(404);
    } finally {
      t.clock.reset();
    }
  });

  it('deleted, takes its media with it: at once from /media, from the store at the sweep', async () => {
    const { client, personId } = await signedIn(t);
    const photo = await sendImage(t, client, {
      method: 'PUT',
      path: '/api/profile/media/photo',
      body: await tinyPng(70, 70),
    });
    const image = await addToGallery(client, await tinyPng(71, 60));
    const deleted = await client.post('/api/account/delete', { password: 'secret-password', confirmation: 'DELETE' });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await t.db.select().from(mediaImages).where(eq(mediaImages.personId, personId))).toEqual([]);
    for (const shown of [photo.body as ImageDto, image]) {
      expect((await fetchMedia(t, shown.src)).status).toBe(404);
    }
    await t.services.media.files.sweep();
    for (const shown of [photo.body as ImageDto, image]) expect(await filesOfContent(contentKeyOf(shown))).toBe(0);
  });
});
