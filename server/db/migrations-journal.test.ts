import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../lib/app-paths';

// Drizzle's migrator applies only the migrations dated after the last one a database has: a new
// migration dated earlier than the one before it (drizzle-kit dates it by the clock; this
// project's are dated a step apart) would be skipped on every existing database.
describe('the migrations journal', () => {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; when: number; tag: string }[];
  };

  it('dates every migration after the one before it', () => {
    const dates = journal.entries.map((entry) => entry.when);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('lists every migration file, in order', () => {
    const files = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql'));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files.sort());
  });
});
