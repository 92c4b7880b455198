import { describe, expect, it } from 'vitest';
import { startingAnswer } from './starting-answer';

// Issue 21: what a server that is still starting answers (start-server.test.ts sees it live).
describe('the answer of a starting server', () => {
  const ask = (path: string, accept = 'application/json') =>
    startingAnswer(new Request(`http://localhost${path}`, { headers: { Accept: accept } }), 'migrations');

  it('is alive for liveness probes, not ready for readiness probes', async () => {
    expect((await ask('/api/health/live')).status).toBe(200);
    const ready = await ask('/api/health');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'starting',
      database: { status: 'ok' },
      migrations: 'pending',
      emailWorker: { status: 'stopped', lastRunAt: null },
    });
  });

  it('asks API callers and people to try again in a moment', async () => {
    const api = await ask('/api/opportunities');
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    expect(await api.json()).toEqual({
      error: { code: 'STARTING', message: 'The server is starting. Try again in a moment.' },
    });
    const page = await ask('/opportunities', 'text/html,application/xhtml+xml');
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('The site is starting up');
  });
});
