import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

// Everything the app keeps under DATA_DIR (the database cluster, the auth secret, emails with
// live reset links) is for the app's own system user only: directories 0700, files 0600.
const PRIVATE_DIRECTORY_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

// Creates the directory owner-only, and narrows an existing one. Missing parents are made as
// `mkdir -p` makes them: they are not the app's (the database's system user may have to pass).
export function ensurePrivateDirectory(path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  chmodSync(path, PRIVATE_DIRECTORY_MODE);
}

export function writePrivateFile(path: string, data: string | Uint8Array): void {
  writeFileSync(path, data, { mode: PRIVATE_FILE_MODE });
  // `mode` applies only when the file is created.
  chmodSync(path, PRIVATE_FILE_MODE);
}

export async function ensurePrivateDirectoryAsync(path: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await mkdir(path, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  await chmod(path, PRIVATE_DIRECTORY_MODE);
}

export async function writePrivateFileAsync(path: string, data: string | Uint8Array): Promise<void> {
  await writeFile(path, data, { mode: PRIVATE_FILE_MODE });
  await chmod(path, PRIVATE_FILE_MODE);
}
