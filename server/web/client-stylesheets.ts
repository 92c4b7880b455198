import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The built client's stylesheets (their hashed addresses, as its index.html links them), for a
// page the server writes without the app, so that it has the app's fonts (issue 41: the alert
// unsubscribe page). None without a built client.
export function clientStylesheets(clientDir: string | undefined): string[] {
  const index = clientDir && join(clientDir, 'index.html');
  if (!index || !existsSync(index)) return [];
  const template = readFileSync(index, 'utf8');
  return [...template.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"/g)].flatMap(
    (found) => (found[1] ? [found[1]] : []),
  );
}
