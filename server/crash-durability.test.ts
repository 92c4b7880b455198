import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterDirectory } from './db/embedded/cluster-paths';
import { runningClusterUrl } from './db/embedded/embedded-cluster';
import { waitForExit } from './db/embedded/process-info';
import { testDatabaseUrl } from './env';
import { type ChildServer, startChildServer } from './test/child-server';
import { CRASH_PASSWORD, emptyLedger, type Ledger, writeUntilTheServerStops } from './test/crash-workload';
import { consistencyProblems, openRawDatabase } from './test/database-check';
import { HttpSession } from './test/http-session';

// Issues 8 and 15 "Crashes": the app is killed (SIGKILL, no shutdown) at a random moment while
// writes stream in; after a restart on the same data every write it had confirmed is there and
// the database is consistent. Runs on the database of this test run: the app's embedded
// PostgreSQL server under a temporary DATA_DIR (the default), or with TEST_DATABASE_URL a new
// database on that server.
//
// On the embedded server, the odd rounds kill the app alone: its PostgreSQL server keeps running
// without it, and the next start must stop it and take over. The even rounds kill the database
// server's processes too, as a crash of the machine would: the next start must recover the
// cluster from its write-ahead log.

// Ten rounds in every run (five of each kind on the embedded server); CRASH_ROUNDS=100 for a
// longer search.
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 10);
const WORKERS = 4;
const ADMIN = { email: 'crash.admin@example.com', password: 'crash-admin-tape-deck' };
const serverUrl = testDatabaseUrl();
const engine = serverUrl ? 'PostgreSQL server' : 'embedded PostgreSQL';

const dataDir = mkdtempSync(join(tmpdir(), 'backline-crash-'));
const databaseName = `backline_crash_${randomBytes(6).toString('hex')}`;
const databaseUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString() : '';

