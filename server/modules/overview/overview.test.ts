import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { startOfMonth } from './overview.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedInWithRole(role?: 'admin' | 'reviewer'): Promise<TestClient> {
  return (await signedIn(t, role)).client;
}

describe('GET /api/admin/overview', () => {
  it('refuses anonymous callers and people without a team role', async () => {
    expect((await t.client().get('/api/admin/overview')).status).toBe(401);
    const person = await signedInWithRole();
    const response = await person.get('/api/admin/overview');
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe('Access denied - Admin only');
  });

  it('counts opportunities, applications, pending review and booked this month (D12: reviewers too)', async () => {
    await t.db.execute(
      sql`insert into opportunities (title, description, status) values ('A', 'a', 'open'), ('B', 'b', 'draft')`,
    );
    const people = await t.db.execute(
      sql`insert into people (name) values ('P1'), ('P2'), ('P3'), ('P4') returning id`,
    );
    const ids = (people as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    const lastMonth = new Date(startOfMonth(new Date()).getTime() - 24 * 60 * 60 * 1000).toISOString();
    await t.db.execute(sql`insert into applications (person_id, track, status, consented_at, updated_at) values
      (${ids[0]}, 'creator', 'submitted', now(), now()),
      (${ids[1]}, 'creator', 'booked', now(), now()),
      (${ids[2]}, 'creator', 'booked', now(), ${lastMonth}),
      (${ids[3]}, 'creator', 'archived', now(), now())`);

    for (const role of ['admin', 'reviewer'] as const) {
      const response = await (await signedInWithRole(role)).get('/api/admin/overview');
      expect(response.status).toBe(200);
      const exact = (value: number) => ({ value, precision: 'exact' });
      const now = new Date();
      expect(response.body).toEqual({
        totalOpportunities: exact(2),
        totalApplications: exact(4),
        pendingReview: exact(1),
        acceptedThisMonth: exact(1),
        // Issue 19: where the card's list starts (the first of this month, server time).
        acceptedSince: `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`,
      });
    }
  });

  it('keeps reviewers out of admin-only areas (deny by default)', async () => {
    const reviewer = await signedInWithRole('reviewer');
    const response = await reviewer.get('/api/admin/anything-else');
    expect(response.status).toBe(403);
    const admin = await signedInWithRole('admin');
    expect((await admin.get('/api/admin/anything-else')).status).toBe(404);
  });
});
