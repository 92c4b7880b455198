import pg from 'pg';

// Direct access to a database a server process left behind (after a crash, say), for checks
// that go past the API: raw SQL, and PostgreSQL's own consistency checks (amcheck).

export type RawDatabase = {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
};

export async function openRawDatabase(url: string): Promise<RawDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <Row>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as Row[],
    close: () => client.end(),
  };
}

// Every B-tree index of the app's tables matches its table (and holds every row), and no
// table has a corrupt page. Returns what is wrong, or [] when all is well.
export async function consistencyProblems(database: RawDatabase): Promise<string[]> {
  await database.query('create extension if not exists amcheck');
  const problems: string[] = [];
  const indexes = await database.query<{ name: string }>(
    `select c.relname as name from pg_index i
       join pg_class c on c.oid = i.indexrelid
       join pg_am am on am.oid = c.relam
     where am.amname = 'btree' and c.relnamespace = 'public'::regnamespace`,
  );
  for (const { name } of indexes) {
    try {
      await database.query('select bt_index_check($1::regclass, true)', [`public."${name}"`]);
    } catch (error) {
      problems.push(`index ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const tables = await database.query<{ name: string }>(
    `select relname as name from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
  );
  for (const { name } of tables) {
    const corrupt = await database.query<{ msg: string }>('select msg from verify_heapam($1::regclass)', [
      `public."${name}"`,
    ]);
    for (const { msg } of corrupt) problems.push(`table ${name}: ${msg}`);
  }
  return problems;
}
