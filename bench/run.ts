// `npm run bench` (issues 3, 17, 43, 44 and 45): loads the scale data set into a PostgreSQL
// server, starts the production server on it and drives its endpoints with autocannon. It prints
// three tables:
//
// - Compared with the bare baseline: health (select 1), a new search each time, similar for a new
//   opportunity each time, and the admin applications list read afresh, each driven on the app
//   and on bench/baseline/, a node:http server without the framework or the app's middleware that
//   sends exactly the app's statements (same text, parameters, prepared names, round trips;
//   server/bench-baseline.test.ts holds it to that). The database's work is the same on both
//   sides, so the difference is the app's own path. Per row: requests/s, the server's CPU time
//   per request (user + system of its processes from /proc, the app's starter and server
//   processes summed, divided by the requests answered) and "app ÷ baseline" of each, p50/p99.
//   Measured with the app at each of BENCH_PROCESSES' server processes (WEB_CONCURRENCY).
// - Steady load: a new search each time offered at 200 requests a second and similar at 400
//   (whatever the answers), on both, with the app's p99 held to the target (under 50 ms at 10k,
//   under 100 ms at 1m: pass or MISS), and EXPLAIN (ANALYZE, BUFFERS) of a few of a missing row's
//   queries. At each process count too.
//   The conversations (issue 45: the staff inbox, its filters, a person's inbox, each side's unread
//   count) join this table on the app alone (the baseline does not serve them), each at its own
//   rate and held to the same target; the unread counts' plans are printed, and the run fails if
//   one reads the messages (thread_entries) instead of the threads' kept counters.
// - The app alone, with the last of BENCH_PROCESSES: the other rows (the list, filters, detail,
//   the back office as served and read afresh, the server-rendered pages, and issue 44's image row:
//   a 1280-wide AVIF from the database media store, no If-None-Match, with the app's RSS read
//   while it runs), as fast as the connections go; their p99 is reported, not held to a target.
// Before the rows, the event night's job at the app's first start, and its emails leaving the
// outbox before anything is measured (bench/event-night-job.ts); after the app's own rows,
// check-ins at a door with its live pages open (bench/door.ts).
// Then the memory of the app (every process) and of its embedded database server at rest and at
// its peak while the app alone is driven (issue 15), and the load test of issue 8
// (bench/user-load.ts). Before measuring, the database is read once into the page cache
// (bench/prewarm.ts).
//
// BENCH_SCALE         10k (default: 10,000 opportunities, 50,000 people, 10,000 messages) or 1m
//                     (a million opportunities, a million people, a million track applications,
//                     a million messages); a few images at both
// BENCH_DATABASE_URL  a PostgreSQL server to use (for example postgres://postgres@127.0.0.1:5432/postgres);
//                     the data goes into a database of its own, BENCH_DATABASE_NAME (default
//                     backline_bench, or backline_bench_1m). Without it, the app's embedded
//                     server as `npm start` runs it (D20), in bench/data/embedded (-1m).
// BENCH_PORT          port of the production server (default 3390; the baseline's is the next)
// BENCH_PROCESSES     the app's server processes, one run each (default 1,2)
// BENCH_SECONDS       seconds per endpoint (default 10), after a warm-up of
// BENCH_WARMUP_SECONDS (default 2; the database's server processes warm up too, as they touch
//                     its pages: at 1m on some machines that takes a minute, docs/decisions/140)
// BENCH_CONNECTIONS   concurrent connections (default 50)
// BENCH_REUSE_DATA=1  keep a database already loaded by an earlier run
// BENCH_USERS         people in the load test of issue 8 (default 200, bench/user-load.ts)
// BENCH_PREWARM=0     measure without reading the database into memory first (a cold cache:
//                     whatever the machine kept since the data was last read)
// BENCH_ONLY          only the rows whose name contains this text (or one of several,
//                     comma-separated), and no load test
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { benchDatabaseUrl, prepareDatabase, withClient } from './bench-database';
import { type BenchEndpoints, benchEndpoints } from './endpoints';
import { explainPath } from './explain';
import { doorEndpoint, openLivePages, prepareDoor } from './door';
import { type BookingsDue, type JobFigures, waitForJob, waitForOutbox } from './event-night-job';
import type { Endpoint } from './load-test';
import { type Measurement, measure } from './measure';
import { appRssDuring, describeMemory, type MemorySampler, peakMemoryDuring, readMemory } from './memory';
import { prewarm } from './prewarm';
import {
  type AppRow,
  type ComparedRow,
  describeAppRss,
  meetsTarget,
  printAppRows,
  printCompared,
  printSteady,
} from './report';
import { type RunningServer, startBaseline, startProductionServer } from './servers';
import { chosen, connections, only, processCounts, seconds, serverUrl, users, warm } from './settings';
import { runUserLoad, type UserLoadResult } from './user-load';

