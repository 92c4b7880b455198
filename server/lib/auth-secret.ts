import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writePrivateFile } from './private-files';

// Without AUTH_SECRET, a random secret is made once and kept under DATA_DIR (which the server
// made at start), so sessions survive restarts and no default secret exists.
export function loadOrCreateAuthSecret(dataDir: string): string {
  const path = join(dataDir, 'auth-secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writePrivateFile(path, `${secret}\n`);
  return secret;
}
