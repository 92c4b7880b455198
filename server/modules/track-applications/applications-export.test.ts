import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { seedApplication } from '../../test/seed-applications';
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

const BOM = [0xef, 0xbb, 0xbf];
const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

describe('GET /api/admin/applications/export (issue 19)', () => {
  it('is for staff (D12: reviewers too), and refuses anyone else', async () => {
    expect((await t.client().get('/api/admin/applications/export')).status).toBe(401);
    expect((await (await signedIn(t)).client.get('/api/admin/applications/export')).status).toBe(403);
    for (const staff of [admin, reviewer]) {
      const response = await staff.client.get('/api/admin/applications/export');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
    }
  });

  it("writes the table's filter and order with a header and a BOM, formulas neutralised", async () => {
    const token = `Xylo${Date.now().toString(36)}`;
    await seedApplication(t.db, {
      name: `=HYPERLINK("http://evil")${token}`,
      city: '+Tulsa',
      phone: '-1 555',
      track: 'ops',
    });
    await seedApplication(t.db, { name: `@Bob, "B" ${token}`, city: 'Austin', track: 'team', status: 'booked' });
    await seedApplication(t.db, { name: `Cleo ${token}`, city: 'Dallas', track: 'ops', status: 'archived' });
    const response = await admin.client.open(`/api/admin/applications/export?search=${token}&status=booked`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual(BOM);
    const lines = decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe(
      'Application id,Name,Email,Phone,City,State,Track,Status,Target city,Target markets,Track answers,Applied at,Last change at',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'@Bob, ""B"" ${token}"`);
    expect(lines[1]).toMatch(
      /,team,booked,,,,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,
    );
    expect(lines[2]).toBe('');

    const all = decode(
      new Uint8Array(
        await (
          await admin.client.open(`/api/admin/applications/export?search=${token}&sort=track&dir=asc`)
        ).arrayBuffer(),
      ),
    )
      .split('\r\n')
      .slice(1, -1);
    expect(all).toHaveLength(3);
    // ops before team; within ops the newest first.
    expect(all[0]).toContain(`Cleo ${token}`);
    expect(all[1]).toContain(`"'=HYPERLINK(""http://evil"")${token}",,'-1 555,'+Tulsa`);
    expect(all[2]).toContain(`'@Bob`);
    expect((await admin.client.get('/api/admin/applications/export?status=accepted')).status).toBe(400);
  });

  // Issue 41: phone numbers without an apostrophe; what the applicant answered, and where.
  it('keeps phone numbers as they are and adds the target city, markets and track answers', async () => {
    const token = `Quill${Date.now().toString(36)}`;
    await seedApplication(t.db, {
      name: `Maya ${token}`,
      phone: '+1 214 555 0142',
      track: 'performer',
      targetCity: 'Dallas',
      targetMarkets: ['Dallas', 'Austin'],
      answers: { genres: ['House', 'Techno'], technicalNeeds: '=2 CDJs, a mixer' },
    });
    const response = await reviewer.client.open(`/api/admin/applications/export?search=${token}`);
    const [header, row] = decode(new Uint8Array(await response.arrayBuffer()).slice(3)).split('\r\n');
    expect(header).toContain('Target city,Target markets,Track answers');
    expect(row).toContain(`Maya ${token},,+1 214 555 0142,`);
    expect(row).toContain(
      ',performer,submitted,Dallas,Dallas; Austin,"Genres: House, Techno; Technical needs: =2 CDJs, a mixer",',
    );
  });

  it('streams a large export a batch at a time, with bounded memory', { timeout: 120_000 }, async () => {
    const rows = 60_000;
    // Loaded as the bench loads in bulk: without the triggers that keep each person's talent
    // search document (tested with the talent search; the export does not read it), which made
    // this load take up to two minutes on a slow PostgreSQL server. Off only in this transaction.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table people disable trigger people_talent_document`);
      await tx.execute(sql`alter table applications disable trigger applications_talent_inserted`);
      await tx.execute(sql`
        with made as (
          insert into people (name, city) select 'Bulk person ' || n, 'Houston' from generate_series(1, ${rows}) as n
          returning id)
        insert into applications (person_id, track, status, consented_at) select id, 'creator', 'submitted', now() from made`);
      await tx.execute(sql`alter table people enable trigger people_talent_document`);
      await tx.execute(sql`alter table applications enable trigger applications_talent_inserted`);
    });
    const [counted] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from applications`);
    const response = await admin.client.open('/api/admin/applications/export');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let chunks = 0;
    let lines = 0;
    let largestChunk = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      const text = decode(value);
      const count = text.split('\r\n').length - 1;
      lines += count;
      largestChunk = Math.max(largestChunk, count);
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    expect(lines).toBe((counted?.n ?? 0) + 1);
    // One chunk per batch of the cursor, never the whole export at once.
    expect(chunks).toBeGreaterThan(rows / 500);
    expect(largestChunk).toBeLessThanOrEqual(500);
    // Holding 60,000 rows as objects and text would take far more than this.
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('ends its cursor when the reader leaves early', async () => {
    const response = await admin.client.open('/api/admin/applications/export');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    await expect
      .poll(async () => {
        const open = await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from pg_stat_activity where query ilike 'fetch forward%backline_export%' and state <> 'active'`,
        );
        return open[0]?.n;
      })
      .toBe(0);
  });
});