// The admin the bench signs in as (D4 bootstrap), new for every run.
const benchAdmin = { email: 'bench-admin@backline.test', password: randomBytes(12).toString('hex') };

const log = (message: string) => console.log(`[bench] ${message}`);

// A session cookie, as the browser would keep it, from a sign-in or a sign-up.
async function sessionCookie(baseUrl: string, path: string, body: object): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status} for the bench`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function endpoints(baseUrl: string): Promise<BenchEndpoints> {
  const admin = await sessionCookie(baseUrl, '/api/auth/sign-in/email', benchAdmin);
  // Someone signed in who is not staff, for the pages rendered for them and their conversations:
  // new for every run.
  const memberEmail = `bench-member-${randomBytes(6).toString('hex')}@backline.test`;
  const member = await sessionCookie(baseUrl, '/api/auth/sign-up/email', {
    name: 'Bench Member',
    email: memberEmail,
    password: randomBytes(12).toString('hex'),
  });
  return withClient(benchDatabaseUrl(), (client) =>
    benchEndpoints(client, {
      admin: { cookie: admin, email: benchAdmin.email },
      member: { cookie: member, email: memberEmail },
    }),
  );
}

const compared: ComparedRow[] = [];
const steady: ComparedRow[] = [];
const appRows: AppRow[] = [];
const misses: { name: string; plans: string[] }[] = [];
// Issue 45: the unread counts' plans, and whether any reads the messages themselves.
let unreadPlans: { plans: string[]; scansMessages: boolean } | undefined;
let load: UserLoadResult | undefined;
let job: JobFigures | undefined;
let door: { name: string; measured: Measurement } | undefined;
// Issue 42: the door's target, whatever the scale.
const DOOR_TARGET_P99_MS = 50;
let memoryAtRest: ReturnType<typeof readMemory>;
let memoryUnderLoad: ReturnType<typeof readMemory>;

async function compare(app: RunningServer, baseline: RunningServer, endpoint: Endpoint, processes: number) {
  const row = { name: endpoint.name, processes, rate: endpoint.rate, app: await measure(app, endpoint) };
  const measured = { ...row, baseline: await measure(baseline, endpoint) };
  log(
    `${endpoint.name}, ${processes} process(es): app ${measured.app.requestsPerSecond.toFixed(0)} req/s, ` +
      `p99 ${measured.app.p99} ms; baseline ${measured.baseline.requestsPerSecond.toFixed(0)} req/s, ` +
      `p99 ${measured.baseline.p99} ms`,
  );
  return measured;
}

// Issue 17: what the queries of a row that missed its target cost, for a few of its paths (asked
// between measurements, while the database is up).
async function explainMiss(endpoint: Endpoint): Promise<void> {
  const plans: string[] = [];
  for (const path of endpoint.paths.slice(0, 3)) {
    const plan = await explainPath(benchDatabaseUrl(), path, endpoint.caller).catch(
      (error: Error) => `  (${error.message})`,
    );
    plans.push(` GET ${path}\n${plan}`);
  }
  misses.push({ name: endpoint.name, plans });
}

async function driveCompared(app: RunningServer, baseline: RunningServer, rows: BenchEndpoints, processes: number) {
  for (const endpoint of rows.compared.filter((row) => chosen(row.name))) {
    compared.push(await compare(app, baseline, endpoint, processes));
  }
  for (const endpoint of rows.steady.filter((row) => chosen(row.name))) {
    const row = await compare(app, baseline, endpoint, processes);
    steady.push(row);
    // Its plans once, whichever process count missed first: the statements are the same.
    if (!meetsTarget(row.app) && !misses.some((miss) => miss.name === endpoint.name)) await explainMiss(endpoint);
  }
  // Issue 45: the conversations, at a steady rate on the app alone (the baseline has no such
  // route), held to the same target.
  for (const endpoint of rows.steadyAlone.filter((row) => chosen(row.name))) {
    const row = { name: endpoint.name, processes, rate: endpoint.rate, app: await measure(app, endpoint) };
    log(`${endpoint.name}, ${processes} process(es): app p50 ${row.app.p50} ms, p99 ${row.app.p99} ms`);
    steady.push(row);
    if (!meetsTarget(row.app) && !misses.some((miss) => miss.name === endpoint.name)) await explainMiss(endpoint);
  }
}

// Issue 45: an unread count is a sum of the threads' kept counters, never a count over the
// messages: EXPLAIN (ANALYZE, BUFFERS) of each unread row's statements, asked once, and the run
// fails if any plan reads thread_entries.
async function explainUnread(rows: BenchEndpoints): Promise<void> {
  const unread = rows.steadyAlone.filter(
    (row) => chosen(row.name) && row.paths.some((path) => path.endsWith('/unread')),
  );
  if (unread.length === 0 || unreadPlans) return;
  const plans: string[] = [];
  for (const endpoint of unread) {
    const path = endpoint.paths[0] ?? '';
    plans.push(` GET ${path} (${endpoint.name})\n${await explainPath(benchDatabaseUrl(), path, endpoint.caller)}`);
  }
  unreadPlans = { plans, scansMessages: plans.some((plan) => /thread_entries/.test(plan)) };
}

async function driveOthers(app: RunningServer, others: Endpoint[], processes: number, memory: MemorySampler) {
  for (const endpoint of others.filter((row) => chosen(row.name))) {
    // Issue 44: the image row reads the app's memory while it runs.
    const [measured, appRssMb] = endpoint.sampleAppMemory
      ? await appRssDuring(app.pid, () => measure(app, endpoint))
      : [await measure(app, endpoint), undefined];
    memory.sample();
    log(
      `${endpoint.name}: ${measured.requestsPerSecond.toFixed(0)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms` +
        (appRssMb ? `, ${describeAppRss(appRssMb)}` : ''),
    );
    appRows.push({ name: endpoint.name, processes, app: measured, note: endpoint.note, appRssMb });
  }
  await driveDoor(app);
  if (only) return;
  log(`load test: ${users} people sign up and apply while 3 admins accept`);
  load = await memory.continuously(() =>
    withClient(benchDatabaseUrl(), (client) =>
      runUserLoad(
        {
          baseUrl: app.baseUrl,
          admin: benchAdmin,
          users,
          admins: 3,
          opportunities: 4,
          slotsPerOpportunity: 25,
          deadlineMs: 180_000,
        },
        client,
      ),
    ),
  );
}

// Issue 42: check-ins at a busy door with its live pages open (bench/door.ts).
async function driveDoor(app: RunningServer) {
  const admin = await sessionCookie(app.baseUrl, '/api/auth/sign-in/email', benchAdmin);
  const night = await withClient(benchDatabaseUrl(), prepareDoor);
  const endpoint = doorEndpoint(night, admin, app.baseUrl);
  if (!chosen(endpoint.name)) return;
  const closeLive = await openLivePages(app.baseUrl, admin);
  try {
    door = { name: endpoint.name, measured: await measure(app, endpoint) };
    log(`${endpoint.name}: p50 ${door.measured.p50} ms, p99 ${door.measured.p99} ms`);
  } finally {
    await closeLive();
  }
}

// One start of the app with `processes` server processes, and of the baseline beside it: the
// compared and steady rows. On the last start, also the app's memory at rest (before the baseline
// starts) and under load (once it has stopped: its connections' database processes are not the
// app's), the app's other rows and the load test (which writes: nothing is compared after it).
async function runWith(processes: number, before: BookingsDue | undefined, last: boolean): Promise<void> {
  const first = before !== undefined;
  const startedAt = Date.now();
  const app = await startProductionServer(processes, benchAdmin);
  let baseline: RunningServer | undefined;
  try {
    if (before) {
      const left = await withClient(benchDatabaseUrl(), (client) => waitForJob(client, startedAt));
      const seconds = (Date.now() - startedAt) / 1000;
      log(`event night job: ${before.due} of ${before.bookings} bookings asked in ${seconds.toFixed(1)} s`);
      const emailsSentSeconds = await withClient(benchDatabaseUrl(), (client) => waitForOutbox(client, startedAt));
      job = { ...before, seconds, finished: left === 0, emailsSentSeconds };
      log(`the outbox is empty ${emailsSentSeconds?.toFixed(1) ?? 'not within 5 minutes'} s after the start`);
    }
    if (first && warm) await withClient(benchDatabaseUrl(), (client) => prewarm(client, log));
    if (first && !warm) {
      log('the database is not read into memory first (BENCH_PREWARM=0): figures are of a cold cache');
    }
    if (last) {
      // At rest: started, nothing asked yet but the health check.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      memoryAtRest = readMemory(app.pid);
      log(`memory at rest: ${describeMemory(memoryAtRest, !serverUrl)}`);
    }
    baseline = await startBaseline(benchDatabaseUrl());
    const rows = await endpoints(app.baseUrl);
    log(`driving ${app.name} and the baseline with ${connections} connections, ${seconds} s per row`);
    await driveCompared(app, baseline, rows, processes);
    await explainUnread(rows);
    await baseline.stop();
    if (last) {
      [, memoryUnderLoad] = await peakMemoryDuring(app.pid, (memory) =>
        driveOthers(app, rows.others, processes, memory),
      );
    }
  } finally {
    await baseline?.stop();
    await app.stop();
  }
}

const due = await prepareDatabase(benchAdmin.email, log);
for (const [index, processes] of processCounts.entries()) {
  await runWith(processes, index === 0 ? due : undefined, index === processCounts.length - 1);
}

printCompared(compared, connections);
printSteady(steady);
printAppRows(appRows, connections);
for (const miss of misses) {
  console.log(`\n${miss.name} missed the target: EXPLAIN (ANALYZE, BUFFERS) of its queries\n`);
  console.log(miss.plans.join('\n\n'));
}
for (const row of appRows.filter((row) => row.appRssMb)) {
  const { app: measured, appRssMb } = row;
  console.log(
    `\n${row.name}, ${connections} connections: ${measured.requestsPerSecond.toFixed(0)} req/s, ` +
      `p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${measured.errors} errors; ${appRssMb && describeAppRss(appRssMb)}`,
  );
}
if (unreadPlans) {
  console.log(
    `\nunread counts (issue 45): ${unreadPlans.scansMessages ? '✖ a plan reads thread_entries (the messages)' : "read from the threads' kept counters, no plan reads thread_entries (the messages)"}; EXPLAIN (ANALYZE, BUFFERS)\n`,
  );
  console.log(unreadPlans.plans.join('\n\n'));
  if (unreadPlans.scansMessages) process.exitCode = 1;
}
if (job) {
  console.log(
    `\nevent night job (issue 42): ${job.due} bookings due to be asked to confirm, of ${job.bookings}, ` +
      `${job.finished ? `all asked ${job.seconds.toFixed(1)} s after the app's start` : `not all asked after ${job.seconds.toFixed(0)} s`}` +
      ` (target: within a minute); their emails sent ` +
      `${job.emailsSentSeconds === undefined ? 'not within 5 minutes' : `${job.emailsSentSeconds.toFixed(1)} s after the start`}`,
  );
  if (!job.finished || job.seconds > 60) process.exitCode = 1;
}
if (door) {
  const { measured } = door;
  const met = measured.p99 < DOOR_TARGET_P99_MS && measured.errors === 0;
  console.log(
    `\n${door.name}: ${measured.requestsPerSecond.toFixed(0)} answered/s, p50 ${measured.p50} ms, ` +
      `p99 ${measured.p99} ms (target under ${DOOR_TARGET_P99_MS} ms: ${met ? 'pass' : 'MISS'}), ` +
      `${measured.errors} errors, ${measured.cpuMsPerRequest?.toFixed(2) ?? '?'} ms CPU per check-in`,
  );
  if (!met) process.exitCode = 1;
}
console.log(`\nmemory at rest: ${describeMemory(memoryAtRest, !serverUrl)}`);
console.log(`memory under load (peak): ${describeMemory(memoryUnderLoad, !serverUrl)}`);
console.log(
  `\nload average while measuring: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} (${cpus().length} cores)`,
);
if (load) {
  console.log(
    `\nload test (${users} people, 3 admins): ${load.requests} requests in ${load.seconds.toFixed(1)} s, ` +
      `${load.serverErrors} 5xx, ${load.failures} failed, p50 ${load.p50} ms, p99 ${load.p99} ms; confirmed ` +
      `${load.confirmed.signUps} sign-ups, ${load.confirmed.applications} applications, ${load.confirmed.accepts} accepts`,
  );
  for (const problem of load.problems) console.log(`  ✖ ${problem}`);
  if (load.problems.length > 0) process.exitCode = 1;
  else console.log('  every confirmed action is stored; no duplicate; no opportunity over-filled');
}
const missed = steady.filter((row) => !meetsTarget(row.app));
if (missed.length > 0) {
  console.log(`\n${missed.length} steady row(s) missed the target.`);
  process.exitCode = 1;
}
