// While the server starts (the database, its migrations, the services), it already listens
// and answers in its place (issue 21): a liveness probe sees it alive, a readiness probe or a
// load balancer sees it not ready yet, people and API callers are asked to try again shortly.

export type StartingStage = 'database' | 'migrations' | 'services';

const RETRY_AFTER_SECONDS = '5';

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

const STARTING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><title>Starting…</title>
<style>body{font-family:system-ui,sans-serif;background:#0b0b12;color:#e7e7ee;display:grid;place-items:center;min-height:100vh;margin:0}p{opacity:.8}</style>
</head><body><main><h1>Starting…</h1><p>The site is starting up. This page reloads by itself in a few seconds.</p></main></body></html>`;

export function startingAnswer(request: Request, stage: StartingStage): Response {
  const { pathname } = new URL(request.url);
  if (pathname === '/api/health/live') return json({ status: 'ok' }, 200);
  if (pathname === '/api/health') {
    return json(
      {
        status: 'starting',
        database: { status: stage === 'database' ? 'starting' : 'ok' },
        migrations: stage === 'services' ? 'applied' : 'pending',
        emailWorker: { status: 'stopped', lastRunAt: null },
      },
      503,
    );
  }
  const retry = { 'Retry-After': RETRY_AFTER_SECONDS };
  if (!pathname.startsWith('/api/') && (request.headers.get('accept') ?? '').includes('text/html')) {
    return new Response(STARTING_PAGE, {
      status: 503,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...retry },
    });
  }
  return json({ error: { code: 'STARTING', message: 'The server is starting. Try again in a moment.' } }, 503, retry);
}
