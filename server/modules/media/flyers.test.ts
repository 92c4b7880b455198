import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { photoJpeg, tinyPng } from '../../test/image-fixtures';
import { fetchMedia, sendImage } from '../../test/image-uploads';
import { changedTables, databaseSnapshot } from '../../test/database-snapshot';
import { type SignedIn, signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NO_FLYER } from './admin-media.service';
import type { ImageDto } from './media.dto';

// D33: an opportunity's flyer, which admins upload, crop, replace and remove.

let t: TestApp;
let admin: SignedIn;
let reviewer: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [admin, reviewer] = await Promise.all([signedIn(t, 'admin'), signedIn(t, 'reviewer')]);
});
afterAll(() => t?.close());

async function newOpportunity(): Promise<string> {
  const created = await admin.client.post('/api/admin/opportunities', {
    title: 'Warehouse Night',
    description: 'Doors at ten.',
    status: 'open',
    slotsTotal: 3,
  });
  expect(created.status, created.text).toBe(201);
  return created.body.id;
}

const filesOfContent = async (image: ImageDto) =>
  (
    await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from media_files where content_key = ${image.src.slice(7, 71)}`,
    )
  )[0]?.count;

const putFlyer = (opportunityId: string, body: Buffer, query = '', who = admin) =>
  sendImage(t, who.client, {
    method: 'PUT',
    path: `/api/admin/opportunities/${opportunityId}/flyer${query}`,
    body,
    contentType: 'image/jpeg',
  });

describe('an opportunity’s flyer', () => {
  it('is cropped as asked, replaced by the next, and read back', async () => {
    const id = await newOpportunity();
    expect((await admin.client.get(`/api/admin/opportunities/${id}/flyer`)).body).toEqual({ flyer: null });
    const first = await putFlyer(
      id,
      await photoJpeg({ width: 1600, height: 1200 }),
      '?x=200&y=0&width=960&height=1200',
    );
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ kind: 'flyer', width: 960, height: 1200 });
    expect(first.body.srcset.webp).toMatch(/-320\.webp 320w, .+-640\.webp 640w, .+-960\.webp 960w$/);

    const second = await putFlyer(id, await tinyPng(120, 150));
    expect(second.body).toMatchObject({ width: 120, height: 150 });
    expect((await admin.client.get(`/api/admin/opportunities/${id}/flyer`)).body).toEqual({ flyer: second.body });
    expect((await fetchMedia(t, first.body.src)).status).toBe(404);
    expect((await fetchMedia(t, second.body.src)).status).toBe(200);
  });

  it('is the admins’: reviewers neither see nor change it, and an unknown opportunity has none', async () => {
    const id = await newOpportunity();
    const before = await databaseSnapshot(t.db);
    expect((await reviewer.client.get(`/api/admin/opportunities/${id}/flyer`)).status).toBe(403);
    expect((await putFlyer(id, await tinyPng(), '', reviewer)).status).toBe(403);
    const unknown = await putFlyer('00000000-0000-4000-8000-000000000001', await tinyPng());
    expect({ status: unknown.status, message: unknown.body.error.message }).toEqual({
      status: 404,
      message: 'Opportunity not found',
    });
    const outside = await putFlyer(id, await tinyPng(100, 100), '?x=50&y=0&width=100&height=100');
    expect(outside.status).toBe(400);
    expect(await changedTables(t.db, before)).toEqual([]);
  });

  it('removed by an admin, is logged; gone with its opportunity, its files follow at the sweep', async () => {
    const id = await newOpportunity();
    await putFlyer(id, await tinyPng(130, 100));
    expect((await admin.client.delete(`/api/admin/opportunities/${id}/flyer`)).status).toBe(204);
    const again = await admin.client.delete(`/api/admin/opportunities/${id}/flyer`);
    expect({ status: again.status, message: again.body.error.message }).toEqual({ status: 404, message: NO_FLYER });
    const feed = await admin.client.get(`/api/admin/activity?entityType=opportunity&entityId=${id}`);
    expect(feed.body[0]).toMatchObject({ actionType: 'media_removed', entityId: id, details: { kind: 'flyer' } });

    const flyer: ImageDto = (await putFlyer(id, await tinyPng(131, 100))).body;
    expect((await admin.client.delete(`/api/admin/opportunities/${id}`)).status).toBe(204);
    expect((await fetchMedia(t, flyer.src)).status).toBe(404);
    expect(await filesOfContent(flyer)).toBeGreaterThan(0);
    await t.services.media.files.sweep();
    expect(await filesOfContent(flyer)).toBe(0);
  });
});