async function onServerDatabase(sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  if (serverUrl) await onServerDatabase(`create database ${databaseName}`);
});
afterAll(async () => {
  if (serverUrl) await onServerDatabase(`drop database if exists ${databaseName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

function start(): Promise<ChildServer> {
  return startChildServer({
    DATA_DIR: dataDir,
    ...(serverUrl ? { DATABASE_URL: databaseUrl } : {}),
    AUTH_SECRET: 'crash-test-secret-0123456789-abcdefghijklmnop',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Every simulated person comes from 127.0.0.1.
    AUTH_RATE_LIMIT_MAX: '1000000',
    LOG_LEVEL: 'warn',
  });
}

// The embedded PostgreSQL server's process, from its lock file.
function embeddedServerPid(): number {
  return Number(readFileSync(join(clusterDirectory(dataDir), 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function confirmedStatusChanges(ledger: Ledger): number {
  return [...ledger.trackApplications.values()].filter((record) => record.status === 'under_review').length;
}

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function signedInAdmin(baseUrl: string): Promise<HttpSession> {
  const admin = new HttpSession(baseUrl);
  const answer = await admin.post('/api/auth/sign-in/email', ADMIN);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return admin;
}

// Straight from the database the killed app left (reopened by the next start): it is
// consistent, and it holds every confirmed write.
async function expectEveryConfirmedWrite(ledger: Ledger) {
  const database = await openRawDatabase(serverUrl ? databaseUrl : runningClusterUrl(dataDir, 'backline'));
  try {
    const emails = [...ledger.accounts];
    const accounts = await database.query<{ email: string }>(
      `select u.email from "user" u
         join account a on a.user_id = u.id and a.provider_id = 'credential' and a.password is not null
         join people p on p.user_id = u.id
       where u.email = any($1)`,
      [emails],
    );
    expect(emails.filter((email) => !accounts.some((row) => row.email === email))).toEqual([]);

    const trackIds = [...ledger.trackApplications.keys()];
    const applications = await database.query<{ id: string; status: string; email: string }>(
      `select a.id, a.status, p.email from applications a join people p on p.id = a.person_id where a.id = any($1)`,
      [trackIds],
    );
    const lost: string[] = [];
    for (const [id, record] of ledger.trackApplications) {
      const row = applications.find((candidate) => candidate.id === id);
      // A status change sent without an answer may or may not have been applied.
      const acceptable =
        record.status === 'submitted' && record.statusAsked ? ['submitted', 'under_review'] : [record.status];
      if (!row || row.email !== record.email || !acceptable.includes(row.status)) {
        lost.push(`track application ${id}: ${JSON.stringify(row)} vs ${JSON.stringify(record)}`);
      }
    }

    const opportunityApplications = await database.query<{ id: string; opportunity_id: string; email: string }>(
      `select oa.id, oa.opportunity_id, p.email from opportunity_applications oa
         join people p on p.id = oa.person_id where oa.id = any($1)`,
      [[...ledger.opportunityApplications.keys()]],
    );
    for (const [id, record] of ledger.opportunityApplications) {
      const row = opportunityApplications.find((candidate) => candidate.id === id);
      if (!row || row.email !== record.email || row.opportunity_id !== record.opportunityId) {
        lost.push(`opportunity application ${id}`);
      }
    }

    const notes = await database.query<{ id: string; application_id: string; content: string }>(
      'select id, application_id, content from application_notes where id = any($1)',
      [[...ledger.notes.keys()]],
    );
    for (const [id, record] of ledger.notes) {
      const row = notes.find((candidate) => candidate.id === id);
      if (!row || row.application_id !== record.applicationId || row.content !== record.content) {
        lost.push(`note ${id}`);
      }
    }
    expect(lost).toEqual([]);
    expect(await consistencyProblems(database)).toEqual([]);
  } finally {
    await database.close();
  }
}

// Through the restarted server: the people of the last round sign in, and the admin reads
// their applications as confirmed.
async function expectTheServerServesThem(baseUrl: string, ledger: Ledger, emails: string[]) {
  for (const email of emails) {
    const person = new HttpSession(baseUrl);
    expect((await person.post('/api/auth/sign-in/email', { email, password: CRASH_PASSWORD })).status).toBe(200);
  }
  const admin = await signedInAdmin(baseUrl);
  const sample = [...ledger.trackApplications].filter(([, record]) => emails.includes(record.email));
  for (const [id, record] of sample) {
    const detail = await admin.get(`/api/admin/applications/${id}`);
    expect(detail.status).toBe(200);
    if (!record.statusAsked) expect(detail.body).toMatchObject({ status: 'submitted' });
    if (record.status === 'under_review') expect(detail.body).toMatchObject({ status: 'under_review' });
  }
}

describe(`crash durability (${engine})`, () => {
  it(`keeps every confirmed write through ${ROUNDS} SIGKILLs at random moments`, { timeout: 600_000 }, async () => {
    const ledger = emptyLedger();
    let server = await start();
    let opportunityId = '';
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        const admin = await signedInAdmin(server.url);
        if (!opportunityId) {
          const created = await admin.post('/api/admin/opportunities', {
            title: 'Crash Test Load-In',
            description: 'Carry the gear in before the doors open.',
            status: 'open',
            slotsTotal: 500,
          });
          expect(created.status).toBe(201);
          opportunityId = (created.body as { id: string }).id;
        }
        const accountsBefore = new Set(ledger.accounts);
        const statusChangesBefore = confirmedStatusChanges(ledger);
        const writes = writeUntilTheServerStops({
          baseUrl: server.url,
          admin,
          opportunityId,
          ledger,
          round,
          workers: WORKERS,
        });
        // A random moment once every kind of write has been confirmed a few times (however
        // fast this machine is), with more in flight.
        await Promise.race([
          until(() => confirmedStatusChanges(ledger) >= statusChangesBefore + 3, 90_000),
          writes.then(() => {
            throw new Error('The writes stopped before the server was killed');
          }),
        ]);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 1500));
        const databaseServer = serverUrl ? undefined : embeddedServerPid();
        const machineCrash = databaseServer !== undefined && round % 2 === 0;
        server.process.kill('SIGKILL');
        // The server and its backends share a process group (the app put it in its own).
        if (machineCrash) process.kill(-databaseServer, 'SIGKILL');
        expect(await server.exited).toBeNull();
        await writes;
        if (databaseServer !== undefined) {
          expect(await waitForExit(databaseServer, 1_000)).toBe(machineCrash);
        }

        const newAccounts = [...ledger.accounts].filter((email) => !accountsBefore.has(email));
        server = await start();
        if (databaseServer !== undefined) {
          expect(server.output()).toContain(
            machineCrash ? 'was not shut down cleanly' : `earlier run (pid ${databaseServer}) is still running`,
          );
        }
        await expectEveryConfirmedWrite(ledger);
        await expectTheServerServesThem(server.url, ledger, newAccounts.slice(0, 8));
      }
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }
  });
});
