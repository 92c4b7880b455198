import { join, resolve } from 'node:path';

// Where the embedded server's files live (decision 085): the cluster in DATA_DIR/postgres, its
// password and its owner beside it.

export function clusterDirectory(dataDir: string): string {
  return join(resolve(dataDir), 'postgres');
}
export function passwordFile(dataDir: string): string {
  return join(resolve(dataDir), 'postgres-password');
}
// "<app pid> <server pid>": which app process runs the server, to tell a server left by a killed
// app from one that a live app still uses.
export function ownerFile(dataDir: string): string {
  return join(resolve(dataDir), 'postgres-owner');
}
