import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { createLogger } from './lib/logger';
import { MAX_BODY_BYTES } from './middleware/body-size';
import { REQUEST_TIMEOUTS, type RunningServer, startServer } from './start-server';
import { createTestDatabase, type TestDatabase } from './test/test-database';

// Issue 18, findings 10, 11 and 12: what only a real socket shows (not `app.fetch`): the
// connection after a 413, a slow client, and the Host header of a real request.

let database: TestDatabase;
let server: RunningServer;
let hurried: RunningServer;

function configFor(name: string) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATA_DIR: mkdtempSync(join(tmpdir(), `backline-${name}-`)),
    DATABASE_URL: database.url,
    AUTH_SECRET: 'http-server-test-secret-0123456789-abcdefgh',
    DEMO_CONTENT: 'off',
    SERVE_CLIENT: 'false',
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(configFor('http'), createLogger('silent'));
  // The same server with short limits, so a test can wait them out.
  hurried = await startServer(configFor('http-hurried'), createLogger('silent'), {
    timeouts: { headersMs: 800, requestMs: 1_500, checkEveryMs: 100 },
  });
});
afterAll(async () => {
  await server?.stop();
  await hurried?.stop();
  await database?.close();
});

const portOf = (running: RunningServer) => Number(new URL(running.url).port);

// Writes `chunks` on one raw connection (waiting `pauseMs` between them) and reads until the
// server closes it or `timeoutMs` passes.
function rawExchange(
  running: RunningServer,
  chunks: string[],
  options: { pauseMs?: number; timeoutMs?: number } = {},
): Promise<{ text: string; closed: boolean; elapsedMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(portOf(running), '127.0.0.1');
    let text = '';
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed, elapsedMs: Date.now() - started });
    };
    const timer = setTimeout(() => finish(false), options.timeoutMs ?? 5_000);
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => {
      text += data;
    });
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', async () => {
      for (const [index, chunk] of chunks.entries()) {
        if (index > 0) await new Promise((wait) => setTimeout(wait, options.pauseMs ?? 0));
        if (done) return;
        socket.write(chunk);
      }
    });
  });
}

const headerOf = (text: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*?)\\r$`, 'im').exec(text.split('\r\n\r\n')[0] ?? '')?.[1];

describe('a body over the limit (finding 10)', () => {
  // The adapter reads a refused body for half a second at most, then closes the connection:
  // an answer that promised keep-alive left the client to send its next request into it.
  it('is answered 413 with Connection: close, and the server closes the connection', async () => {
    const start = [
      'POST /api/admin/opportunity-tags HTTP/1.1',
      `Host: 127.0.0.1:${portOf(server)}`,
      'Content-Type: application/json',
      `Content-Length: ${MAX_BODY_BYTES * 2}`,
      'Connection: keep-alive',
      '',
      '',
    ].join('\r\n');
    const { text, closed } = await rawExchange(server, [start, `{"label": "${'x'.repeat(4_096)}`]);
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(headerOf(text, 'connection')?.toLowerCase()).toBe('close');
    expect(text).toContain('"code":"PAYLOAD_TOO_LARGE"');
    expect(closed).toBe(true);
  });
});

describe('a slow client (finding 12)', () => {
  it('runs with deliberate limits: 10 s for the headers, 30 s for the whole request, checked every second', () => {
    expect(REQUEST_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 30_000, checkEveryMs: 1_000 });
    expect(server.httpServer.headersTimeout).toBe(10_000);
    expect(server.httpServer.requestTimeout).toBe(30_000);
  });

  it('that sends its body a byte at a time is answered 408 and cut off once the request limit passes', async () => {
    const head = [
      'POST /api/auth/sign-in/email HTTP/1.1',
      `Host: 127.0.0.1:${portOf(hurried)}`,
      'Content-Type: application/json',
      'Content-Length: 400',
      '',
      '',
    ].join('\r\n');
    const trickle = Array.from({ length: 60 }, () => ' ');
    const { text, closed, elapsedMs } = await rawExchange(hurried, [head, ...trickle], {
      pauseMs: 100,
      timeoutMs: 8_000,
    });
    expect(closed).toBe(true);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(elapsedMs).toBeGreaterThanOrEqual(1_400);
    expect(elapsedMs).toBeLessThan(4_000);
  });

  it('that never finishes its headers is cut off once the headers limit passes', async () => {
    const { closed, elapsedMs } = await rawExchange(
      hurried,
      ['GET /api/health HTTP/1.1\r\n', ...Array.from({ length: 40 }, (_, index) => `X-Slow-${index}: 1\r\n`)],
      { pauseMs: 100, timeoutMs: 8_000 },
    );
    expect(closed).toBe(true);
    expect(elapsedMs).toBeLessThan(3_000);
  });
});

describe('the Host header of a real request (finding 11)', () => {
  it('never becomes a link: robots.txt and the sitemap name the configured origin', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const forged = [
        `GET ${path} HTTP/1.1`,
        'Host: evil.example',
        'X-Forwarded-Host: evil.example',
        'Connection: close',
        '',
        '',
      ].join('\r\n');
      const { text } = await rawExchange(server, [forged]);
      expect(text).toMatch(/^HTTP\/1\.1 200 /);
      expect(text).not.toContain('evil.example');
      expect(text).toContain('http://localhost:0');
    }
  });
});
