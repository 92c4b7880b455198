import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../test/opportunity-fixtures';
import { seedApplication } from '../../test/seed-applications';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

// Issue 41: the admin talent search offers "Did you mean" on names (docs/decisions/152).
let t: TestApp;
let admin: TestClient;
// A word of this file's own as everyone's city, so other files' people are never offered.
const town = `Namesville${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  for (const name of ['Maya Torres', 'Maya Thompson', 'DJ Nova (Andre Ruiz)']) {
    await seedApplication(t.db, { name, city: town, state: 'TX', person: { age: 25 } });
  }
  // Without a profile (no age): never listed, never offered.
  await seedApplication(t.db, { name: 'Mia Torrez', city: town, state: 'TX' });
});
afterAll(() => t.close());

async function search(query: string) {
  const response = await admin.get(`/api/admin/talent?city=${town}&${query}`);
  expect(response.status, response.text).toBe(200);
  return response.body as { total: number; items: { name: string }[]; suggestion: string | null };
}

describe('"Did you mean" on names (issue 41)', () => {
  it('offers the closest name when a misspelt one finds nobody, and that name finds them', async () => {
    const body = await search('q=mya%20torres');
    expect(body).toMatchObject({ total: 0, items: [], suggestion: 'Maya Torres' });
    const offered = await search(`q=${encodeURIComponent(body.suggestion ?? '')}`);
    expect(offered.items.map((item) => item.name)).toEqual(['Maya Torres']);
    expect((await search('q=thompsn')).suggestion).toBe('Maya Thompson');
    expect((await search('q=andre%20ruis')).suggestion).toBe('DJ Nova (Andre Ruiz)');
  });

  it('offers nothing when someone matches, nothing far off, and only people the filters keep', async () => {
    expect((await search('q=maya')).suggestion).toBeNull();
    expect((await search('q=zebulon%20quist')).suggestion).toBeNull();
    expect((await search('q=mya%20torres&minXp=10')).suggestion).toBeNull();
    expect((await search('q=mia%20torrez')).suggestion).toBe('Maya Torres');
  });
});
