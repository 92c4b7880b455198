import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBaselineServer } from '../bench/baseline/baseline-server';
import type { Database, DatabaseHandle } from './db/database';
import { openPostgres } from './db/open-postgres';
import { createOpportunity, createTag, signedInAdmin } from './test/opportunity-fixtures';
import { seedApplication } from './test/seed-applications';
import { createTestApp, type TestApp } from './test/test-app';
import type { TestClient } from './test/test-client';

// Issue 43: `npm run bench` sets the app beside a bare baseline (bench/baseline/) that must send
// exactly the app's statements for each of the compared rows, so that the difference between the
// two is the app's own path. Both run here on one database; every statement each sends (its
// text, parameters and prepared name) is recorded where node-postgres sends it, and the two lists
// must be the same for every request, in number too (the round trips; in any order, since
// statements sent at once may leave in either), whatever the app keeps in memory between requests
// (both are asked the same requests in the same order).

type Sent = { name: string | undefined; text: string; values: unknown };

// Every statement a pg client sends, with the client that sent it; whose each client is, from the
// pool that lends it.
const query = vi.spyOn(pg.Client.prototype, 'query');
const owners = new WeakMap<object, 'app' | 'baseline'>();

function attribute(db: Database, owner: 'app' | 'baseline'): void {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  pool.on('acquire', (client) => owners.set(client, owner));
}

function sentBy(owner: 'app' | 'baseline'): Sent[] {
  return query.mock.calls
    .filter((_, index) => owners.get(query.mock.contexts[index] as object) === owner)
    .map(([config, values]) => {
      const statement = (typeof config === 'string' ? { text: config } : config) as pg.QueryConfig;
      return { name: statement.name, text: statement.text, values: Array.isArray(values) ? values : statement.values };
    })
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

let seeder: TestApp;
let app: TestApp;
let baselineDatabase: DatabaseHandle;
let baseline: Server;
let baselineUrl: string;
let admin: TestClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  seeder = await createTestApp();
  admin = await signedInAdmin(seeder);
  const [house, rooftop, paid] = await Promise.all(
    ['House', 'Rooftop', 'Paid'].map((label) => createTag(admin, label)),
  );
  const catalogue = [
    { key: 'set', title: 'Rooftop House Set', description: 'Golden hour on the terrace.', tagIds: [house, rooftop] },
    { key: 'dj', title: 'Resident DJ', description: 'House and disco all night.', tagIds: [house, paid] },
    { key: 'host', title: 'Door Host', description: 'Greet guests up on the rooftop.', tagIds: [rooftop] },
    { key: 'photo', title: 'Event Photographer', description: 'Shoot the gala.', tagIds: [paid] },
    { key: 'plain', title: 'Bar Back', description: 'Keep the bar stocked.', tagIds: [] },
  ];
  for (const { key, tagIds, ...fields } of catalogue) {
    ids[key] = (await createOpportunity(admin, { ...fields, city: 'Dallas', tagIds: tagIds as string[] })).id;
  }
  const people = ['Maria Garcia', 'Maria Lopez', 'Tom Nguyen', 'Ana Perez'];
  for (const [index, name] of people.entries()) {
    await seedApplication(seeder.db, {
      name,
      city: 'Austin',
      track: index % 2 === 0 ? 'performer' : 'creator',
      status: index === 0 ? 'shortlisted' : 'submitted',
    });
  }
  // What ANALYZE finds decides how a search finds its rows (docs/decisions/142).
  await seeder.db.execute(sql`analyze`);
  // The app as it starts (nothing kept yet) and hears changes, beside the baseline, each with a
  // pool of its own.
  app = await createTestApp({}, { database: seeder.database });
  await app.services.opportunities.watchChanges();
  attribute(app.db, 'app');
  baselineDatabase = await openPostgres(seeder.database.url, 10);
  attribute(baselineDatabase.db, 'baseline');
  baseline = createBaselineServer(baselineDatabase.db);
  await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
  baselineUrl = `http://127.0.0.1:${(baseline.address() as AddressInfo).port}`;
});

afterAll(async () => {
  query.mockRestore();
  baseline?.closeAllConnections();
  await new Promise((resolve) => baseline?.close(resolve) ?? resolve(undefined));
  await baselineDatabase?.close();
  await app?.close();
  await seeder?.close();
});

