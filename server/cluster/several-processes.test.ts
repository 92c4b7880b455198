import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../lib/free-port';
import { type ChildServer, startChildServer } from '../test/child-server';
import { BUILT_SERVER_ARGS } from '../test/built-server';
import { SseReader } from '../test/sse-reader';

// Issue 43 (docs/decisions/170): `npm start` runs one server process per core, sharing the port
// and the embedded database its starter runs. What lives in a process holds across them.

const ADMIN = { email: 'processes.admin@example.com', password: 'processes-password-4711' };
const READS_PER_MINUTE = 6;
let server: ChildServer;
let adminCookie: string;

// A request on a connection of its own: the starter hands new connections to its processes in
// turn, so consecutive ones reach both.
function fresh(
  path: string,
  init: { method?: string; cookie?: string; json?: unknown; address?: string; onSent?: () => void } = {},
) {
  const url = new URL(path, server.url);
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return new Promise<{ status: number; text: string; json: () => unknown }>((resolve, reject) => {
    const sent = request(
      url,
      {
        method: init.method ?? 'GET',
        agent: false,
        headers: {
          Origin: server.url,
          ...(init.cookie ? { Cookie: init.cookie } : {}),
          ...(init.address ? { 'X-Forwarded-For': init.address } : {}),
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text, json: () => JSON.parse(text) }));
      },
    );
    sent.on('error', reject);
    // The whole request has left for the server.
    if (init.onSent) sent.on('finish', init.onSent);
    sent.setTimeout(10_000, () => sent.destroy(new Error(`${init.method ?? 'GET'} ${path}: no answer in 10 s`)));
    sent.end(body);
  });
}

// The processes that wrote request lines for this path since `from` (each log line names its pid).
function servingPids(path: string, from: number): Set<number> {
  const pids = new Set<number>();
  for (const line of server.output().slice(from).split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { pid: number; component?: string; detail?: { route?: string } };
    if (entry.component === 'http' && entry.detail?.route === path) pids.add(entry.pid);
  }
  return pids;
}

beforeAll(async () => {
  server = await startChildServer({
    WEB_CONCURRENCY: '2',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_SECRET: 'several-processes-secret-0123456789-abcdef',
    PUBLIC_RATE_LIMIT_MAX: String(READS_PER_MINUTE),
    // Many sign-ups come from this one address; that limit is the auth library's own.
    AUTH_RATE_LIMIT_MAX: '1000',
    TRUST_PROXY: 'true',
    LOG_FORMAT: 'json',
    METRICS_TOKEN: 'several-processes-metrics-token',
  });
  // Every process serves (the starter says so once all do).
  const deadline = Date.now() + 60_000;
  while (!server.output().includes('(2 server processes,') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(ADMIN),
  });
  adminCookie = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}, 120_000);

afterAll(async () => {
  if (server && server.process.exitCode === null) server.process.kill('SIGKILL');
});

