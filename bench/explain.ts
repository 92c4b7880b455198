import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { applicationsQuerySchema } from '@shared/application-review-schemas';
import { personInboxQuerySchema, staffInboxQuerySchema } from '@shared/messages';
import { opportunityListQuerySchema } from '@shared/opportunity-filters';
import { talentQuerySchema } from '@shared/talent-search';
import { usersQuerySchema } from '@shared/user-admin-schemas';
import type { Database } from '../server/db/database';
import { systemClock } from '../server/lib/clock';
import { createMessagesService } from '../server/modules/messages/messages.service';
import { createOpportunitiesService } from '../server/modules/opportunities/opportunities.service';
import { createApplicationReviewService } from '../server/modules/track-applications/application-review.service';
import { createTalentService } from '../server/modules/talent/talent.service';
import { createUsersService } from '../server/modules/users/users.service';
import type { Endpoint } from './load-test';

// When an endpoint misses the target, the bench shows what its queries cost (issue 17): it asks
// the same services the server runs, on a connection that records every statement, for one of
// the endpoint's paths, then prints EXPLAIN (ANALYZE, BUFFERS) of each statement. The services
// are fresh (nothing kept in memory), so every read reaches the database.

type Probe = (path: URL, caller: Caller | undefined) => ((db: Database) => Promise<unknown>) | undefined;
// Whose session a signed-in read is asked with (Endpoint.caller).
type Caller = NonNullable<Endpoint['caller']>;

const query = (url: URL) => Object.fromEntries(url.searchParams);

// Issue 45: the conversations' reads, as the signed-in caller (staff: their roles).
const messagesProbe: Probe = (url, caller) => {
  if (!caller) return undefined;
  const path = url.pathname;
  const messages = (db: Database) => createMessagesService(db, { clock: systemClock, repliesByEmail: false });
  const user = { id: caller.userId, name: '', email: '', emailVerified: true };
  const staff = { user, roles: caller.roles };
  if (path === '/api/admin/messages/threads') {
    return (db) => messages(db).staff.inbox(staff, staffInboxQuerySchema.parse(query(url)));
  }
  if (path === '/api/admin/messages/unread') return (db) => messages(db).staff.unread(staff);
  if (path === '/api/messages/threads') {
    return (db) => messages(db).person.inbox(user, personInboxQuerySchema.parse(query(url)));
  }
  if (path === '/api/messages/unread') return (db) => messages(db).person.unread(user);
  return undefined;
};

// The API path → the service call that answers it.
const probe: Probe = (url, caller) => {
  const path = url.pathname;
  if (path.startsWith('/api/messages/') || path.startsWith('/api/admin/messages/')) return messagesProbe(url, caller);
  const opportunities = (db: Database) =>
    createOpportunitiesService({ db, listen: async () => async () => {} }, { logger: undefined });
  if (path === '/api/opportunities') {
    return (db) => opportunities(db).listOpen(opportunityListQuerySchema.parse(query(url)));
  }
  const similar = path.match(/^\/api\/opportunities\/([^/]+)\/similar$/);
  if (similar) return (db) => opportunities(db).similarTo(similar[1] ?? '', null);
  const detail = path.match(/^\/api\/opportunities\/([^/]+)$/);
  if (detail) return (db) => opportunities(db).getVisible(detail[1] ?? '', null);
  if (path === '/api/admin/applications') {
    const notifier = { notifyTrackApplicationStatus: async () => undefined };
    return (db) => createApplicationReviewService(db, notifier).list(applicationsQuerySchema.parse(query(url)));
  }
  if (path === '/api/admin/users') return (db) => createUsersService(db).list(usersQuerySchema.parse(query(url)));
  if (path === '/api/admin/talent') return (db) => createTalentService(db).search(talentQuerySchema.parse(query(url)));
  return undefined;
};

export async function explainPath(databaseUrl: string, path: string, caller?: Caller): Promise<string> {
  const work = probe(new URL(path, 'http://bench'), caller);
  if (!work) return `  (no query plan for ${path}: not a database read the bench knows)`;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const statements: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  }) as unknown as Database;
  try {
    await work(db);
    const plans: string[] = [];
    for (const statement of statements) {
      if (!/^\s*(select|with)\b/i.test(statement.sql)) continue;
      const explained = await pool.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
      const plan = explained.rows.map((row: Record<string, string>) => `    ${row['QUERY PLAN']}`).join('\n');
      plans.push(
        `  ${statement.sql.replace(/\s+/g, ' ').trim()}\n  params: ${JSON.stringify(statement.params)}\n${plan}`,
      );
    }
    return plans.join('\n\n');
  } finally {
    await pool.end();
  }
}