// What the compared answers hold: the app's items, the baseline's items or rows (as read).
type Body = { items: { id: string }[]; rows: { id: string }[]; suggestion?: string | null };
type Asked = {
  appStatus: number;
  appBody: Body;
  baselineStatus: number;
  baselineBody: Body;
  app: Sent[];
  baseline: Sent[];
};

// One request to each, the app first; what each answered and sent.
async function ask(path: string, headers: Record<string, string> = {}): Promise<Asked> {
  query.mockClear();
  const fromApp = await app.client().get(path, headers);
  const fromBaseline = await fetch(`${baselineUrl}${path}`, { headers });
  return {
    appStatus: fromApp.status,
    appBody: fromApp.body,
    baselineStatus: fromBaseline.status,
    baselineBody: (await fromBaseline.json()) as Body,
    app: sentBy('app'),
    baseline: sentBy('baseline'),
  };
}

const idsOf = (items: { id: string }[]) => items.map((item) => item.id);

describe('the bench baseline sends what the app sends', () => {
  it('for the health check', async () => {
    const asked = await ask('/api/health');
    expect([asked.appStatus, asked.baselineStatus]).toEqual([200, 200]);
    expect(asked.app).toEqual([{ name: undefined, text: 'select 1', values: [] }]);
    expect(asked.baseline).toEqual(asked.app);
  });

  it('for new searches, what the app keeps between them included', async () => {
    const searches = [
      'rooftop', // the first: ANALYZE's figures and the tags are read too
      'roof', // a word being typed: the words it begins are looked up
      'house ro',
      '"golden hour"',
      'house -disco',
      'rooftp', // nothing found: "Did you mean" looks for close words and tries them
      'the', // stop words alone: no search
      'rooftop', // kept: neither asks the database
    ];
    for (const [index, search] of searches.entries()) {
      const asked = await ask(`/api/opportunities?q=${encodeURIComponent(search)}`);
      expect([asked.appStatus, asked.baselineStatus], search).toEqual([200, 200]);
      expect(idsOf(asked.baselineBody.items), search).toEqual(idsOf(asked.appBody.items));
      expect(asked.baseline, search).toEqual(asked.app);
      if (index === searches.length - 1) expect(asked.app, 'kept').toEqual([]);
      else expect(asked.app.length, search).toBeGreaterThan(0);
      if (search === 'rooftp') {
        expect([asked.appBody.suggestion, asked.baselineBody.suggestion]).toEqual(['rooftop', 'rooftop']);
      }
      // The statements of a search are prepared, by name (docs/decisions/142).
      if (search === 'house ro') expect(asked.app.some((statement) => statement.name !== undefined)).toBe(true);
    }
  });

  it('for similar opportunities, a new one each time and one asked again', async () => {
    for (const key of ['set', 'dj', 'host', 'plain']) {
      const asked = await ask(`/api/opportunities/${ids[key]}/similar`);
      expect([asked.appStatus, asked.baselineStatus], key).toEqual([200, 200]);
      expect(idsOf(asked.baselineBody.items), key).toEqual(idsOf(asked.appBody.items));
      expect(asked.baseline, key).toEqual(asked.app);
    }
    const again = await ask(`/api/opportunities/${ids.set}/similar`);
    expect(again.app).toEqual([]);
    expect(again.baseline).toEqual([]);
  });

  it('for the applications list read afresh, the session lookup included', async () => {
    const paths = ['', '?page=2&pageSize=2', '?status=shortlisted', '?search=perform', '?search=maria'];
    for (const path of paths) {
      const asked = await ask(`/api/admin/applications${path}`, {
        Cookie: admin.cookieHeader,
        'Cache-Control': 'no-cache',
      });
      expect([asked.appStatus, asked.baselineStatus], path).toEqual([200, 200]);
      expect(idsOf(asked.baselineBody.rows), path).toEqual(idsOf(asked.appBody.items));
      expect(asked.app.some((statement) => statement.name === 'session_by_token')).toBe(true);
      expect(asked.baseline, path).toEqual(asked.app);
    }
  });
});