describe('several server processes on one port (issue 43)', () => {
  it('holds the anonymous read limit per address, whichever process a request reaches', async () => {
    const from = server.output().length;
    const statuses: number[] = [];
    for (let index = 0; index < READS_PER_MINUTE + 3; index += 1) {
      statuses.push((await fresh(`/api/opportunities?q=limit${index}`, { address: '203.0.113.7' })).status);
    }
    expect(statuses).toEqual([...Array(READS_PER_MINUTE).fill(200), 429, 429, 429]);
    expect(servingPids('/api/opportunities', from).size).toBe(2);
    // Another address has its own bucket.
    expect((await fresh('/api/opportunities', { address: '203.0.113.8' })).status).toBe(200);
  });

  it('forgets kept public reads in every process when an opportunity changes', async () => {
    const created = await fresh('/api/admin/opportunities', {
      method: 'POST',
      cookie: adminCookie,
      json: {
        title: 'Kept Everywhere',
        description: 'A role read from two processes.',
        status: 'open',
        slotsTotal: 2,
        date: '2031-05-01',
      },
    });
    expect(created.status, created.text).toBe(201);
    const { id } = created.json() as { id: string };
    const from = server.output().length;
    const read = async () =>
      (await fresh(`/api/opportunities/${id}`, { cookie: undefined })).json() as { title: string };
    // Read (and kept) in both processes.
    for (let index = 0; index < 4; index += 1) expect((await read()).title).toBe('Kept Everywhere');
    expect(servingPids('/api/opportunities/:id', from).size).toBe(2);

    const changed = await fresh(`/api/admin/opportunities/${id}`, {
      method: 'PUT',
      cookie: adminCookie,
      json: {
        title: 'Changed Everywhere',
        description: 'A role read from two processes.',
        status: 'open',
        slotsTotal: 2,
        date: '2031-05-01',
      },
    });
    expect(changed.status, changed.text).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let index = 0; index < 4; index += 1) expect((await read()).title).toBe('Changed Everywhere');
  });

  it('sends live updates to the back-office pages of every process', async () => {
    const from = server.output().length;
    const streams = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const response = await fetch(`${server.url}/api/admin/live`, { headers: { cookie: adminCookie } });
        expect(response.status).toBe(200);
        return new SseReader(response);
      }),
    );
    expect(servingPids('/api/admin/live', from).size).toBe(2);
    // A call logged about someone: every open page hears it.
    const person = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({
        name: 'Live Person',
        email: `live-${Date.now()}@example.com`,
        password: 'live-password-1',
      }),
    });
    const cookie = person.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const session = (await (await fetch(`${server.url}/api/session`, { headers: { cookie } })).json()) as {
      person: { id: string };
    };
    const logged = await fresh(`/api/admin/people/${session.person.id}/interactions`, {
      method: 'POST',
      cookie: adminCookie,
      json: { type: 'call', subject: 'Live', content: 'Heard in every process' },
    });
    expect(logged.status, logged.text).toBe(201);
    for (const stream of streams) {
      const event = await stream.next((candidate) => candidate.event === 'change', 10_000);
      expect(JSON.parse(event.data)).toMatchObject({ topic: 'interactions', personId: session.person.id });
      await stream.cancel();
    }
  });

  it('answers /metrics for every process together', async () => {
    const response = await fetch(`${server.url}/metrics`, {
      headers: { Authorization: 'Bearer several-processes-metrics-token' },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    // The request counter holds both processes' requests: at least the nine limit reads above.
    const limited = text
      .split('\n')
      .filter((line) => line.startsWith('http_requests_total{') && line.includes('route="/api/opportunities"'))
      .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    expect(limited).toBeGreaterThanOrEqual(READS_PER_MINUTE + 4);
  });

  it('sends each due email once, whichever process picks it up', async () => {
    const addresses = Array.from({ length: 6 }, (_, index) => `once-${index}-${Date.now()}@example.com`);
    await Promise.all(
      addresses.map((email) =>
        fresh('/api/auth/sign-up/email', {
          method: 'POST',
          json: { name: 'Once', email, password: 'once-password-1' },
        }),
      ),
    );
    await Promise.all(
      addresses.map((email) => fresh('/api/auth/request-password-reset', { method: 'POST', json: { email } })),
    );
    const outbox = await waitForOutbox((text) => text.includes('Reset your Backline password'), addresses.length);
    for (const email of addresses) expect(outbox.filter((file) => file.startsWith(`To: ${email}\n`))).toHaveLength(1);
  });

  it('sends a job alert once, though every process runs the alerts job when an opportunity opens', async () => {
    const email = `alerted-${Date.now()}@example.com`;
    const person = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ name: 'Alerted Person', email, password: 'alerted-password-1' }),
    });
    const cookie = person.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const saved = await fresh('/api/alerts', { method: 'POST', cookie, json: { name: 'Everything', filters: {} } });
    expect(saved.status, saved.text).toBe(201);
    const opened = await fresh('/api/admin/opportunities', {
      method: 'POST',
      cookie: adminCookie,
      json: { title: 'Alerted Once', description: 'Matches every alert.', status: 'open', slotsTotal: 1 },
    });
    expect(opened.status, opened.text).toBe(201);
    const sent = await waitForOutbox((text) => text.startsWith(`To: ${email}\n`) && text.includes('Alerted Once'), 1);
    expect(sent).toHaveLength(1);
  });

  it('replaces a process that crashes, and keeps serving meanwhile', { timeout: 60_000 }, async () => {
    const from = server.output().length;
    await fresh('/api/opportunity-tags');
    // The request's log line comes after its answer, through the child's output: wait for it.
    const logged = Date.now() + 10_000;
    while (servingPids('/api/opportunity-tags', from).size === 0 && Date.now() < logged) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [victim] = [...servingPids('/api/opportunity-tags', from)];
    if (!victim || victim === server.process.pid) throw new Error('No server process found to stop');
    process.kill(victim, 'SIGKILL');
    // A connection handed to the process in the instant it died is lost with it (Node's cluster
    // cannot take it back): from the moment the starter knows, none is.
    const deadline = Date.now() + 20_000;
    while (!server.output().includes(`The server process ${victim} stopped unexpectedly`) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (let index = 0; index < 6; index += 1) expect((await fresh('/api/opportunity-tags')).status).toBe(200);
    expect(server.output()).toContain(`The server process ${victim} stopped unexpectedly (signal SIGKILL)`);
    // A new process serves beside the one left.
    const since = server.output().length;
    const until = Date.now() + 20_000;
    while (servingPids('/api/opportunity-tags', since).size < 2 && Date.now() < until) {
      await fresh('/api/opportunity-tags');
    }
    const serving = servingPids('/api/opportunity-tags', since);
    expect(serving.size).toBe(2);
    expect(serving.has(victim)).toBe(false);
  });

  it('drains every process on SIGTERM, then stops the database', async () => {
    // Sign-ups in flight on both processes (each hashes a password) when the signal comes.
    // The signal comes once all six have been sent whole (a fixed wait lost the race on a busy
    // machine: a connection still in the listen queue when the processes stop listening is reset,
    // and that one was never in flight).
    const sent: Promise<void>[] = [];
    const inFlight = Array.from({ length: 6 }, (_, index) => {
      let onSent = () => {};
      sent.push(new Promise<void>((resolve) => (onSent = resolve)));
      return fresh('/api/auth/sign-up/email', {
        method: 'POST',
        json: { name: 'Drained', email: `drained-${index}-${Date.now()}@example.com`, password: 'drained-password-1' },
        onSent,
      });
    });
    await Promise.all(sent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.process.kill('SIGTERM');
    expect((await Promise.all(inFlight)).map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM received: draining the 2 server processes/);
    expect(server.output()).not.toContain('Cannot use a pool after calling end');
  });
});

