import type pg from 'pg';

// Reads every table and index of the bench database once, into the operating system's page
// cache (pg_prewarm, 'read' mode: PostgreSQL's own buffers and so its memory figures are left
// alone), so that a run measures a database whose data is in memory, as a live one's is, rather
// than however much of it the machine happened to keep since the last run. Without the
// extension (a server that lacks it) the run goes on cold, and says so.
export async function prewarm(client: pg.Client, log: (message: string) => void): Promise<void> {
  const started = Date.now();
  try {
    await client.query('create extension if not exists pg_prewarm');
    const read = await client.query<{ blocks: string | null }>(
      `select sum(pg_prewarm(c.oid, 'read'))::text as blocks
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'i', 'm')`,
    );
    const megabytes = (Number(read.rows[0]?.blocks ?? 0) * 8) / 1024;
    log(
      `read the database once into memory: ${megabytes.toFixed(0)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    log(`the database was not read into memory first (${(error as Error).message}): figures are of a cold cache`);
  }
}
