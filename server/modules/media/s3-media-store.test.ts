import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { photoPng } from '../../test/image-fixtures';
import { fetchMedia, sendImage } from '../../test/image-uploads';
import { signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { ImageDto } from './media.dto';
import { createS3MediaStore } from './s3-media-store';

// D33 with S3_* set: the S3 driver against a local S3-compatible server the test starts itself
// (npm s3rver, on loopback), through the official SDK with path-style addresses.

const BUCKET = 'backline-media';
const directory = mkdtempSync(join(tmpdir(), 'backline-s3-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
let endpoint: string;
let t: TestApp;

beforeAll(async () => {
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  t = await createTestApp({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    // s3rver checks signatures made with its own pair.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  await t?.close();
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

const store = () =>
  createS3MediaStore({
    endpoint,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });

async function readAll(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('the S3 media store', () => {
  it('saves, opens as a stream and removes a content’s files', async () => {
    const s3 = store();
    const key = 'b'.repeat(64);
    const large = Buffer.alloc(3 * 1024 * 1024, 7);
    await s3.save([
      { name: `${key}-320.webp`, contentType: 'image/webp', body: new Uint8Array([1, 2, 3]) },
      { name: `${key}-original`, contentType: 'image/png', body: large },
      { name: `${'c'.repeat(64)}-320.webp`, contentType: 'image/webp', body: new Uint8Array([4]) },
    ]);
    const opened = await s3.open(`${key}-original`);
    expect({ type: opened?.contentType, size: opened?.byteSize }).toEqual({ type: 'image/png', size: large.length });
    expect((await readAll(opened?.body as ReadableStream<Uint8Array>)).equals(large)).toBe(true);
    expect(await s3.open(`${key}-640.webp`)).toBeUndefined();

    await s3.removeContent(key);
    expect(await s3.open(`${key}-320.webp`)).toBeUndefined();
    expect(await s3.open(`${key}-original`)).toBeUndefined();
    // Another content's files stay.
    expect(await s3.open(`${'c'.repeat(64)}-320.webp`)).toBeDefined();
  });

  it('holds the app’s uploads, served from the bucket and deleted from it by the sweep', async () => {
    const { client } = await signedIn(t);
    const original = await photoPng(700, 500);
    const added = await sendImage(t, client, { path: '/api/profile/media/gallery', body: original });
    expect(added.status, added.text).toBe(201);
    const image: ImageDto = added.body;
    const contentKey = image.src.slice('/media/'.length, '/media/'.length + 64);
    // Not a byte of it in the database.
    const [rows] = await queryRows<{ count: number }>(t.db, sql`select count(*)::int as count from media_files`);
    expect(rows?.count).toBe(0);

    const served = await fetchMedia(t, image.src);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const inBucket = await store().open(image.src.slice('/media/'.length));
    expect(served.bytes.equals(await readAll(inBucket?.body as ReadableStream<Uint8Array>))).toBe(true);

    const exported = await client.get('/api/account/export');
    const link = new URL(exported.body.media[0].original.url);
    const download = await fetchMedia(t, `${link.pathname}${link.search}`);
    expect(download.bytes.equals(original)).toBe(true);

    expect((await client.delete(`/api/profile/media/gallery/${image.id}`)).status).toBe(204);
    expect((await fetchMedia(t, image.src)).status).toBe(404);
    expect(await t.services.media.files.sweep()).toBe(1);
    expect(await store().open(`${contentKey}-320.avif`)).toBeUndefined();
    expect(await store().open(`${contentKey}-original`)).toBeUndefined();
  });
});