// The emails written to the outbox's files that `matches`, once at least `atLeast` are there
// (and a moment more, for a second copy that would come).
async function waitForOutbox(matches: (text: string) => boolean, atLeast: number): Promise<string[]> {
  const directory = join(server.dataDir, 'outbox');
  const read = async () => {
    const names = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('.txt'));
    return (await Promise.all(names.map((name) => readFile(join(directory, name), 'utf8')))).filter(matches);
  };
  const deadline = Date.now() + 20_000;
  while ((await read()).length < atLeast && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return read();
}

describe('a signal while several processes start (issue 43)', () => {
  it('lets the database be prepared and every process start, then stops them all cleanly', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'backline-processes-early-signal-'));
    const child = spawn(process.execPath, BUILT_SERVER_ARGS, {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVE_CLIENT: 'false',
        DEMO_CONTENT: 'off',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        WEB_CONCURRENCY: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // A process listens (alive) while the database is still being made.
    for (;;) {
      const live = await fetch(`http://127.0.0.1:${port}/api/health/live`).then(
        (response) => response.status,
        () => 0,
      );
      if (live === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM received: draining the 2 server processes');
    expect(output).toContain('the starter asked while starting: stopping once started');
    // The database was made whole, and is stopped: a new start finds it and serves.
    const again = await startChildServer({ DATA_DIR: dataDir });
    expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
    again.process.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000);
});
