import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from './database';

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  // A failure nobody waits for any more (the reader left) is not an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

// Issue 19 (docs/decisions/113): the rows of a query a batch at a time from a server-side cursor,
// so an export of a million rows never holds more than one batch. The cursor lives in a
// read-only transaction of its own; the next batch is fetched only when the reader asks for it
// (a slow download slows the reading), and a reader that stops early (the browser went away)
// ends the transaction.
export async function* cursorBatches<Row>(db: Database, query: SQL, batchSize = 500): AsyncGenerator<Row[]> {
  let demand = deferred<boolean>();
  let handoff = deferred<Row[] | null>();
  const work = db
    .transaction(
      async (tx) => {
        await tx.execute(sql`declare backline_export no scroll cursor for ${query}`);
        for (;;) {
          if (!(await demand.promise)) return;
          demand = deferred();
          const rows = await queryRows<Row>(tx, sql.raw(`fetch forward ${batchSize} from backline_export`));
          handoff.resolve(rows.length > 0 ? rows : null);
          if (rows.length < batchSize) {
            // The last batch: the reader's next ask finds the end.
            await demand.promise;
            handoff.resolve(null);
            return;
          }
        }
      },
      { accessMode: 'read only' },
    )
    .catch((error: unknown) => handoff.reject(error));
  try {
    for (;;) {
      const next = handoff;
      demand.resolve(true);
      const rows = await next.promise;
      if (!rows) return;
      handoff = deferred();
      yield rows;
    }
  } finally {
    demand.resolve(false);
    await work;
  }
}

// Each batch's rows turned into something else (the cells of a CSV line), still one at a time.
export async function* mapBatches<Row, Out>(
  batches: AsyncGenerator<Row[]>,
  map: (row: Row) => Out,
): AsyncGenerator<Out[]> {
  try {
    for await (const rows of batches) yield rows.map(map);
  } finally {
    await batches.return(undefined);
  }
}
