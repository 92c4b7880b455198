import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A built client for tests of the pages the server renders (D28): an index.html with the root
// element, an empty build manifest, and a server entry of the test's own making.
export function standInClient(serverEntrySource: string): { clientDir: string; serverEntry: string } {
  const clientDir = mkdtempSync(join(tmpdir(), 'backline-client-'));
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(join(clientDir, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(clientDir, '.vite', 'manifest.json'), '{}');
  const serverEntry = join(clientDir, 'entry-server.mjs');
  writeFileSync(serverEntry, serverEntrySource);
  return { clientDir, serverEntry };
}
