import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { migrationsFolder } from '../lib/app-paths';

// Issue 41 (docs/decisions/163): migration 0017 turns the legacy private notes into notes of the
// one thread. A database is built as it stood before (0000–0016), given private notes, then
// migrated the rest of the way, as a live database would be.
const MIGRATION = '0017_issue-41-one-notes-thread.sql';
const files = readdirSync(migrationsFolder)
  .filter((file) => file.endsWith('.sql'))
  .sort();
const statementsOf = (file: string) =>
  readFileSync(join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

const name = `backline_migration_${randomBytes(6).toString('hex')}`;
const serverUrl = inject('testDatabaseServer');
let client: pg.Client;

async function onServer(sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function migrate(which: string[]) {
  for (const file of which) for (const statement of statementsOf(file)) await client.query(statement);
}

const LONG = `${'Strong set at the Warehouse, ask about the Friday residency. '.repeat(80)}Ends here.`;

let ids: Record<'long' | 'padded' | 'blank' | 'none', string>;

beforeAll(async () => {
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await migrate(files.filter((file) => file < MIGRATION));

  const application = async (notes: string | null, updatedAt: string) => {
    const person = await client.query<{ id: string }>(`insert into people (name) values ('Migrated') returning id`);
    const row = await client.query<{ id: string }>(
      `insert into applications (person_id, track, consented_at, notes, created_at, updated_at)
       values ($1, 'performer', now(), $2, '2026-01-05T09:00:00Z', $3) returning id`,
      [person.rows[0]?.id, notes, updatedAt],
    );
    return row.rows[0]?.id ?? '';
  };
  ids = {
    long: await application(LONG, '2026-02-10T18:30:00Z'),
    padded: await application('  Call back Monday.\n  Second line.  ', '2026-03-01T10:00:00Z'),
    blank: await application(' \n\t ', '2026-03-02T10:00:00Z'),
    none: await application(null, '2026-03-03T10:00:00Z'),
  };
  // A note of the thread written before: untouched.
  await client.query(`insert into application_notes (application_id, content) values ($1, 'Already in the thread')`, [
    ids.long,
  ]);

  await migrate(files.filter((file) => file >= MIGRATION));
}, 120_000);

afterAll(async () => {
  await client?.end();
  await onServer(`drop database if exists ${name} with (force)`);
});

const notesOf = async (applicationId: string) =>
  (
    await client.query(
      `select content, user_id, from_private_notes, created_at, updated_at from application_notes
       where application_id = $1 order by created_at`,
      [applicationId],
    )
  ).rows;

describe('migration 0017: one thread of internal notes (issue 41)', () => {
  it('carries every private note into the thread with its whole text, no author, and the last change as its time', async () => {
    expect(LONG.length).toBeGreaterThan(2000);
    const long = await notesOf(ids.long);
    expect(long).toEqual([
      {
        content: LONG,
        user_id: null,
        from_private_notes: true,
        created_at: new Date('2026-02-10T18:30:00Z'),
        updated_at: new Date('2026-02-10T18:30:00Z'),
      },
      expect.objectContaining({ content: 'Already in the thread', from_private_notes: false }),
    ]);
    expect(await notesOf(ids.padded)).toEqual([
      expect.objectContaining({ content: '  Call back Monday.\n  Second line.  ', from_private_notes: true }),
    ]);
    // Nothing to carry over: no note.
    expect(await notesOf(ids.blank)).toEqual([]);
    expect(await notesOf(ids.none)).toEqual([]);
  });

  it('removes the private notes column', async () => {
    const columns = await client.query(
      `select column_name from information_schema.columns where table_name = 'applications' and column_name = 'notes'`,
    );
    expect(columns.rows).toEqual([]);
  });

  it('keeps the thread’s own limit for new notes (2,000), and carried-over ones whole', async () => {
    await expect(
      client.query(`insert into application_notes (application_id, content) values ($1, $2)`, [
        ids.none,
        'x'.repeat(2001),
      ]),
    ).rejects.toThrow(/application_notes_content_check/);
    await expect(
      client.query(`insert into application_notes (application_id, content) values ($1, ' ')`, [ids.none]),
    ).rejects.toThrow(/application_notes_content_check/);
    await client.query(
      `insert into application_notes (application_id, content, from_private_notes) values ($1, $2, true)`,
      [ids.none, 'x'.repeat(5000)],
    );
  });
});
