import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunityWithApplicants } from '../../test/participant-fixtures';
import { type SignedIn, signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let reviewer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin', 'Ada Admin');
  reviewer = await signedIn(t, 'reviewer', 'Remy Reviewer');
});
afterAll(() => t.close());

const csvLines = async (response: Response) => {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes).split('\r\n').slice(0, -1);
};

describe('CSV exports of users and of an opportunity’s applicants (issue 19: admins only)', () => {
  it('exports the users table with its filter and order, formulas neutralised', async () => {
    const token = `Yarrow${Date.now().toString(36)}`;
    await t.db.execute(sql`insert into people (name, city, xp_total) values
      (${`${token} Low`}, 'Tulsa', 5), (${`=cmd|' /C calc'!A0 ${token}`}, 'Tulsa', 50), (${`${token} Far`}, 'Austin', 9)`);
    const lines = await csvLines(await admin.client.open(`/api/admin/users/export?search=${token}&city=tulsa&sort=xp`));
    expect(lines[0]).toBe('User id,Name,Email,Phone,City,State,School,Status,Rank,XP,Missions completed,Joined at');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(
        `,'=cmd\\|' /C calc'!A0 ${token},,,Tulsa,,,new,member,50,0,\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$`,
      ),
    );
    expect(lines[2]).toContain(`${token} Low`);
  });

  it("exports an opportunity's applicants, newest first", async () => {
    const { opportunity } = await opportunityWithApplicants(t, admin.client, {
      applicants: ['Ivy Ames', '@Jon Jay'],
      opportunity: { slotsTotal: 2 },
    });
    const response = await admin.client.open(`/api/admin/opportunities/${opportunity.id}/participants/export`);
    expect(response.headers.get('content-disposition')).toMatch(/filename="participants-/);
    const lines = await csvLines(response);
    expect(lines[0]).toBe('Application id,Name,Email,Phone,City,State,Status,Cover letter,Applied at,Last change at');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("'@Jon Jay");
    expect(lines[1]).toContain('pending');
    expect(lines[2]).toContain('Ivy Ames');
    const unknown = await admin.client.get(
      '/api/admin/opportunities/00000000-0000-4000-8000-000000000000/participants/export',
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses reviewers (D12), people and anonymous callers', async () => {
    const { opportunity } = await opportunityWithApplicants(t, admin.client);
    const person = await signedIn(t);
    for (const path of ['/api/admin/users/export', `/api/admin/opportunities/${opportunity.id}/participants/export`]) {
      expect((await t.client().get(path)).status).toBe(401);
      expect((await person.client.get(path)).status).toBe(403);
      const refused = await reviewer.client.get(path);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe('Access denied - Admin only');
    }
  });
});
